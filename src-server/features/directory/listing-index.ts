import {
  PAGE_SIZE,
  type DirectorySearch,
  type DirectorySort,
  type MemberPage,
} from '../../../shared/api/directory';
import { readInSlices, type Db } from '../../db/database';
import { orderedServices } from '../../services/company-repository';
import {
  listingQueries,
  memberCard,
  sortComparator,
  sqliteDataVersion,
  type CardOffice,
} from './search-repository';

type Card = MemberPage['items'][number];

interface Entry {
  card: Card;
  /** the lowercase text column the SQL search matches with LIKE */
  searchText: string;
}

/**
 * The public listing (every listed company, in the listing's order) held in memory, so a
 * search is a scan of compact entries instead of four SQL queries. Profiling showed a
 * search's time going to SQLite counting and sorting thousands of rows on the event loop for
 * every distinct filter and page; here the database is read once per change and a search
 * costs a fraction of a millisecond. Answers equal the SQL search's (a test compares them).
 */
export class ListingIndex {
  /** each other sort's rank of every position, computed when first asked for */
  private readonly ranks = new Map<Exclude<DirectorySort, 'name'>, Int32Array>();

  private constructor(
    private readonly entries: Entry[],
    /** every entry's search text in listing order, each followed by a NUL */
    private readonly allText: string,
    /** where each entry's text starts in `allText` */
    private readonly textStarts: Int32Array,
    /** the positions listed when no status is chosen: lapsed members are left out */
    private readonly unfiltered: number[],
    private readonly byPlace: Map<string, number[]>,
    private readonly byService: Map<string, number[]>,
    private readonly byStatus: Map<string, number[]>,
  ) {}

  /**
   * Reads the listing a slice at a time and lets requests through between slices: the server
   * goes on answering searches from the previous index while this one is built.
   */
  static async load(db: Db): Promise<ListingIndex> {
    const queries = listingQueries(db);
    const officesOf = new Map<number, CardOffice[]>();
    for await (const rows of readInSlices(db, queries.offices)) groupInto(officesOf, rows);
    const servicesOf = new Map<number, { service: string }[]>();
    for await (const rows of readInSlices(db, queries.services)) groupInto(servicesOf, rows);

    const entries: Entry[] = [];
    const byPlace = new Map<string, number[]>();
    const byService = new Map<string, number[]>();
    const byStatus = new Map<string, number[]>();
    const unfiltered: number[] = [];
    const post = (map: Map<string, number[]>, key: string, position: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [position]);
      else if (list.at(-1) !== position) list.push(position);
    };
    // The database's own order (its collation), the order the SQL search pages in.
    for await (const rows of readInSlices(db, queries.companies)) {
      for (const row of rows) {
        const position = entries.length;
        const own = officesOf.get(row.id) ?? [];
        const serviceIds = (servicesOf.get(row.id) ?? []).map((service) => service.service);
        entries.push({
          card: memberCard(row, own, orderedServices(serviceIds)),
          searchText: row.search_text,
        });
        for (const office of own) {
          post(byPlace, office.country, position);
          post(byPlace, `${office.country}\0${office.city}`, position);
        }
        for (const service of serviceIds) post(byService, service, position);
        post(byStatus, row.membership_type, position);
        if (row.membership_type !== 'standard_inactive') unfiltered.push(position);
      }
    }
    const textStarts = new Int32Array(entries.length);
    let offset = 0;
    for (const [position, entry] of entries.entries()) {
      textStarts[position] = offset;
      offset += entry.searchText.length + 1;
    }
    const allText = entries.map((entry) => `${entry.searchText}\0`).join('');
    return new ListingIndex(entries, allText, textStarts, unfiltered, byPlace, byService, byStatus);
  }

  /** How many companies a search without filters lists. */
  get size(): number {
    return this.unfiltered.length;
  }

  private rankIn(sort: Exclude<DirectorySort, 'name'>): Int32Array {
    let rank = this.ranks.get(sort);
    if (!rank) {
      const compare = sortComparator(sort);
      const order = this.entries
        .map((_, position) => position)
        .sort((a, b) => compare(this.entries[a]!.card, this.entries[b]!.card));
      rank = new Int32Array(order.length);
      for (const [place, position] of order.entries()) rank[position] = place;
      this.ranks.set(sort, rank);
    }
    return rank;
  }

  /**
   * The positions whose text contains `text`, in listing order: one native scan of all the
   * texts at once, which is several times faster than testing each entry's text in turn.
   */
  private containing(text: string): number[] {
    const found: number[] = [];
    if (text.includes('\0')) return found;
    const starts = this.textStarts;
    let position = 0;
    for (let at = this.allText.indexOf(text); at >= 0;) {
      // Matches come in listing order, so the entry holding this one is at or after the last:
      // the last start at or before the match, found by halving.
      let high = starts.length - 1;
      while (position < high) {
        const middle = (position + high + 1) >> 1;
        if (starts[middle]! <= at) position = middle;
        else high = middle - 1;
      }
      found.push(position);
      position += 1;
      at = position < starts.length ? this.allText.indexOf(text, starts[position]!) : -1;
    }
    return found;
  }

  /** The public (non-admin) answer to a search, as `searchMembers` gives it. */
  search(search: DirectorySearch): MemberPage {
    const page = search.page ?? 1;
    const text = search.text ? search.text.toLowerCase() : undefined;
    const place = search.country
      ? search.city
        ? `${search.country}\0${search.city}`
        : search.country
      : undefined;
    // The positions each filter allows.
    const lists: number[][] = [];
    if (search.status)
      lists.push(search.status === 'pending' ? [] : (this.byStatus.get(search.status) ?? []));
    else lists.push(this.unfiltered);
    if (place) lists.push(this.byPlace.get(place) ?? []);
    if (search.service) lists.push(this.byService.get(search.service) ?? []);
    if (text) lists.push(this.containing(text));
    // Every list is in listing order, and a company matches when it is on all of them.
    lists.sort((a, b) => a.length - b.length);
    let matching = lists[0]!;
    for (const other of lists.slice(1)) matching = intersection(matching, other);
    const start = (page - 1) * PAGE_SIZE;
    let pagePositions: number[];
    if (!search.sort || search.sort === 'name') {
      pagePositions = matching.slice(start, start + PAGE_SIZE);
    } else {
      const rank = this.rankIn(search.sort);
      pagePositions = [...matching].sort((a, b) => rank[a]! - rank[b]!).slice(start, start + PAGE_SIZE);
    }
    const items = pagePositions.map((position) => this.entries[position]!.card);
    const total = matching.length;
    return { items, total_items: total, total_pages: Math.ceil(total / PAGE_SIZE), page };
  }
}

/** The positions on both ascending lists, walking the longer one no further than needed. */
function intersection(shorter: readonly number[], longer: readonly number[]): number[] {
  const both: number[] = [];
  let at = 0;
  for (const position of shorter) {
    while (at < longer.length && longer[at]! < position) at += 1;
    if (at === longer.length) break;
    if (longer[at] === position) both.push(position);
  }
  return both;
}

function groupInto<T>(groups: Map<number, T[]>, rows: readonly (T & { company_id: number })[]): void {
  for (const row of rows) {
    const list = groups.get(row.company_id);
    if (list) list.push(row);
    else groups.set(row.company_id, [row]);
  }
}

export interface LiveListing {
  /** The index, including every change published since it was built, at most `ttlMs` old. */
  get(): Promise<ListingIndex>;
  /** A company changed: the next search waits for an index that includes the change. */
  invalidate(): void;
}

/**
 * SQLite counts commits made by other connections (a command-line seed, a test's fixture):
 * checking the counter costs microseconds and catches them at once.
 */
async function otherWritersVersion(db: Db, dialect: 'sqlite' | 'postgres'): Promise<number | undefined> {
  return dialect === 'sqlite' ? sqliteDataVersion(db) : undefined;
}

/**
 * Keeps the index current: a published change (from any instance) makes the next search wait
 * for a rebuild begun after it; so does a write by another SQLite connection; anything else
 * done behind the server's back shows once the index is `ttlMs` old. Past half that age the
 * index is rebuilt while searches go on using it, so in steady traffic no search waits for the
 * periodic rebuild.
 */
export function liveListing(db: Db, ttlMs: number, dialect: 'sqlite' | 'postgres'): LiveListing {
  type Build = { generation: number; version: number | undefined };
  let current: (Build & { index: ListingIndex; builtAt: number }) | undefined;
  let building: (Build & { promise: Promise<ListingIndex> }) | undefined;
  let generation = 0;

  const rebuild = (version: number | undefined): Promise<ListingIndex> => {
    // eslint-disable-next-line no-restricted-syntax -- an in-memory index's age, not a date anyone sees
    const started: Build & { at: number } = { generation, version, at: Date.now() };
    const promise = ListingIndex.load(db)
      .then((index) => {
        if (!current || current.generation <= started.generation) {
          current = {
            index,
            builtAt: started.at,
            generation: started.generation,
            version: started.version,
          };
        }
        return index;
      })
      .finally(() => {
        if (building?.promise === promise) building = undefined;
      });
    building = { promise, generation: started.generation, version: started.version };
    return promise;
  };

  return {
    async get() {
      const version = await otherWritersVersion(db, dialect);
      const same = (build: Build | undefined) =>
        build?.generation === generation && build.version === version;
      if (current && same(current)) {
        // eslint-disable-next-line no-restricted-syntax -- an in-memory index's age, not a date anyone sees
        const age = Date.now() - current.builtAt;
        if (age < ttlMs) {
          // A failed early rebuild is retried, and reported, by the search that finds the index too old.
          if (age >= ttlMs / 2 && !building) rebuild(version).catch(() => undefined);
          return current.index;
        }
      }
      // Requests arriving during a rebuild share it.
      if (building && same(building)) return building.promise;
      return rebuild(version);
    },
    invalidate() {
      generation += 1;
    },
  };
}
