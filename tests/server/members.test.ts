import { MEMBER_TOOLS } from '../../shared/domain/member-access';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import {
  memberDetailSchema,
  myMembershipSchema,
  type MemberDetail,
  type MemberRow,
} from '../../shared/api/members';
import { createSession } from '../../src-server/http/sessions';
import { runMembershipCalendar } from '../../src-server/features/members/membership-calendar';
import { insertMember } from '../support/members';
import { nextEmail } from './support/auth';
import { applicant, get, membershipRows, postAs, subjectsTo, testClock } from './support/membership';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

const clock = testClock('2026-11-27T09:00:00Z');
let t: TestApp;
let adminUserId: number;
/** A session begun at the server clock's "now": an admin's ends after 30 idle minutes of it, and tests move it by days. */
const admin = async () => (await createSession(t.db, adminUserId, clock())).token;
let adminName: string;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { DIRECTORY_CACHE_SECONDS: '0' } });
  const account = await insertMember(t.db, { isAdmin: true, email: nextEmail() });
  adminUserId = account.userId;
  adminName = 'Amira Haddad';
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

async function queue(query = '') {
  const response = await get(t.app, `/api/admin/members${query}`, await admin());
  expect(response.statusCode).toBe(200);
  return response.json<{ items: MemberRow[]; total_items: number; counts: Record<string, number> }>();
}

async function act(path: string, body: object): Promise<MemberDetail> {
  const response = await postAs(t.app, `/api/admin/members/${path}`, body, await admin());
  expect(response.statusCode, response.body).toBe(200);
  return memberDetailSchema.parse(response.json());
}

async function markPaid(number: string, paidOn: string, reference = 'WIRE-77812') {
  const response = await postAs(
    t.app,
    '/api/admin/invoices/mark-paid',
    { number, paidOn, reference },
    await admin(),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ status: string; paidOn: string }>();
}

/** A session begun now by the server's clock, for a member whose earlier sign-in a moved clock has ended. */
const signedInNow = async (userId: number) => (await createSession(t.db, userId, clock())).token;

async function userRecord(session: string) {
  return (await get(t.app, '/api/user', session)).json<{ data: { type: string; validity: string | null } }>()
    .data;
}

// Each case signs companies up through the real sign-up (password hashing included), which is slow on a busy machine.
describe(`membership lifecycle on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, { timeout: 90_000 }, () => {
  it('lists a completed sign-up as an application with everything needed to judge it', async () => {
    const company = await applicant(t.app, t.db);
    const { items, counts } = await queue(`?text=${encodeURIComponent(company.email)}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: company.companyId,
      name: 'Blue Anchor Forwarding',
      website: 'https://blue-anchor.example',
      offices: [{ country: 'AE', countryName: 'United Arab Emirates', city: 'Dubai' }],
      services: ['sea-freight', 'nvocc'],
      contact: { name: 'Layla Rahman', email: company.email, phone: company.phone, phoneVerified: true },
      status: 'pending',
      applicationStatus: 'submitted',
    });
    expect(counts.applications).toBeGreaterThanOrEqual(1);
    // Filters: another country finds nothing, the right one finds it.
    expect((await queue(`?text=${encodeURIComponent(company.email)}&country=GB`)).items).toHaveLength(0);
    expect((await queue(`?text=${encodeURIComponent(company.email)}&country=AE`)).items).toHaveLength(1);
    expect((await queue(`?text=${encodeURIComponent(company.email)}&filter=premium`)).items).toHaveLength(0);
  });

  it('approves as Premium with an invoice due in 30 days, then a payment makes the member Premium for a year', async () => {
    const company = await applicant(t.app, t.db);
    const detail = await act('approve', { companyId: company.companyId, tier: 'premium' });
    expect(detail.application).toMatchObject({ status: 'approved', tier: 'premium' });
    expect(detail.company.status).toBe('pending');
    expect(detail.invoices).toHaveLength(1);
    const invoice = detail.invoices[0]!;
    expect(invoice).toMatchObject({
      kind: 'membership',
      tier: 'premium',
      amountMinor: 450_000,
      currency: 'USD',
      issuedOn: '2026-11-27',
      dueOn: '2026-12-27',
      status: 'open',
    });
    expect(invoice.number).toMatch(/^DFA-2026-\d{5}$/);
    expect(detail.audit.map((item) => item.action)).toEqual(['invoice-issued', 'application-approved']);
    expect(detail.audit[1]).toMatchObject({
      actor: adminName,
      summary: 'Approved the application as Premium.',
    });
    expect(await subjectsTo(t.db, company.email)).toContain(
      'Welcome to the Digital Freight Alliance: Blue Anchor Forwarding is approved as Premium',
    );

    const mine = myMembershipSchema.parse((await get(t.app, '/api/membership', company.session)).json());
    expect(mine.todo).toContainEqual(
      expect.objectContaining({ kind: 'pay-invoice', number: invoice.number, dueOn: '2026-12-27' }),
    );

    // Approving twice is refused, and changes nothing.
    const before = await membershipRows(t.db);
    const again = await postAs(
      t.app,
      '/api/admin/members/approve',
      { companyId: company.companyId, tier: 'standard' },
      await admin(),
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Blue Anchor Forwarding was already approved.');
    expect(await membershipRows(t.db)).toEqual(before);

    clock.set('2026-12-03T10:00:00Z');
    const paid = await markPaid(invoice.number, '2026-12-02');
    expect(paid).toMatchObject({ status: 'paid', paidOn: '2026-12-02' });
    expect(await userRecord(company.session)).toMatchObject({ type: 'premium', validity: '2027-12-01' });
    const slug = (
      await t.db
        .selectFrom('companies')
        .select('slug')
        .where('id', '=', company.companyId)
        .executeTakeFirstOrThrow()
    ).slug!;
    const profile = (await get(t.app, `/api/directory/company?slug=${slug}`)).json<{
      status: string;
      validUntil: string;
      memberSince: string;
    }>();
    expect(profile).toMatchObject({ status: 'premium', validUntil: '2027-12-01', memberSince: '2026-12-02' });
    const after = await act('approve', { companyId: company.companyId, tier: 'premium' }).catch(
      () => undefined,
    );
    expect(after).toBeUndefined();

    // Paying twice is refused.
    const twice = await postAs(
      t.app,
      '/api/admin/invoices/mark-paid',
      { number: invoice.number, paidOn: '2026-12-02', reference: 'X' },
      await admin(),
    );
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a payment dated in the future or before the invoice, and an empty reference, changing nothing', async () => {
    clock.set('2026-11-27T09:00:00Z');
    const company = await applicant(t.app, t.db);
    const { invoices } = await act('approve', { companyId: company.companyId, tier: 'standard' });
    const number = invoices[0]!.number;
    const before = await membershipRows(t.db);
    for (const [body, field] of [
      [{ number, paidOn: '2026-11-28', reference: 'R1' }, 'paidOn'],
      [{ number, paidOn: '2026-11-01', reference: 'R1' }, 'paidOn'],
      [{ number, paidOn: '2026-02-30', reference: 'R1' }, 'paidOn'],
      [{ number, paidOn: '2026-11-27', reference: '  ' }, 'reference'],
    ] as const) {
      const response = await postAs(t.app, '/api/admin/invoices/mark-paid', body, await admin());
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toHaveProperty(field);
    }
    expect(await membershipRows(t.db)).toEqual(before);
  });

  it('rejects with a reason the applicant reads; without a reason nothing happens', async () => {
    const company = await applicant(t.app, t.db);
    const before = await membershipRows(t.db);
    const empty = await postAs(
      t.app,
      '/api/admin/members/reject',
      { companyId: company.companyId, reason: ' ' },
      await admin(),
    );
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({
      reason: 'Say why the application is rejected: the applicant reads it.',
    });
    expect(await membershipRows(t.db)).toEqual(before);

    const detail = await act('reject', {
      companyId: company.companyId,
      reason: 'No freight licence could be verified.',
    });
    expect(detail.application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No freight licence could be verified.',
    });
    expect(detail.audit[0]).toMatchObject({
      action: 'application-rejected',
      reason: 'No freight licence could be verified.',
    });
    const mine = myMembershipSchema.parse((await get(t.app, '/api/membership', company.session)).json());
    expect(mine.application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No freight licence could be verified.',
    });
    const mail = await t.db
      .selectFrom('outbox')
      .select('text')
      .where('recipient', '=', company.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('No freight licence could be verified.');
    expect((await queue(`?filter=rejected&text=${encodeURIComponent(company.email)}`)).items).toHaveLength(1);
  });

  it('asks for more information, which the applicant answers in the portal', async () => {
    const company = await applicant(t.app, t.db);
    await act('request-information', {
      companyId: company.companyId,
      message: 'Please send your trade licence.',
    });
    const email = await t.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('recipient', '=', company.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(email.subject).toBe('The DFA needs more information about Blue Anchor Forwarding');
    expect(email.text).toContain(`${TEST_SITE_URL}/account#application`);

    const mine = myMembershipSchema.parse((await get(t.app, '/api/membership', company.session)).json());
    expect(mine.application?.status).toBe('info_requested');
    expect(mine.todo).toContainEqual({ kind: 'answer-questions' });
    // The association reviews the profile too, so an applicant is asked to complete it.
    expect(mine.todo).toContainEqual({
      kind: 'complete-profile',
      missing: ['description', 'logo', 'contacts'],
    });

    const answer = await postAs(
      t.app,
      '/api/membership/application/answer',
      { message: 'Licence DMCC-4471 attached to our profile.' },
      company.session,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const answered = myMembershipSchema.parse(answer.json());
    expect(answered.application?.status).toBe('info_received');
    expect(answered.application?.messages.map((m) => [m.author, m.body])).toEqual([
      ['association', 'Please send your trade licence.'],
      ['applicant', 'Licence DMCC-4471 attached to our profile.'],
    ]);
    // Answering again is refused: there is no open question.
    const again = await postAs(
      t.app,
      '/api/membership/application/answer',
      { message: 'More.' },
      company.session,
    );
    expect(again.statusCode).toBe(409);

    const detail = memberDetailSchema.parse(
      (await get(t.app, `/api/admin/members/member?id=${company.companyId}`, await admin())).json(),
    );
    expect(detail.audit.map((item) => [item.action, item.actor])).toEqual([
      ['information-provided', 'Layla Rahman'],
      ['information-requested', adminName],
    ]);
  });

  it('charges the fee the admins set, and refuses a fee that is not an amount', async () => {
    const bad = await postAs(
      t.app,
      '/api/admin/membership-prices',
      { tier: 'standard', currency: 'EUR', amount: '12.345' },
      await admin(),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('amount');
    const set = await postAs(
      t.app,
      '/api/admin/membership-prices',
      { tier: 'standard', currency: 'EUR', amount: '1,250.50' },
      await admin(),
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ prices: unknown[] }>().prices).toContainEqual(
      expect.objectContaining({ tier: 'standard', amountMinor: 125_050, currency: 'EUR' }),
    );
    const company = await applicant(t.app, t.db);
    const { invoices } = await act('approve', { companyId: company.companyId, tier: 'standard' });
    expect(invoices[0]).toMatchObject({ amountMinor: 125_050, currency: 'EUR', tier: 'standard' });
    const fees = await t.db
      .selectFrom('member_audit_log')
      .selectAll()
      .where('company_id', 'is', null)
      .execute();
    expect(fees.map((row) => row.action)).toEqual(['fee-changed']);
  });

  it('publishes each plan’s fee to everyone, and keeps the plan an applicant chose for the admins', async () => {
    const published = await t.app.inject({ method: 'GET', url: '/api/membership/fees' });
    expect(published.statusCode).toBe(200);
    const { prices } = (await get(t.app, '/api/admin/membership-prices', await admin())).json<{
      prices: { tier: string; amountMinor: number; currency: string }[];
    }>();
    expect(published.json<{ fees: unknown[] }>().fees).toEqual(
      prices.map(({ tier, amountMinor, currency }) => ({ tier, amountMinor, currency })),
    );

    const company = await applicant(t.app, t.db, { plan: 'premium' });
    const { items } = await queue(`?text=${encodeURIComponent(company.email)}`);
    expect(items[0]).toMatchObject({ requestedTier: 'premium', tier: null });
    const detail = memberDetailSchema.parse(
      (await get(t.app, `/api/admin/members/member?id=${company.companyId}`, await admin())).json(),
    );
    expect(detail.company.requestedTier).toBe('premium');
    // The association decides: approving as Standard is still its call.
    const approved = await act('approve', { companyId: company.companyId, tier: 'standard' });
    expect(approved.company).toMatchObject({ tier: 'standard', requestedTier: 'premium' });

    const unchosen = await applicant(t.app, t.db);
    expect((await queue(`?text=${encodeURIComponent(unchosen.email)}`)).items[0]!.requestedTier).toBeNull();
  });

  it('renews on its own calendar: invoice and reminders once each, then Standard Inactive with tools locked', async () => {
    clock.set('2026-11-27T09:00:00Z');
    const company = await applicant(t.app, t.db);
    const { invoices } = await act('approve', { companyId: company.companyId, tier: 'premium' });
    await markPaid(invoices[0]!.number, '2026-11-27');
    expect(await userRecord(company.session)).toMatchObject({ type: 'premium', validity: '2027-11-26' });

    const run = (at: string) => runMembershipCalendar(t.db, { now: new Date(at), siteUrl: TEST_SITE_URL });
    const subjects = () => subjectsTo(t.db, company.email);
    const before = (await subjects()).length;

    const early = await run('2027-10-26T08:00:00Z');
    expect((await subjects()).length).toBe(before);
    expect(early.remindersSent).toBe(0);

    await run('2027-10-27T08:00:00Z');
    await run('2027-10-27T20:00:00Z');
    await run('2027-11-10T08:00:00Z');
    let sent = (await subjects()).slice(before);
    expect(sent).toEqual(['Renew your DFA membership: Blue Anchor Forwarding membership ends Nov 26 2027']);
    const renewal = await t.db
      .selectFrom('membership_invoices')
      .selectAll()
      .where('company_id', '=', company.companyId)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewal).toHaveLength(1);
    // What the membership pages say (RENEWAL_TIMING): sent 30 days ahead, due on the year's last day.
    expect(renewal[0]).toMatchObject({
      renews_until: '2027-11-26',
      issued_on: '2027-10-27',
      due_on: '2027-11-26',
      status: 'open',
      tier: 'premium',
    });
    const renewalMail = await t.db
      .selectFrom('outbox')
      .select('text')
      .where('recipient', '=', company.email)
      .where('subject', 'like', 'Renew your DFA membership%')
      .executeTakeFirstOrThrow();
    expect(renewalMail.text).toContain('ends on Nov 26 2027');
    expect(renewalMail.text).toContain('by that day');
    expect(renewalMail.text).toContain('Due: Nov 26 2027');

    await run('2027-11-19T08:00:00Z');
    await run('2027-11-26T23:00:00Z');
    sent = (await subjects()).slice(before);
    expect(sent).toEqual([
      'Renew your DFA membership: Blue Anchor Forwarding membership ends Nov 26 2027',
      '7 days left: the DFA membership of Blue Anchor Forwarding ends Nov 26 2027',
    ]);
    expect(await userRecord(company.session)).toMatchObject({ type: 'premium' });

    const lapse = await run('2027-11-27T00:30:00Z');
    expect(lapse.lapsed).toBe(1);
    await run('2027-11-28T00:30:00Z');
    sent = (await subjects()).slice(before);
    expect(sent.at(-1)).toBe('The DFA membership of Blue Anchor Forwarding has lapsed');
    expect(sent).toHaveLength(3);
    expect(await userRecord(company.session)).toMatchObject({
      type: 'standard_inactive',
      validity: '2027-11-26',
    });
    const listed = await get(t.app, '/api/directory/members?status=standard_inactive&text=blue%20anchor');
    expect(
      listed
        .json<{ items: { status: string }[] }>()
        .items.every((item) => item.status === 'standard_inactive'),
    ).toBe(true);

    // Contacts of other members are closed to a lapsed member, with the way back named.
    const other = await insertMember(t.db, { email: nextEmail() });
    await t.db
      .updateTable('companies')
      .set({ slug: `harbour-line-${other.companyId}` })
      .where('id', '=', other.companyId)
      .execute();
    const reveal = await postAs(
      t.app,
      '/api/directory/reveal-contacts',
      { slug: `harbour-line-${other.companyId}` },
      company.session,
    );
    expect(reveal.statusCode).toBe(403);
    expect(errorOf(reveal).message).toBe(MEMBER_TOOLS['member-contacts'].lapsed);

    const detail = memberDetailSchema.parse(
      (await get(t.app, `/api/admin/members/member?id=${company.companyId}`, await admin())).json(),
    );
    expect(detail.audit.slice(0, 3).map((item) => [item.action, item.actor])).toEqual([
      ['membership-lapsed', 'DFA Portal (scheduled check)'],
      ['reminder-sent', 'DFA Portal (scheduled check)'],
      ['reminder-sent', 'DFA Portal (scheduled check)'],
    ]);

    // A late payment starts a new year on the day the money arrived.
    clock.set('2027-12-05T09:00:00Z');
    await markPaid(renewal[0]!.number, '2027-12-04');
    // A year on, the sign-in of 2026 has long ended: the member signs in again.
    expect(await userRecord(await signedInNow(company.userId))).toMatchObject({
      type: 'premium',
      validity: '2028-12-03',
    });
  });

  it('continues the year when the renewal is paid in time', async () => {
    clock.set('2026-11-27T09:00:00Z');
    const company = await applicant(t.app, t.db);
    const { invoices } = await act('approve', { companyId: company.companyId, tier: 'standard' });
    await markPaid(invoices[0]!.number, '2026-11-27');
    await runMembershipCalendar(t.db, { now: new Date('2027-10-30T08:00:00Z'), siteUrl: TEST_SITE_URL });
    const renewal = await t.db
      .selectFrom('membership_invoices')
      .select('number')
      .where('company_id', '=', company.companyId)
      .where('kind', '=', 'renewal')
      .executeTakeFirstOrThrow();
    clock.set('2027-11-10T09:00:00Z');
    await markPaid(renewal.number, '2027-11-09');
    expect(await userRecord(await signedInNow(company.userId))).toMatchObject({
      type: 'standard_active',
      validity: '2028-11-26',
    });
    const report = await runMembershipCalendar(t.db, {
      now: new Date('2027-11-27T08:00:00Z'),
      siteUrl: TEST_SITE_URL,
    });
    expect(report).toEqual({ invoicesIssued: 0, remindersSent: 0, lapsed: 0, steps: [] });
  });

  it('makes a renewal issued late due by the last day of the year, never after the lapse', async () => {
    clock.set('2026-11-27T09:00:00Z');
    const company = await applicant(t.app, t.db);
    const { invoices } = await act('approve', { companyId: company.companyId, tier: 'standard' });
    await markPaid(invoices[0]!.number, '2026-11-27');
    // The calendar did not run in the 30 days before the end: it first runs 10 days before.
    await runMembershipCalendar(t.db, { now: new Date('2027-11-16T08:00:00Z'), siteUrl: TEST_SITE_URL });
    const renewal = await t.db
      .selectFrom('membership_invoices')
      .select(['issued_on', 'due_on'])
      .where('company_id', '=', company.companyId)
      .where('kind', '=', 'renewal')
      .executeTakeFirstOrThrow();
    expect(renewal).toEqual({ issued_on: '2027-11-16', due_on: '2027-11-26' });
  });

  it('upgrades, downgrades, suspends with a reason and reinstates; the directory and the user record follow', async () => {
    clock.set('2026-11-27T09:00:00Z');
    const company = await applicant(t.app, t.db);
    const { invoices } = await act('approve', { companyId: company.companyId, tier: 'standard' });
    await markPaid(invoices[0]!.number, '2026-11-27');
    expect(await userRecord(company.session)).toMatchObject({ type: 'standard_active' });

    // An upgrade invoices the fees' difference, which needs both fees in one currency.
    const setFee = async (currency: string, amount: string) =>
      postAs(t.app, '/api/admin/membership-prices', { tier: 'standard', currency, amount }, await admin());
    await setFee('EUR', '1250.50');
    const unpriced = await postAs(
      t.app,
      '/api/admin/members/change-tier',
      { companyId: company.companyId, tier: 'premium', reason: 'Upgraded at the member’s request.' },
      await admin(),
    );
    expect(unpriced.statusCode).toBe(409);
    expect(errorOf(unpriced).message).toBe(
      'The Standard fee is in EUR and the Premium fee in USD, so the difference cannot be invoiced. Set both fees in one currency first.',
    );
    expect(await userRecord(company.session)).toMatchObject({ type: 'standard_active' });
    await setFee('USD', '1500');

    await act('change-tier', {
      companyId: company.companyId,
      tier: 'premium',
      reason: 'Upgraded at the member’s request.',
    });
    expect(await userRecord(company.session)).toMatchObject({ type: 'premium' });
    const same = await postAs(
      t.app,
      '/api/admin/members/change-tier',
      { companyId: company.companyId, tier: 'premium', reason: 'x' },
      await admin(),
    );
    expect(same.statusCode).toBe(409);

    const suspended = await act('suspend', {
      companyId: company.companyId,
      reason: 'Unpaid claim under review.',
    });
    expect(suspended.company).toMatchObject({
      status: 'standard_inactive',
      suspension: { reason: 'Unpaid claim under review.' },
    });
    expect(await userRecord(company.session)).toMatchObject({ type: 'standard_inactive' });
    expect((await queue(`?filter=suspended&text=${encodeURIComponent(company.email)}`)).items).toHaveLength(
      1,
    );
    // The tier changes while suspended, but the status stays suspended.
    await act('change-tier', { companyId: company.companyId, tier: 'standard', reason: 'Downgraded.' });
    expect(await userRecord(company.session)).toMatchObject({ type: 'standard_inactive' });

    const reinstated = await act('reinstate', { companyId: company.companyId, reason: 'Claim settled.' });
    expect(reinstated.company).toMatchObject({
      status: 'standard_active',
      suspension: null,
      tier: 'standard',
    });
    expect(reinstated.audit.slice(0, 4).map((item) => [item.action, item.reason])).toEqual([
      ['reinstated', 'Claim settled.'],
      ['tier-changed', 'Downgraded.'],
      ['suspended', 'Unpaid claim under review.'],
      ['tier-changed', 'Upgraded at the member’s request.'],
    ]);
    const notMember = await applicant(t.app, t.db);
    const refused = await postAs(
      t.app,
      '/api/admin/members/suspend',
      { companyId: notMember.companyId, reason: 'x' },
      await admin(),
    );
    expect(refused.statusCode).toBe(409);
  });

  it('sets the payment protection cover within the plan range, in steps', async () => {
    const member = await insertMember(t.db, { email: nextEmail() });
    const bad = await postAs(
      t.app,
      '/api/admin/members/protection-cover',
      { companyId: member.companyId, coverUsd: 7_500, reason: 'x' },
      await admin(),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.coverUsd).toMatch(/at least US\$10,000/);
    const detail = await act('protection-cover', {
      companyId: member.companyId,
      coverUsd: 50_000,
      reason: 'Plan upgrade.',
    });
    expect(detail.company.protectionCoverMinor).toBe(5_000_000);
    expect(detail.audit[0]?.summary).toBe(
      'Changed the payment protection cover from US$10,000 to US$50,000 a year.',
    );
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const row = await t.db.selectFrom('member_audit_log').select('id').executeTakeFirstOrThrow();
    await expect(
      sql`update member_audit_log set reason = 'changed' where id = ${row.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from member_audit_log where id = ${row.id}`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('answers a clear 404 for a company or an invoice that does not exist', async () => {
    const missing = await get(t.app, '/api/admin/members/member?id=999999', await admin());
    expect(missing.statusCode).toBe(404);
    const invoice = await postAs(
      t.app,
      '/api/admin/invoices/mark-paid',
      { number: 'DFA-1999-00001', paidOn: '2026-11-01', reference: 'R' },
      await admin(),
    );
    expect(invoice.statusCode).toBe(404);
    const bad = await get(t.app, '/api/admin/members/member?id=abc', await admin());
    expect(bad.statusCode).toBe(400);
  });
});
