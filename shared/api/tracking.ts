import { z } from 'zod';
import { TIMESTAMP_CLASSIFIERS } from '../schedules/model';
import { checkContainerNumber, normaliseContainerNumber } from '../tracking/container-number';
import { EVENT_TYPES, REFERENCE_KINDS } from '../tracking/events';
import { scacSchema } from './carriers';
import { defineEndpoint } from './endpoint';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const referenceKindSchema = z.enum(REFERENCE_KINDS, {
  error: 'Choose a container number, a bill of lading number or a booking reference.',
});

const referenceFields = {
  kind: referenceKindSchema,
  reference: z
    .string({ error: 'Enter the number to track.' })
    .trim()
    .min(1, 'Enter the number to track.')
    .max(40, 'A reference has at most 35 letters and digits.')
    .transform(normaliseContainerNumber),
};

/** Container numbers are checked by ISO 6346; documents by their shape. */
function checkReference(value: { kind: string; reference: string }, context: z.RefinementCtx) {
  if (value.kind === 'container') {
    const check = checkContainerNumber(value.reference);
    if (!check.valid) context.addIssue({ code: 'custom', path: ['reference'], message: check.message });
  } else if (!/^[A-Z0-9]{4,35}$/.test(value.reference)) {
    context.addIssue({
      code: 'custom',
      path: ['reference'],
      message: 'A bill of lading number or booking reference is 4 to 35 letters and digits.',
    });
  }
}

export const shipmentReferenceSchema = z.object(referenceFields).superRefine(checkReference);

const timelineEventSchema = z.object({
  eventId: z.string(),
  eventType: z.enum(EVENT_TYPES),
  code: z.string(),
  classifier: z.enum(TIMESTAMP_CLASSIFIERS),
  eventDateTime: z.string(),
  eventAt: z.string(),
  recordedAt: z.string(),
  unlocode: z.string().nullable(),
  locationName: z.string().nullable(),
  vesselImo: z.string().nullable(),
  vesselName: z.string().nullable(),
  voyageNumber: z.string().nullable(),
  serviceCode: z.string().nullable(),
  equipmentReference: z.string().nullable(),
  emptyIndicator: z.string().nullable(),
});

const carrierHintSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('carrier'), scac: z.string(), name: z.string() }),
  z.object({ kind: z.literal('lessor'), lessor: z.string() }),
  z.object({ kind: z.literal('unknown') }),
]);

const mapPortSchema = z.object({
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

const shipmentStatusSchema = z.object({
  lastActual: timelineEventSchema.nullable(),
  next: timelineEventSchema.nullable(),
  destination: timelineEventSchema.nullable(),
  line: z.string(),
});

export const shipmentViewSchema = z.object({
  kind: z.enum(REFERENCE_KINDS),
  reference: z.string(),
  /** the carrier the shipment is tracked with: chosen, or the likely one */
  carrier: z.object({ scac: z.string(), name: z.string(), trackingConnected: z.boolean() }).nullable(),
  /** who the reference's prefix points to: only ever a likelihood */
  hint: carrierHintSchema,
  /** generated sample data, labelled wherever it shows */
  isSample: z.boolean(),
  /** one entry per milestone (actual over estimated over planned), by eventDateTime */
  timeline: z.array(timelineEventSchema),
  status: shipmentStatusSchema,
  vessel: z
    .object({ imo: z.string().nullable(), name: z.string(), voyageNumber: z.string().nullable() })
    .nullable(),
  /** ports in the order the box passes them, for the route map */
  route: z.array(mapPortSchema),
  watched: z.boolean(),
  /** what asking the carrier gave, when it was asked */
  pull: z.object({ result: z.enum(['ok', 'failed']), message: z.string() }).nullable(),
  lastPulledAt: z.string().nullable(),
});
export type ShipmentView = z.infer<typeof shipmentViewSchema>;

/** Members: track a reference; asks the carrier when its tracking is connected here. */
export const trackShipment = defineEndpoint({
  method: 'POST',
  path: '/api/tracking/track',
  body: z
    .object({
      ...referenceFields,
      /** another carrier than the likely one */
      carrier: optional(scacSchema),
    })
    .superRefine(checkReference),
  response: shipmentViewSchema,
});

/** A sample shipment anyone may track: its reference and where it stands now. */
export const sampleShipmentSchema = z.object({
  kind: z.enum(REFERENCE_KINDS),
  reference: z.string(),
  statusLine: z.string(),
});
export type SampleShipment = z.infer<typeof sampleShipmentSchema>;

/** Anyone: the sample containers, for trying the tracking tool without an account. */
export const listSampleShipments = defineEndpoint({
  method: 'GET',
  path: '/api/tracking/samples',
  response: z.object({ shipments: z.array(sampleShipmentSchema) }),
});

/**
 * Anyone: one sample shipment's timeline, status and route, labelled as a sample. Any other
 * reference is refused (403): a real lookup asks the carrier, which is for members
 * (`POST /api/tracking/track`). Rate-limited per address.
 */
export const trackSampleShipment = defineEndpoint({
  method: 'GET',
  path: '/api/tracking/sample',
  query: shipmentReferenceSchema,
  response: shipmentViewSchema,
});

export const watchedShipmentSchema = z.object({
  kind: z.enum(REFERENCE_KINDS),
  reference: z.string(),
  carrierName: z.string().nullable(),
  isSample: z.boolean(),
  statusLine: z.string(),
  lastActual: timelineEventSchema.nullable(),
  destination: timelineEventSchema.nullable(),
  watchedSince: z.string(),
});
export type WatchedShipment = z.infer<typeof watchedShipmentSchema>;

export const listWatchlist = defineEndpoint({
  method: 'GET',
  path: '/api/tracking/watchlist',
  response: z.object({ shipments: z.array(watchedShipmentSchema) }),
});

/** Watches a tracked shipment: the member gets an email for each new actual event. */
export const watchShipment = defineEndpoint({
  method: 'POST',
  path: '/api/tracking/watchlist',
  body: shipmentReferenceSchema,
  response: z.object({ watched: z.literal(true) }),
});

export const unwatchShipment = defineEndpoint({
  method: 'POST',
  path: '/api/tracking/watchlist/remove',
  body: shipmentReferenceSchema,
  response: z.object({ watched: z.literal(false) }),
});

/**
 * A carrier's Track & Trace notification (the subscription callback): a list of events, signed
 * with the subscription's shared secret in `Notification-Signature`. Accepted events get 204 and
 * no body, as the standard's callback expects.
 */
export const receiveNotification = defineEndpoint({
  method: 'POST',
  path: '/api/tracking/notifications',
  body: z.array(z.unknown(), { error: 'A notification is a list of events.' }),
  response: z.undefined(),
});
