import { Link } from 'react-router';
import type { EventDetails, listEvents } from '../../../shared/api/events';
import { formatEventDays, splitByDate } from '../../../shared/events/schedule';
import { ContentPage } from '../../components/content/ContentPage';
import { usePageData } from '../../lib/api';
import { eventPlace } from './event-facts';
import { eventPath } from './event-routes';
import styles from './events.module.css';
import { useJudgedNow } from './use-judged-now';
import { PageStatus } from '../../components/page-status/PageStatus';
import { NextEventForm } from './NextEventForm';

function EventList({ events }: { events: readonly EventDetails[] }) {
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={event.slug} className={styles.card}>
          <h3>
            <Link to={eventPath(event.slug)}>{event.title}</Link>
          </h3>
          <p className={styles.when}>
            <time dateTime={event.startsAt}>{formatEventDays(event)}</time> · {eventPlace(event)}
          </p>
          <p>{event.summary}</p>
        </li>
      ))}
    </ul>
  );
}

function Schedule({ events }: { events: readonly EventDetails[] }) {
  // The list may have been fetched a while ago (pages are kept rendered): judge it again now.
  const { now, island } = useJudgedNow();
  const { upcoming, past } = splitByDate(events, now);
  return (
    <>
      {island}
      <h2>Upcoming events</h2>
      {upcoming.length > 0 ? (
        <EventList events={upcoming} />
      ) : (
        <>
          <p className={styles.empty}>
            No upcoming events are scheduled yet. New events are announced on this page.
          </p>
          <NextEventForm />
        </>
      )}
      <h2>Past events</h2>
      {past.length > 0 ? <EventList events={past} /> : <p className={styles.empty}>No past events yet.</p>}
    </>
  );
}

export default function EventsPage() {
  const page = usePageData<typeof listEvents>('/api/events');
  return (
    <ContentPage
      path="/events"
      title="Freight forwarding events: conferences, summits and meetings"
      description="Conferences, summits and online meetings of the Digital Freight Alliance for freight forwarders and NVOCCs: upcoming events and the ones already held."
      keywords="freight forwarder events, logistics conferences, freight summit, NVOCC events, DFA annual conference, freight networking events"
      eyebrow="Events"
      heading="Events for freight forwarders"
      lead={
        <p>
          The Digital Freight Alliance brings its members together online and in person, so forwarders who
          work with each other across borders can meet, compare notes and agree how they will cooperate.
        </p>
      }
    >
      {page.state === 'ready' ? <Schedule events={[...page.data.upcoming, ...page.data.past]} /> : null}
      <PageStatus state={page} what="the events" />
    </ContentPage>
  );
}
