import {
  REFERENCE_KIND_LABELS,
  eventTypeCode,
  referencesOf,
  trackingEventSchema,
  trackingToolPath,
  type TrackingEvent,
} from '../../../shared/tracking/events';
import {
  eventLabel,
  localTime,
  placeOf,
  statusLine,
  statusOf,
  timelineOf,
  type TimelineEvent,
} from '../../../shared/tracking/timeline';
import type { Db } from '../../db/database';
import { DCSA_SCHEMAS, dcsaValidator } from '../dcsa/validator';
import { enqueueEmail } from '../../services/email';
import {
  eventsOf,
  insertTrackingEvent,
  linkEventToReferences,
  timelineEventOf,
  watchersOf,
  type ShipmentReference,
} from './shipment-repository';

export interface StoreOptions {
  source: 'pull' | 'callback' | 'sample';
  carrierId?: number | null;
  /** references the events concern besides those they name, e.g. the one a carrier was asked about */
  alsoConcerns?: readonly ShipmentReference[];
  isSample?: boolean;
  /** names the document in messages, e.g. "MAEU's notification" */
  what: string;
  /** the portal's address, for the link in watchers' emails */
  siteUrl: string;
  now?: Date;
}

export interface StoreResult {
  stored: number;
  repeated: number;
}

const utc = (dateTime: string) => new Date(dateTime).toISOString();

function locationOf(event: TrackingEvent): { unlocode: string | null; name: string | null } {
  if (event.eventType === 'SHIPMENT') return { unlocode: null, name: null };
  const call = event.transportCall;
  const place = event.eventType === 'EQUIPMENT' ? event.eventLocation : undefined;
  return {
    unlocode: place?.UNLocationCode ?? call?.UNLocationCode ?? call?.location?.UNLocationCode ?? null,
    name: place?.locationName ?? call?.location?.locationName ?? null,
  };
}

function rowOf(event: TrackingEvent, options: StoreOptions, now: Date) {
  const call = event.eventType === 'SHIPMENT' ? undefined : event.transportCall;
  const place = locationOf(event);
  const imo = call?.vessel?.vesselIMONumber;
  return {
    event_id: event.eventID,
    event_type: event.eventType,
    type_code: eventTypeCode(event),
    classifier: event.eventClassifierCode,
    event_at: utc(event.eventDateTime),
    event_date_time: event.eventDateTime,
    event_created_at: utc(event.eventCreatedDateTime),
    unlocode: place.unlocode,
    location_name: place.name,
    facility_code: call?.facilityCode ?? null,
    mode_of_transport: call?.modeOfTransport ?? null,
    vessel_imo: imo === undefined ? null : String(imo),
    vessel_name: call?.vessel?.vesselName ?? null,
    voyage_number: call?.exportVoyageNumber ?? call?.carrierVoyageNumber ?? call?.importVoyageNumber ?? null,
    service_code: call?.carrierServiceCode ?? null,
    equipment_reference: event.eventType === 'EQUIPMENT' ? (event.equipmentReference ?? null) : null,
    empty_indicator: event.eventType === 'EQUIPMENT' ? (event.emptyIndicatorCode ?? null) : null,
    carrier_id: options.carrierId ?? null,
    source: options.source,
    is_sample: options.isSample ? 1 : 0,
    received_at: now.toISOString(),
    document: JSON.stringify(event),
  };
}

const LINE_BREAKS = /[\t\n\r]+/g;
const CONTROL = /\p{Cc}/gu;

/**
 * Carriers' text, without control characters: line breaks and tabs become a space, the rest
 * (NUL among them, which PostgreSQL refuses in text and would fail the whole batch) is dropped,
 * as a person's input would be refused at the form.
 */
function withoutControlCharacters(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LINE_BREAKS, ' ').replace(CONTROL, '');
  if (Array.isArray(value)) return value.map(withoutControlCharacters);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        withoutControlCharacters(key) as string,
        withoutControlCharacters(item),
      ]),
    );
  }
  return value;
}

/**
 * Stores Track & Trace events: control characters are cleaned out of their text, the whole list is checked against the DCSA event domain first
 * (one bad event refuses the list, nothing is written), then each event is stored once by its
 * eventID in one transaction; a repeat is ignored. Members watching a shipment an actual new
 * event concerns get an email, queued in the same transaction.
 */
export async function storeTrackingEvents(
  db: Db,
  document: unknown,
  options: StoreOptions,
): Promise<StoreResult> {
  const cleaned = withoutControlCharacters(document);
  dcsaValidator().assertValid(DCSA_SCHEMAS.trackingEvents, cleaned, options.what);
  const events = (cleaned as unknown[]).map((item) => trackingEventSchema.parse(item));
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    let stored = 0;
    const newActuals: { event: TimelineEvent; references: ShipmentReference[] }[] = [];
    for (const event of events) {
      const row = rowOf(event, options, now);
      const { id, inserted } = await insertTrackingEvent(trx, row);
      const references = [...referencesOf(event), ...(options.alsoConcerns ?? [])];
      const unique = [...new Map(references.map((ref) => [`${ref.kind}|${ref.reference}`, ref])).values()];
      await linkEventToReferences(trx, id, unique);
      if (!inserted) continue;
      stored += 1;
      if (event.eventClassifierCode === 'ACT' && !options.isSample) {
        newActuals.push({ event: timelineEventOf(row), references: unique });
      }
    }
    for (const { event, references } of newActuals)
      await notifyWatchers(trx, event, references, options.siteUrl, now);
    return { stored, repeated: events.length - stored };
  });
}

async function notifyWatchers(
  db: Db,
  event: TimelineEvent,
  references: readonly ShipmentReference[],
  siteUrl: string,
  now: Date,
): Promise<void> {
  const emailed = new Set<string>();
  for (const ref of references) {
    const watchers = await watchersOf(db, ref);
    const unsent = watchers.filter((watcher) => !emailed.has(watcher.email));
    if (unsent.length === 0) continue;
    const line = statusLine(statusOf(timelineOf(await eventsOf(db, ref))));
    const url = `${siteUrl}${trackingToolPath(ref)}`;
    for (const watcher of unsent) {
      emailed.add(watcher.email);
      await enqueueEmail(
        db,
        {
          to: watcher.email,
          subject: `${ref.reference}: ${eventLabel(event)} at ${placeOf(event)}`,
          blocks: [
            `Hello ${watcher.first_name},`,
            'A shipment on your watchlist has moved. The carrier reports this as done:',
            {
              details: [
                [REFERENCE_KIND_LABELS[ref.kind], ref.reference],
                ['Event', eventLabel(event)],
                ['Where', placeOf(event)],
                ['When (local time)', localTime(event.eventDateTime)],
                [
                  'Vessel',
                  event.vesselName
                    ? `${event.vesselName}${event.voyageNumber ? `, voyage ${event.voyageNumber}` : ''}`
                    : null,
                ],
              ],
            },
            `Status now: ${line}`,
            { link: 'Open the timeline', url },
            'You get this email because the shipment is on your watchlist in the DFA tracking tool. Remove it from the watchlist to stop these emails.',
          ],
          payload: { kind: 'tracking-event', eventId: event.eventId, reference: ref.reference },
        },
        now,
      );
    }
  }
}
