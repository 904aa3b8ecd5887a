import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';
import { LISTED_STATUSES } from '../../services/company-repository';

/** Which directory companies attended an event, and the companies an attendee can be matched to. */

interface CompanyMatch {
  id: number;
  name: string;
  slug: string | null;
}

/** Companies with a public directory profile, so every attendee links to one. */
function listedCompanies(db: Db) {
  return db
    .selectFrom('companies')
    .select(['companies.id', 'companies.name', 'companies.slug'])
    .where('companies.membership_type', 'in', LISTED_STATUSES)
    .where('companies.slug', 'is not', null);
}

export async function findListedCompanyBySlug(db: Db, slug: string): Promise<CompanyMatch | undefined> {
  return listedCompanies(db).where('companies.slug', '=', slug).executeTakeFirst();
}

/** The listed company of the account with this email address (letter case aside). */
export async function findListedCompanyByEmail(db: Db, email: string): Promise<CompanyMatch | undefined> {
  return listedCompanies(db)
    .innerJoin('users', 'users.company_id', 'companies.id')
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** Up to two listed companies with exactly this name (letter case aside). */
export async function listedCompaniesNamed(db: Db, name: string): Promise<CompanyMatch[]> {
  return listedCompanies(db)
    .where((eb) => eb(eb.fn('lower', ['companies.name']), '=', name.trim().toLowerCase()))
    .limit(2)
    .execute();
}

/** Any company's id by its directory address, listed or not. */
export async function findCompanyIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  return (await db.selectFrom('companies').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
}

/** How many listed companies attended the event. */
export async function countAttendingCompanies(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_attendees')
    .innerJoin('companies', 'companies.id', 'event_attendees.company_id')
    .select((eb) => eb.fn.count<number | string>('event_attendees.company_id').distinct().as('n'))
    .where('event_attendees.event_id', '=', eventId)
    .where('companies.membership_type', 'in', LISTED_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The listed companies that attended the event, with their head office and how each was recorded. */
export async function attendingCompanyRows(db: Db, eventId: number) {
  return db
    .selectFrom('event_attendees')
    .innerJoin('companies', 'companies.id', 'event_attendees.company_id')
    .leftJoin('company_offices', (join) =>
      join
        .onRef('company_offices.company_id', '=', 'companies.id')
        .on('company_offices.is_head_office', '=', 1),
    )
    .select([
      'companies.name',
      'companies.slug',
      'event_attendees.source',
      'company_offices.city',
      'company_offices.country',
    ])
    .where('event_attendees.event_id', '=', eventId)
    .where('companies.membership_type', 'in', LISTED_STATUSES)
    .execute();
}

/** The company each registration of the event was marked as attending for. */
export async function attendanceByRegistration(db: Db, eventId: number) {
  return db
    .selectFrom('event_attendees')
    .innerJoin('companies', 'companies.id', 'event_attendees.company_id')
    .select(['event_attendees.registration_id', 'companies.name', 'companies.slug'])
    .where('event_attendees.event_id', '=', eventId)
    .where('event_attendees.registration_id', 'is not', null)
    .execute();
}

export async function findRegistrationToMark(db: Db, id: number) {
  return db
    .selectFrom('event_registrations')
    .select(['id', 'event_id', 'email', 'company'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteAttendanceOfRegistration(db: Db, registrationId: number): Promise<void> {
  await db.deleteFrom('event_attendees').where('registration_id', '=', registrationId).execute();
}

export async function insertAttendance(
  trx: Db,
  attendance: Insertable<Database['event_attendees']>,
): Promise<void> {
  await trx.insertInto('event_attendees').values(attendance).execute();
}

/** The ids of the companies already listed as attending the event. */
export async function attendingCompanyIds(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_attendees')
    .select('company_id')
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((row) => row.company_id);
}

/** Removes the company from the event's attendees, answering whether it was listed. */
export async function deleteAttendingCompany(db: Db, eventId: number, companyId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('event_attendees')
    .where('event_id', '=', eventId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
