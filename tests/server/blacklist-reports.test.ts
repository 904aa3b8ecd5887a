import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWorkQueues } from '../../shared/api/admin';
import {
  blacklistEntrySchema,
  getAllCompanies,
  listMyReports,
  reportCompany,
  REPORTS_PER_COMPANY_PER_DAY,
} from '../../shared/api/blacklist';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { insertColleague, signedInMember } from '../support/members';
import { createSession } from '../../src-server/http/sessions';
import { nextEmail } from './support/auth';
import { get, postAs } from './support/membership';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

/**
 * Members report a company to the blacklist, and the report enters the association's due
 * process: Reported and seen by admins only, reviewed, then listed or dropped.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInMember(t.db, { isAdmin: true, email: nextEmail(), companyName: 'DFA Secretariat' });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

function report(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Phantom Freight Lines',
    aliases: 'Phantom FL',
    countries: [{ country: 'pa', cities: 'Colón' }],
    reasons: 'Invoice PFL-2291 of USD 18,400 unpaid since 12 August',
    managers: '',
    statement:
      'We moved 4 × 40HC Manzanillo to Colón for them in July. They confirmed receipt and have not paid since.',
    ...overrides,
  };
}

async function queueCount(): Promise<number> {
  const { queues } = getWorkQueues.response.parse(
    (await get(t.app, '/api/admin/work-queues', admin.token)).json(),
  );
  return queues.find((queue) => queue.id === 'blacklist-reports')!.count;
}

describe(
  `members' blacklist reports on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`,
  { timeout: 90_000 },
  () => {
    it('files a report into the due process: admins review it before any member sees it', async () => {
      const member = await signedInMember(t.db, {
        membership: 'standard_active',
        companyName: 'Caribe Cargo',
        firstName: 'Rosa',
        lastName: 'Mejía',
        email: nextEmail(),
      });
      const waiting = await queueCount();
      const filed = await postAs(t.app, reportCompany.path, report(), member.token);
      expect(filed.statusCode, filed.body).toBe(200);
      const mine = reportCompany.response.parse(filed.json());
      expect(mine).toMatchObject({
        companyName: 'Phantom Freight Lines',
        status: 'reported',
        reportedBy: 'Rosa Mejía',
      });

      // Not on the list members search, but on the reporter's own list, and in the admins' queue.
      const listed = getAllCompanies.response.parse(
        (await get(t.app, getAllCompanies.path, member.token)).json(),
      );
      expect(listed.items.map((entry) => entry.id)).not.toContain(mine.id);
      const own = listMyReports.response.parse((await get(t.app, listMyReports.path, member.token)).json());
      expect(own.items).toEqual([mine]);
      expect(await queueCount()).toBe(waiting + 1);
      const adminEmail = await t.db
        .selectFrom('outbox')
        .select(['subject', 'text'])
        .where('recipient', '=', admin.email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(adminEmail.subject).toBe('Blacklist report to review: Phantom Freight Lines');
      expect(adminEmail.text).toContain('Rosa Mejía of Caribe Cargo reported Phantom Freight Lines');

      const seenByAdmin = getAllCompanies.response.parse(
        (await get(t.app, `${getAllCompanies.path}?status=reported`, admin.token)).json(),
      );
      const entry = blacklistEntrySchema.parse(seenByAdmin.items.find((item) => item.id === mine.id));
      expect(entry).toMatchObject({ status: 'reported', countries: [{ country: 'PA', cities: ['Colón'] }] });
      expect(entry.history[0]).toMatchObject({
        action: 'created',
        actor: 'Rosa Mejía',
        summary:
          'Reported the company, as a member (Rosa Mejía, Caribe Cargo): We moved 4 × 40HC Manzanillo to Colón for them in July. They confirmed receipt and have not paid since.',
      });

      // The existing process takes it from there: reviewed, then listed for every member to see.
      for (const status of ['under_review', 'listed']) {
        const moved = await postAs(
          t.app,
          '/api/blacklist/change-status',
          { id: mine.id, status, note: 'Invoice and delivery receipt checked.' },
          admin.token,
        );
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const colleague = await insertColleague(t.db, member.companyId, { email: nextEmail() });
      const colleagueSession = (await createSession(t.db, colleague.userId, new Date())).token;
      const after = getAllCompanies.response.parse(
        (await get(t.app, getAllCompanies.path, colleagueSession)).json(),
      );
      expect(after.items.map((item) => item.id)).toContain(mine.id);
      const ownAfter = listMyReports.response.parse(
        (await get(t.app, listMyReports.path, colleagueSession)).json(),
      );
      expect(ownAfter.items[0]).toMatchObject({ id: mine.id, status: 'listed' });
    });

    it('refuses applicants and lapsed members, and checks every field', async () => {
      for (const membership of ['pending', 'standard_inactive'] as const) {
        const account = await signedInMember(t.db, { membership, email: nextEmail() });
        expect((await postAs(t.app, reportCompany.path, report(), account.token)).statusCode).toBe(403);
      }
      const member = await signedInMember(t.db, { membership: 'premium', email: nextEmail() });
      const bad = await postAs(
        t.app,
        reportCompany.path,
        report({ companyName: '', countries: [], reasons: '', statement: 'Unpaid.' }),
        member.token,
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual([
        'companyName',
        'countries',
        'reasons',
        'statement',
      ]);
    });

    it(`accepts at most ${REPORTS_PER_COMPANY_PER_DAY} reports a day from one company`, async () => {
      const member = await signedInMember(t.db, {
        membership: 'premium',
        companyName: 'Busy Lines',
        email: nextEmail(),
      });
      for (let n = 1; n <= REPORTS_PER_COMPANY_PER_DAY; n += 1) {
        const filed = await postAs(
          t.app,
          reportCompany.path,
          report({ companyName: `Shell Co ${n}` }),
          member.token,
        );
        expect(filed.statusCode, filed.body).toBe(200);
      }
      const over = await postAs(
        t.app,
        reportCompany.path,
        report({ companyName: 'Shell Co 6' }),
        member.token,
      );
      expect(over.statusCode).toBe(429);
      expect(errorOf(over).message).toMatch(/^Your company has filed 5 reports in the last 24 hours/);
    });
  },
);
