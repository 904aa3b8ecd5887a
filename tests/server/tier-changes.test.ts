import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWorkQueues } from '../../shared/api/admin';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import {
  memberDetailSchema,
  myMembershipSchema,
  type Invoice,
  type MemberDetail,
  type MemberRow,
} from '../../shared/api/members';
import { runMembershipCalendar } from '../../src-server/features/members/membership-calendar';
import { createSession } from '../../src-server/http/sessions';
import { insertColleague, insertMember } from '../support/members';
import { nextEmail } from './support/auth';
import { get, postAs, testClock } from './support/membership';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

/**
 * Changing tier is a matter of money: an upgrade is invoiced pro rata for the rest of the paid
 * year, an unpaid renewal is cancelled and reissued at the new fee, the next renewal is at the new
 * fee, and a downgrade credits nothing. Members reach Premium by asking for it.
 */
const clock = testClock('2027-05-28T09:00:00Z');
let t: TestApp;
let adminUserId: number;
/** A session begun at the server clock's "now": an admin's ends after 30 idle minutes of it, and tests move it by days. */
const admin = async () => (await createSession(t.db, adminUserId, clock())).token;
beforeAll(async () => {
  t = await createTestApp({ clock });
  const account = await insertMember(t.db, {
    isAdmin: true,
    email: nextEmail(),
    companyName: 'DFA Secretariat',
  });
  adminUserId = account.userId;
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

let companies = 0;
/** A paid-up member whose year runs 2026-11-27 to 2027-11-26, with two people and a session. */
async function member(tier: 'standard' | 'premium', validUntil = '2027-11-26') {
  companies += 1;
  const name = `Halyard Freight ${companies}`;
  const founder = await insertMember(t.db, {
    companyName: name,
    membership: tier === 'premium' ? 'premium' : 'standard_active',
    email: `ops-${companies}-${Date.now()}@halyard.test`,
  });
  const colleague = await insertColleague(t.db, founder.companyId, {
    email: `accounts-${companies}-${Date.now()}@halyard.test`,
  });
  await t.db
    .updateTable('companies')
    .set({ tier, valid_until: validUntil, member_since: '2026-11-27' })
    .where('id', '=', founder.companyId)
    .execute();
  const session = (await createSession(t.db, founder.userId, clock())).token;
  return { ...founder, name, colleague: colleague.email, session };
}

async function detail(companyId: number): Promise<MemberDetail> {
  return memberDetailSchema.parse(
    (await get(t.app, `/api/admin/members/member?id=${companyId}`, await admin())).json(),
  );
}

async function act(path: string, body: object): Promise<MemberDetail> {
  const response = await postAs(t.app, `/api/admin/members/${path}`, body, await admin());
  expect(response.statusCode, response.body).toBe(200);
  return memberDetailSchema.parse(response.json());
}

async function membership(session: string) {
  return myMembershipSchema.parse((await get(t.app, '/api/membership', session)).json());
}

async function emailsTo(address: string) {
  return t.db
    .selectFrom('outbox')
    .select(['subject', 'text'])
    .where('recipient', '=', address)
    .orderBy('id')
    .execute();
}

const byNumber = (invoices: Invoice[], number: string) =>
  invoices.find((invoice) => invoice.number === number)!;

describe(`tier changes on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, { timeout: 90_000 }, () => {
  it('invoices an upgrade pro rata for the rest of the membership year, and the next renewal at Premium', async () => {
    clock.set('2027-05-28T09:00:00Z');
    const company = await member('standard');
    const before = await detail(company.companyId);
    // 183 of the 365 days of the year 2026-11-27 to 2027-11-26 are left, today included.
    expect(before.tierChange).toMatchObject({
      from: 'standard',
      to: 'premium',
      proRata: {
        amountMinor: 150_411,
        currency: 'USD',
        from: '2027-05-28',
        until: '2027-11-26',
        days: 183,
        yearDays: 365,
        annualDifferenceMinor: 300_000,
      },
      reissued: [],
      nextFee: { amountMinor: 450_000, currency: 'USD' },
    });

    const after = await act('change-tier', {
      companyId: company.companyId,
      tier: 'premium',
      reason: 'Upgraded at the member’s request.',
    });
    expect(after.company).toMatchObject({ tier: 'premium', status: 'premium', validUntil: '2027-11-26' });
    expect(after.invoices).toHaveLength(1);
    const upgrade = after.invoices[0]!;
    expect(upgrade).toMatchObject({
      kind: 'upgrade',
      tier: 'premium',
      amountMinor: 150_411,
      currency: 'USD',
      issuedOn: '2027-05-28',
      dueOn: '2027-06-27',
      status: 'open',
      period: { from: '2027-05-28', until: '2027-11-26' },
      replaces: null,
    });

    // Everyone at the company hears it, with the invoice and the next fee.
    for (const address of [company.email, company.colleague]) {
      const [email] = await emailsTo(address);
      expect(email!.subject).toBe(`${company.name} is now a Premium member of the DFA`);
      expect(email!.text).toContain(
        'For the rest of your membership year, May 28 2027 to Nov 26 2027 (183 of 365 days), you are invoiced the difference between the two fees, pro rata:',
      );
      expect(email!.text).toContain(upgrade.number);
      expect(email!.text).toContain('USD 1,504.11');
      expect(email!.text).toContain('Your next renewal is at the Premium fee of USD 4,500.00 a year.');
    }

    // Paying the upgrade leaves the membership year as it is.
    clock.set('2027-06-03T09:00:00Z');
    const paid = await postAs(
      t.app,
      '/api/admin/invoices/mark-paid',
      { number: upgrade.number, paidOn: '2027-06-02', reference: 'WIRE-UPG-1' },
      await admin(),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await detail(company.companyId)).company).toMatchObject({
      tier: 'premium',
      validUntil: '2027-11-26',
    });

    // Thirty days before the year ends, the renewal is at the Premium fee.
    await runMembershipCalendar(t.db, { now: new Date('2027-10-27T08:00:00Z'), siteUrl: TEST_SITE_URL });
    const renewal = (await detail(company.companyId)).invoices.find((invoice) => invoice.kind === 'renewal');
    expect(renewal).toMatchObject({ tier: 'premium', amountMinor: 450_000, renewsUntil: '2027-11-26' });
  });

  it('cancels an unpaid renewal and reissues it at the new fee for the same year', async () => {
    clock.set('2027-10-27T08:00:00Z');
    const company = await member('standard');
    await runMembershipCalendar(t.db, { now: clock(), siteUrl: TEST_SITE_URL });
    const standardRenewal = (await detail(company.companyId)).invoices[0]!;
    expect(standardRenewal).toMatchObject({ kind: 'renewal', tier: 'standard', amountMinor: 150_000 });

    clock.set('2027-11-01T10:00:00Z');
    const after = await act('change-tier', {
      companyId: company.companyId,
      tier: 'premium',
      reason: 'Moves to Premium for payment protection.',
    });
    expect(byNumber(after.invoices, standardRenewal.number).status).toBe('void');
    const reissued = after.invoices.find((invoice) => invoice.replaces === standardRenewal.number)!;
    expect(reissued).toMatchObject({
      kind: 'renewal',
      tier: 'premium',
      amountMinor: 450_000,
      renewsUntil: '2027-11-26',
      status: 'open',
      issuedOn: '2027-11-01',
    });
    // 26 days of the year are left: the difference for them is invoiced too.
    expect(after.invoices.find((invoice) => invoice.kind === 'upgrade')).toMatchObject({
      amountMinor: Math.round((300_000 * 26) / 365),
      period: { from: '2027-11-01', until: '2027-11-26' },
    });
    const [email] = await emailsTo(company.email).then((all) => all.slice(-1));
    expect(email!.text).toContain(
      `Renewal invoice ${standardRenewal.number} is cancelled: do not pay it. It is replaced at the Premium fee by:`,
    );
    expect(email!.text).toContain(reissued.number);

    // The cancelled invoice cannot be paid; the calendar keeps to the reissued one.
    const payVoid = await postAs(
      t.app,
      '/api/admin/invoices/mark-paid',
      { number: standardRenewal.number, paidOn: '2027-11-02', reference: 'WIRE-OLD' },
      await admin(),
    );
    expect(payVoid.statusCode).toBe(409);
    await runMembershipCalendar(t.db, { now: new Date('2027-11-19T08:00:00Z'), siteUrl: TEST_SITE_URL });
    const renewals = (await detail(company.companyId)).invoices.filter(
      (invoice) => invoice.kind === 'renewal',
    );
    expect(renewals.map((invoice) => [invoice.status, invoice.amountMinor])).toEqual([
      ['open', 450_000],
      ['void', 150_000],
    ]);
    const reminder = (await emailsTo(company.email)).at(-1)!;
    expect(reminder.subject).toMatch(/^7 days left/);
    expect(reminder.text).toContain(reissued.number);
    expect(reminder.text).not.toContain(standardRenewal.number);
  });

  it('credits nothing on a downgrade, says so, and reissues an unpaid renewal at the Standard fee', async () => {
    clock.set('2027-10-27T08:00:00Z');
    const company = await member('premium');
    await runMembershipCalendar(t.db, { now: clock(), siteUrl: TEST_SITE_URL });
    const premiumRenewal = (await detail(company.companyId)).invoices[0]!;
    expect(premiumRenewal.amountMinor).toBe(450_000);
    clock.set('2027-11-01T10:00:00Z');
    expect((await detail(company.companyId)).tierChange).toMatchObject({
      to: 'standard',
      proRata: null,
      reissued: [{ number: premiumRenewal.number, amountMinor: 450_000, newAmountMinor: 150_000 }],
    });

    const after = await act('change-tier', {
      companyId: company.companyId,
      tier: 'standard',
      reason: 'Moves to Standard at the member’s request.',
    });
    expect(after.company).toMatchObject({ tier: 'standard', status: 'standard_active' });
    // No credit note, no refund, no negative invoice: only the renewal at the new fee.
    expect(after.invoices.map((invoice) => [invoice.kind, invoice.status, invoice.amountMinor])).toEqual([
      ['renewal', 'open', 150_000],
      ['renewal', 'void', 450_000],
    ]);
    expect(after.invoices.every((invoice) => invoice.amountMinor > 0)).toBe(true);
    const [email] = (await emailsTo(company.email)).slice(-1);
    expect(email!.text).toContain(
      'Moving to Standard gives no refund or credit: the Premium fee already paid stays paid, and Premium benefits end today.',
    );
    expect(email!.text).toContain('Your next renewal is at the Standard fee of USD 1,500.00 a year.');
  });

  it('lets a Standard member ask for Premium, and the admin’s approval invoices the difference', async () => {
    clock.set('2027-05-28T09:00:00Z');
    const company = await member('standard');
    const view = await membership(company.session);
    expect(view.premiumRequest).toBeNull();
    expect(view.upgradeQuote?.proRata).toMatchObject({ amountMinor: 150_411, until: '2027-11-26' });

    const queuesBefore = getWorkQueues.response.parse(
      (await get(t.app, '/api/admin/work-queues', await admin())).json(),
    );
    const waitingBefore = queuesBefore.queues.find((queue) => queue.id === 'premium-requests')!.count;

    const asked = await postAs(
      t.app,
      '/api/membership/premium-request',
      { note: 'We want payment protection for our Genoa trade.' },
      company.session,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(myMembershipSchema.parse(asked.json()).premiumRequest).toMatchObject({
      status: 'open',
      note: 'We want payment protection for our Genoa trade.',
    });
    const again = await postAs(t.app, '/api/membership/premium-request', {}, company.session);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(
      'Your company has already asked for Premium: the association is deciding it.',
    );

    const queuesAfter = getWorkQueues.response.parse(
      (await get(t.app, '/api/admin/work-queues', await admin())).json(),
    );
    expect(queuesAfter.queues.find((queue) => queue.id === 'premium-requests')!.count).toBe(
      waitingBefore + 1,
    );
    const listed = (await get(t.app, '/api/admin/members?filter=premium-requests', await admin())).json<{
      items: MemberRow[];
    }>();
    expect(listed.items.map((row) => row.id)).toContain(company.companyId);
    expect((await detail(company.companyId)).premiumRequest).toMatchObject({ status: 'open' });

    const approved = await act('premium-request/approve', { companyId: company.companyId });
    expect(approved.company.status).toBe('premium');
    expect(approved.premiumRequest).toMatchObject({ status: 'approved' });
    expect(approved.invoices[0]).toMatchObject({ kind: 'upgrade', amountMinor: 150_411 });
    const [email] = (await emailsTo(company.email)).slice(-1);
    expect(email!.text).toContain('The association approved your request to move to Premium.');

    const twice = await postAs(
      t.app,
      '/api/admin/members/premium-request/approve',
      { companyId: company.companyId },
      await admin(),
    );
    expect(twice.statusCode).toBe(409);
  });

  it('tells the member why a request is declined, lets one be withdrawn, and refuses those who cannot ask', async () => {
    clock.set('2027-05-28T09:00:00Z');
    const declined = await member('standard');
    await postAs(t.app, '/api/membership/premium-request', {}, declined.session);
    const after = await act('premium-request/decline', {
      companyId: declined.companyId,
      reason: 'Please list your branch offices in the directory first.',
    });
    expect(after.company.status).toBe('standard_active');
    expect(after.invoices).toEqual([]);
    expect((await membership(declined.session)).premiumRequest).toMatchObject({
      status: 'declined',
      reason: 'Please list your branch offices in the directory first.',
    });
    const [email] = (await emailsTo(declined.email)).slice(-1);
    expect(email!.subject).toBe(`Your request to move ${declined.name} to Premium`);
    expect(email!.text).toContain('Please list your branch offices in the directory first.');

    const withdrawing = await member('standard');
    await postAs(t.app, '/api/membership/premium-request', {}, withdrawing.session);
    const withdrawn = await postAs(
      t.app,
      '/api/membership/premium-request/withdraw',
      undefined,
      withdrawing.session,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(myMembershipSchema.parse(withdrawn.json()).premiumRequest).toMatchObject({ status: 'withdrawn' });
    const late = await postAs(
      t.app,
      '/api/admin/members/premium-request/approve',
      { companyId: withdrawing.companyId },
      await admin(),
    );
    expect(late.statusCode).toBe(409);

    const premium = await member('premium');
    const refused = await postAs(t.app, '/api/membership/premium-request', {}, premium.session);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(`${premium.name} is already a Premium member.`);
    const lapsed = await member('standard', '2027-01-31');
    await t.db
      .updateTable('companies')
      .set({ membership_type: 'standard_inactive' })
      .where('id', '=', lapsed.companyId)
      .execute();
    const lapsedAsk = await postAs(t.app, '/api/membership/premium-request', {}, lapsed.session);
    expect(errorOf(lapsedAsk).message).toBe(
      'Your membership has lapsed: renew it first, then ask for Premium.',
    );
  });
});
