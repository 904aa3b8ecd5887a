import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import {
  PAGE_SIZE,
  type DirectoryFilter,
  type DirectorySearch,
  type DirectorySort,
  type FilterOptions,
  type MemberMap,
  type MemberPage,
} from '../../../shared/api/directory';
import { COUNTRY_POINTS } from '../../../shared/geo/country-points';
import { statusLabel } from '../../../shared/domain/membership';
import { SERVICES } from '../../../shared/domain/services';
import type { Db } from '../../db/database';
import { containsText } from '../../db/like';
import type { CompaniesTable, Database } from '../../db/tables';
import { LISTED_STATUSES, orderedServices } from '../../services/company-repository';
import { countryName } from '../../services/country-name';

/** Who is searching: only admins see applications still under review. */
export interface Viewer {
  isAdmin: boolean;
}

type Companies = SelectQueryBuilder<Database, 'companies', object>;

/**
 * The companies a filter selects. Every condition is a plain column comparison or an `IN` over
 * an indexed child table, so both planners use the directory's indexes; the text search is a
 * substring match on one precomputed lowercase column (no per-row function call).
 */
function listedCompanies(
  db: Db,
  filter: DirectoryFilter,
  viewer: Viewer,
  { withLapsed = false }: { withLapsed?: boolean } = {},
): Companies {
  let query: Companies = db.selectFrom('companies').where('slug', 'is not', null);
  if (filter.status === 'pending' && !viewer.isAdmin) {
    query = query.where(sql<boolean>`1 = 0`);
  } else if (filter.status) {
    query = query.where('membership_type', '=', filter.status);
  } else {
    // Lapsed members are listed only to whoever asks for them by their status. "Not this"
    // rather than the list of statuses shown: an IN list leads SQLite to the status index and
    // a sort of every listed company, this keeps the walk in name order.
    if (!withLapsed) query = query.where('membership_type', '<>', 'standard_inactive');
    if (!viewer.isAdmin) query = query.where('membership_type', '<>', 'pending');
  }
  if (filter.text) {
    query = query.where(containsText(sql.ref<string>('search_text'), filter.text));
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

/**
 * The listing's order: the listing index's own (slug is unique, so it is total), so deep pages
 * walk the index instead of sorting every listed company first.
 */
function memberListingOrder<O>(query: SelectQueryBuilder<Database, 'companies', O>) {
  return query.orderBy('search_text').orderBy('membership_type').orderBy('slug');
}

/** The company columns a card shows. */
const CARD_COLUMNS = [
  'companies.id',
  'slug',
  'name',
  'logo_url',
  'membership_type',
  'valid_until',
  'member_since',
  'website',
] as const;

/** The offices (in the order they were added) and services of the companies `ids` selects. */
/** The queries for the offices and services of the companies `ids` names, for their cards. */
function cardDetailQueries(
  db: Db,
  ids: number[] | SelectQueryBuilder<Database, 'companies', { id: number }>,
) {
  return {
    offices: db
      .selectFrom('company_offices')
      .select(['company_id', 'country', 'city', 'is_head_office'])
      .where('company_id', 'in', ids)
      .orderBy('company_id')
      .orderBy('id'),
    services: db
      .selectFrom('company_services')
      .select(['company_id', 'service'])
      .where('company_id', 'in', ids),
  };
}

async function cardDetails(
  db: Db,
  ids: number[] | SelectQueryBuilder<Database, 'companies', { id: number }>,
) {
  const queries = cardDetailQueries(db, ids);
  const [offices, services] = await Promise.all([queries.offices.execute(), queries.services.execute()]);
  return { offices, services };
}

type CardRow = Pick<
  Selectable<CompaniesTable>,
  'slug' | 'name' | 'logo_url' | 'membership_type' | 'valid_until' | 'member_since' | 'website'
>;
export interface CardOffice {
  country: string;
  city: string;
  is_head_office: number | boolean;
}

/** One company's card in the listing; `offices` in the order they were added. */
export function memberCard(
  row: CardRow,
  offices: CardOffice[],
  services: MemberPage['items'][number]['services'],
) {
  const head = offices.find((office) => Number(office.is_head_office) === 1) ?? offices[0];
  return {
    slug: row.slug ?? '',
    name: row.name,
    logoUrl: row.logo_url,
    country: head?.country ?? '',
    countryName: head ? countryName(head.country) : '',
    city: head?.city ?? '',
    officeCount: offices.length,
    status: row.membership_type,
    validUntil: row.valid_until,
    memberSince: row.member_since,
    services,
    website: row.website,
  };
}

/** The fields a sort other than by name compares. */
type SortKeys = Pick<MemberCard, 'memberSince' | 'countryName'>;

/**
 * How the sorts other than by name order two companies; equal ones keep the listing's own
 * order (a stable sort of a list in that order). Shared by the SQL search and the listing index
 * so both answer alike. Companies without a date or an office come last.
 */
export function sortComparator(sort: Exclude<DirectorySort, 'name'>): (a: SortKeys, b: SortKeys) => number {
  if (sort === 'newest') {
    return (a, b) => {
      const [first, second] = [a.memberSince ?? '', b.memberSince ?? ''];
      return first === second ? 0 : first < second ? 1 : -1;
    };
  }
  return (a, b) =>
    a.countryName === b.countryName
      ? 0
      : !a.countryName
        ? 1
        : !b.countryName
          ? -1
          : a.countryName.localeCompare(b.countryName, 'en');
}

/**
 * A page in an order other than by name: every match's sort keys in the listing's order, sorted
 * here with the listing index's comparator (country names are not in the database to sort by).
 */
async function idsSortedBy(companies: Companies, sort: Exclude<DirectorySort, 'name'>, start: number) {
  const keys = await memberListingOrder(
    companies.select((eb) => [
      'companies.id',
      'member_since',
      eb
        .selectFrom('company_offices')
        .select('company_offices.country')
        .whereRef('company_offices.company_id', '=', 'companies.id')
        .orderBy('company_offices.is_head_office', 'desc')
        .orderBy('company_offices.id')
        .limit(1)
        .as('country'),
    ]),
  ).execute();
  const compare = sortComparator(sort);
  const sorted = keys
    .map((row) => ({
      id: row.id,
      memberSince: row.member_since,
      countryName: row.country ? countryName(row.country) : '',
    }))
    .sort(compare);
  return { total: sorted.length, ids: sorted.slice(start, start + PAGE_SIZE).map((row) => row.id) };
}

type MemberCard = MemberPage['items'][number];

export async function searchMembers(db: Db, search: DirectorySearch, viewer: Viewer): Promise<MemberPage> {
  const page = search.page ?? 1;
  const start = (page - 1) * PAGE_SIZE;
  const companies = listedCompanies(db, search, viewer);
  let totalItems: number;
  let rows: Array<{ id: number } & CardRow>;
  if (!search.sort || search.sort === 'name') {
    const [{ count }, pageRows] = await Promise.all([
      companies.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      memberListingOrder(companies.select(CARD_COLUMNS)).limit(PAGE_SIZE).offset(start).execute(),
    ]);
    totalItems = Number(count);
    rows = pageRows;
  } else {
    const { total, ids } = await idsSortedBy(companies, search.sort, start);
    totalItems = total;
    const unordered =
      ids.length === 0
        ? []
        : await db.selectFrom('companies').select(CARD_COLUMNS).where('companies.id', 'in', ids).execute();
    const byId = new Map(unordered.map((row) => [row.id, row]));
    rows = ids.flatMap((id) => byId.get(id) ?? []);
  }
  const ids = rows.map((row) => row.id);
  const { offices, services } = ids.length === 0 ? { offices: [], services: [] } : await cardDetails(db, ids);
  return {
    items: rows.map((row) =>
      memberCard(
        row,
        offices.filter((office) => office.company_id === row.id),
        orderedServices(services.filter((s) => s.company_id === row.id).map((s) => s.service)),
      ),
    ),
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
    // Counted with the lapsed members, whom choosing their status lists.
    listedCompanies(db, { ...filter, status: undefined }, viewer, { withLapsed: true })
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
    statuses: statusIds.map((id) => ({ id, label: statusLabel(id), count: statusCount.get(id) ?? 0 })),
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

/** Members counted on the map and in the home page's figures: listed, with a paid membership. */
const ACTIVE_STATUSES = ['premium', 'standard_active'] as const;

const activeCompanyIds = (db: Db) =>
  db
    .selectFrom('companies')
    .select('companies.id')
    .where('slug', 'is not', null)
    .where('membership_type', 'in', ACTIVE_STATUSES);

/** Active members per country (a company with offices in three countries counts in each). */
export async function memberMap(db: Db): Promise<MemberMap> {
  const [{ count }, rows] = await Promise.all([
    db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('slug', 'is not', null)
      .where('membership_type', 'in', ACTIVE_STATUSES)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('company_offices')
      .select(['country', (eb) => eb.fn.count<number>('company_id').distinct().as('count')])
      .where('company_id', 'in', activeCompanyIds(db))
      .groupBy('country')
      .execute(),
  ]);
  return {
    members: Number(count),
    countries: rows
      .flatMap((row) => {
        const point = COUNTRY_POINTS[row.country];
        // A territory too small for the world map's scale is still counted, just not drawn.
        const [x, y] = point ?? [-1, -1];
        return [{ code: row.country, name: countryName(row.country), count: Number(row.count), x, y }];
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en')),
  };
}

/**
 * What the in-memory listing reads, as queries to read in slices: every listed company's card
 * and search text in the listing's order (the database's own collation, the order the SQL
 * search pages in), and their offices and services.
 */
export function listingQueries(db: Db) {
  const listed = db
    .selectFrom('companies')
    .where('slug', 'is not', null)
    .where('membership_type', '<>', 'pending');
  return {
    ...cardDetailQueries(db, listed.select('id')),
    companies: memberListingOrder(listed.select([...CARD_COLUMNS, 'search_text'])),
  };
}

/**
 * SQLite's count of commits made by other connections to the database file (a command-line
 * seed, a test's fixture); reading it costs microseconds.
 */
export async function sqliteDataVersion(db: Db): Promise<number | undefined> {
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return rows[0]?.data_version;
}
