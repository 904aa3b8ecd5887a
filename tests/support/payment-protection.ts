import type { Db } from '../../src-server/db/database';
import type { CompaniesTable } from '../../src-server/db/tables';
import { createSession } from '../../src-server/http/sessions';
import { insertMember } from './members';

let companies = 0;

/** A member company with one listed office and a signed-in person, for payment protection cases. */
export async function tradingMember(
  db: Db,
  {
    membership = 'premium',
    website = null,
    city = 'Rotterdam',
    country = 'NL',
    isAdmin = false,
    companyName: name,
  }: {
    membership?: CompaniesTable['membership_type'];
    website?: string | null;
    city?: string;
    country?: string;
    isAdmin?: boolean;
    companyName?: string;
  } = {},
) {
  companies += 1;
  const companyName = name ?? `Tideway Forwarding ${companies} ${city}`;
  const member = await insertMember(db, {
    companyName,
    membership,
    isAdmin,
    email: `accounts-${companies}-${Date.now()}@tideway${companies}.test`,
  });
  await db.updateTable('companies').set({ website }).where('id', '=', member.companyId).execute();
  const office = await db
    .insertInto('company_offices')
    .values({ company_id: member.companyId, country, city, address: '1 Quay Road', is_head_office: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, member.userId, new Date());
  return { ...member, companyName, officeId: office.id, session: token };
}

type Party = Awaited<ReturnType<typeof tradingMember>>;

/** A report of an ocean freight invoice from `creditor` to `debtor` that passes every rule. */
export function shipmentReport(creditor: Party, debtor: Party, overrides: Record<string, unknown> = {}) {
  return {
    counterpartyId: debtor.companyId,
    creditorOfficeId: creditor.officeId,
    debtorOfficeId: debtor.officeId,
    invoiceNumber: `INV-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    amount: '4250.00',
    currency: 'USD',
    invoiceDate: '2026-03-02',
    dueDate: '2026-04-01',
    blNumber: 'MAEU240311987',
    mode: 'ocean',
    chargeType: 'freight',
    ...overrides,
  };
}
