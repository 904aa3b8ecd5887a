import type { PointToPointQuery, PortScheduleQuery, VesselScheduleQuery } from '../../../shared/api/dcsa';
import { VESSEL_SCHEDULE_MAX_DAYS } from '../../../shared/api/dcsa';
import type { TimestampClassifier } from '../../../shared/schedules/model';
import { dcsaDateTime, pointToPoint } from '../../../shared/schedules/point-to-point';
import { dayNumber, isoDate, localDay } from '../../../shared/schedules/schedule-index';
import { routeKeyOf, type RouteKey } from '../../../shared/schedules/search';
import type { Db } from '../../db/database';
import { portCatalog } from '../../engines/ports/port-repository';
import { knownPort, routeAnswer } from '../../engines/schedules/route-search';
import type { SortKey } from './cursor';
import { callsAtPort, callsMatching, callsOfVoyages, type CallRow } from './schedule-call-repository';

/**
 * The schedules as DCSA Commercial Schedules 1.0.3 documents: point-to-point routings from the
 * member route search, port and vessel schedules read from the stored calls. Each item comes
 * with the sort key the pages are cut by and whether it is built from sample data.
 */
export interface ScheduleItem<T> {
  document: T;
  key: SortKey;
  sample: boolean;
}

/** Point-to-point: how far ahead departures are searched when no end date is given. */
const DEFAULT_ROUTE_WINDOW_DAYS = 28;
/** Port schedules: the days from `date` whose arrivals and departures are listed. */
const PORT_SCHEDULE_DAYS = 7;
/** Vessel schedules without dates: three months back and six ahead, as the standard suggests. */
const VESSEL_SCHEDULE_DAYS_BACK = 92;
const VESSEL_SCHEDULE_DAYS_AHEAD = 183;

/**
 * One page of point-to-point routings: the sailings after the cursor's in departure order, at
 * most `limit`, built for that page alone. The key carries how many came before, so solutions
 * are numbered 1, 2, 3… across a client's pages.
 */
export async function pointToPointPage(
  db: Db,
  indexMaxCalls: number,
  query: PointToPointQuery,
  { today, after, limit }: { today: string; after: SortKey | undefined; limit: number },
): Promise<{ items: ScheduleItem<ReturnType<typeof pointToPoint>>[]; more: boolean }> {
  // Every routing here is port to port; a request for store-door or CFS service has none.
  const portToPort = (type: string | undefined) => type === undefined || type === 'CY';
  if (!portToPort(query.receiptTypeAtOrigin) || !portToPort(query.deliveryTypeAtDestination)) {
    await knownPort(db, query.placeOfReceipt, 'placeOfReceipt');
    await knownPort(db, query.placeOfDelivery, 'placeOfDelivery');
    return { items: [], more: false };
  }
  const departFrom =
    query.departureStartDate ??
    (query.departureEndDate
      ? isoDate(Math.max(dayNumber(today), dayNumber(query.departureEndDate) - DEFAULT_ROUTE_WINDOW_DAYS + 1))
      : today);
  const departTo = query.departureEndDate ?? isoDate(dayNumber(departFrom) + DEFAULT_ROUTE_WINDOW_DAYS - 1);
  const before = after ? Number(after[3] ?? 0) : 0;
  const answer = await routeAnswer(
    db,
    indexMaxCalls,
    {
      from: query.placeOfReceipt,
      to: query.placeOfDelivery,
      departFrom,
      departTo,
      transshipment: query.maxTranshipment === 0 ? 'direct' : 'one',
      sort: 'departure',
    },
    {
      today,
      fields: { from: 'placeOfReceipt', to: 'placeOfDelivery' },
      slice: {
        ...(after ? { after: [Number(after[0]), Number(after[1]), String(after[2])] as RouteKey } : {}),
        count: limit,
        arrivalDays: {
          ...(query.arrivalStartDate ? { first: dayNumber(query.arrivalStartDate) } : {}),
          ...(query.arrivalEndDate ? { last: dayNumber(query.arrivalEndDate) } : {}),
        },
      },
    },
  );
  return {
    items: answer.sailings.map((sailing, position) => ({
      document: pointToPoint(sailing, before + position + 1, answer.ports),
      key: [...routeKeyOf(sailing), before + position + 1],
      sample: sailing.sample,
    })),
    more: answer.total > answer.sailings.length,
  };
}

const minutesOf = (iso: string) => Math.round(Date.parse(iso) / 60_000);

/** Whether the call's arrival or departure falls on a local day of the window, as DCSA matches. */
function onLocalDays(row: CallRow, first: number, last: number): boolean {
  const days = [
    row.arrival_at === null ? null : localDay(minutesOf(row.arrival_at), row.arrival_offset_minutes),
    row.departure_at === null ? null : localDay(minutesOf(row.departure_at), row.departure_offset_minutes),
  ];
  return days.some((day) => day !== null && day >= first && day <= last);
}

function timestamps(row: CallRow) {
  const stamp = (
    type: 'ARRI' | 'DEPA',
    at: string | null,
    offset: number | null,
    classifier: TimestampClassifier | null,
  ) =>
    at === null || classifier === null
      ? []
      : [
          {
            eventTypeCode: type,
            eventClassifierCode: classifier,
            eventDateTime: dcsaDateTime({ at, offsetMinutes: offset ?? 0, classifier }),
          },
        ];
  return [
    ...stamp('ARRI', row.arrival_at, row.arrival_offset_minutes, row.arrival_classifier),
    ...stamp('DEPA', row.departure_at, row.departure_offset_minutes, row.departure_classifier),
  ];
}

function vesselOf(row: CallRow) {
  return {
    ...(row.imo_number ? { vesselIMONumber: row.imo_number } : {}),
    name: row.vessel_name.slice(0, 50),
    ...(row.flag ? { flag: row.flag } : {}),
    ...(row.call_sign ? { callSign: row.call_sign } : {}),
    operatorCarrierCode: row.operator_carrier_code ?? row.scac,
    operatorCarrierCodeListProvider: 'NMFTA' as const,
  };
}

/** Sample schedules run on invented vessels: they are dummies however real their names sound. */
const isDummy = (row: CallRow) => Number(row.is_dummy) === 1 || Number(row.is_sample) === 1;

const firstTime = (row: CallRow) => row.arrival_at ?? row.departure_at ?? '';

async function portName(db: Db, code: string, fallback: string | null): Promise<string | undefined> {
  const name = (await portCatalog(db)).finder.byCode(code)?.name ?? fallback ?? undefined;
  return name && name !== code ? name.slice(0, 100) : undefined;
}

/** Port schedules: the port's arrivals and departures on the seven local days from `date`. */
export async function portScheduleItems(db: Db, query: PortScheduleQuery) {
  const port = await knownPort(db, query.UNLocationCode, 'UNLocationCode');
  const first = dayNumber(query.date);
  const last = first + PORT_SCHEDULE_DAYS - 1;
  const rows = (await callsAtPort(db, port, { first, last }))
    .filter((row) => onLocalDays(row, first, last) && timestamps(row).length > 0)
    .sort((a, b) => (firstTime(a) < firstTime(b) ? -1 : firstTime(a) > firstTime(b) ? 1 : a.id - b.id));
  const locationName = await portName(db, port, rows[0]?.location_name ?? null);
  const document = {
    location: { UNLocationCode: port, ...(locationName ? { locationName } : {}) },
    vesselSchedules: rows.map((row) => ({
      servicePartners: [
        {
          carrierCode: row.scac,
          carrierCodeListProvider: 'NMFTA' as const,
          carrierServiceName: row.service_name.slice(0, 50),
          carrierServiceCode: row.service_code,
          carrierImportVoyageNumber: row.import_voyage,
          carrierExportVoyageNumber: row.export_voyage,
        },
      ],
      vessel: vesselOf(row),
      isDummyVessel: isDummy(row),
      timestamps: timestamps(row),
    })),
  };
  return [{ document, key: [port], sample: rows.some((row) => Number(row.is_sample) === 1) }];
}

/** The window a vessel-schedules request covers, in local days: the dates given, or the standard's defaults. */
function vesselScheduleWindow(query: VesselScheduleQuery, today: string): { first: number; last: number } {
  const now = dayNumber(today);
  if (query.startDate && query.endDate)
    return { first: dayNumber(query.startDate), last: dayNumber(query.endDate) };
  if (query.startDate) {
    const first = dayNumber(query.startDate);
    return {
      first,
      last: Math.max(first, Math.min(now + VESSEL_SCHEDULE_DAYS_AHEAD, first + VESSEL_SCHEDULE_MAX_DAYS - 1)),
    };
  }
  if (query.endDate) {
    const last = dayNumber(query.endDate);
    return {
      first: Math.min(last, Math.max(now - VESSEL_SCHEDULE_DAYS_BACK, last - VESSEL_SCHEDULE_MAX_DAYS + 1)),
      last,
    };
  }
  return { first: now - VESSEL_SCHEDULE_DAYS_BACK, last: now + VESSEL_SCHEDULE_DAYS_AHEAD };
}

/**
 * Vessel schedules: the calls that match every filter given, on a local day of the window;
 * then, unless only the matched calls are asked for, the whole voyages they belong to (the
 * arrival and departure voyage of each). One service schedule per service, one vessel
 * schedule per vessel in it, its calls in calling order.
 */
export async function vesselScheduleItems(db: Db, query: VesselScheduleQuery, today: string) {
  const { first, last } = vesselScheduleWindow(query, today);
  const port = query.UNLocationCode
    ? ((await portCatalog(db)).finder.byCode(query.UNLocationCode)?.unlocode ?? query.UNLocationCode)
    : undefined;
  // No voyage carries a DCSA universal voyage reference here, so asking for one finds nothing.
  const matched = query.universalVoyageReference
    ? []
    : (await callsMatching(db, { ...query, port }, { first, last })).filter((row) =>
        onLocalDays(row, first, last),
      );
  const rows =
    query.responseScope === 'MATCHED_CALLS'
      ? matched
      : await callsOfVoyages(db, [
          ...new Set(matched.flatMap((row) => [row.arrival_voyage_id, row.departure_voyage_id])),
        ]);

  const services = new Map<number, { rows: CallRow[] }>();
  for (const row of rows) {
    if (timestamps(row).length === 0) continue;
    (
      services.get(row.service_id) ?? services.set(row.service_id, { rows: [] }).get(row.service_id)!
    ).rows.push(row);
  }
  const items = [...services.values()].map(({ rows: serviceRows }) => {
    const head = serviceRows[0]!;
    const byVessel = new Map<number, CallRow[]>();
    for (const row of serviceRows)
      (byVessel.get(row.vessel_id) ?? byVessel.set(row.vessel_id, []).get(row.vessel_id)!).push(row);
    const vesselSchedules = [...byVessel.values()]
      .map((calls) =>
        calls.sort((a, b) =>
          firstTime(a) < firstTime(b) ? -1 : firstTime(a) > firstTime(b) ? 1 : a.sequence - b.sequence,
        ),
      )
      .sort((a, b) => (firstTime(a[0]!) < firstTime(b[0]!) ? -1 : 1))
      .map((calls) => ({
        vessel: vesselOf(calls[0]!),
        isDummyVessel: isDummy(calls[0]!),
        transportCalls: calls.map((row) => ({
          transportCallReference: row.transport_call_reference.slice(0, 100),
          carrierImportVoyageNumber: row.import_voyage,
          carrierExportVoyageNumber: row.export_voyage,
          location: {
            UNLocationCode: row.unlocode,
            ...(row.location_name ? { locationName: row.location_name.slice(0, 100) } : {}),
            ...(row.facility_code ? { facilitySMDGCode: row.facility_code.slice(0, 6) } : {}),
          },
          timestamps: timestamps(row),
        })),
      }));
    return {
      document: {
        carrierServiceName: head.service_name.slice(0, 50),
        carrierServiceCode: head.service_code,
        ...(head.universal_service_reference
          ? { universalServiceReference: head.universal_service_reference }
          : {}),
        vesselSchedules,
      },
      key: [head.scac, head.service_code, head.service_id] as SortKey,
      sample: Number(head.is_sample) === 1,
    };
  });
  return items;
}
