import type { AttendingCompany } from '../../../shared/api/events';
import { emailSchema } from '../../../shared/api/auth';
import { parseCsv } from '../../../shared/domain/csv';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { countryName } from '../../services/country-name';
import { eventNotFoundError, findEventRecord } from '../../services/event-repository';
import {
  attendanceByRegistration,
  attendingCompanyIds,
  attendingCompanyRows,
  countAttendingCompanies,
  deleteAttendanceOfRegistration,
  deleteAttendingCompany,
  findCompanyIdBySlug,
  findListedCompanyByEmail,
  findListedCompanyBySlug,
  findRegistrationToMark,
  insertAttendance,
  listedCompaniesNamed,
} from './attendance-repository';

interface ListedCompany {
  id: number;
  name: string;
  slug: string;
}

async function eventRecordOrNotFound(db: Db, slug: string) {
  const record = await findEventRecord(db, slug);
  if (!record) throw eventNotFoundError(slug);
  return record;
}

const withSlug = (row: { id: number; name: string; slug: string | null } | undefined) =>
  row?.slug ? { id: row.id, name: row.name, slug: row.slug } : undefined;

async function companyBySlug(db: Db, slug: string): Promise<ListedCompany | undefined> {
  return withSlug(await findListedCompanyBySlug(db, slug));
}

/** The listed company of the account with this email address. */
async function companyByEmail(db: Db, email: string): Promise<ListedCompany | undefined> {
  return withSlug(await findListedCompanyByEmail(db, email));
}

/** The listed company with exactly this name (letter case aside); none when two share it. */
async function companyByName(db: Db, name: string): Promise<ListedCompany | undefined> {
  const rows = await listedCompaniesNamed(db, name);
  return rows.length === 1 ? withSlug(rows[0]) : undefined;
}

async function matchCompany(db: Db, { email, company }: { email: string; company: string }) {
  return (
    (email ? await companyByEmail(db, email) : undefined) ??
    (company ? await companyByName(db, company) : undefined)
  );
}

export async function countAttendees(db: Db, slug: string) {
  const { id, event } = await eventRecordOrNotFound(db, slug);
  return {
    event: { slug: event.slug, title: event.title },
    companies: await countAttendingCompanies(db, id),
  };
}

export async function listAttendingCompanies(db: Db, slug: string) {
  const { id, event } = await eventRecordOrNotFound(db, slug);
  const rows = await attendingCompanyRows(db, id);
  const companies = new Map<string, AttendingCompany>();
  for (const row of rows) {
    if (!row.slug || companies.has(row.slug)) continue;
    companies.set(row.slug, {
      name: row.name,
      slug: row.slug,
      place: row.city && row.country ? `${row.city}, ${countryName(row.country)}` : '',
      source: row.source,
    });
  }
  return {
    event: { slug: event.slug, title: event.title },
    companies: [...companies.values()].sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
}

/** The company each registration of the event was marked as attending for. */
export async function attendedAsByRegistration(db: Db, eventId: number) {
  const rows = await attendanceByRegistration(db, eventId);
  return new Map(rows.map((row) => [row.registration_id!, { name: row.name, slug: row.slug ?? '' }]));
}

export async function markAttendance(
  db: Db,
  input: { registration: number; attended: boolean; company?: string | undefined; recordedBy: number },
  now: Date,
) {
  const registration = await findRegistrationToMark(db, input.registration);
  if (!registration) {
    const message = 'There is no such registration: reload the list of registrations.';
    throw new ApiError('NOT_FOUND', message, { registration: message });
  }
  if (!input.attended) {
    await deleteAttendanceOfRegistration(db, registration.id);
    return { registration: registration.id, attendedAs: null };
  }
  const company = input.company
    ? await companyBySlug(db, input.company)
    : await matchCompany(db, { email: registration.email, company: registration.company ?? '' });
  if (!company) {
    const message = input.company
      ? 'No listed directory company has this address: check the link of its profile.'
      : `No directory company matches this registration (${registration.company ?? 'no company given'}, ${registration.email}): name the company.`;
    throw new ApiError('VALIDATION', message, { company: message });
  }
  await db.transaction().execute(async (trx) => {
    // A registration counts for one company: marking it again moves it.
    await deleteAttendanceOfRegistration(trx, registration.id);
    await insertAttendance(trx, {
      event_id: registration.event_id,
      company_id: company.id,
      registration_id: registration.id,
      source: 'registration',
      recorded_by: input.recordedBy,
      recorded_at: now.toISOString(),
    });
  });
  return { registration: registration.id, attendedAs: { name: company.name, slug: company.slug } };
}

const COMPANY_HEADERS = ['company', 'company name', 'organisation', 'organization'];
const EMAIL_HEADERS = ['email', 'e-mail', 'email address'];
const MAX_COMPANY_LENGTH = 200;
/** Enough line errors for the admin to see what is wrong with the file, not a wall of them. */
const LINE_ERRORS_SHOWN = 5;

interface AttendeeLine {
  line: number;
  company: string;
  email: string;
}

/** Every line of the file, or the reasons it cannot be read: nothing is written unless all pass. */
function readAttendeeLines(csv: string): AttendeeLine[] {
  const [header = [], ...records] = parseCsv(csv.replace(/^\uFEFF/, ''));
  const names = header.map((name) => name.trim().toLowerCase());
  const companyAt = names.findIndex((name) => COMPANY_HEADERS.includes(name));
  const emailAt = names.findIndex((name) => EMAIL_HEADERS.includes(name));
  if (companyAt < 0 && emailAt < 0) {
    const message =
      'The first line must name the columns, with a “company” column, an “email” column or both.';
    throw new ApiError('VALIDATION', message, { csv: message });
  }
  const lines: AttendeeLine[] = [];
  const problems: string[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    const company = companyAt >= 0 ? (record[companyAt] ?? '').trim() : '';
    const email = emailAt >= 0 ? (record[emailAt] ?? '').trim() : '';
    if (!company && !email) problems.push(`line ${line} has neither a company nor an email`);
    else if (company.length > MAX_COMPANY_LENGTH)
      problems.push(`line ${line} has a company name over 200 characters`);
    else if (email && !emailSchema.safeParse(email).success)
      problems.push(`line ${line} has an invalid email (${email})`);
    else lines.push({ line, company, email });
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, LINE_ERRORS_SHOWN).join('; ');
    const more =
      problems.length > LINE_ERRORS_SHOWN ? ` and ${problems.length - LINE_ERRORS_SHOWN} more` : '';
    const message = `Nothing was imported: ${shown}${more}. Correct the file and import it again.`;
    throw new ApiError('VALIDATION', message, { csv: message });
  }
  if (lines.length === 0) {
    const message = 'The file names no attendees: add one line per company under the header.';
    throw new ApiError('VALIDATION', message, { csv: message });
  }
  return lines;
}

export async function importAttendees(
  db: Db,
  input: { event: string; csv: string; recordedBy: number },
  now: Date,
) {
  const lines = readAttendeeLines(input.csv);
  const { id: eventId } = await eventRecordOrNotFound(db, input.event);
  return db.transaction().execute(async (trx) => {
    const listed = new Set(await attendingCompanyIds(trx, eventId));
    const unmatched: AttendeeLine[] = [];
    let added = 0;
    let alreadyListed = 0;
    for (const line of lines) {
      const company = await matchCompany(trx, line);
      if (!company) unmatched.push(line);
      else if (listed.has(company.id)) alreadyListed += 1;
      else {
        listed.add(company.id);
        added += 1;
        await insertAttendance(trx, {
          event_id: eventId,
          company_id: company.id,
          registration_id: null,
          source: 'import',
          recorded_by: input.recordedBy,
          recorded_at: now.toISOString(),
        });
      }
    }
    return { added, alreadyListed, unmatched };
  });
}

export async function removeAttendee(db: Db, input: { event: string; company: string }) {
  const { id: eventId } = await eventRecordOrNotFound(db, input.event);
  const companyId = await findCompanyIdBySlug(db, input.company);
  const removed = companyId !== undefined && (await deleteAttendingCompany(db, eventId, companyId));
  if (!removed) {
    const message = 'This company is not listed as attending: reload the list.';
    throw new ApiError('NOT_FOUND', message, { company: message });
  }
  return { removed: true as const };
}
