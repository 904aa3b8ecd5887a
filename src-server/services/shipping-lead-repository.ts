import type { Selectable } from 'kysely';
import {
  airChargeable,
  cargoTotals,
  roadChargeable,
  seaChargeable,
  type CargoTotals,
  type PieceLine,
} from '../../shared/calculator/cargo';
import { placeRows, placeText } from '../../shared/domain/lead-places';
import { groupThousands } from '../../shared/domain/numbers';
import {
  EQUIPMENT_LABELS,
  INCOTERM_LABELS,
  LEAD_MODE_LABELS,
  type EquipmentType,
  type LeadMode,
  type LeadState,
  type LeadView,
  type RequesterView,
} from '../../shared/api/shipping-leads';
import type { Db } from '../db/database';
import type { ShippingLeadsTable } from '../db/tables';
import { countryName } from './country-name';
import { placeView, type PortLookup } from './port-places';

/**
 * Shipping leads as rows: written by the lead form and by members' calculator widgets, read by
 * the board, the review queue and the shipper's private page. One mapping from row to what the
 * API shows lives here.
 */

export type LeadRow = Selectable<ShippingLeadsTable>;
export type EquipmentLine = { type: EquipmentType; count: number };

export interface NewLead {
  status: 'pending' | 'direct';
  source: 'form' | 'widget';
  addressedCompanyId: number | null;
  /** the member company of the signed-in member who sent it */
  requesterCompanyId: number | null;
  requester: {
    name: string;
    company: string | null;
    email: string;
    phone: string | null;
    country: string;
  };
  shipment: {
    mode: LeadMode;
    origin: { country: string; port: string | null; city: string | null };
    destination: { country: string; port: string | null; city: string | null };
    equipment: EquipmentLine[];
    pieces: PieceLine[];
    commodity: string;
    hazardous: boolean;
    readyDate: string;
    incoterm: LeadRow['incoterm'];
    notes: string | null;
  };
  idempotencyKey: string | null;
  ip: string;
  /** JSON */
  attribution: string | null;
}

/** Inserts a lead with its containers; call it inside the transaction that queues its emails. */
export async function insertLead(trx: Db, lead: NewLead, now: Date): Promise<number> {
  const { requester, shipment } = lead;
  const { id } = await trx
    .insertInto('shipping_leads')
    .values({
      status: lead.status,
      source: lead.source,
      addressed_company_id: lead.addressedCompanyId,
      requester_company_id: lead.requesterCompanyId,
      requester_name: requester.name,
      requester_company: requester.company,
      requester_email: requester.email,
      requester_phone: requester.phone,
      requester_country: requester.country,
      mode: shipment.mode,
      origin_country: shipment.origin.country,
      origin_port: shipment.origin.port,
      origin_city: shipment.origin.city,
      destination_country: shipment.destination.country,
      destination_port: shipment.destination.port,
      destination_city: shipment.destination.city,
      pieces: JSON.stringify(shipment.pieces),
      commodity: shipment.commodity,
      hazardous: shipment.hazardous ? 1 : 0,
      ready_date: shipment.readyDate,
      incoterm: shipment.incoterm,
      notes: shipment.notes,
      idempotency_key: lead.idempotencyKey,
      ip: lead.ip,
      attribution: lead.attribution,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (shipment.equipment.length > 0) {
    await trx
      .insertInto('shipping_lead_equipment')
      .values(shipment.equipment.map((line, position) => ({ lead_id: id, position, ...line })))
      .execute();
  }
  return id;
}

/** A lead the caller knows exists, such as one it has just inserted. */
export async function getLead(db: Db, id: number): Promise<LeadRow> {
  return db.selectFrom('shipping_leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The member companies that sent these leads (those with a public profile), by lead. */
export async function postingCompanies(
  db: Db,
  leads: readonly Pick<LeadRow, 'id' | 'requester_company_id'>[],
): Promise<Map<number, { name: string; slug: string }>> {
  const companyIds = [...new Set(leads.flatMap((lead) => lead.requester_company_id ?? []))];
  if (companyIds.length === 0) return new Map();
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'name', 'slug'])
    .where('id', 'in', companyIds)
    .where('slug', 'is not', null)
    .execute();
  const byId = new Map(companies.map((company) => [company.id, { name: company.name, slug: company.slug! }]));
  const byLead = new Map<number, { name: string; slug: string }>();
  for (const lead of leads) {
    const company = lead.requester_company_id === null ? undefined : byId.get(lead.requester_company_id);
    if (company) byLead.set(lead.id, company);
  }
  return byLead;
}

/** The containers of each lead, in the shipper's order. */
export async function equipmentOf(db: Db, leadIds: readonly number[]): Promise<Map<number, EquipmentLine[]>> {
  const byLead = new Map<number, EquipmentLine[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .selectFrom('shipping_lead_equipment')
    .select(['lead_id', 'type', 'count'])
    .where('lead_id', 'in', [...leadIds])
    .orderBy('lead_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const lines = byLead.get(row.lead_id) ?? [];
    lines.push({ type: row.type, count: row.count });
    byLead.set(row.lead_id, lines);
  }
  return byLead;
}

/** Where a lead stands now: a published lead past its day is expired without anyone touching it. */
export function leadState(row: Pick<LeadRow, 'status' | 'expires_at'>, now: Date): LeadState {
  if (row.status === 'published') {
    return row.expires_at !== null && row.expires_at <= now.toISOString() ? 'expired' : 'open';
  }
  return row.status;
}

/** `ports` names the lead's ports: read it with `portCatalog` before any transaction. */
export function toLeadView(row: LeadRow, equipment: EquipmentLine[], now: Date, ports: PortLookup): LeadView {
  const pieces = JSON.parse(row.pieces) as PieceLine[];
  return {
    id: row.id,
    state: leadState(row, now),
    mode: row.mode,
    origin: placeView(ports, row.origin_country, row.origin_port, row.origin_city),
    destination: placeView(ports, row.destination_country, row.destination_port, row.destination_city),
    equipment,
    pieces,
    totals: pieces.length > 0 ? cargoTotals(pieces) : null,
    commodity: row.commodity,
    hazardous: row.hazardous === 1,
    readyDate: row.ready_date,
    incoterm: row.incoterm,
    notes: row.notes,
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
  };
}

export function toRequesterView(row: LeadRow): RequesterView {
  return {
    name: row.requester_name,
    company: row.requester_company,
    email: row.requester_email,
    phone: row.requester_phone,
    country: row.requester_country,
  };
}

/** `Jebel Ali (AEJEA), United Arab Emirates to Rotterdam (NLRTM), Netherlands` */
export function laneText(lead: Pick<LeadView, 'origin' | 'destination'>): string {
  return `${placeText(lead.origin, countryName)} to ${placeText(lead.destination, countryName)}`;
}

const kg = (value: number) => `${groupThousands(Math.round(value * 10) / 10)} kg`;

function piecesText(totals: CargoTotals): string {
  const pieces = `${totals.pieces} piece${totals.pieces === 1 ? '' : 's'}`;
  return `${pieces}, ${totals.volumeCbm.toFixed(3)} m³, ${kg(totals.weightKg)} gross`;
}

/**
 * What the shipper asks to move, written for the lead's kind: containers for FCL, the packing
 * list and what a forwarder charges on (W/M at sea, volumetric weight by air and road) for the
 * others. A line is never left empty: what the shipper did not say is said.
 */
function cargoRows(lead: LeadView): [string, string][] {
  const totals = lead.pieces.length > 0 ? cargoTotals(lead.pieces) : null;
  switch (lead.mode) {
    case 'sea-fcl':
      return [
        [
          'Containers',
          lead.equipment.length > 0
            ? lead.equipment.map((line) => `${line.count} × ${EQUIPMENT_LABELS[line.type]}`).join(', ')
            : 'Not stated: no standard container fits the pieces given, so ask the shipper',
        ],
        ...(totals ? [['Packing list', piecesText(totals)] as [string, string]] : []),
      ];
    case 'sea-lcl': {
      if (!totals) return [['Cargo', 'No packing list given: ask the shipper']];
      const sea = seaChargeable(totals);
      return [
        ['Cargo', piecesText(totals)],
        ['Chargeable (W/M)', `${sea.revenueTons.toFixed(3)} revenue tons`],
      ];
    }
    case 'air': {
      if (!totals) return [['Cargo', 'No packing list given: ask the shipper']];
      const air = airChargeable(lead.pieces);
      return [
        ['Cargo', piecesText(totals)],
        ['Chargeable weight', `${kg(air.chargeableKg)} (volumetric ${kg(air.volumetricKg)} at 1:6,000)`],
      ];
    }
    case 'road': {
      if (!totals) return [['Cargo', 'No packing list given: ask the shipper']];
      const road = roadChargeable(totals);
      return [
        ['Cargo', piecesText(totals)],
        ['Chargeable weight', `${kg(road.chargeableKg)} (1 m³ counted as 333 kg)`],
      ];
    }
  }
}

/** A lead's shipment as label–value lines for an email; no contact details. */
export function shipmentDetails(lead: LeadView): [string, string | null][] {
  return [
    ...placeRows(lead, countryName),
    ['Mode', LEAD_MODE_LABELS[lead.mode]],
    ...cargoRows(lead),
    ['Goods', `${lead.commodity}${lead.hazardous ? ' (dangerous goods)' : ''}`],
    ['Ready on', lead.readyDate],
    ['Incoterms® 2020', lead.incoterm ? INCOTERM_LABELS[lead.incoterm] : 'Not agreed yet'],
    ['Notes', lead.notes],
  ];
}

/** The shipper's contact details as label–value lines. */
export function requesterDetails(requester: RequesterView): [string, string | null][] {
  return [
    ['Name', requester.name],
    ['Company', requester.company],
    ['Email', requester.email],
    ['Phone', requester.phone],
    ['Country', countryName(requester.country)],
  ];
}
