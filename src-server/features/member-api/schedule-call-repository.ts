import type { ExpressionBuilder } from 'kysely';
import type { VesselScheduleQuery } from '../../../shared/api/dcsa';
import { utcMinutesAround } from '../../../shared/schedules/schedule-index';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** The stored transport calls, read with their service, carrier, voyages and vessel. */

type CallQuery = ReturnType<typeof callRows>;

function callRows(db: Db) {
  return db
    .selectFrom('transport_calls')
    .innerJoin('schedule_services as service', 'service.id', 'transport_calls.service_id')
    .innerJoin('carriers', 'carriers.id', 'service.carrier_id')
    .innerJoin('schedule_voyages as inbound', 'inbound.id', 'transport_calls.arrival_voyage_id')
    .innerJoin('schedule_voyages as outbound', 'outbound.id', 'transport_calls.departure_voyage_id')
    .innerJoin('vessels', 'vessels.id', 'outbound.vessel_id')
    .select([
      'transport_calls.id',
      'transport_calls.transport_call_reference',
      'transport_calls.sequence',
      'transport_calls.unlocode',
      'transport_calls.location_name',
      'transport_calls.facility_code',
      'transport_calls.arrival_voyage_id',
      'transport_calls.departure_voyage_id',
      'transport_calls.arrival_at',
      'transport_calls.arrival_offset_minutes',
      'transport_calls.arrival_classifier',
      'transport_calls.departure_at',
      'transport_calls.departure_offset_minutes',
      'transport_calls.departure_classifier',
      'service.id as service_id',
      'service.service_code',
      'service.service_name',
      'service.universal_service_reference',
      'service.is_sample',
      'carriers.scac',
      'inbound.voyage_number as import_voyage',
      'outbound.voyage_number as export_voyage',
      'vessels.id as vessel_id',
      'vessels.imo_number',
      'vessels.name as vessel_name',
      'vessels.operator_carrier_code',
      'vessels.flag',
      'vessels.call_sign',
      'vessels.is_dummy',
    ]);
}

export type CallRow = Awaited<ReturnType<CallQuery['execute']>>[number];

const isoOf = (minutes: number) => new Date(minutes * 60_000).toISOString();

/** Calls with an arrival or departure in the UTC minutes that hold the local days. */
const aroundDays = (first: number, last: number) => {
  const [low, high] = utcMinutesAround(first, last).map(isoOf) as [string, string];
  return (eb: ExpressionBuilder<Database, 'transport_calls'>) =>
    eb.or([
      eb.and([eb('transport_calls.arrival_at', '>=', low), eb('transport_calls.arrival_at', '<=', high)]),
      eb.and([eb('transport_calls.departure_at', '>=', low), eb('transport_calls.departure_at', '<=', high)]),
    ]);
};

/** Local days, as day numbers: the window a schedule request covers. */
interface DayWindow {
  first: number;
  last: number;
}

/**
 * The port's calls with an arrival or departure in the UTC minutes that hold the local days;
 * the caller keeps those on the local days themselves.
 */
export async function callsAtPort(db: Db, port: string, window: DayWindow): Promise<CallRow[]> {
  return callRows(db)
    .where('transport_calls.unlocode', '=', port)
    .where(aroundDays(window.first, window.last))
    .execute();
}

/**
 * The calls that match every vessel-schedule filter given (`port` being the known UN/LOCODE of
 * the port asked for), around the local days of the window.
 */
export async function callsMatching(
  db: Db,
  query: Omit<VesselScheduleQuery, 'UNLocationCode'> & { port: string | undefined },
  window: DayWindow,
): Promise<CallRow[]> {
  let matching = callRows(db).where(aroundDays(window.first, window.last));
  if (query.vesselIMONumber) matching = matching.where('vessels.imo_number', '=', query.vesselIMONumber);
  if (query.vesselName)
    matching = matching.where((eb) =>
      eb(eb.fn('lower', ['vessels.name']), '=', query.vesselName!.toLowerCase()),
    );
  if (query.carrierServiceCode)
    matching = matching.where('service.service_code', '=', query.carrierServiceCode);
  if (query.universalServiceReference)
    matching = matching.where('service.universal_service_reference', '=', query.universalServiceReference);
  if (query.carrierVoyageNumber) {
    const voyage = query.carrierVoyageNumber;
    matching = matching.where((eb) =>
      eb.or([eb('inbound.voyage_number', '=', voyage), eb('outbound.voyage_number', '=', voyage)]),
    );
  }
  if (query.port) matching = matching.where('transport_calls.unlocode', '=', query.port);
  if (query.facilitySMDGCode)
    matching = matching.where('transport_calls.facility_code', '=', query.facilitySMDGCode);
  if (query.vesselOperatorCarrierCode) {
    const operator = query.vesselOperatorCarrierCode;
    matching = matching.where((eb) =>
      eb.or([
        eb('vessels.operator_carrier_code', '=', operator),
        eb.and([eb('vessels.operator_carrier_code', 'is', null), eb('carriers.scac', '=', operator)]),
      ]),
    );
  }
  return matching.execute();
}

/** Calls on the voyages given (each of whose arrival or departure voyage is one of them). */
export async function callsOfVoyages(db: Db, voyages: number[]): Promise<CallRow[]> {
  const rows: CallRow[] = [];
  const SLICE = 500;
  for (let start = 0; start < voyages.length; start += SLICE) {
    const slice = voyages.slice(start, start + SLICE);
    rows.push(
      ...(await callRows(db)
        .where((eb) =>
          eb.or([
            eb('transport_calls.arrival_voyage_id', 'in', slice),
            eb('transport_calls.departure_voyage_id', 'in', slice),
          ]),
        )
        .execute()),
    );
  }
  return rows;
}

/** Whether the schedules on record include the generated sample ones. */
export async function hasSampleSchedules(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('schedule_services')
    .select('id')
    .where('is_sample', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
