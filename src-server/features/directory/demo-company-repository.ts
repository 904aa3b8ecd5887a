import { sql } from 'kysely';
import type { ServiceId } from '../../../shared/domain/services';
import type { Db } from '../../db/database';
import type { CompaniesTable } from '../../db/tables';

/** The fictional companies of the demo directory, recognised by the mark in their names. */

/** Every demo company's name has this word, so demo rows are easy to recognise and remove. */
const DEMO_MARK = ' Demo ';
/** The demo rows, by their mark: a fixed word, cased as written, so no typed text to escape. */
// eslint-disable-next-line no-restricted-syntax -- a constant pattern, not a person's search
const demoNames = sql<boolean>`name like ${`%${DEMO_MARK}%`}`;

export interface DemoCompany {
  company: Omit<CompaniesTable, 'id' | 'description' | 'search_text' | 'requested_tier'> & {
    description: string;
    search_text: string;
  };
  offices: { country: string; city: string; address: string | null; is_head_office: number }[];
  services: ServiceId[];
  contacts: { name: string; role: string; email: string; phone: string; position: number }[];
}

export async function countDemoCompanies(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(demoNames)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function deleteDemoCompanies(db: Db): Promise<void> {
  await db.deleteFrom('companies').where(demoNames).execute();
}

/** Inserts a batch of demo companies with their offices, services and contacts. */
export async function insertDemoCompanies(trx: Db, batch: readonly DemoCompany[]): Promise<void> {
  const rows = await trx
    .insertInto('companies')
    .values(batch.map((demo) => demo.company))
    .returning(['id', 'slug'])
    .execute();
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const idOf = (demo: DemoCompany) => idBySlug.get(demo.company.slug)!;
  await trx
    .insertInto('company_offices')
    .values(batch.flatMap((demo) => demo.offices.map((office) => ({ ...office, company_id: idOf(demo) }))))
    .execute();
  await trx
    .insertInto('company_services')
    .values(batch.flatMap((demo) => demo.services.map((service) => ({ service, company_id: idOf(demo) }))))
    .execute();
  await trx
    .insertInto('company_contacts')
    .values(batch.flatMap((demo) => demo.contacts.map((contact) => ({ ...contact, company_id: idOf(demo) }))))
    .execute();
}

/** Fresh planner statistics, so the directory's indexes are used on the grown tables. */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}
