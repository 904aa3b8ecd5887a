import { useParams } from 'react-router';
import { eventSlugSchema } from '../../../shared/api/events';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { EventArticle } from './EventArticle';

/** The page of an event the team added after launch: everything comes from the event itself. */
export default function EventPage() {
  const slug = eventSlugSchema.safeParse(useParams().event);
  // An address no event could have is simply not a page, without asking the API.
  if (!slug.success) return <NotFoundPage />;
  return <EventArticle slug={slug.data} />;
}
