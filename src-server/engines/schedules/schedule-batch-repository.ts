import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';
import type { ScheduleBatch, ScheduleCall, ScheduleVessel } from './vessel-schedules';

type Executor = Kysely<Database> | Transaction<Database>;

const BATCH_SIZE = 400;

export interface StoreCounts {
  services: number;
  vessels: number;
  voyages: number;
  calls: number;
}

const SCHEDULES_VERSION = 'schedules';

/** Marks the schedule data as changed, so snapshots and caches built from it are rebuilt. */
async function bumpScheduleVersion(db: Executor, now = new Date()): Promise<string> {
  const version = `${now.toISOString()}-${randomBytes(4).toString('hex')}`;
  await db
    .insertInto('reference_data')
    .values({ name: SCHEDULES_VERSION, version, updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ version, updated_at: now.toISOString() }))
    .execute();
  return version;
}

/** The version read in flight per database: searches arriving meanwhile share its answer. */
const versionReads = new WeakMap<Executor, Promise<string>>();

/**
 * The schedule data's change marker, or 'empty' before anything was stored. Every search checks
 * it, so that an import on another instance shows at once; searches that arrive while one read
 * is on its way share that read instead of queueing their own for the database's connections.
 */
export function scheduleVersion(db: Executor): Promise<string> {
  const inFlight = versionReads.get(db);
  if (inFlight) return inFlight;
  const read = db
    .selectFrom('reference_data')
    .select('version')
    .where('name', '=', SCHEDULES_VERSION)
    .executeTakeFirst()
    .then((row) => row?.version ?? 'empty')
    .finally(() => {
      if (versionReads.get(db) === read) versionReads.delete(db);
    });
  versionReads.set(db, read);
  return read;
}

/** A read begun before this instance's own change committed must not answer for after it. */
function forgetVersionRead(db: Executor): void {
  versionReads.delete(db);
}

async function vesselId(trx: Executor, vessel: ScheduleVessel, now: string): Promise<number> {
  const values = {
    name: vessel.name,
    operator_carrier_code: vessel.operatorCarrierCode,
    flag: vessel.flag,
    call_sign: vessel.callSign,
    is_dummy: vessel.isDummy ? 1 : 0,
    updated_at: now,
  };
  if (vessel.imoNumber) {
    const row = await trx
      .insertInto('vessels')
      .values({ ...values, imo_number: vessel.imoNumber })
      .onConflict((conflict) => conflict.column('imo_number').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  // Without an IMO number, a vessel is known by its name and operator.
  let query = trx
    .selectFrom('vessels')
    .select('id')
    .where('imo_number', 'is', null)
    .where('name', '=', vessel.name);
  query = vessel.operatorCarrierCode
    ? query.where('operator_carrier_code', '=', vessel.operatorCarrierCode)
    : query.where('operator_carrier_code', 'is', null);
  const existing = await query.executeTakeFirst();
  if (existing) {
    await trx.updateTable('vessels').set(values).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const row = await trx
    .insertInto('vessels')
    .values({ ...values, imo_number: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function callRow(
  call: ScheduleCall,
  serviceId: number,
  voyageIds: Map<string, number>,
  canonicalCode: (code: string) => string,
) {
  return {
    service_id: serviceId,
    arrival_voyage_id: voyageIds.get(call.arrivalVoyage)!,
    departure_voyage_id: voyageIds.get(call.departureVoyage)!,
    transport_call_reference: call.reference,
    sequence: call.sequence,
    unlocode: canonicalCode(call.unlocode),
    location_name: call.locationName,
    facility_code: call.facilityCode,
    arrival_at: call.arrival?.at ?? null,
    arrival_offset_minutes: call.arrival?.offsetMinutes ?? null,
    arrival_classifier: call.arrival?.classifier ?? null,
    departure_at: call.departure?.at ?? null,
    departure_offset_minutes: call.departure?.offsetMinutes ?? null,
    departure_classifier: call.departure?.classifier ?? null,
  };
}

/**
 * Stores a checked batch in one transaction. A document carries whole voyages (DCSA's default
 * FULL_VOYAGE scope), so for every voyage it names, the calls it gives replace the calls held:
 * importing a voyage again updates it (calls dropped from the rotation disappear) and never
 * duplicates it. Codes that are aliases of a port (the index's CNSGH) are stored as the port's.
 */
export async function storeSchedules(
  db: Db,
  batch: ScheduleBatch,
  {
    sample = false,
    replaceSample = false,
    now = new Date(),
  }: {
    sample?: boolean;
    /** remove every sample schedule first, in the same transaction */
    replaceSample?: boolean;
    now?: Date;
  } = {},
): Promise<StoreCounts> {
  const stamp = now.toISOString();
  const stored = await db.transaction().execute(async (trx) => {
    if (replaceSample) await deleteSampleSchedules(trx);
    const carriers = new Map(
      (await trx.selectFrom('carriers').select(['id', 'scac']).execute()).map((row) => [row.scac, row.id]),
    );
    const aliases = new Map(
      (await trx.selectFrom('port_aliases').select(['code', 'unlocode']).execute()).map((row) => [
        row.code,
        row.unlocode,
      ]),
    );
    const canonicalCode = (code: string) => aliases.get(code) ?? code;
    const counts: StoreCounts = { services: 0, vessels: 0, voyages: 0, calls: 0 };
    const vessels = new Set<number>();

    for (const service of batch.services) {
      const carrierId = carriers.get(service.carrier);
      if (carrierId === undefined) throw new Error(`Carrier ${service.carrier} vanished from the registry`);
      const serviceValues = {
        service_name: service.name,
        universal_service_reference: service.universalServiceReference,
        updated_at: stamp,
      };
      const { id: serviceId } = await trx
        .insertInto('schedule_services')
        .values({
          carrier_id: carrierId,
          service_code: service.code,
          is_sample: sample ? 1 : 0,
          ...serviceValues,
        })
        .onConflict((conflict) =>
          conflict.columns(['carrier_id', 'service_code', 'is_sample']).doUpdateSet(serviceValues),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      counts.services += 1;

      for (const run of service.vesselRuns) {
        const vesselKey = await vesselId(trx, run.vessel, stamp);
        vessels.add(vesselKey);
        const numbers = [...new Set(run.calls.flatMap((call) => [call.arrivalVoyage, call.departureVoyage]))];
        const voyageIds = new Map<string, number>();
        for (let start = 0; start < numbers.length; start += BATCH_SIZE) {
          const rows = await trx
            .insertInto('schedule_voyages')
            .values(
              numbers.slice(start, start + BATCH_SIZE).map((voyage_number) => ({
                service_id: serviceId,
                vessel_id: vesselKey,
                voyage_number,
                updated_at: stamp,
              })),
            )
            .onConflict((conflict) =>
              conflict
                .columns(['service_id', 'vessel_id', 'voyage_number'])
                .doUpdateSet({ updated_at: stamp }),
            )
            .returning(['id', 'voyage_number'])
            .execute();
          rows.forEach((row) => voyageIds.set(row.voyage_number, row.id));
        }
        counts.voyages += numbers.length;

        const ids = [...voyageIds.values()];
        const references = run.calls.map((call) => call.reference);
        for (let start = 0; start < Math.max(ids.length, references.length); start += BATCH_SIZE) {
          const someIds = ids.slice(start, start + BATCH_SIZE);
          const someReferences = references.slice(start, start + BATCH_SIZE);
          await trx
            .deleteFrom('transport_calls')
            .where('service_id', '=', serviceId)
            .where((eb) =>
              eb.or([
                ...(someIds.length > 0
                  ? [eb('arrival_voyage_id', 'in', someIds), eb('departure_voyage_id', 'in', someIds)]
                  : []),
                ...(someReferences.length > 0 ? [eb('transport_call_reference', 'in', someReferences)] : []),
              ]),
            )
            .execute();
        }
        for (let start = 0; start < run.calls.length; start += BATCH_SIZE) {
          await trx
            .insertInto('transport_calls')
            .values(
              run.calls
                .slice(start, start + BATCH_SIZE)
                .map((call) => callRow(call, serviceId, voyageIds, canonicalCode)),
            )
            .execute();
        }
        counts.calls += run.calls.length;
      }
      await deleteEmptyVoyages(trx, serviceId);
    }
    counts.vessels = vessels.size;
    await bumpScheduleVersion(trx, now);
    return counts;
  });
  forgetVersionRead(db);
  return stored;
}

async function deleteEmptyVoyages(trx: Executor, serviceId: number): Promise<void> {
  await trx
    .deleteFrom('schedule_voyages')
    .where('service_id', '=', serviceId)
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb
              .selectFrom('transport_calls')
              .select('id')
              .whereRef('arrival_voyage_id', '=', 'schedule_voyages.id'),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('transport_calls')
              .select('id')
              .whereRef('departure_voyage_id', '=', 'schedule_voyages.id'),
          ),
        ),
      ]),
    )
    .execute();
}

/** Vessels no voyage mentions any more. */
async function deleteUnusedVessels(trx: Executor): Promise<void> {
  await trx
    .deleteFrom('vessels')
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('schedule_voyages').select('id').whereRef('vessel_id', '=', 'vessels.id')),
      ),
    )
    .execute();
}

async function deleteSampleSchedules(trx: Executor): Promise<number> {
  const { numDeletedRows } = await trx
    .deleteFrom('schedule_services')
    .where('is_sample', '=', 1)
    .executeTakeFirst();
  await deleteUnusedVessels(trx);
  return Number(numDeletedRows);
}

/** Removes every generated sample schedule (and the sample vessels with them). */
export async function removeSampleSchedules(db: Db, now = new Date()): Promise<number> {
  const removed = await db.transaction().execute(async (trx) => {
    const count = await deleteSampleSchedules(trx);
    await bumpScheduleVersion(trx, now);
    return count;
  });
  forgetVersionRead(db);
  return removed;
}
