import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import {
  protectionCaseSchema,
  protectionOverviewSchema,
  type ProtectionCaseSummary,
} from '../../shared/api/payment-protection';
import { adminSession } from '../support/members';
import { shipmentReport, tradingMember } from '../support/payment-protection';
import { get, postAs, testClock } from './support/membership';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

/**
 * "Report before it falls due": the association covers an invoice only when the report reaches it
 * before the due date has passed where the issuing office is. Each boundary is a test.
 */
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

const report = (session: string, body: unknown) =>
  postAs(t.app, '/api/payment-protection/reports', body, session);

async function parties(creditorPlace: { city: string; country: string }) {
  const creditor = await tradingMember(t.db, creditorPlace);
  const debtor = await tradingMember(t.db, { city: 'Genoa', country: 'IT' });
  return { creditor, debtor };
}

describe(`reporting before the due date on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('accepts an invoice that falls due today', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const { creditor, debtor } = await parties({ city: 'Rotterdam', country: 'NL' });
    const answer = await report(
      creditor.session,
      shipmentReport(creditor, debtor, { invoiceDate: '2026-02-08', dueDate: '2026-03-10' }),
    );
    expect(answer.statusCode).toBe(201);
    expect(protectionCaseSchema.parse(answer.json())).toMatchObject({
      status: 'awaiting_confirmation',
      dueDate: '2026-03-10',
      reportedLate: false,
    });
  });

  it('refuses an invoice that fell due yesterday, with the reason beside the due date, and writes nothing', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const { creditor, debtor } = await parties({ city: 'Rotterdam', country: 'NL' });
    const before = await t.db.selectFrom('protection_cases').select('id').execute();
    const answer = await report(
      creditor.session,
      shipmentReport(creditor, debtor, { invoiceDate: '2026-02-07', dueDate: '2026-03-09' }),
    );
    expect(answer.statusCode).toBe(400);
    const { error } = errorEnvelopeSchema.parse(answer.json());
    expect(error.message).toBe('This shipment cannot be covered: see the reason beside the field.');
    expect(error.fields).toEqual({
      dueDate:
        'The invoice fell due on Mar 9 2026: shipments are covered only when reported before the due date has passed, so this one cannot be.',
    });
    expect(await t.db.selectFrom('protection_cases').select('id').execute()).toEqual(before);
  });

  it('counts the day where the issuing office is: in Auckland it is already tomorrow', async () => {
    // 12:00 UTC on 10 March is 01:00 on 11 March in Auckland, and noon in London.
    clock.set('2026-03-10T12:00:00Z');
    const auckland = await parties({ city: 'Auckland', country: 'NZ' });
    const dueToday = { invoiceDate: '2026-02-08', dueDate: '2026-03-10' };
    const refused = await report(
      auckland.creditor.session,
      shipmentReport(auckland.creditor, auckland.debtor, dueToday),
    );
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).error.fields?.dueDate).toMatch(
      /^The invoice fell due on Mar 10 2026/,
    );

    const london = await parties({ city: 'London', country: 'GB' });
    const accepted = await report(
      london.creditor.session,
      shipmentReport(london.creditor, london.debtor, dueToday),
    );
    expect(accepted.statusCode).toBe(201);

    // The other side of the same rule: an invoice dated Auckland's today is not "in the future".
    const datedToday = await report(
      auckland.creditor.session,
      shipmentReport(auckland.creditor, auckland.debtor, {
        invoiceDate: '2026-03-11',
        dueDate: '2026-04-10',
      }),
    );
    expect(datedToday.statusCode).toBe(201);
  });

  it('flags a report that arrived after the due date, and refuses to confirm it', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const { creditor, debtor } = await parties({ city: 'Rotterdam', country: 'NL' });
    const filed = await report(
      creditor.session,
      shipmentReport(creditor, debtor, { invoiceNumber: 'LATE-1', dueDate: '2026-03-31' }),
    );
    const id = protectionCaseSchema.parse(filed.json()).id;
    // A report filed before the rule was enforced: it reached the association 8 days late.
    await t.db.updateTable('protection_cases').set({ due_date: '2026-03-02' }).where('id', '=', id).execute();

    const queue = await get(t.app, '/api/admin/payment-protection?queue=to-confirm', admin);
    const listed = (queue.json() as { items: ProtectionCaseSummary[] }).items.find((item) => item.id === id);
    expect(listed?.reportedLate).toBe(true);
    const seen = protectionCaseSchema.parse(
      (await get(t.app, `/api/payment-protection/case?id=${id}`, admin)).json(),
    );
    expect(seen.reportedLate).toBe(true);

    const confirm = await postAs(t.app, '/api/admin/payment-protection/confirm', { caseId: id }, admin);
    expect(confirm.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(confirm.json()).error.message).toBe(
      'Invoice LATE-1 was reported after it fell due on Mar 2 2026, so it cannot be covered. Decline the report instead.',
    );
    const overview = protectionOverviewSchema.parse(
      (await get(t.app, '/api/payment-protection', creditor.session)).json(),
    );
    expect(overview.cases.find((item) => item.id === id)?.status).toBe('awaiting_confirmation');
  });
});
