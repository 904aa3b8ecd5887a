import { eventLabel, localTime, placeOf, type TimelineEvent } from '../../../../shared/tracking/timeline';
import styles from './tracking.module.css';

export const CERTAINTY: Record<TimelineEvent['classifier'], string> = {
  ACT: 'Actual',
  EST: 'Estimated',
  PLN: 'Planned',
};

/** A shipment's events, oldest first, each saying whether it happened or is only expected. */
export function ShipmentTimeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className={styles.timeline} aria-label="Timeline, oldest first">
      {events.map((event) => (
        <li key={event.eventId} className={event.classifier === 'ACT' ? styles.actual : undefined}>
          <span className={styles.eventTitle}>{eventLabel(event)}</span>
          <span className={styles.badge}>{CERTAINTY[event.classifier]}</span>
          <br />
          <time dateTime={event.eventAt}>{localTime(event.eventDateTime)}</time>
          {event.eventType !== 'SHIPMENT' ? <> · {placeOf(event)}</> : null}
          {event.vesselName ? (
            <span className={styles.muted}>
              {' '}
              · {event.vesselName}
              {event.voyageNumber ? ` ${event.voyageNumber}` : ''}
            </span>
          ) : null}
          {event.emptyIndicator === 'EMPTY' ? <span className={styles.muted}> · empty</span> : null}
        </li>
      ))}
    </ol>
  );
}
