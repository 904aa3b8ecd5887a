import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { eventCalendarPath } from '../../../shared/api/events';
import { formatEventDays, isPastEvent } from '../../../shared/events/schedule';
import { seededEvent, type SeededEventSlug } from '../../../shared/events/seeded-events';
import { ContentPage } from '../../components/content/ContentPage';
import { RouteLink } from '../../components/content/RouteLink';
import { useSite } from '../../lib/site-context';
import { businessEventJsonLd } from './event-json-ld';
import { eventPlace, eventPrice } from './event-facts';
import { EVENTS_TRAIL, eventPath } from './event-routes';
import styles from './events.module.css';
import { useJudgedNow } from './use-judged-now';

export interface EventArticleProps {
  slug: SeededEventSlug;
  /** `<title>` without the brand suffix; unique per event */
  title: string;
  /** meta description, 120–160 characters */
  description: string;
  keywords: string;
  /** event-specific links or notes shown after the description */
  more?: ReactNode;
}

/** One event's page: its facts, an .ics download, the description and its BusinessEvent data. */
export function EventArticle({ slug, title, description, keywords, more }: EventArticleProps) {
  const { siteUrl } = useSite();
  const { now, island } = useJudgedNow();
  const event = seededEvent(slug);
  const path = eventPath(slug);
  const past = isPastEvent(event, now);
  const days = formatEventDays(event);
  return (
    <ContentPage
      path={path}
      trail={EVENTS_TRAIL}
      title={title}
      description={description}
      keywords={keywords}
      eyebrow={past ? 'Past event' : 'Upcoming event'}
      heading={event.title}
      lead={<p>{event.summary}</p>}
      jsonLd={[businessEventJsonLd(siteUrl, event, { pageUrl: `${siteUrl}${path}`, now })]}
    >
      {island}
      {past ? <p className={styles.status}>This event took place on {days}.</p> : null}
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
      {/* A file download from the API, so a plain link rather than a router link. */}
      <a className={styles.calendar} href={eventCalendarPath(slug)} download={`${slug}.ics`}>
        Add to calendar (.ics)
      </a>

      <h2>About the event</h2>
      {event.description.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {more}
      {past ? null : (
        <p>
          To take part, write to the DFA team through the{' '}
          <RouteLink to="company-contact-us">contact page</RouteLink>.
        </p>
      )}
      <p>
        <Link to="/events">See all DFA events</Link>
      </p>
    </ContentPage>
  );
}
