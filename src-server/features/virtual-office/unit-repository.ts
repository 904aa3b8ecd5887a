import type { ExpressionBuilder, Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../shared/constants';
import { fromMinorUnits, toMinorUnits } from '../../../shared/domain/money';
import {
  type TransportUnit,
  type UnitType,
  type UnitValues,
  type UnitView,
} from '../../../shared/api/virtual-office';
import { GOOD_STANDING } from '../../../shared/domain/standing';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** Who is asking: listings say whether this member may change them. */
export interface Viewer {
  userId: number;
  companyId: number;
  isAdmin: boolean;
}

export interface UnitFilters {
  view: UnitView;
  type?: UnitType;
  country?: string;
  city?: string;
}

/** The owner columns of a listing: enough to decide who may change it. */
export interface UnitOwner {
  id: number;
  companyId: number;
  createdBy: number | null;
}

/** The one normal form of a city for search: trimmed, lower-cased, single-spaced. */
function cityKey(city: string): string {
  return city.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** The listing's creator, a colleague at the same company, or an admin. */
export function mayEdit(viewer: Viewer, owner: Omit<UnitOwner, 'id'>): boolean {
  return viewer.isAdmin || owner.companyId === viewer.companyId || owner.createdBy === viewer.userId;
}

type Tx = Kysely<Database>;

function unitColumns(eb: ExpressionBuilder<Database, 'transport_units' | 'companies' | 'users'>) {
  return [
    'transport_units.id',
    'transport_units.company_id',
    'transport_units.created_by',
    'transport_units.name',
    'transport_units.type',
    'transport_units.registration_number',
    'transport_units.rate_model',
    'transport_units.rate_amount_minor',
    'transport_units.currency',
    'transport_units.available_from',
    'transport_units.available_until',
    'transport_units.notes',
    'transport_units.created_at',
    'transport_units.updated_at',
    'companies.name as company_name',
    eb.fn.coalesce('users.first_name', eb.val('')).as('creator_first_name'),
    eb.fn.coalesce('users.last_name', eb.val('')).as('creator_last_name'),
    eb.ref('users.id').as('creator_id'),
  ] as const;
}

/**
 * Listings of companies whose membership is not in good standing (an application under review,
 * a lapsed membership) are hidden from members until it is; admins see them all.
 */
function selectUnits(db: Db, viewer: Viewer) {
  return db
    .selectFrom('transport_units')
    .innerJoin('companies', 'companies.id', 'transport_units.company_id')
    .leftJoin('users', 'users.id', 'transport_units.created_by')
    .$if(!viewer.isAdmin, (query) => query.where('companies.membership_type', 'in', [...GOOD_STANDING]));
}

type UnitRow = Awaited<ReturnType<ReturnType<typeof unitQuery>['executeTakeFirstOrThrow']>>;
function unitQuery(db: Db, viewer: Viewer) {
  return selectUnits(db, viewer).select((eb) => unitColumns(eb));
}

async function zonesOf(db: Db, unitIds: number[]) {
  const zones = new Map<number, { country: string; city: string | null }[]>();
  if (unitIds.length === 0) return zones;
  const rows = await db
    .selectFrom('transport_unit_zones')
    .select(['unit_id', 'country', 'city'])
    .where('unit_id', 'in', unitIds)
    .orderBy('unit_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = zones.get(row.unit_id) ?? [];
    list.push({ country: row.country, city: row.city });
    zones.set(row.unit_id, list);
  }
  return zones;
}

function toTransportUnit(
  row: UnitRow,
  zones: { country: string; city: string | null }[],
  viewer: Viewer,
): TransportUnit {
  const creatorName = `${row.creator_first_name} ${row.creator_last_name}`.trim();
  return {
    id: Number(row.id),
    name: row.name,
    type: row.type,
    registrationNumber: row.registration_number,
    zones,
    rateModel: row.rate_model,
    rateAmount: fromMinorUnits(Number(row.rate_amount_minor), row.currency),
    currency: row.currency,
    availableFrom: row.available_from,
    availableUntil: row.available_until,
    notes: row.notes,
    company: { id: Number(row.company_id), name: row.company_name },
    createdBy: row.creator_id === null ? null : { name: creatorName },
    canEdit: mayEdit(viewer, {
      companyId: Number(row.company_id),
      createdBy: row.created_by === null ? null : Number(row.created_by),
    }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findUnit(db: Db, id: number, viewer: Viewer): Promise<TransportUnit | undefined> {
  const row = await unitQuery(db, viewer).where('transport_units.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const zones = await zonesOf(db, [Number(row.id)]);
  return toTransportUnit(row, zones.get(Number(row.id)) ?? [], viewer);
}

export async function findUnitOwner(db: Db, id: number): Promise<UnitOwner | undefined> {
  const row = await db
    .selectFrom('transport_units')
    .select(['id', 'company_id', 'created_by'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    createdBy: row.created_by === null ? null : Number(row.created_by),
  };
}

/** Listings matching the filters, newest change first, one page of PAGE_SIZE. */
export async function searchUnits(
  db: Db,
  filters: UnitFilters,
  page: number,
  viewer: Viewer,
): Promise<{ items: TransportUnit[]; totalItems: number }> {
  let query = selectUnits(db, viewer);
  if (filters.view === 'mine') query = query.where('transport_units.created_by', '=', viewer.userId);
  if (filters.view === 'company') query = query.where('transport_units.company_id', '=', viewer.companyId);
  if (filters.type) query = query.where('transport_units.type', '=', filters.type);
  if (filters.country || filters.city) {
    const { country } = filters;
    const city = filters.city ? cityKey(filters.city) : undefined;
    // A zone without a city covers its whole country, so it matches a search for any city there.
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('transport_unit_zones')
          .select('transport_unit_zones.unit_id')
          .whereRef('transport_unit_zones.unit_id', '=', 'transport_units.id')
          .$if(country !== undefined, (zones) => zones.where('transport_unit_zones.country', '=', country!))
          .$if(city !== undefined, (zones) =>
            zones.where((zone) =>
              country === undefined
                ? zone('transport_unit_zones.city_key', '=', city!)
                : zone.or([
                    zone('transport_unit_zones.city_key', '=', city!),
                    zone('transport_unit_zones.city_key', 'is', null),
                  ]),
            ),
          ),
      ),
    );
  }

  const counted = await query
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select((eb) => unitColumns(eb))
    .orderBy('transport_units.updated_at', 'desc')
    .orderBy('transport_units.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const zones = await zonesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return {
    items: rows.map((row) => toTransportUnit(row, zones.get(Number(row.id)) ?? [], viewer)),
    totalItems: Number(counted.total),
  };
}

function columnsOf(values: UnitValues, now: string) {
  return {
    name: values.name,
    type: values.type,
    registration_number: values.registrationNumber,
    rate_model: values.rateModel,
    // The contract has already refused amounts that do not convert.
    rate_amount_minor: toMinorUnits(values.rateAmount, values.currency)!,
    currency: values.currency,
    available_from: values.availableFrom,
    available_until: values.availableUntil,
    notes: values.notes,
    updated_at: now,
  };
}

async function replaceZones(trx: Tx, unitId: number, zones: UnitValues['zones']): Promise<void> {
  await trx.deleteFrom('transport_unit_zones').where('unit_id', '=', unitId).execute();
  await trx
    .insertInto('transport_unit_zones')
    .values(
      zones.map((zone, position) => ({
        unit_id: unitId,
        position,
        country: zone.country,
        city: zone.city,
        city_key: zone.city === null ? null : cityKey(zone.city),
      })),
    )
    .execute();
}

/** Adds a listing for the member's company, zones included, in one transaction. */
export async function insertUnit(
  db: Db,
  values: UnitValues,
  owner: { userId: number; companyId: number },
  at: Date,
): Promise<number> {
  const now = at.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('transport_units')
      .values({
        ...columnsOf(values, now),
        company_id: owner.companyId,
        created_by: owner.userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceZones(trx, Number(id), values.zones);
    return Number(id);
  });
}

/** Changes a listing and its zones together; the company and creator stay as they were. */
export async function updateUnit(db: Db, id: number, values: UnitValues, at: Date): Promise<void> {
  const now = at.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('transport_units').set(columnsOf(values, now)).where('id', '=', id).execute();
    await replaceZones(trx, id, values.zones);
  });
}

export async function deleteUnitById(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('transport_unit_zones').where('unit_id', '=', id).execute();
    await trx.deleteFrom('transport_units').where('id', '=', id).execute();
  });
}
