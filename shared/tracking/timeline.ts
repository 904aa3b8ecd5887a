import { classifierRank, type TimestampClassifier } from '../schedules/model';
import { EVENT_CODE_LABELS, type TrackingEventType } from './events';

/** One event as a member reads it on a timeline. */
export interface TimelineEvent {
  eventId: string;
  eventType: TrackingEventType;
  code: string;
  classifier: TimestampClassifier;
  /** as the carrier wrote it, with the place's local offset */
  eventDateTime: string;
  /** the same instant in UTC, for ordering */
  eventAt: string;
  /** when the carrier recorded it, in UTC */
  recordedAt: string;
  unlocode: string | null;
  locationName: string | null;
  vesselImo: string | null;
  vesselName: string | null;
  voyageNumber: string | null;
  serviceCode: string | null;
  equipmentReference: string | null;
  emptyIndicator: string | null;
}

/**
 * What one milestone is: the same move of the same box (or vessel) at the same place. Its
 * plan, its estimates and its actual are versions of one milestone, not three events.
 */
function milestoneKey(event: TimelineEvent): string {
  return [
    event.eventType,
    event.code,
    event.unlocode ?? '',
    event.equipmentReference ?? '',
    event.eventType === 'TRANSPORT' ? (event.voyageNumber ?? '') : '',
  ].join('|');
}

/**
 * The timeline: one entry per milestone, the actual over the estimate over the plan (the most
 * recently recorded of equals), ordered by when each happens or is expected to.
 */
export function timelineOf(events: readonly TimelineEvent[]): TimelineEvent[] {
  const best = new Map<string, TimelineEvent>();
  for (const event of events) {
    const key = milestoneKey(event);
    const current = best.get(key);
    if (
      !current ||
      classifierRank(event.classifier) > classifierRank(current.classifier) ||
      (event.classifier === current.classifier && event.recordedAt > current.recordedAt)
    ) {
      best.set(key, event);
    }
  }
  return [...best.values()].sort(
    (a, b) =>
      a.eventAt.localeCompare(b.eventAt) ||
      classifierRank(b.classifier) - classifierRank(a.classifier) ||
      a.eventId.localeCompare(b.eventId),
  );
}

export interface ShipmentStatus {
  /** the latest thing that actually happened */
  lastActual: TimelineEvent | null;
  /** the first milestone still to come */
  next: TimelineEvent | null;
  /** the vessel's arrival (or the discharge) at the last port of the timeline */
  destination: TimelineEvent | null;
}

const ARRIVALS = new Set(['ARRI', 'DISC']);

export function statusOf(timeline: readonly TimelineEvent[]): ShipmentStatus {
  const actuals = timeline.filter((event) => event.classifier === 'ACT');
  const lastActual = actuals.at(-1) ?? null;
  const next =
    timeline.find(
      (event) => event.classifier !== 'ACT' && (!lastActual || event.eventAt >= lastActual.eventAt),
    ) ?? null;
  const moves = timeline.filter((event) => event.eventType !== 'SHIPMENT' && event.unlocode);
  const finalPort = moves.filter((event) => ARRIVALS.has(event.code)).at(-1)?.unlocode;
  const atFinalPort = moves.filter((event) => event.unlocode === finalPort && ARRIVALS.has(event.code));
  // The vessel's arrival says when the box can first be there; the discharge follows it.
  const destination =
    atFinalPort.find((event) => event.code === 'ARRI') ??
    atFinalPort.find((event) => event.code === 'DISC') ??
    null;
  return { lastActual, next, destination };
}

export const eventLabel = (event: Pick<TimelineEvent, 'code'>) => EVENT_CODE_LABELS[event.code] ?? event.code;

export const placeOf = (event: Pick<TimelineEvent, 'locationName' | 'unlocode'>) =>
  event.locationName && event.unlocode
    ? `${event.locationName} (${event.unlocode})`
    : (event.locationName ?? event.unlocode ?? 'an unnamed place');

/** The local date and time as the carrier gave it, e.g. "12 Dec 2026, 14:00 (UTC+08:00)". */
export function localTime(eventDateTime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.exec(
    eventDateTime,
  );
  if (!match) return eventDateTime;
  const [, year, month, day, hour, minute, zone] = match;
  const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  const offset = zone!.toUpperCase() === 'Z' || zone === '+00:00' ? 'UTC' : `UTC${zone}`;
  return `${Number(day)} ${monthName} ${year}, ${hour}:${minute} (${offset})`;
}

const CLASSIFIER_WORDS: Record<TimestampClassifier, string> = {
  ACT: 'actual',
  EST: 'estimated',
  PLN: 'planned',
};
const classifierWord = (classifier: TimestampClassifier) => CLASSIFIER_WORDS[classifier];

/** The status in one line: where the box is, what comes next, when it reaches its destination. */
export function statusLine(status: ShipmentStatus): string {
  const parts: string[] = [];
  parts.push(
    status.lastActual
      ? `${eventLabel(status.lastActual)} at ${placeOf(status.lastActual)} on ${localTime(status.lastActual.eventDateTime)}`
      : 'Nothing has happened yet',
  );
  if (status.next) {
    parts.push(
      `next: ${eventLabel(status.next).toLowerCase()} at ${placeOf(status.next)}, ${classifierWord(status.next.classifier)} ${localTime(status.next.eventDateTime)}`,
    );
  }
  if (status.destination) {
    parts.push(
      status.destination.classifier === 'ACT'
        ? `arrived at ${placeOf(status.destination)}`
        : `ETA ${placeOf(status.destination)} ${localTime(status.destination.eventDateTime)} (${classifierWord(status.destination.classifier)})`,
    );
  }
  return `${parts.join('; ')}.`;
}
