import { Link, useParams } from 'react-router';
import { z } from 'zod';
import type { getEventRegistration } from '../../../shared/api/events';
import { eventSlugSchema, registrationTokenSchema } from '../../../shared/api/events';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import { useSite } from '../../lib/site-context';
import { eventPath } from './event-routes';
import { RegistrationDetails } from './RegistrationDetails';
import styles from './registration.module.css';

const personalLinkSchema = z.object({ event: eventSlugSchema, token: registrationTokenSchema });

/** A wrong, replaced or mistyped link: said plainly, with the way forward, and answered with 404. */
function InvalidLink({ path }: { path: string }) {
  useSite().setStatus(404);
  return (
    <article className={styles.card}>
      <Seo
        title="Registration link not valid"
        description="This event registration link is not valid. Use the link in the latest confirmation email, or register again on the event page."
        path={path}
        noIndex
      />
      <h1 className={styles.cardHeading}>This link is not valid</h1>
      <p>
        We could not find a registration for this link. Each new registration for the same event sends a new
        link and the older one stops working, so use the link in the latest confirmation email you received.
      </p>
      <p>
        Lost the email? Register again with the same address on the event page and we will send you a new
        link.
      </p>
      <p>
        <Link to="/events">See all DFA events</Link>
      </p>
    </article>
  );
}

function Registration({ event, token }: { event: string; token: string }) {
  const page = usePageData<typeof getEventRegistration>('/api/events/registration', {
    query: { event, token },
  });
  const path = `${eventPath(event)}/${token}`;
  switch (page.state) {
    case 'loading':
    case 'error':
      return <PageStatus state={page} what="your registration" />;
    case 'not-found':
      return <InvalidLink path={path} />;
    case 'ready':
      return (
        <RegistrationDetails
          event={page.data.event}
          registration={page.data.registration}
          token={token}
          onCancelled={page.replace}
        />
      );
  }
}

/** `/events/{event}/{token}`: the page a registration email links to, to see or cancel it. */
export default function RegistrationPage() {
  const params = useParams();
  const link = personalLinkSchema.safeParse(params);
  if (!link.success) return <InvalidLink path={`/events/${params.event ?? ''}/${params.token ?? ''}`} />;
  return <Registration event={link.data.event} token={link.data.token} />;
}
