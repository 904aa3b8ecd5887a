import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { getEvent } from '../../../shared/api/events';
import { eventCalendarPath, type EventDetails } from '../../../shared/api/events';
import { formatEventDays, isPastEvent } from '../../../shared/events/schedule';
import { ContentPage } from '../../components/content/ContentPage';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { usePageData } from '../../lib/api';
import { useLogged } from '../../lib/session/use-session';
import { useSite } from '../../lib/site-context';
import { businessEventJsonLd } from './event-json-ld';
import { eventPlace, eventPrice } from './event-facts';
import { EVENTS_TRAIL, eventPath } from './event-routes';
import styles from './events.module.css';
import { PageStatus } from '../../components/page-status/PageStatus';
import { RegistrationForm } from './RegistrationForm';
import { useJudgedNow } from './use-judged-now';

/** The head tags of an event page; the designed pages write their own, others derive them. */
export interface EventCopy {
  /** `<title>` without the brand suffix; unique per event */
  title: string;
  /** meta description, 120–160 characters */
  description: string;
  keywords: string;
  /** event-specific links or notes shown after the description */
  more?: ReactNode;
}

export interface EventArticleProps {
  slug: string;
  /** the copy of a designed page; without it, the copy is derived from the event */
  copy?: EventCopy;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Head tags for an event added by the team, from its own details. */
function derivedCopy(event: EventDetails): EventCopy {
  const where =
    event.attendance === 'online'
      ? 'online'
      : (event.city ?? (event.country ? regionNames.of(event.country) : undefined) ?? 'in person');
  // The date leads, so repeats of an event with the same summary still read differently.
  const full = `${formatEventDays(event)}, ${where}: ${event.summary}`;
  const description = full.length <= 160 ? full : `${full.slice(0, 157).replace(/\s+\S*$/, '')}…`;
  return {
    title: `${event.title}, ${formatEventDays(event)}, ${where}`,
    description,
    keywords: [
      event.title,
      'freight forwarding event',
      `logistics event ${where}`,
      'freight networking',
      'Digital Freight Alliance',
    ].join(', '),
  };
}

function EventDetailsView({ event, copy }: { event: EventDetails; copy: EventCopy }) {
  const { siteUrl } = useSite();
  const { now, island } = useJudgedNow();
  const path = eventPath(event.slug);
  const logged = useLogged();
  const past = isPastEvent(event, now);
  const days = formatEventDays(event);
  return (
    <ContentPage
      path={path}
      trail={EVENTS_TRAIL}
      title={copy.title}
      description={copy.description}
      keywords={copy.keywords}
      eyebrow={past ? 'Past event' : 'Upcoming event'}
      heading={event.title}
      lead={<p>{event.summary}</p>}
      jsonLd={[businessEventJsonLd(siteUrl, event, { pageUrl: `${siteUrl}${path}`, now })]}
    >
      {island}
      {past ? <p className={styles.status}>{`This event took place on ${days}.`}</p> : null}
      <dl className={styles.facts}>
        <dt>Date</dt>
        <dd>
          <time dateTime={event.startsAt}>{days}</time>
        </dd>
        <dt>Format</dt>
        <dd>{event.attendance === 'online' ? 'Online' : 'In person'}</dd>
        <dt>Where</dt>
        <dd>{eventPlace(event)}</dd>
        <dt>Entry</dt>
        <dd>{eventPrice(event)}</dd>
      </dl>
      {past && event.recap ? (
        <section aria-labelledby="event-recap" className={styles.recap}>
          <h2 id="event-recap">How it went</h2>
          {event.recap.split('\n\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      {/* A file download from the API, so a plain link rather than a router link. Once the event is
          over it is a record for someone's diary, no longer the page's main action. */}
      <a
        className={past ? styles.calendarQuiet : styles.calendar}
        href={eventCalendarPath(event.slug)}
        download={`${event.slug}.ics`}
      >
        Add to calendar (.ics)
      </a>

      {past ? null : <RegistrationForm eventSlug={event.slug} eventTitle={event.title} />}
      {logged ? (
        <p>
          <Link to={`${path}/meetings`}>
            {past ? 'Your meetings at this event' : 'Book one-to-one meetings with other attendees'}
          </Link>
        </p>
      ) : null}

      <h2>About the event</h2>
      {event.description.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {copy.more}
      <p>
        <Link to="/events">See all DFA events</Link>
      </p>
    </ContentPage>
  );
}

/** One event's page: its facts, an .ics download, registration while upcoming, and its BusinessEvent data. */
export function EventArticle({ slug, copy }: EventArticleProps) {
  const page = usePageData<typeof getEvent>('/api/events/event', { query: { slug } });
  switch (page.state) {
    case 'loading':
    case 'error':
      return <PageStatus state={page} what="the event" />;
    case 'not-found':
      return <NotFoundPage />;
    case 'ready':
      return <EventDetailsView event={page.data} copy={copy ?? derivedCopy(page.data)} />;
  }
}
