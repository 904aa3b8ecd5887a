import { z } from 'zod';
import { TIMESTAMP_CLASSIFIERS } from '../schedules/model';

/**
 * Track & Trace 2.2 events as the portal reads them. The DCSA event domain is the judge of
 * whether an event is valid (the server checks every incoming event against it first); this
 * schema names the fields the portal uses, keeps the rest as sent, and types them.
 */

export const REFERENCE_KINDS = ['container', 'bill-of-lading', 'booking'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const REFERENCE_KIND_LABELS: Record<ReferenceKind, string> = {
  container: 'Container number',
  'bill-of-lading': 'Bill of lading number',
  booking: 'Booking reference',
};

/** The tracking tool opened on one shipment, as watchers' emails and desktop notices link to it. */
export const trackingToolPath = ({ kind, reference }: { kind: ReferenceKind; reference: string }) =>
  `/digital-tools/tracking-system?kind=${encodeURIComponent(kind)}&reference=${encodeURIComponent(reference)}`;

export const EVENT_TYPES = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'] as const;
export type TrackingEventType = (typeof EVENT_TYPES)[number];

const TRANSPORT_EVENT_CODES = ['ARRI', 'DEPA'] as const;
export const EQUIPMENT_EVENT_CODES = [
  'LOAD',
  'DISC',
  'GTIN',
  'GTOT',
  'STUF',
  'STRP',
  'PICK',
  'DROP',
  'INSP',
  'RSEA',
  'RMVD',
] as const;
export const SHIPMENT_EVENT_CODES = [
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'CONF',
  'REQS',
  'CMPL',
  'HOLD',
  'RELS',
] as const;

/** What each code means to a forwarder reading a timeline. */
export const EVENT_CODE_LABELS: Record<string, string> = {
  ARRI: 'Vessel arrival',
  DEPA: 'Vessel departure',
  LOAD: 'Loaded on board',
  DISC: 'Discharged',
  GTIN: 'Gate in at terminal',
  GTOT: 'Gate out from terminal',
  STUF: 'Stuffed',
  STRP: 'Stripped',
  PICK: 'Picked up',
  DROP: 'Dropped off',
  INSP: 'Inspected',
  RSEA: 'Resealed',
  RMVD: 'Removed',
  RECE: 'Received',
  DRFT: 'Drafted',
  PENA: 'Pending approval',
  PENU: 'Pending update',
  REJE: 'Rejected',
  APPR: 'Approved',
  ISSU: 'Issued',
  SURR: 'Surrendered',
  SUBM: 'Submitted',
  VOID: 'Voided',
  CONF: 'Confirmed',
  REQS: 'Requested',
  CMPL: 'Completed',
  HOLD: 'On hold',
  RELS: 'Released',
};

const location = z.looseObject({
  locationName: z.string().optional(),
  UNLocationCode: z.string().optional(),
});

const transportCall = z.looseObject({
  transportCallID: z.string().optional(),
  carrierServiceCode: z.string().optional(),
  exportVoyageNumber: z.string().optional(),
  importVoyageNumber: z.string().optional(),
  carrierVoyageNumber: z.string().optional(),
  UNLocationCode: z.string().optional(),
  facilityCode: z.string().optional(),
  modeOfTransport: z.string().optional(),
  location: location.nullable().optional(),
  vessel: z
    .looseObject({
      vesselIMONumber: z.union([z.string(), z.number()]).optional(),
      vesselName: z.string().optional(),
    })
    .optional(),
});

const documentReferences = z
  .array(z.looseObject({ documentReferenceType: z.string(), documentReferenceValue: z.string() }))
  .optional();

const base = {
  eventID: z.string().min(1),
  eventCreatedDateTime: z.string(),
  eventDateTime: z.string(),
  eventClassifierCode: z.enum(TIMESTAMP_CLASSIFIERS),
};

export const trackingEventSchema = z.discriminatedUnion('eventType', [
  z.looseObject({
    ...base,
    eventType: z.literal('TRANSPORT'),
    transportEventTypeCode: z.enum(TRANSPORT_EVENT_CODES),
    transportCall,
    documentReferences,
  }),
  z.looseObject({
    ...base,
    eventType: z.literal('EQUIPMENT'),
    equipmentEventTypeCode: z.enum(EQUIPMENT_EVENT_CODES),
    equipmentReference: z.string().optional(),
    emptyIndicatorCode: z.enum(['EMPTY', 'LADEN']).optional(),
    eventLocation: location.optional(),
    transportCall: transportCall.optional(),
    documentReferences,
  }),
  z.looseObject({
    ...base,
    eventType: z.literal('SHIPMENT'),
    shipmentEventTypeCode: z.enum(SHIPMENT_EVENT_CODES),
    documentID: z.string(),
    documentTypeCode: z.string(),
    reason: z.string().optional(),
  }),
]);
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** The event's own code: ARRI, LOAD, CONF and so on. */
export function eventTypeCode(event: TrackingEvent): string {
  if (event.eventType === 'TRANSPORT') return event.transportEventTypeCode;
  if (event.eventType === 'EQUIPMENT') return event.equipmentEventTypeCode;
  return event.shipmentEventTypeCode;
}

/**
 * The references an event names itself. The event domain spells the reference types with
 * their meaning ("BKG (Booking)") where carriers send the bare code; both are read.
 */
export function referencesOf(event: TrackingEvent): { kind: ReferenceKind; reference: string }[] {
  const found: { kind: ReferenceKind; reference: string }[] = [];
  if (event.eventType === 'EQUIPMENT' && event.equipmentReference) {
    found.push({ kind: 'container', reference: event.equipmentReference.toUpperCase() });
  }
  if (event.eventType === 'SHIPMENT') {
    if (event.documentTypeCode === 'BKG')
      found.push({ kind: 'booking', reference: event.documentID.toUpperCase() });
    if (event.documentTypeCode === 'TRD')
      found.push({ kind: 'bill-of-lading', reference: event.documentID.toUpperCase() });
  } else {
    for (const { documentReferenceType, documentReferenceValue } of event.documentReferences ?? []) {
      const type = documentReferenceType.slice(0, 3);
      if (type === 'BKG') found.push({ kind: 'booking', reference: documentReferenceValue.toUpperCase() });
      if (type === 'TRD')
        found.push({ kind: 'bill-of-lading', reference: documentReferenceValue.toUpperCase() });
    }
  }
  return found;
}
