import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWorkQueues } from '../../shared/api/admin';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { myMembershipSchema, type MemberRow } from '../../shared/api/members';
import { MEMBERSHIP_STATE_LABELS } from '../../shared/domain/membership';
import { createSession } from '../../src-server/http/sessions';
import { insertMember } from '../support/members';
import { confirmationTokenFor, nextEmail, nextIp, post } from './support/auth';
import { applicant, get, postAs, subjectsTo, testClock } from './support/membership';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

/**
 * Sign-up confirms the email address: the applicant is sent a link, the association reviews the
 * application only once it is opened, and the applicant may ask for another link, within limits.
 */
// Sign-up stamps its link with the system's time, so the test's clock starts from it.
const START = Date.now();
const clock = testClock(new Date(START).toISOString());
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Moves the app's clock to `ms` after the test started. */
const later = (ms: number) => clock.set(new Date(START + ms).toISOString());
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  const account = await insertMember(t.db, {
    isAdmin: true,
    email: nextEmail(),
    companyName: 'DFA Secretariat',
  });
  admin = (await createSession(t.db, account.userId, new Date())).token;
});
afterAll(async () => {
  await t?.close();
});

const CONFIRM_SUBJECT = 'Confirm your email address for your DFA application';
const LINK_DEAD =
  'This link is not valid or has expired. Ask for a new one below, or after signing in, and open the newest email.';

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;
const confirm = (token: string) => post(t.app, '/api/auth/confirm-email', { token }, { ip: nextIp() });
const resend = (email: string) => post(t.app, '/api/auth/resend-confirmation', { email }, { ip: nextIp() });

async function listed(filter: string, email: string): Promise<MemberRow[]> {
  const response = await get(
    t.app,
    `/api/admin/members?filter=${filter}&text=${encodeURIComponent(email)}`,
    admin,
  );
  return response.json<{ items: MemberRow[] }>().items;
}

async function applicationsWaiting(): Promise<number> {
  const { queues } = getWorkQueues.response.parse((await get(t.app, '/api/admin/work-queues', admin)).json());
  return queues.find((queue) => queue.id === 'applications')!.count;
}

describe(
  `email confirmation at sign-up on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`,
  { timeout: 90_000 },
  () => {
    it('keeps an application out of review until its email address is confirmed', async () => {
      later(0);
      const waitingBefore = await applicationsWaiting();
      const company = await applicant(t.app, t.db, { confirmEmail: false });
      expect(await subjectsTo(t.db, company.email)).toEqual([CONFIRM_SUBJECT]);
      const { text } = await t.db
        .selectFrom('outbox')
        .select('text')
        .where('recipient', '=', company.email)
        .executeTakeFirstOrThrow();
      expect(text).toContain(`${TEST_SITE_URL}/auth/confirm-email/`);
      expect(text).toContain('The link works for 7 days.');

      // The admins see it waiting for the confirmation, not in the review queue.
      expect(await listed('applications', company.email)).toEqual([]);
      const [row] = await listed('unconfirmed', company.email);
      expect(row).toMatchObject({ state: 'email_unconfirmed', contact: { emailConfirmed: false } });
      expect(await applicationsWaiting()).toBe(waitingBefore);
      const approve = await postAs(
        t.app,
        '/api/admin/members/approve',
        { companyId: company.companyId, tier: 'standard' },
        admin,
      );
      expect(approve.statusCode).toBe(409);
      expect(errorOf(approve).message).toBe(
        'Blue Anchor Forwarding has not confirmed its email address yet: its application can be reviewed once it has. The applicant can ask for a new link when signing in.',
      );

      // The applicant sees where it stands.
      const mine = myMembershipSchema.parse((await get(t.app, '/api/membership', company.session)).json());
      expect(mine.state).toBe('email_unconfirmed');
      const user = (await get(t.app, '/api/user', company.session)).json<{ data: { state: string } }>().data;
      expect(user.state).toBe('email_unconfirmed');
      expect(MEMBERSHIP_STATE_LABELS[mine.state]).toBe('Application: email address to confirm');

      const token = await confirmationTokenFor(t.db, company.email);
      const confirmed = await confirm(token);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ status: 'confirmed', email: company.email });

      const [reviewable] = await listed('applications', company.email);
      expect(reviewable).toMatchObject({ state: 'under_review', contact: { emailConfirmed: true } });
      expect(await applicationsWaiting()).toBe(waitingBefore + 1);
      const approved = await postAs(
        t.app,
        '/api/admin/members/approve',
        { companyId: company.companyId, tier: 'standard' },
        admin,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const after = myMembershipSchema.parse((await get(t.app, '/api/membership', company.session)).json());
      expect(after.state).toBe('awaiting_payment');
      // The approval email names the state with the same words as the pages.
      const welcome = await t.db
        .selectFrom('outbox')
        .select('text')
        .where('recipient', '=', company.email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(welcome.text).toContain(
        `Your membership now reads “${MEMBERSHIP_STATE_LABELS.awaiting_payment}”.`,
      );
    });

    it('answers a wrong, used or expired link alike', async () => {
      later(0);
      const company = await applicant(t.app, t.db, { confirmEmail: false });
      const token = await confirmationTokenFor(t.db, company.email);
      const wrong = await confirm('A'.repeat(43));
      expect(wrong.statusCode).toBe(404);
      expect(errorOf(wrong).message).toBe(LINK_DEAD);

      later(7 * DAY + 10 * MINUTE);
      const expired = await confirm(token);
      expect(expired.statusCode).toBe(404);
      expect(errorOf(expired).message).toBe(LINK_DEAD);

      later(7 * DAY + 20 * MINUTE);
      expect((await resend(company.email)).statusCode).toBe(200);
      const fresh = await confirmationTokenFor(t.db, company.email);
      expect((await confirm(fresh)).statusCode).toBe(200);
      const used = await confirm(fresh);
      expect(used.statusCode).toBe(404);
      expect(errorOf(used).message).toBe(LINK_DEAD);
    });

    it('sends another link on request, at most one a minute and five a day, and says the same whoever asks', async () => {
      later(0);
      const company = await applicant(t.app, t.db, { confirmEmail: false });
      const signedUpAt = Date.now() - START;
      const count = async () =>
        (await subjectsTo(t.db, company.email)).filter((s) => s === CONFIRM_SUBJECT).length;
      expect(await count()).toBe(1);

      const early = await resend(company.email);
      expect(early.json()).toEqual({ status: 'sent' });
      expect(await count()).toBe(1);

      for (let minute = 1; minute <= 6; minute += 1) {
        later(signedUpAt + minute * (MINUTE + 1000));
        expect((await resend(company.email.toUpperCase())).json()).toEqual({ status: 'sent' });
      }
      // The sign-up's link and four more make the day's five.
      expect(await count()).toBe(5);

      later(signedUpAt + DAY + MINUTE);
      await resend(company.email);
      expect(await count()).toBe(6);

      // An unknown address, and a confirmed one, get the same answer and no email.
      const stranger = nextEmail();
      expect((await resend(stranger)).json()).toEqual({ status: 'sent' });
      expect(await subjectsTo(t.db, stranger)).toEqual([]);
      await postAs(t.app, '/api/auth/confirm-email', {
        token: await confirmationTokenFor(t.db, company.email),
      });
      later(signedUpAt + DAY + 10 * MINUTE);
      expect((await resend(company.email)).json()).toEqual({ status: 'sent' });
      expect(await count()).toBe(6);
    });
  },
);
