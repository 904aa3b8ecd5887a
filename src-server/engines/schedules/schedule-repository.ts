import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { containsText } from '../../db/like';
import type { Database } from '../../db/tables';
import { SCHEDULE_LIMITS } from '../../../shared/schedules/limits';
import type { PortFinder } from '../../../shared/schedules/port-finder';
import {
  createScheduleIndex,
  MINUTES_PER_DAY,
  utcMinutesAround,
  type CallRecord,
  type CarrierRecord,
  type ScheduleData,
  type ScheduleIndex,
  type ServiceRecord,
  type VesselRecord,
  type VoyageRecord,
} from '../../../shared/schedules/schedule-index';
import type { DayWindow } from '../../../shared/schedules/search';
import { portCatalog } from '../ports/port-repository';
import { scheduleVersion } from './schedule-batch-repository';

/**
 * The rows each search needs, read with SQL from the full schedule data and handed to the
 * shared searches (`shared/schedules/search.ts`) — the same searches the offline snapshot
 * answers with, which a test holds equal.
 */

const MAX_TRANSIT = SCHEDULE_LIMITS.maxTransitDays * MINUTES_PER_DAY;
const MAX_WAIT = SCHEDULE_LIMITS.maxConnectionWaitDays * MINUTES_PER_DAY;
/** IN lists are sent in slices this long, well under both dialects' parameter limits. */
const SLICE = 500;

const isoOf = (minutes: number) => new Date(minutes * 60_000).toISOString();
const minutesOf = (iso: string | null) => (iso === null ? null : Math.round(Date.parse(iso) / 60_000));

type CallQuery = ReturnType<typeof callColumns>;

function callColumns(db: Db) {
  return db
    .selectFrom('transport_calls')
    .select([
      'transport_calls.id',
      'transport_calls.unlocode',
      'transport_calls.arrival_voyage_id',
      'transport_calls.departure_voyage_id',
      'transport_calls.arrival_at',
      'transport_calls.arrival_offset_minutes',
      'transport_calls.arrival_classifier',
      'transport_calls.departure_at',
      'transport_calls.departure_offset_minutes',
      'transport_calls.departure_classifier',
    ]);
}

async function readCalls(query: CallQuery): Promise<CallRecord[]> {
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    port: row.unlocode,
    arrivalVoyage: row.arrival_voyage_id,
    departureVoyage: row.departure_voyage_id,
    arrival: minutesOf(row.arrival_at),
    arrivalOffset: row.arrival_offset_minutes,
    arrivalClass: row.arrival_classifier,
    departure: minutesOf(row.departure_at),
    departureOffset: row.departure_offset_minutes,
    departureClass: row.departure_classifier,
  }));
}

/** Calls whose arrival or departure voyage is one of `voyages`, optionally only those leaving then. */
async function callsOfVoyages(
  db: Db,
  voyages: readonly number[],
  side: 'arrival' | 'departure' | 'either',
): Promise<CallRecord[]> {
  const unique = [...new Set(voyages)];
  const calls: CallRecord[] = [];
  for (let start = 0; start < unique.length; start += SLICE) {
    const slice = unique.slice(start, start + SLICE);
    calls.push(
      ...(await readCalls(
        callColumns(db).where((eb) =>
          side === 'arrival'
            ? eb('arrival_voyage_id', 'in', slice)
            : side === 'departure'
              ? eb('departure_voyage_id', 'in', slice)
              : eb.or([eb('arrival_voyage_id', 'in', slice), eb('departure_voyage_id', 'in', slice)]),
        ),
      )),
    );
  }
  return calls;
}

function uniqueCalls(...lists: CallRecord[][]): CallRecord[] {
  const byId = new Map<number, CallRecord>();
  for (const list of lists) for (const call of list) byId.set(call.id, call);
  return [...byId.values()];
}

/**
 * The small tables around the calls (voyages, services, vessels, carriers) and the ports that
 * have calls, read once per version of the schedule data: a search then reads only calls.
 */
interface Catalog {
  voyages: Map<number, VoyageRecord>;
  services: Map<number, ServiceRecord>;
  vessels: Map<number, VesselRecord>;
  carriers: CarrierRecord[];
  calledPorts: Set<string>;
}

const catalogs = new WeakMap<Db, { version: string; checkedAt: number; catalog: Promise<Catalog> }>();

async function readCatalog(db: Db): Promise<Catalog> {
  const [voyages, services, vessels, carriers, called] = await Promise.all([
    db.selectFrom('schedule_voyages').select(['id', 'service_id', 'vessel_id', 'voyage_number']).execute(),
    db
      .selectFrom('schedule_services')
      .innerJoin('carriers', 'carriers.id', 'schedule_services.carrier_id')
      .select([
        'schedule_services.id',
        'carriers.scac',
        'schedule_services.service_code',
        'schedule_services.service_name',
        'schedule_services.is_sample',
      ])
      .execute(),
    db
      .selectFrom('vessels')
      .select(['id', 'imo_number', 'name', 'is_dummy', 'operator_carrier_code'])
      .execute(),
    db.selectFrom('carriers').select(['scac', 'name']).orderBy('scac').execute(),
    db.selectFrom('transport_calls').select('unlocode').distinct().execute(),
  ]);
  return {
    voyages: new Map(
      voyages.map((row) => [
        row.id,
        { id: row.id, service: row.service_id, vessel: row.vessel_id, number: row.voyage_number },
      ]),
    ),
    services: new Map(
      services.map((row) => [
        row.id,
        {
          id: row.id,
          carrier: row.scac,
          code: row.service_code,
          name: row.service_name,
          sample: Number(row.is_sample) === 1,
        },
      ]),
    ),
    vessels: new Map(
      vessels.map((row) => [
        row.id,
        {
          id: row.id,
          imo: row.imo_number,
          name: row.name,
          dummy: Number(row.is_dummy) === 1,
          operator: row.operator_carrier_code,
        },
      ]),
    ),
    carriers,
    calledPorts: new Set(called.map((row) => row.unlocode)),
  };
}

/**
 * The catalog of the schedule data as it is now (one cheap query when nothing changed), or as it
 * was checked at most `maxAgeMs` ago: the port finder answers every keystroke, and which ports
 * have calls may well be a second old there.
 */
export async function scheduleCatalog(db: Db, maxAgeMs = 0): Promise<Catalog> {
  const recent = catalogs.get(db);
  if (recent && maxAgeMs > 0 && performance.now() - recent.checkedAt <= maxAgeMs) return recent.catalog;
  const version = await scheduleVersion(db);
  const checkedAt = performance.now();
  const cached = catalogs.get(db);
  if (cached?.version === version) {
    cached.checkedAt = checkedAt;
    return cached.catalog;
  }
  const catalog = readCatalog(db);
  catalogs.set(db, { version, checkedAt, catalog });
  catalog.catch(() => {
    if (catalogs.get(db)?.catalog === catalog) catalogs.delete(db);
  });
  return catalog;
}

/** Everything the searches need to read `calls`: their voyages, services, vessels and carriers. */
async function around(db: Db, calls: CallRecord[]): Promise<ScheduleData> {
  const voyageIds = new Set(calls.flatMap((call) => [call.arrivalVoyage, call.departureVoyage]));
  let catalog = await scheduleCatalog(db);
  // Calls stored after the catalog was read (an import in between) need a fresh one.
  if ([...voyageIds].some((id) => !catalog.voyages.has(id))) catalog = await readCatalog(db);
  const voyages = [...voyageIds].flatMap((id) => {
    const voyage = catalog.voyages.get(id);
    return voyage ? [voyage] : [];
  });
  const { ports, aliases } = await portCatalog(db);
  return {
    carriers: catalog.carriers,
    services: [...new Set(voyages.map((voyage) => voyage.service))].map((id) => catalog.services.get(id)!),
    vessels: [...new Set(voyages.map((voyage) => voyage.vessel))].map((id) => catalog.vessels.get(id)!),
    voyages,
    calls: calls.filter(
      (call) => catalog.voyages.has(call.arrivalVoyage) && catalog.voyages.has(call.departureVoyage),
    ),
    ports,
    aliases,
  };
}

/** A port's own code for a code or an alias of it. */
async function canonicalCode(db: Db, code: string): Promise<string> {
  const { aliases } = await portCatalog(db);
  return aliases.find(([alias]) => alias === code)?.[1] ?? code;
}

/**
 * For a route search: departures from the origin in the window with the rest of their
 * voyages; then, at the ports those voyages call (the possible hubs) and in the hours a
 * connection may leave, departures on voyages that reach the destination, with the rest of
 * those voyages. Nothing a connection could use is left out, and little else is read.
 */
export async function routeData(
  db: Db,
  fromCode: string,
  toCode: string,
  window: DayWindow,
  { transshipment, minConnectionHours }: { transshipment: 'direct' | 'one'; minConnectionHours: number },
): Promise<ScheduleData> {
  const from = await canonicalCode(db, fromCode);
  const to = await canonicalCode(db, toCode);
  const [lowMinute, highMinute] = utcMinutesAround(window.first, window.last);
  const [low, high, latest] = [lowMinute, highMinute, highMinute + MAX_TRANSIT].map(isoOf) as [
    string,
    string,
    string,
  ];
  const departing = db
    .selectFrom('transport_calls')
    .select('departure_voyage_id')
    .where('unlocode', '=', from)
    .where('departure_at', '>=', low)
    .where('departure_at', '<=', high);
  const outbound = await readCalls(
    callColumns(db).where((eb) =>
      eb.or([
        eb.and([eb('unlocode', '=', from), eb('departure_at', '>=', low), eb('departure_at', '<=', high)]),
        eb.and([
          eb('arrival_voyage_id', 'in', departing),
          eb('arrival_at', '>', low),
          eb('arrival_at', '<=', latest),
        ]),
      ]),
    ),
  );
  if (transshipment === 'direct') return around(db, outbound);

  const hubArrivals = outbound.filter(
    (call) => call.arrival !== null && call.port !== from && call.port !== to,
  );
  if (hubArrivals.length === 0) return around(db, outbound);
  const hubs = [...new Set(hubArrivals.map((call) => call.port))];
  const earliest = Math.min(...hubArrivals.map((call) => call.arrival!)) + minConnectionHours * 60;
  const lastest = Math.max(...hubArrivals.map((call) => call.arrival!)) + MAX_WAIT;
  const reachingDestination = db
    .selectFrom('transport_calls')
    .select('arrival_voyage_id')
    .where('unlocode', '=', to)
    .where('arrival_at', '>=', low)
    .where('arrival_at', '<=', latest);
  const connections: CallRecord[] = [];
  for (let start = 0; start < hubs.length; start += SLICE) {
    connections.push(
      ...(await readCalls(
        callColumns(db)
          .where('unlocode', 'in', hubs.slice(start, start + SLICE))
          .where('departure_at', '>=', isoOf(earliest))
          .where('departure_at', '<=', isoOf(lastest))
          .where('departure_voyage_id', 'in', reachingDestination),
      )),
    );
  }
  const onward = (
    await callsOfVoyages(
      db,
      connections.map((call) => call.departureVoyage),
      'arrival',
    )
  ).filter(
    (call) => call.arrival !== null && call.arrival > earliest && call.arrival <= highMinute + MAX_TRANSIT,
  );
  return around(db, uniqueCalls(outbound, connections, onward));
}

/** Calls arriving or leaving between two instants. */
const inWindowSql = (low: number, high: number) => (eb: ExpressionBuilder<Database, 'transport_calls'>) =>
  eb.or([
    eb.and([
      eb('transport_calls.arrival_at', '>=', isoOf(low)),
      eb('transport_calls.arrival_at', '<=', isoOf(high)),
    ]),
    eb.and([
      eb('transport_calls.departure_at', '>=', isoOf(low)),
      eb('transport_calls.departure_at', '<=', isoOf(high)),
    ]),
  ]);

/** For a port's calls: the calls there in the window and the voyages around them (where from, where next). */
export async function portCallData(db: Db, portCode: string, window: DayWindow): Promise<ScheduleData> {
  const port = await canonicalCode(db, portCode);
  const [low, high] = utcMinutesAround(window.first, window.last);
  const atPort = await readCalls(callColumns(db).where('unlocode', '=', port).where(inWindowSql(low, high)));
  const before = await callsOfVoyages(
    db,
    atPort.map((call) => call.arrivalVoyage),
    'departure',
  );
  const after = await callsOfVoyages(
    db,
    atPort.map((call) => call.departureVoyage),
    'arrival',
  );
  return around(db, uniqueCalls(atPort, before, after));
}

/** For a vessel search: vessels by IMO number or name and their calls in the window. */
export async function vesselData(db: Db, query: string, window: DayWindow): Promise<ScheduleData> {
  const wanted = query.trim().toLowerCase();
  const [low, high] = utcMinutesAround(window.first, window.last);
  const vessels = await db
    .selectFrom('vessels')
    .select('id')
    .where((eb) =>
      /^\d{7}$/.test(wanted)
        ? eb('imo_number', '=', wanted)
        : containsText(eb.fn<string>('lower', ['name']), wanted),
    )
    .execute();
  const calls: CallRecord[] = [];
  for (let start = 0; start < vessels.length; start += SLICE) {
    const ids = vessels.slice(start, start + SLICE).map((row) => row.id);
    calls.push(
      ...(await readCalls(
        callColumns(db)
          .innerJoin('schedule_voyages', 'schedule_voyages.id', 'transport_calls.departure_voyage_id')
          .where('schedule_voyages.vessel_id', 'in', ids)
          .where(inWindowSql(low, high)),
      )),
    );
  }
  return around(db, calls);
}

/**
 * For a carrier search: its services' calls in the window, then the whole voyage of each
 * service's first departure and the homebound voyage it turns into, for the rotation.
 */
export async function carrierData(
  db: Db,
  scac: string,
  window: DayWindow,
  /** the voyages rotations are read from, chosen by the shared search over the window's calls */
  rotationVoyages: (data: ScheduleData) => number[],
): Promise<ScheduleData> {
  const [low, high] = utcMinutesAround(window.first, window.last);
  const services = await db
    .selectFrom('schedule_services')
    .innerJoin('carriers', 'carriers.id', 'schedule_services.carrier_id')
    .select('schedule_services.id')
    .where('carriers.scac', '=', scac)
    .execute();
  if (services.length === 0) return around(db, []);
  const inWindow = await readCalls(
    callColumns(db)
      .where(
        'service_id',
        'in',
        services.map((row) => row.id),
      )
      .where(inWindowSql(low, high)),
  );
  const first = rotationVoyages(await around(db, inWindow));
  const outbound = await callsOfVoyages(db, first, 'either');
  const homebound = await callsOfVoyages(
    db,
    outbound.filter((call) => first.includes(call.arrivalVoyage)).map((call) => call.departureVoyage),
    'departure',
  );
  return around(db, uniqueCalls(inWindow, outbound, homebound));
}

/**
 * For a snapshot: every voyage with an arrival or departure between the first day and the
 * longest transit after the last, whole, so every search within the days finds what the
 * server finds.
 */
export async function snapshotData(db: Db, window: DayWindow): Promise<ScheduleData> {
  const [low, high] = utcMinutesAround(window.first, window.last);
  const inRange = (side: 'arrival_voyage_id' | 'departure_voyage_id') =>
    db
      .selectFrom('transport_calls')
      .select(side)
      .where(inWindowSql(low, high + MAX_TRANSIT));
  const calls = await readCalls(
    callColumns(db).where((eb) =>
      eb.or([
        eb('departure_voyage_id', 'in', inRange('departure_voyage_id')),
        eb('departure_voyage_id', 'in', inRange('arrival_voyage_id')),
        eb('arrival_voyage_id', 'in', inRange('departure_voyage_id')),
        eb('arrival_voyage_id', 'in', inRange('arrival_voyage_id')),
      ]),
    ),
  );
  return around(db, calls);
}

const wholeIndexes = new WeakMap<
  Db,
  { version: string; maxCalls: number; finder: PortFinder; index: Promise<ScheduleIndex | null> }
>();

async function readWholeIndex(db: Db, maxCalls: number, finder: PortFinder): Promise<ScheduleIndex | null> {
  const { count } = await db
    .selectFrom('transport_calls')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > maxCalls) return null;
  return createScheduleIndex(await around(db, await readCalls(callColumns(db))), { ports: finder });
}

/**
 * The whole schedule indexed in memory, built once per version of the data, so a search costs
 * lookups instead of queries; null when it has more than `maxCalls` calls, and then each search
 * reads only its own rows with the functions above. Both give the same answers (a test holds
 * them equal).
 */
export async function wholeScheduleIndex(
  db: Db,
  maxCalls: number,
  finder: PortFinder,
): Promise<ScheduleIndex | null> {
  if (maxCalls === 0) return null;
  const version = await scheduleVersion(db);
  const cached = wholeIndexes.get(db);
  if (cached?.version === version && cached.maxCalls === maxCalls && cached.finder === finder)
    return cached.index;
  const index = readWholeIndex(db, maxCalls, finder);
  wholeIndexes.set(db, { version, maxCalls, finder, index });
  index.catch(() => {
    if (wholeIndexes.get(db)?.index === index) wholeIndexes.delete(db);
  });
  return index;
}
