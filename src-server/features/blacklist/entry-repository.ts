import { sql, type Selectable } from 'kysely';
import {
  PUBLISHED_STATUSES,
  type BlacklistEntry,
  type BlacklistFile,
  type BlacklistStatus,
  type EntryValues,
} from '../../../shared/api/blacklist';
import type { Db } from '../../db/database';
import { containsText } from '../../db/like';
import type { BlacklistEntriesTable, BlacklistFilesTable } from '../../db/tables';
import { toHistoryItem } from './history-repository';

/** Who is looking: members see only published entries and no history. */
export interface Viewer {
  isAdmin: boolean;
}

export interface EntryFilter {
  status?: BlacklistStatus | undefined;
  country?: string | undefined;
  city?: string | undefined;
  /** part of the name or of another name, any case */
  text?: string | undefined;
}

type Places = BlacklistEntry['countries'];

function searchText(companyName: string, aliases: readonly string[]): string {
  return [companyName, ...aliases].join('\n').toLowerCase();
}

function visibleStatuses(viewer: Viewer, wanted: BlacklistStatus | undefined): BlacklistStatus[] | 'all' {
  if (viewer.isAdmin) return wanted ? [wanted] : 'all';
  if (!wanted) return [...PUBLISHED_STATUSES];
  return PUBLISHED_STATUSES.includes(wanted) ? [wanted] : [];
}

export function toFile(row: Selectable<BlacklistFilesTable>): BlacklistFile {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    fromCompany: row.response_id !== null,
    createdAt: row.created_at,
  };
}

function groupPlaces(rows: { country: string; city: string | null }[]): Places {
  const places: Places = [];
  for (const row of rows) {
    let place = places.find((entry) => entry.country === row.country);
    if (!place) {
      place = { country: row.country, cities: [] };
      places.push(place);
    }
    if (row.city !== null) place.cities.push(row.city);
  }
  return places;
}

/** Rows to API objects, with everything each entry carries, in a few queries for the whole list. */
async function hydrate(
  db: Db,
  rows: Selectable<BlacklistEntriesTable>[],
  viewer: Viewer,
): Promise<BlacklistEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [places, files, responses, history] = await Promise.all([
    db.selectFrom('blacklist_places').selectAll().where('entry_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('blacklist_files').selectAll().where('entry_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('blacklist_response_links')
      .select(['id', 'entry_id', 'responder_name', 'statement', 'responded_at'])
      .where('entry_id', 'in', ids)
      .where('responded_at', 'is not', null)
      .orderBy('id')
      .execute(),
    viewer.isAdmin
      ? db
          .selectFrom('blacklist_history')
          .leftJoin('users', 'users.id', 'blacklist_history.actor_user_id')
          .selectAll('blacklist_history')
          .select(['users.first_name', 'users.last_name'])
          .where('blacklist_history.entry_id', 'in', ids)
          .orderBy('blacklist_history.id', 'desc')
          .execute()
      : Promise.resolve([]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    companyName: row.company_name,
    aliases: JSON.parse(row.aliases) as string[],
    countries: groupPlaces(places.filter((place) => place.entry_id === row.id)),
    reasons: JSON.parse(row.reasons) as string[],
    managers: JSON.parse(row.managers) as string[],
    status: row.status,
    blacklisted: PUBLISHED_STATUSES.includes(row.status),
    files: files.filter((file) => file.entry_id === row.id).map(toFile),
    responses: responses
      .filter((response) => response.entry_id === row.id)
      .map((response) => ({
        id: response.id,
        responderName: response.responder_name ?? '',
        statement: response.statement ?? '',
        respondedAt: response.responded_at ?? '',
      })),
    history: history.filter((item) => item.entry_id === row.id).map(toHistoryItem),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** Newest first, so an entry just added leads the list. */
export async function listEntries(db: Db, viewer: Viewer, filter: EntryFilter): Promise<BlacklistEntry[]> {
  const statuses = visibleStatuses(viewer, filter.status);
  if (statuses !== 'all' && statuses.length === 0) return [];
  let query = db.selectFrom('blacklist_entries').selectAll().orderBy('id', 'desc');
  if (statuses !== 'all') query = query.where('status', 'in', statuses);
  if (filter.text) {
    query = query.where(containsText(sql.ref<string>('search_text'), filter.text));
  }
  if (filter.country) {
    const { country, city } = filter;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('blacklist_places')
          .select('blacklist_places.id')
          .whereRef('blacklist_places.entry_id', '=', 'blacklist_entries.id')
          .where('blacklist_places.country', '=', country)
          .$if(city !== undefined, (places) => places.where('blacklist_places.city', '=', city ?? '')),
      ),
    );
  } else if (filter.city) {
    const city = filter.city;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('blacklist_places')
          .select('blacklist_places.id')
          .whereRef('blacklist_places.entry_id', '=', 'blacklist_entries.id')
          .where('blacklist_places.city', '=', city),
      ),
    );
  }
  return hydrate(db, await query.execute(), viewer);
}

/** The entry as the viewer may see it, or undefined when it does not exist for them. */
export async function findEntry(db: Db, viewer: Viewer, id: number): Promise<BlacklistEntry | undefined> {
  let query = db.selectFrom('blacklist_entries').selectAll().where('id', '=', id);
  if (!viewer.isAdmin) query = query.where('status', 'in', [...PUBLISHED_STATUSES]);
  const row = await query.executeTakeFirst();
  return row ? (await hydrate(db, [row], viewer))[0] : undefined;
}

async function writePlaces(trx: Db, entryId: number, countries: EntryValues['countries']): Promise<void> {
  await trx.deleteFrom('blacklist_places').where('entry_id', '=', entryId).execute();
  const rows = countries.flatMap(
    ({ country, cities }): { entry_id: number; country: string; city: string | null }[] =>
      cities.length === 0
        ? [{ entry_id: entryId, country, city: null }]
        : [...new Set(cities)].map((city) => ({ entry_id: entryId, country, city })),
  );
  await trx.insertInto('blacklist_places').values(rows).execute();
}

function entryColumns(values: EntryValues) {
  return {
    company_name: values.companyName,
    aliases: JSON.stringify(values.aliases),
    reasons: JSON.stringify(values.reasons),
    managers: JSON.stringify(values.managers),
    search_text: searchText(values.companyName, values.aliases),
  };
}

export async function insertEntry(
  trx: Db,
  values: EntryValues,
  createdBy: number,
  now: Date,
): Promise<number> {
  const { id } = await trx
    .insertInto('blacklist_entries')
    .values({
      ...entryColumns(values),
      status: 'reported',
      created_by: createdBy,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writePlaces(trx, id, values.countries);
  return id;
}

/** The names of the fields whose values differ, for the history. */
export function changedFields(before: BlacklistEntry, after: EntryValues): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const normalisedCountries = after.countries.map(({ country, cities }) => ({
    country,
    cities: [...new Set(cities)],
  }));
  const fields: [keyof EntryValues, unknown, unknown][] = [
    ['companyName', before.companyName, after.companyName],
    ['aliases', before.aliases, after.aliases],
    ['countries', before.countries, normalisedCountries],
    ['reasons', before.reasons, after.reasons],
    ['managers', before.managers, after.managers],
  ];
  return fields.filter(([, a, b]) => !same(a, b)).map(([field]) => field);
}

export async function updateEntry(trx: Db, id: number, values: EntryValues, now: Date): Promise<void> {
  await trx
    .updateTable('blacklist_entries')
    .set({ ...entryColumns(values), updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  await writePlaces(trx, id, values.countries);
}

/** Moves the entry only if it is still in `from`, so two admins deciding at once cannot both win. */
export async function setStatus(
  trx: Db,
  id: number,
  from: BlacklistStatus,
  to: BlacklistStatus,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('blacklist_entries')
    .set({ status: to, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchEntry(trx: Db, id: number, now: Date): Promise<void> {
  await trx
    .updateTable('blacklist_entries')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** The hashes of the stored content of the entry's files. */
export async function fileHashesOfEntry(db: Db, entryId: number): Promise<string[]> {
  const files = await db
    .selectFrom('blacklist_files')
    .select('sha256')
    .where('entry_id', '=', entryId)
    .execute();
  return files.map((file) => file.sha256);
}

export async function deleteEntry(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blacklist_entries').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

function publishedPlaces(db: Db, viewer: Viewer) {
  let query = db
    .selectFrom('blacklist_places')
    .innerJoin('blacklist_entries', 'blacklist_entries.id', 'blacklist_places.entry_id');
  if (!viewer.isAdmin) query = query.where('blacklist_entries.status', 'in', [...PUBLISHED_STATUSES]);
  return query;
}

export async function listCountries(db: Db, viewer: Viewer): Promise<string[]> {
  const rows = await publishedPlaces(db, viewer)
    .select('blacklist_places.country')
    .distinct()
    .orderBy('blacklist_places.country')
    .execute();
  return rows.map((row) => row.country);
}

export async function listCities(db: Db, viewer: Viewer, country: string): Promise<string[]> {
  const rows = await publishedPlaces(db, viewer)
    .select('blacklist_places.city')
    .distinct()
    .where('blacklist_places.country', '=', country)
    .where('blacklist_places.city', 'is not', null)
    .execute();
  return rows
    .map((row) => row.city)
    .filter((city): city is string => city !== null)
    .sort((a, b) => a.localeCompare(b));
}

export async function listManagers(db: Db, viewer: Viewer): Promise<string[]> {
  let query = db.selectFrom('blacklist_entries').select('managers');
  if (!viewer.isAdmin) query = query.where('status', 'in', [...PUBLISHED_STATUSES]);
  const names = (await query.execute()).flatMap((row) => JSON.parse(row.managers) as string[]);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}
