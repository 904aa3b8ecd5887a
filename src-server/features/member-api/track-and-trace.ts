import type { EventsQuery } from '../../../shared/api/dcsa';
import type { ReferenceKind } from '../../../shared/tracking/events';
import type { Db } from '../../db/database';
import { compareKeys, type SortKey } from './cursor';
import { referencesOfEvents, watchedEventRows } from './tracking-event-repository';

/**
 * Track & Trace 2.2 events of the shipments on a company's watchlists (every colleague's): the
 * events as the carriers sent them (checked against the standard when they were stored), with
 * the standard's filters. Nothing outside the company's watchlists is ever read.
 */

interface StoredEvent {
  document: Record<string, unknown>;
  eventType: string;
  typeCode: string;
  eventId: string;
  createdAt: number;
  happensAt: number;
  unlocode: string | null;
  sample: boolean;
  references: { kind: ReferenceKind; reference: string }[];
}

async function watchedEvents(db: Db, companyId: number): Promise<StoredEvent[]> {
  const rows = await watchedEventRows(db, companyId);
  const references = await referencesOfEvents(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    document: JSON.parse(row.document) as Record<string, unknown>,
    eventType: row.event_type,
    typeCode: row.type_code,
    eventId: row.event_id,
    createdAt: Date.parse(row.event_created_at),
    happensAt: Date.parse(row.event_at),
    unlocode: row.unlocode,
    sample: Number(row.is_sample) === 1,
    references: references.get(row.id) ?? [],
  }));
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const concerns = (event: StoredEvent, kind: ReferenceKind, reference: string) =>
  event.references.some((ref) => ref.kind === kind && ref.reference === reference.toUpperCase());

const OPERATORS = {
  eventCreatedDateTime: (a: number, b: number) => a === b,
  'eventCreatedDateTime:eq': (a: number, b: number) => a === b,
  'eventCreatedDateTime:gte': (a: number, b: number) => a >= b,
  'eventCreatedDateTime:gt': (a: number, b: number) => a > b,
  'eventCreatedDateTime:lte': (a: number, b: number) => a <= b,
  'eventCreatedDateTime:lt': (a: number, b: number) => a < b,
} as const;

/** Whether an event passes every filter of the query: filters are combined with AND, list values with OR. */
function matches(event: StoredEvent, query: EventsQuery): boolean {
  const doc = event.document;
  const call = record(doc.transportCall);
  const vessel = record(call.vessel);
  const only = (type: string, codes: readonly string[] | undefined) =>
    codes === undefined || (event.eventType === type && codes.includes(event.typeCode));
  const equals = (given: string | undefined, ...values: unknown[]) =>
    given === undefined || values.some((value) => value !== undefined && String(value) === given);
  const booking = query.carrierBookingReference ?? query.bookingReference;
  return (
    (query.eventType === undefined || query.eventType.includes(event.eventType as never)) &&
    only('SHIPMENT', query.shipmentEventTypeCode) &&
    only('TRANSPORT', query.transportEventTypeCode) &&
    only('EQUIPMENT', query.equipmentEventTypeCode) &&
    (query.documentTypeCode === undefined ||
      (event.eventType === 'SHIPMENT' &&
        query.documentTypeCode.includes(String(doc.documentTypeCode) as never))) &&
    (booking === undefined || concerns(event, 'booking', booking)) &&
    (query.transportDocumentReference === undefined ||
      concerns(event, 'bill-of-lading', query.transportDocumentReference)) &&
    (query.transportDocumentID === undefined ||
      (event.eventType === 'SHIPMENT' &&
        doc.documentTypeCode === 'TRD' &&
        doc.documentID === query.transportDocumentID)) &&
    (query.equipmentReference === undefined || concerns(event, 'container', query.equipmentReference)) &&
    equals(query.transportCallID, call.transportCallID) &&
    equals(query.scheduleID, call.scheduleID) &&
    equals(query.vesselIMONumber, vessel.vesselIMONumber) &&
    equals(
      query.carrierVoyageNumber,
      call.carrierVoyageNumber,
      call.exportVoyageNumber,
      call.importVoyageNumber,
    ) &&
    equals(query.exportVoyageNumber, call.exportVoyageNumber) &&
    equals(query.carrierServiceCode, call.carrierServiceCode) &&
    (query.UNLocationCode === undefined || event.unlocode === query.UNLocationCode) &&
    Object.entries(OPERATORS).every(([name, holds]) => {
      const given = query[name as keyof typeof OPERATORS];
      return given === undefined || holds(event.createdAt, Date.parse(given));
    })
  );
}

const SORT_VALUE = {
  eventCreatedDateTime: (event: StoredEvent) => event.createdAt,
  eventDateTime: (event: StoredEvent) => event.happensAt,
  eventID: (event: StoredEvent) => event.eventId,
} as const;

/** The sort the query asks for, eventCreatedDateTime ascending by default, eventID last so no two events tie. */
function sortOf(query: EventsQuery) {
  const fields = query.sort ?? [{ field: 'eventCreatedDateTime' as const, direction: 'ASC' as const }];
  const all = fields.some((part) => part.field === 'eventID')
    ? fields
    : [...fields, { field: 'eventID' as const, direction: 'ASC' as const }];
  return {
    keyOf: (event: StoredEvent): SortKey => all.map((part) => SORT_VALUE[part.field](event)),
    compare: (a: SortKey, b: SortKey): number => {
      for (let index = 0; index < all.length; index += 1) {
        const order = compareKeys([a[index]!], [b[index]!]);
        if (order !== 0) return all[index]!.direction === 'DESC' ? -order : order;
      }
      return 0;
    },
  };
}

export async function eventItems(db: Db, companyId: number, query: EventsQuery) {
  const { keyOf, compare } = sortOf(query);
  const items = (await watchedEvents(db, companyId))
    .filter((event) => matches(event, query))
    .map((event) => ({ document: event.document, key: keyOf(event), sample: event.sample }));
  items.sort((a, b) => compare(a.key, b.key));
  return { items, compare };
}
