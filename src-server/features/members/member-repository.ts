import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { PAGE_SIZE } from '../../../shared/constants';
import type {
  ApplicationMessage,
  MemberDetail,
  MemberFilter,
  MemberRow,
  MemberSearch,
  MyMembership,
  Todo,
} from '../../../shared/api/members';
import { MEMBER_FILTERS } from '../../../shared/api/members';
import { PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { addDays, utcDay } from '../../../shared/domain/date';
import { RENEWAL_NOTICE_DAYS, type ApplicationStatus } from '../../../shared/domain/membership';
import { SERVICE_IDS, type ServiceId } from '../../../shared/domain/services';
import type { Db } from '../../db/database';
import { containsText } from '../../db/like';
import type { Database } from '../../db/tables';
import { ApiError } from '../../core/errors';
import { countryName } from '../../services/country-name';
import { readAudit } from './audit-log';
import { emailUnconfirmed, unconfirmedUsers } from '../../services/email-confirmation-repository';
import { companyState, companyStates, contactUserId } from '../../services/membership-state-repository';
import { invoicesOf } from './invoice-repository';
import { latestPremiumRequest } from './premium-request-repository';
import { quoteTierChange } from './tier-change';

type Executor = Db | Transaction<Database>;
type Companies = ExpressionBuilder<Database, 'companies' | 'membership_applications'>;

/** Payment protection cover a year in US cents, when an admin has not set one. */
export const DEFAULT_COVER_MINOR = PAYMENT_PROTECTION_MIN_USD * 100;

const applicationStatus = sql<ApplicationStatus>`coalesce(membership_applications.status, 'submitted')`;

/** The SQL condition of each list on the members page. */
function filterCondition(eb: Companies, filter: MemberFilter) {
  const pending = eb('companies.membership_type', '=', 'pending');
  switch (filter) {
    case 'applications':
      return eb.and([
        pending,
        eb(applicationStatus, 'in', ['submitted', 'info_requested', 'info_received']),
        eb.not(emailUnconfirmed(contactUserId)),
      ]);
    case 'unconfirmed':
      return eb.and([
        pending,
        eb(applicationStatus, 'in', ['submitted', 'info_requested', 'info_received']),
        emailUnconfirmed(contactUserId),
      ]);
    case 'premium-requests':
      return eb(
        'companies.id',
        'in',
        eb
          .selectFrom('tier_requests')
          .select('tier_requests.company_id')
          .where('tier_requests.status', '=', 'open'),
      );
    case 'awaiting-payment':
      return eb.and([pending, eb('membership_applications.status', '=', 'approved')]);
    case 'rejected':
      return eb.and([pending, eb('membership_applications.status', '=', 'rejected')]);
    case 'premium':
    case 'standard_active':
      return eb('companies.membership_type', '=', filter);
    case 'lapsed':
      return eb.and([
        eb('companies.membership_type', '=', 'standard_inactive'),
        eb('companies.suspended_at', 'is', null),
      ]);
    case 'suspended':
      return eb('companies.suspended_at', 'is not', null);
    case 'all':
      return eb.lit(true);
  }
}

function companiesWithApplications(db: Executor) {
  return db
    .selectFrom('companies')
    .leftJoin('membership_applications', 'membership_applications.company_id', 'companies.id');
}

/** A number counts as verified once a code sent to it was used (at sign-up or a phone change). */
async function verifiedPhones(db: Executor, phones: readonly string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .selectFrom('phone_verifications')
    .select('phone')
    .where('phone', 'in', phones)
    .where('consumed_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.phone));
}

async function officesOf(db: Executor, companyIds: readonly number[]) {
  if (companyIds.length === 0) return new Map<number, MemberRow['offices']>();
  const rows = await db
    .selectFrom('company_offices')
    .select(['company_id', 'country', 'city'])
    .where('company_id', 'in', companyIds)
    .orderBy('is_head_office', 'desc')
    .orderBy('id')
    .execute();
  const byCompany = new Map<number, MemberRow['offices']>();
  for (const row of rows) {
    const list = byCompany.get(row.company_id) ?? [];
    list.push({ country: row.country, countryName: countryName(row.country), city: row.city });
    byCompany.set(row.company_id, list);
  }
  return byCompany;
}

async function servicesOf(db: Executor, companyIds: readonly number[]) {
  const byCompany = new Map<number, ServiceId[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await db
    .selectFrom('company_services')
    .select(['company_id', 'service'])
    .where('company_id', 'in', companyIds)
    .execute();
  for (const row of rows) {
    if (!(SERVICE_IDS as readonly string[]).includes(row.service)) continue;
    const list = byCompany.get(row.company_id) ?? [];
    list.push(row.service as ServiceId);
    byCompany.set(row.company_id, list);
  }
  for (const list of byCompany.values()) list.sort((a, b) => SERVICE_IDS.indexOf(a) - SERVICE_IDS.indexOf(b));
  return byCompany;
}

/** The members page: one list, searched by name, city or a contact's email, and by country. */
export async function searchMemberRecords(db: Db, search: MemberSearch) {
  const filter = search.filter ?? 'applications';
  const page = search.page ?? 1;
  let query = companiesWithApplications(db).where((eb) => filterCondition(eb, filter));
  if (search.text) {
    const text = search.text;
    query = query.where((eb) =>
      eb.or([
        containsText(sql.ref<string>('companies.search_text'), text),
        eb(
          'companies.id',
          'in',
          eb
            .selectFrom('users')
            .select('users.company_id')
            .where((inner) => containsText(inner.fn<string>('lower', ['users.email']), text)),
        ),
      ]),
    );
  }
  if (search.country) {
    const country = search.country;
    query = query.where((eb) =>
      eb(
        'companies.id',
        'in',
        eb.selectFrom('company_offices').select('company_offices.company_id').where('country', '=', country),
      ),
    );
  }
  const [{ count }, rows, counts] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    query
      .leftJoin('users as contact', (join) => join.on('contact.id', '=', contactUserId))
      .select([
        'contact.id as contact_id',
        'companies.id',
        'companies.name',
        'companies.slug',
        'companies.website',
        'companies.created_at',
        'companies.membership_type',
        'companies.tier',
        'companies.requested_tier',
        'companies.valid_until',
        'companies.suspended_at',
        'membership_applications.status as application_status',
        'contact.first_name',
        'contact.last_name',
        'contact.email',
        'contact.phone',
      ])
      // Applications oldest first (first come, first served); members by name.
      .orderBy(
        filter === 'applications' || filter === 'awaiting-payment' || filter === 'premium-requests'
          ? 'companies.created_at'
          : 'companies.search_text',
      )
      .orderBy('companies.id')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    filterCounts(db),
  ]);
  const ids = rows.map((row) => row.id);
  const [offices, services, verified, states, unconfirmed] = await Promise.all([
    officesOf(db, ids),
    servicesOf(db, ids),
    verifiedPhones(
      db,
      rows.flatMap((row) => (row.phone ? [row.phone] : [])),
    ),
    companyStates(db, ids),
    unconfirmedUsers(
      db,
      rows.flatMap((row) => (row.contact_id === null ? [] : [row.contact_id])),
    ),
  ]);
  const items: MemberRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    website: row.website,
    offices: offices.get(row.id) ?? [],
    services: services.get(row.id) ?? [],
    contact: row.email
      ? {
          name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
          email: row.email,
          phone: row.phone,
          phoneVerified: row.phone ? verified.has(row.phone) : false,
          emailConfirmed: row.contact_id === null || !unconfirmed.has(row.contact_id),
        }
      : null,
    appliedAt: row.created_at,
    status: row.membership_type,
    state: states.get(row.id) ?? 'under_review',
    applicationStatus:
      row.membership_type === 'pending' ? (row.application_status ?? 'submitted') : row.application_status,
    tier: row.tier,
    requestedTier: row.requested_tier,
    validUntil: row.valid_until,
    suspended: row.suspended_at !== null,
  }));
  const total = Number(count);
  return { items, total_items: total, total_pages: Math.ceil(total / PAGE_SIZE), page, counts };
}

async function filterCounts(db: Db): Promise<Record<MemberFilter, number>> {
  const entries = await Promise.all(
    MEMBER_FILTERS.map(async (filter) => {
      const { count } = await companiesWithApplications(db)
        .where((eb) => filterCondition(eb, filter))
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return [filter, Number(count)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<MemberFilter, number>;
}

/** The company and its application, or a 404 naming the id. */
export async function companyRecord(db: Executor, companyId: number) {
  const row = await companiesWithApplications(db)
    .selectAll('companies')
    .select([
      'membership_applications.status as application_status',
      'membership_applications.tier as application_tier',
      'membership_applications.rejection_reason',
      'membership_applications.decided_at',
    ])
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
  if (!row) {
    throw new ApiError('NOT_FOUND', `There is no member company with the id ${companyId}.`, {
      companyId: 'No such company.',
    });
  }
  return row;
}

export type CompanyRecord = Awaited<ReturnType<typeof companyRecord>>;

/** The application's state: a pending company nobody has touched is waiting for review. */
export function applicationStateOf(company: CompanyRecord): ApplicationStatus | null {
  if (company.application_status) return company.application_status;
  return company.membership_type === 'pending' ? 'submitted' : null;
}

async function messagesOf(db: Executor, companyId: number): Promise<ApplicationMessage[]> {
  const rows = await db
    .selectFrom('application_messages')
    .leftJoin('users', 'users.id', 'application_messages.author_user_id')
    .select([
      'application_messages.author',
      'application_messages.body',
      'application_messages.created_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('application_messages.company_id', '=', companyId)
    .orderBy('application_messages.id')
    .execute();
  return rows.map((row) => ({
    author: row.author,
    authorName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    body: row.body,
    createdAt: row.created_at,
  }));
}

const suspensionOf = (company: CompanyRecord) =>
  company.suspended_at ? { at: company.suspended_at, reason: company.suspension_reason ?? '' } : null;

/** Everything the admins' page of one member shows. */
export async function readMemberDetail(db: Executor, companyId: number, now: Date): Promise<MemberDetail> {
  const company = await companyRecord(db, companyId);
  const people = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'is_admin', 'created_at'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const [offices, services, verified, messages, invoices, audit, unconfirmed, membershipState] =
    await Promise.all([
      officesOf(db, [companyId]),
      servicesOf(db, [companyId]),
      verifiedPhones(
        db,
        people.flatMap((person) => (person.phone ? [person.phone] : [])),
      ),
      messagesOf(db, companyId),
      invoicesOf(db as Db, companyId),
      readAudit(db as Db, companyId),
      unconfirmedUsers(
        db as Db,
        people.map((person) => person.id),
      ),
      companyState(db as Db, companyId),
    ]);
  const state = applicationStateOf(company);
  return {
    company: {
      id: company.id,
      name: company.name,
      slug: company.slug,
      website: company.website,
      description: company.description,
      appliedAt: company.created_at,
      status: company.membership_type,
      state: membershipState,
      tier: company.tier,
      requestedTier: company.requested_tier,
      validUntil: company.valid_until,
      memberSince: company.member_since,
      suspension: suspensionOf(company),
      protectionCoverMinor: company.protection_cover_minor ?? DEFAULT_COVER_MINOR,
    },
    offices: offices.get(companyId) ?? [],
    services: services.get(companyId) ?? [],
    people: people.map((person) => ({
      name: `${person.first_name} ${person.last_name}`.trim(),
      email: person.email,
      phone: person.phone,
      phoneVerified: person.phone ? verified.has(person.phone) : false,
      emailConfirmed: !unconfirmed.has(person.id),
      isAdmin: Number(person.is_admin) === 1,
      joinedAt: person.created_at,
    })),
    application: state
      ? {
          status: state,
          tier: company.application_tier,
          rejectionReason: company.rejection_reason,
          decidedAt: company.decided_at,
          messages,
        }
      : null,
    invoices,
    audit,
    tierChange: company.tier
      ? await quoteTierChange(
          db as Db,
          company,
          company.tier === 'premium' ? 'standard' : 'premium',
          utcDay(now),
        )
      : null,
    premiumRequest: await latestPremiumRequest(db as Db, companyId),
  };
}

async function missingProfileParts(db: Db, companyId: number, logoUrl: string | null, description: string) {
  const [contacts, offices] = await Promise.all([
    db
      .selectFrom('company_contacts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('company_offices')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  const missing: ('description' | 'logo' | 'contacts' | 'offices')[] = [];
  if (!description.trim()) missing.push('description');
  if (!logoUrl) missing.push('logo');
  if (Number(contacts.n) === 0) missing.push('contacts');
  if (Number(offices.n) === 0) missing.push('offices');
  return missing;
}

/** A member's own view: status, application, invoices and what to do next. */
export async function readMyMembership(db: Db, companyId: number, now: Date): Promise<MyMembership> {
  const company = await companyRecord(db, companyId);
  const state = applicationStateOf(company);
  const [messages, invoices] = await Promise.all([messagesOf(db, companyId), invoicesOf(db, companyId)]);
  const today = utcDay(now);
  const todo: Todo[] = [];
  if (company.membership_type === 'pending' && state === 'info_requested')
    todo.push({ kind: 'answer-questions' });
  for (const invoice of invoices.filter((item) => item.status === 'open')) {
    todo.push({
      kind: 'pay-invoice',
      number: invoice.number,
      amountMinor: invoice.amountMinor,
      currency: invoice.currency,
      dueOn: invoice.dueOn,
      overdue: invoice.dueOn < today,
    });
  }
  const validUntil = company.valid_until;
  if (validUntil && company.suspended_at === null && company.membership_type !== 'pending') {
    const lapsed = company.membership_type === 'standard_inactive';
    if (lapsed || addDays(validUntil, -RENEWAL_NOTICE_DAYS) <= today) {
      todo.push({ kind: 'renew', validUntil, lapsed });
    }
  }
  // Applicants too: the association reviews the profile, and it is public from approval on.
  const missing = await missingProfileParts(db, companyId, company.logo_url, company.description);
  if (missing.length > 0) todo.push({ kind: 'complete-profile', missing });
  return {
    company: { name: company.name, slug: company.slug },
    status: company.membership_type,
    state: await companyState(db, companyId),
    tier: company.tier,
    validUntil,
    memberSince: company.member_since,
    suspension: suspensionOf(company),
    application: state
      ? {
          status: state,
          tier: company.application_tier,
          appliedAt: company.created_at,
          rejectionReason: company.rejection_reason,
          messages,
        }
      : null,
    invoices,
    todo,
    premiumRequest: await latestPremiumRequest(db, companyId),
    upgradeQuote:
      company.membership_type === 'standard_active' && company.suspended_at === null
        ? await quoteTierChange(db, company, 'premium', today)
        : null,
  };
}
