import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { protectionCaseSchema, protectionOverviewSchema } from '../../shared/api/payment-protection';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { adminSession } from '../support/members';
import { nextIp } from './support/auth';
import { get, postAs, subjectsTo, testClock } from './support/membership';
import { shipmentReport, tradingMember } from '../support/payment-protection';
import { EXE, JPEG, PDF, PNG } from './support/sample-files';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

const clock = testClock('2026-03-10T09:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await adminSession(t.db);
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;
const caseOf = (response: { json: () => unknown }) => protectionCaseSchema.parse(response.json());

const report = (session: string, body: unknown) =>
  postAs(t.app, '/api/payment-protection/reports', body, session);
const overview = async (session: string) =>
  protectionOverviewSchema.parse((await get(t.app, '/api/payment-protection', session)).json());

function multipart(
  path: string,
  session: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[],
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  return t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: nextIp(),
    headers: { 'x-requested-with': 'dfa-portal' },
    payload: data,
    cookies: { [SESSION_COOKIE]: session },
  });
}

/** Every row the feature writes, to prove a refusal wrote nothing. */
async function protectionRows() {
  const counts: Record<string, number> = {};
  for (const table of [
    'protection_cases',
    'protection_case_history',
    'protection_case_files',
    'member_audit_log',
    'outbox',
  ] as const) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** A covered shipment: reported by the creditor and confirmed by an admin. */
async function coveredCase(overrides: Record<string, unknown> = {}) {
  const creditor = await tradingMember(t.db);
  const debtor = await tradingMember(t.db, { city: 'Genoa', country: 'IT' });
  const reported = await report(creditor.session, shipmentReport(creditor, debtor, overrides));
  expect(reported.statusCode).toBe(201);
  const id = caseOf(reported).id;
  const confirmed = await postAs(t.app, '/api/admin/payment-protection/confirm', { caseId: id }, admin);
  expect(confirmed.statusCode).toBe(200);
  return { creditor, debtor, id };
}

describe(`payment protection on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, { timeout: 90_000 }, () => {
  it('accepts a report between two Premium members, covers it only once an admin confirms, and tells both', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const creditor = await tradingMember(t.db);
    const debtor = await tradingMember(t.db, { city: 'Genoa', country: 'IT' });
    const stranger = await tradingMember(t.db, { city: 'Antwerp', country: 'BE' });

    const reported = await report(
      creditor.session,
      shipmentReport(creditor, debtor, { invoiceNumber: 'RTM-1001' }),
    );
    expect(reported.statusCode).toBe(201);
    const filed = caseOf(reported);
    expect(filed).toMatchObject({
      status: 'awaiting_confirmation',
      role: 'creditor',
      invoiceNumber: 'RTM-1001',
      amountMinor: 425_000,
      currency: 'USD',
      coveredUsdMinor: 425_000,
      creditor: { companyId: creditor.companyId, office: { id: creditor.officeId, city: 'Rotterdam' } },
      debtor: { companyId: debtor.companyId, office: { id: debtor.officeId, city: 'Genoa' } },
      canOpenClaim: false,
    });
    expect(filed.claimBlockedReason).toMatch(/not confirmed the cover yet/);
    expect(filed.history.map((step) => step.event)).toEqual(['reported']);
    expect(await subjectsTo(t.db, creditor.email)).toEqual([
      'Payment protection: invoice RTM-1001 received, awaiting confirmation',
    ]);

    // The debtor reads it; a company that is no party does not learn it exists.
    const seenByDebtor = await get(t.app, `/api/payment-protection/case?id=${filed.id}`, debtor.session);
    expect(caseOf(seenByDebtor).role).toBe('debtor');
    const seenByStranger = await get(t.app, `/api/payment-protection/case?id=${filed.id}`, stranger.session);
    expect(seenByStranger.statusCode).toBe(404);

    const waiting = async () => {
      const answer = await get(t.app, '/api/admin/work-queues', admin);
      const queues = answer.json().queues as { id: string; count: number }[];
      return queues.find((item) => item.id === 'protection-reports')?.count;
    };
    const waitingBefore = (await waiting())!;
    expect(waitingBefore).toBeGreaterThan(0);
    const queue = await get(t.app, '/api/admin/payment-protection?queue=to-confirm', admin);
    expect(queue.json().items.map((item: { id: number }) => item.id)).toContain(filed.id);

    clock.set('2026-03-11T10:00:00Z');
    const confirmed = await postAs(
      t.app,
      '/api/admin/payment-protection/confirm',
      { caseId: filed.id, note: 'Checked against the carrier’s B/L.' },
      admin,
    );
    expect(confirmed.statusCode).toBe(200);
    const covered = caseOf(confirmed);
    expect(await waiting()).toBe(waitingBefore - 1);
    expect(covered.status).toBe('covered');
    expect(covered.confirmedAt).toBe('2026-03-11T10:00:00.000Z');
    expect(covered.history.map((step) => [step.event, step.note])).toEqual([
      ['reported', null],
      ['confirmed', 'Checked against the carrier’s B/L.'],
    ]);
    for (const party of [creditor, debtor]) {
      expect(await subjectsTo(t.db, party.email)).toContain(
        'Payment protection confirmed: invoice RTM-1001 is covered',
      );
    }
    const audit = await t.db
      .selectFrom('member_audit_log')
      .select(['company_id', 'action'])
      .where('company_id', 'in', [creditor.companyId, debtor.companyId])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { company_id: creditor.companyId, action: 'protection-reported' },
      { company_id: creditor.companyId, action: 'protection-confirmed' },
      { company_id: debtor.companyId, action: 'protection-confirmed' },
    ]);

    const again = await postAs(t.app, '/api/admin/payment-protection/confirm', { caseId: filed.id }, admin);
    expect(again.statusCode).toBe(409);
  });

  const RULES: {
    rule: string;
    setup?: { creditor?: 'standard_active' | 'premium'; debtor?: 'standard_active' | 'standard_inactive' };
    related?: boolean;
    overrides?: (parties: {
      creditorOffice: number;
      debtorOffice: number;
      debtorId: number;
      creditorId: number;
    }) => Record<string, unknown>;
    field: string;
    reason: RegExp;
  }[] = [
    {
      rule: 'the counterparty is a Standard member',
      setup: { debtor: 'standard_active' },
      field: 'counterpartyId',
      reason: /is Standard Active, not Premium\. Both parties must be Premium members in good standing/,
    },
    {
      rule: 'the counterparty has lapsed',
      setup: { debtor: 'standard_inactive' },
      field: 'counterpartyId',
      reason: /is Standard Inactive, not Premium/,
    },
    {
      rule: 'the reporting member is not Premium',
      setup: { creditor: 'standard_active' },
      field: 'creditor',
      reason: /Your company cannot report shipments: it is Standard Active, not Premium/,
    },
    {
      rule: 'the cargo went by air',
      overrides: () => ({ mode: 'air' }),
      field: 'mode',
      reason: /Only ocean freight is covered; air freight invoices are not/,
    },
    {
      rule: 'the invoice charges demurrage',
      overrides: () => ({ chargeType: 'demurrage' }),
      field: 'chargeType',
      reason: /Demurrage is not covered: only the ocean freight charge is/,
    },
    {
      rule: 'the invoice charges detention',
      overrides: () => ({ chargeType: 'detention' }),
      field: 'chargeType',
      reason: /Detention is not covered/,
    },
    {
      rule: 'the invoicing office is not one of the creditor’s listed offices',
      overrides: ({ debtorOffice }) => ({ creditorOfficeId: debtorOffice }),
      field: 'creditorOfficeId',
      reason: /Choose one of your company’s offices listed in the directory/,
    },
    {
      rule: 'the invoiced office is not one of the debtor’s listed offices',
      overrides: ({ creditorOffice }) => ({ debtorOfficeId: creditorOffice }),
      field: 'debtorOfficeId',
      reason: /offices listed in the directory: only invoices to listed offices are covered/,
    },
    {
      rule: 'the two companies share a website domain',
      related: true,
      field: 'counterpartyId',
      reason:
        /shares the website domain tideway-group\.test with your company: deals between related companies are not covered/,
    },
    {
      rule: 'the invoice is to the reporting company itself',
      overrides: ({ creditorId, creditorOffice }) => ({
        counterpartyId: creditorId,
        debtorOfficeId: creditorOffice,
      }),
      field: 'counterpartyId',
      reason: /An invoice to your own company is not covered/,
    },
    {
      rule: 'the invoice is more than the cover left',
      overrides: () => ({ amount: '10000.01' }),
      field: 'amount',
      reason: /more than the USD 10,000\.00 left of your company’s 2026 cover/,
    },
  ];

  it.each(RULES)(
    'refuses a report when $rule, saying so beside the field and writing nothing',
    async (rule) => {
      clock.set('2026-03-10T09:00:00Z');
      const creditor = await tradingMember(t.db, {
        membership: rule.setup?.creditor ?? 'premium',
        website: rule.related ? 'https://www.tideway-group.test/nl' : null,
      });
      const debtor = await tradingMember(t.db, {
        membership: rule.setup?.debtor ?? 'premium',
        website: rule.related ? 'tideway-group.test' : null,
        city: 'Genoa',
        country: 'IT',
      });
      const before = await protectionRows();
      const body = shipmentReport(
        creditor,
        debtor,
        rule.overrides?.({
          creditorOffice: creditor.officeId,
          debtorOffice: debtor.officeId,
          creditorId: creditor.companyId,
          debtorId: debtor.companyId,
        }),
      );
      const refused = await report(creditor.session, body);
      expect(refused.statusCode).toBe(400);
      const error = errorOf(refused);
      expect(error.message).toMatch(/^This shipment cannot be covered/);
      expect(Object.keys(error.fields ?? {})).toEqual([rule.field]);
      expect(error.fields?.[rule.field]).toMatch(rule.reason);
      expect(await protectionRows()).toEqual(before);
    },
  );

  it('lets the reporting company withdraw its report until the association decides it, and tells both', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const creditor = await tradingMember(t.db);
    const debtor = await tradingMember(t.db, { city: 'Genoa', country: 'IT' });
    const stranger = await tradingMember(t.db, { city: 'Antwerp', country: 'BE' });
    const body = shipmentReport(creditor, debtor, { invoiceNumber: 'WDR-1' });
    const filed = caseOf(await report(creditor.session, body));
    expect(filed.canWithdraw).toBe(true);
    expect(
      caseOf(await get(t.app, `/api/payment-protection/case?id=${filed.id}`, debtor.session)).canWithdraw,
    ).toBe(false);
    const usedBefore = (await overview(creditor.session)).cover!.usedUsdMinor;
    const waiting = async () =>
      (
        (await get(t.app, '/api/admin/work-queues', admin)).json().queues as { id: string; count: number }[]
      ).find((item) => item.id === 'protection-reports')!.count;
    const waitingBefore = await waiting();
    const withdraw = (session: string, caseId: unknown) =>
      postAs(t.app, '/api/payment-protection/withdraw', { caseId }, session);

    // Only the company that reported it: the counterparty and the association are told why.
    const before = await protectionRows();
    for (const session of [debtor.session, admin]) {
      const refused = await withdraw(session, filed.id);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(
        'Only the company that reported the shipment can withdraw the report.',
      );
    }
    expect((await withdraw(stranger.session, filed.id)).statusCode).toBe(404);
    const malformed = await withdraw(creditor.session, 'first');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toEqual({ caseId: 'Choose a case.' });
    expect(await protectionRows()).toEqual(before);

    clock.set('2026-03-10T11:30:00Z');
    const withdrawn = await withdraw(creditor.session, filed.id);
    expect(withdrawn.statusCode).toBe(200);
    const after = caseOf(withdrawn);
    expect(after).toMatchObject({ status: 'withdrawn', canWithdraw: false, canOpenClaim: false });
    expect(after.claimBlockedReason).toBe('This report was withdrawn, so no claim can be opened.');
    expect(after.history.map((step) => [step.event, step.at])).toEqual([
      ['reported', '2026-03-10T09:00:00.000Z'],
      ['withdrawn', '2026-03-10T11:30:00.000Z'],
    ]);
    expect(after.history[1]!.summary).toBe('Withdrew the report: the shipment is not covered.');
    expect(await waiting()).toBe(waitingBefore - 1);
    expect((await overview(creditor.session)).cover!.usedUsdMinor).toBe(usedBefore - filed.coveredUsdMinor);
    const closed = await get(t.app, '/api/admin/payment-protection?queue=closed', admin);
    expect(closed.json().items.map((item: { id: number }) => item.id)).toContain(filed.id);

    const subject = 'Payment protection: the report of invoice WDR-1 is withdrawn';
    expect((await subjectsTo(t.db, creditor.email)).at(-1)).toBe(subject);
    expect((await subjectsTo(t.db, debtor.email)).at(-1)).toBe(subject);
    const audit = await t.db
      .selectFrom('member_audit_log')
      .select(['company_id', 'actor_user_id'])
      .where('action', '=', 'protection-withdrawn')
      .where('details', 'like', `%"caseId":${filed.id},%`)
      .orderBy('company_id')
      .execute();
    expect(audit.map((entry) => entry.company_id)).toEqual(
      [creditor.companyId, debtor.companyId].sort((a, b) => a - b),
    );
    expect(audit.every((entry) => entry.actor_user_id === creditor.userId)).toBe(true);

    // Once withdrawn it stays so, and the invoice may be reported afresh.
    const again = await withdraw(creditor.session, filed.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This report is already withdrawn.');
    expect((await report(creditor.session, body)).statusCode).toBe(201);
  });

  it('refuses to withdraw a report the association has decided, changing nothing', async () => {
    const { creditor, id } = await coveredCase();
    const before = await protectionRows();
    const refused = await postAs(t.app, '/api/payment-protection/withdraw', { caseId: id }, creditor.session);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'The association has already decided this report, so it can no longer be withdrawn.',
    );
    expect(await protectionRows()).toEqual(before);
    expect(caseOf(await get(t.app, `/api/payment-protection/case?id=${id}`, creditor.session)).status).toBe(
      'covered',
    );
  });

  it('lists every failed rule at once', async () => {
    const creditor = await tradingMember(t.db);
    const debtor = await tradingMember(t.db, { membership: 'standard_active' });
    const refused = await report(
      creditor.session,
      shipmentReport(creditor, debtor, {
        mode: 'road',
        chargeType: 'storage',
        debtorOfficeId: creditor.officeId,
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(
      'This shipment cannot be covered, for 4 reasons: see each beside its field.',
    );
    expect(Object.keys(errorOf(refused).fields ?? {}).sort()).toEqual(
      ['chargeType', 'counterpartyId', 'debtorOfficeId', 'mode'].sort(),
    );
  });

  it('refuses malformed reports with field messages, and the same invoice twice', async () => {
    const creditor = await tradingMember(t.db);
    const debtor = await tradingMember(t.db);
    const before = await protectionRows();
    const bad = await report(creditor.session, {
      ...shipmentReport(creditor, debtor),
      invoiceDate: '2026-02-30',
      blNumber: '',
      mode: 'by sea',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      mode: 'Choose how the cargo travelled.',
      invoiceDate: 'Give the date as YYYY-MM-DD.',
      blNumber: 'Enter the bill of lading number.',
    });
    const notAnAmount = await report(
      creditor.session,
      shipmentReport(creditor, debtor, { amount: 'twelve' }),
    );
    expect(errorOf(notAnAmount).fields).toEqual({ amount: 'Give the amount like 12500 or 12500.50 in USD.' });
    const noUsd = await report(creditor.session, shipmentReport(creditor, debtor, { currency: 'EUR' }));
    expect(errorOf(noUsd).fields?.usdAmount).toMatch(/Cover is counted in US dollars/);
    const dueFirst = await report(
      creditor.session,
      shipmentReport(creditor, debtor, { dueDate: '2026-03-01' }),
    );
    expect(errorOf(dueFirst).fields?.dueDate).toBe('The due date is before the invoice date.');
    expect(await protectionRows()).toEqual(before);

    const body = shipmentReport(creditor, debtor, { invoiceNumber: 'DUP-7' });
    expect((await report(creditor.session, body)).statusCode).toBe(201);
    const twice = await report(creditor.session, body);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).fields?.invoiceNumber).toBe(
      'Invoice DUP-7 is already reported for payment protection.',
    );
  });

  it('counts the cover per year of the invoice: reports take it, declines give it back, admins set it', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const creditor = await tradingMember(t.db);
    const debtor = await tradingMember(t.db);
    expect((await overview(creditor.session)).cover).toEqual({
      year: 2026,
      coverUsdMinor: 1_000_000,
      usedUsdMinor: 0,
      remainingUsdMinor: 1_000_000,
    });

    const first = caseOf(
      await report(creditor.session, shipmentReport(creditor, debtor, { amount: '6000' })),
    );
    // Another currency counts at the US dollar value the member gives.
    const euro = await report(
      creditor.session,
      shipmentReport(creditor, debtor, { amount: '2700', currency: 'EUR', usdAmount: '3000.00' }),
    );
    expect(caseOf(euro)).toMatchObject({ amountMinor: 270_000, currency: 'EUR', coveredUsdMinor: 300_000 });
    expect((await overview(creditor.session)).cover).toMatchObject({
      usedUsdMinor: 900_000,
      remainingUsdMinor: 100_000,
    });

    const over = await report(creditor.session, shipmentReport(creditor, debtor, { amount: '1000.01' }));
    expect(errorOf(over).fields?.amount).toBe(
      'The invoice (USD 1,000.01) is more than the USD 1,000.00 left of your company’s 2026 cover (USD 10,000.00 a year, USD 9,000.00 already reported).',
    );
    // Last year's invoices, on long payment terms, use last year's cover.
    const lastYear = await report(
      creditor.session,
      shipmentReport(creditor, debtor, { amount: '9500', invoiceDate: '2025-12-20', dueDate: '2026-03-19' }),
    );
    expect(lastYear.statusCode).toBe(201);

    const declined = await postAs(
      t.app,
      '/api/admin/payment-protection/decline',
      { caseId: first.id, reason: 'The B/L shows a related consignee.' },
      admin,
    );
    expect(caseOf(declined).status).toBe('declined');
    expect(await subjectsTo(t.db, debtor.email)).toContain(
      `Payment protection: invoice ${first.invoiceNumber} is not covered`,
    );
    expect((await overview(creditor.session)).cover).toMatchObject({
      usedUsdMinor: 300_000,
      remainingUsdMinor: 700_000,
    });

    const raised = await postAs(
      t.app,
      '/api/admin/members/protection-cover',
      { companyId: creditor.companyId, coverUsd: 50_000, reason: 'Premium plan with the higher cover.' },
      admin,
    );
    expect(raised.statusCode).toBe(200);
    expect((await overview(creditor.session)).cover).toMatchObject({
      coverUsdMinor: 5_000_000,
      remainingUsdMinor: 4_700_000,
    });
  });

  it('opens a claim only after the due date and within the claim window', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const { creditor, id } = await coveredCase({ invoiceDate: '2026-03-02', dueDate: '2026-04-01' });
    const claim = () =>
      multipart(
        '/api/payment-protection/claim',
        creditor.session,
        { caseId: String(id), statement: 'Unpaid.' },
        [{ name: 'invoice.pdf', bytes: PDF }],
      );

    clock.set('2026-04-01T20:00:00Z');
    const early = await claim();
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(
      'A claim can be opened if the invoice is still unpaid after its due date, from Apr 2 2026.',
    );
    clock.set('2026-07-31T09:00:00Z');
    const late = await claim();
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(
      'The claim window closed on Jul 30 2026: claims are opened within 150 days of the invoice date.',
    );
    expect(
      await t.db.selectFrom('protection_case_files').selectAll().where('case_id', '=', id).execute(),
    ).toEqual([]);
    clock.set('2026-07-30T09:00:00Z');
    expect((await claim()).statusCode).toBe(200);
  });

  it('runs a claim to a decision with files from both sides, every step dated and emailed', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const { creditor, debtor, id } = await coveredCase({ invoiceNumber: 'GOA-5521' });
    const stranger = await tradingMember(t.db);
    clock.set('2026-04-15T08:00:00Z');

    const noFiles = await multipart(
      '/api/payment-protection/claim',
      creditor.session,
      { caseId: String(id), statement: 'Unpaid.' },
      [],
    );
    expect(noFiles.statusCode).toBe(400);
    expect(errorOf(noFiles).fields?.files).toMatch(/Attach the invoice/);
    const program = await multipart(
      '/api/payment-protection/claim',
      creditor.session,
      { caseId: String(id), statement: 'Unpaid.' },
      [
        { name: 'invoice.pdf', bytes: PDF },
        { name: 'bill-of-lading.pdf', bytes: EXE },
      ],
    );
    expect(program.statusCode).toBe(400);
    expect(errorOf(program).message).toMatch(/bill-of-lading\.pdf/);
    const notYours = await multipart(
      '/api/payment-protection/claim',
      debtor.session,
      { caseId: String(id), statement: 'Unpaid.' },
      [{ name: 'invoice.pdf', bytes: PDF }],
    );
    expect(notYours.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('protection_case_files').selectAll().where('case_id', '=', id).execute(),
    ).toEqual([]);

    const opened = await multipart(
      '/api/payment-protection/claim',
      creditor.session,
      { caseId: String(id), statement: 'Two reminders sent; no payment after the due date.' },
      [
        { name: 'invoice GOA-5521.pdf', bytes: PDF },
        { name: 'bl.png', bytes: PNG },
        { name: 'emails.jpg', bytes: JPEG },
      ],
    );
    expect(opened.statusCode).toBe(200);
    expect(caseOf(opened)).toMatchObject({ status: 'claim_open', claimOpenedAt: '2026-04-15T08:00:00.000Z' });
    expect(await subjectsTo(t.db, debtor.email)).toContain(
      'Payment protection claim opened on invoice GOA-5521',
    );

    clock.set('2026-04-17T12:30:00Z');
    const creditorAnswering = await multipart(
      '/api/payment-protection/response',
      creditor.session,
      { caseId: String(id), statement: 'Me too.' },
      [],
    );
    expect(creditorAnswering.statusCode).toBe(403);
    const answered = await multipart(
      '/api/payment-protection/response',
      debtor.session,
      { caseId: String(id), statement: 'Half was paid on 10 April; the remittance is attached.' },
      [{ name: 'remittance.pdf', bytes: PDF }],
    );
    expect(answered.statusCode).toBe(200);
    const withBothSides = caseOf(answered);
    expect(withBothSides.files.map((file) => [file.side, file.name])).toEqual([
      ['creditor', 'invoice GOA-5521.pdf'],
      ['creditor', 'bl.png'],
      ['creditor', 'emails.jpg'],
      ['debtor', 'remittance.pdf'],
    ]);
    expect(await subjectsTo(t.db, creditor.email)).toContain(
      `Payment protection: ${debtor.companyName} answered the claim on invoice GOA-5521`,
    );

    // Both parties and admins download the files; nobody else finds them.
    const remittance = withBothSides.files[3]!;
    for (const session of [creditor.session, debtor.session, admin]) {
      const file = await get(t.app, `/api/payment-protection/file?id=${remittance.id}`, session);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expect(
      (await get(t.app, `/api/payment-protection/file?id=${remittance.id}`, stranger.session)).statusCode,
    ).toBe(404);

    const noReason = await postAs(
      t.app,
      '/api/admin/payment-protection/decide',
      { caseId: id, outcome: 'settled', reason: ' ' },
      admin,
    );
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields?.reason).toBe('Give the reason for the decision.');

    clock.set('2026-04-20T09:00:00Z');
    const decided = await postAs(
      t.app,
      '/api/admin/payment-protection/decide',
      {
        caseId: id,
        outcome: 'settled',
        reason: 'The debtor paid half; the parties agreed the rest by 30 April.',
      },
      admin,
    );
    expect(decided.statusCode).toBe(200);
    const closed = caseOf(decided);
    expect(closed.status).toBe('settled');
    expect(closed.decision).toEqual({
      outcome: 'settled',
      reason: 'The debtor paid half; the parties agreed the rest by 30 April.',
      decidedAt: '2026-04-20T09:00:00.000Z',
    });
    expect(closed.history.map((step) => [step.event, step.at])).toEqual([
      ['reported', '2026-03-10T09:00:00.000Z'],
      ['confirmed', '2026-03-10T09:00:00.000Z'],
      ['claim-opened', '2026-04-15T08:00:00.000Z'],
      ['claim-answered', '2026-04-17T12:30:00.000Z'],
      ['settled', '2026-04-20T09:00:00.000Z'],
    ]);
    expect(closed.history.at(-1)?.actor).toMatch(/, Digital Freight Alliance$/);
    for (const party of [creditor, debtor]) {
      expect(await subjectsTo(t.db, party.email)).toContain(
        'Payment protection claim decided: invoice GOA-5521',
      );
    }
    const twice = await postAs(
      t.app,
      '/api/admin/payment-protection/decide',
      { caseId: id, outcome: 'paid_out', reason: 'Again.' },
      admin,
    );
    expect(twice.statusCode).toBe(409);
  });

  it('finds counterparties in the directory with their offices, never the caller’s own company', async () => {
    const creditor = await tradingMember(t.db);
    const debtor = await tradingMember(t.db, { city: 'Valencia', country: 'ES' });
    const found = await get(
      t.app,
      `/api/payment-protection/parties?text=${encodeURIComponent('Valencia')}`,
      creditor.session,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual([
      {
        companyId: debtor.companyId,
        name: debtor.companyName,
        statusLabel: 'Premium',
        offices: [
          { id: debtor.officeId, city: 'Valencia', country: 'ES', countryName: 'Spain', isHeadOffice: true },
        ],
      },
    ]);
    const own = await get(
      t.app,
      `/api/payment-protection/parties?text=${encodeURIComponent(creditor.companyName)}`,
      creditor.session,
    );
    expect(own.json().items).toEqual([]);
  });
});

describe('the claim window setting', () => {
  it('follows PROTECTION_CLAIM_WINDOW_DAYS', async () => {
    const shortWindow = testClock('2026-03-10T09:00:00Z');
    const app = await createTestApp({ clock: shortWindow, env: { PROTECTION_CLAIM_WINDOW_DAYS: '60' } });
    try {
      const creditor = await tradingMember(app.db);
      const debtor = await tradingMember(app.db);
      const staff = await adminSession(app.db);
      const filed = caseOf(
        await postAs(
          app.app,
          '/api/payment-protection/reports',
          shipmentReport(creditor, debtor),
          creditor.session,
        ),
      );
      await postAs(app.app, '/api/admin/payment-protection/confirm', { caseId: filed.id }, staff);
      shortWindow.set('2026-05-02T09:00:00Z');
      const read = caseOf(
        await get(app.app, `/api/payment-protection/case?id=${filed.id}`, creditor.session),
      );
      expect(read.claimDeadline).toBe('2026-05-01');
      expect(read.claimBlockedReason).toBe(
        'The claim window closed on May 1 2026: claims are opened within 60 days of the invoice date.',
      );
    } finally {
      await app.close();
    }
  });

  it('shows a Standard member no cover figure, only why it cannot report', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const standard = await tradingMember(t.db, {
      membership: 'standard_active',
      city: 'Valencia',
      country: 'ES',
    });
    const seen = await overview(standard.session);
    expect(seen.cover).toBeNull();
    expect(seen.reportingLockedReason).toBe(
      `Payment protection covers shipments between Premium members in good standing, and ${standard.companyName} cannot report them: it is Standard Active, not Premium.`,
    );
    const premium = await tradingMember(t.db, { city: 'Bilbao', country: 'ES' });
    expect((await overview(premium.session)).cover).toMatchObject({ coverUsdMinor: 1_000_000 });
  });
});
