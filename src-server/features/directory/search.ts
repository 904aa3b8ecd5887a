import { sql, type SelectQueryBuilder } from 'kysely';
import {
  PAGE_SIZE,
  type DirectoryFilter,
  type DirectorySearch,
  type FilterOptions,
  type MemberPage,
} from '../../../shared/api/directory';
import { MEMBERSHIP_LABELS } from '../../../shared/domain/membership';
import { SERVICES } from '../../../shared/domain/services';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';
import { LISTED_STATUSES, orderedServices } from './company-repository';
import { countryName } from '../../services/country-name';

/** Who is searching: only admins see applications still under review. */
export interface Viewer {
  isAdmin: boolean;
}

type Companies = SelectQueryBuilder<Database, 'companies', object>;

/** `%` and `_` typed by the visitor are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The companies a filter selects. Every condition is a plain column comparison or an `IN` over
 * an indexed child table, so both planners use the directory's indexes; the text search is a
 * substring match on one precomputed lowercase column (no per-row function call).
 */
function listedCompanies(db: Db, filter: DirectoryFilter, viewer: Viewer): Companies {
  let query: Companies = db.selectFrom('companies').where('slug', 'is not', null);
  if (filter.status === 'pending' && !viewer.isAdmin) {
    query = query.where(sql<boolean>`1 = 0`);
  } else if (filter.status) {
    query = query.where('membership_type', '=', filter.status);
  } else if (!viewer.isAdmin) {
    // "Not pending" rather than the list of listed statuses: an IN list leads SQLite to the
    // status index and a sort of every listed company, this keeps the walk in name order.
    query = query.where('membership_type', '<>', 'pending');
  }
  if (filter.text) {
    query = query.where(
      sql<boolean>`${sql.ref('search_text')} like ${containsPattern(filter.text)} escape '\\'`,
    );
  }
  if (filter.country || filter.city) {
    let offices = db.selectFrom('company_offices').select('company_id');
    if (filter.country) offices = offices.where('country', '=', filter.country);
    if (filter.city) offices = offices.where('city', '=', filter.city);
    query = query.where('companies.id', 'in', offices);
  }
  if (filter.service) {
    query = query.where(
      'companies.id',
      'in',
      db.selectFrom('company_services').select('company_id').where('service', '=', filter.service),
    );
  }
  return query;
}

export async function searchMembers(db: Db, search: DirectorySearch, viewer: Viewer): Promise<MemberPage> {
  const page = search.page ?? 1;
  const companies = listedCompanies(db, search, viewer);
  const [{ count }, rows] = await Promise.all([
    companies.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    companies
      .select([
        'companies.id',
        'slug',
        'name',
        'logo_url',
        'membership_type',
        'valid_until',
        'member_since',
        'website',
      ])
      // The listing index's own order (slug is unique, so it is total): deep pages walk the
      // index instead of sorting every listed company first.
      .orderBy('search_text')
      .orderBy('membership_type')
      .orderBy('slug')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  const totalItems = Number(count);
  const ids = rows.map((row) => row.id);
  const [offices, services] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('company_offices')
            .select(['company_id', 'country', 'city', 'is_head_office'])
            .where('company_id', 'in', ids)
            .execute(),
          db
            .selectFrom('company_services')
            .select(['company_id', 'service'])
            .where('company_id', 'in', ids)
            .execute(),
        ]);
  return {
    items: rows.map((row) => {
      const own = offices.filter((office) => office.company_id === row.id);
      const head = own.find((office) => Number(office.is_head_office) === 1) ?? own[0];
      return {
        slug: row.slug ?? '',
        name: row.name,
        logoUrl: row.logo_url,
        country: head?.country ?? '',
        countryName: head ? countryName(head.country) : '',
        city: head?.city ?? '',
        officeCount: own.length,
        status: row.membership_type,
        validUntil: row.valid_until,
        memberSince: row.member_since,
        services: orderedServices(services.filter((s) => s.company_id === row.id).map((s) => s.service)),
        website: row.website,
      };
    }),
    total_items: totalItems,
    total_pages: Math.ceil(totalItems / PAGE_SIZE),
    page,
  };
}

/**
 * Each option's count answers "how many would I see if I picked this", so it applies every
 * other current filter but not its own.
 */
export async function filterOptions(db: Db, filter: DirectoryFilter, viewer: Viewer): Promise<FilterOptions> {
  const [countries, statuses, services] = await Promise.all([
    db
      .selectFrom('company_offices')
      .select(['country', (eb) => eb.fn.count<number>('company_id').distinct().as('count')])
      .where(
        'company_id',
        'in',
        listedCompanies(db, { ...filter, country: undefined, city: undefined }, viewer).select(
          'companies.id',
        ),
      )
      .groupBy('country')
      .execute(),
    listedCompanies(db, { ...filter, status: undefined }, viewer)
      .select(['membership_type', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('membership_type')
      .execute(),
    db
      .selectFrom('company_services')
      .select(['service', (eb) => eb.fn.countAll<number>().as('count')])
      .where(
        'company_id',
        'in',
        listedCompanies(db, { ...filter, service: undefined }, viewer).select('companies.id'),
      )
      .groupBy('service')
      .execute(),
  ]);
  const statusCount = new Map(statuses.map((row) => [row.membership_type, Number(row.count)]));
  const serviceCount = new Map(services.map((row) => [row.service, Number(row.count)]));
  const statusIds = viewer.isAdmin ? [...LISTED_STATUSES, 'pending' as const] : LISTED_STATUSES;
  return {
    countries: countries
      .map((row) => ({ code: row.country, name: countryName(row.country), count: Number(row.count) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    statuses: statusIds.map((id) => ({ id, label: MEMBERSHIP_LABELS[id], count: statusCount.get(id) ?? 0 })),
    services: SERVICES.map((service) => ({
      id: service.id,
      label: service.label,
      count: serviceCount.get(service.id) ?? 0,
    })),
  };
}

/** The cities of listed members' offices in one country, with how many companies have one there. */
export async function citiesIn(db: Db, country: string, viewer: Viewer) {
  const rows = await db
    .selectFrom('company_offices')
    .select(['city', (eb) => eb.fn.count<number>('company_id').distinct().as('count')])
    .where('country', '=', country)
    .where('company_id', 'in', listedCompanies(db, {}, viewer).select('companies.id'))
    .groupBy('city')
    .execute();
  return {
    cities: rows
      .map((row) => ({ name: row.city, count: Number(row.count) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
}
