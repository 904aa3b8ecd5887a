import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { MemberLead } from '../../../shared/api/shipping-leads';
import { useSessionUser } from '../../lib/session/use-session';
import frame from '../../components/kit/classes.module.css';

// The booking form, its form layer and the rules of who may book load only where it shows.
const BookMeeting = lazy(() =>
  import('../../components/meetings/BookMeeting').then((module) => ({ default: module.BookMeetingFor })),
);

/**
 * A member sent this request while signed in, and the viewer's company quoted on it: the
 * viewer may book a meeting with the people of the company that asked.
 */
export function LeadMeeting({ postedBy }: { postedBy: NonNullable<MemberLead['postedBy']> }) {
  const user = useSessionUser();
  if (!user?.hash) return null;
  return (
    <section className={frame.panel} aria-labelledby="lead-meeting">
      <h2 id="lead-meeting" className={frame.panelTitle} tabIndex={-1}>
        Meet {postedBy.name}
      </h2>
      <p>
        This request came from <Link to={`/directory/company/${postedBy.slug}`}>{postedBy.name}</Link>, a DFA
        member. Book a call or a meeting with them to talk it through.
      </p>
      <Suspense fallback={null}>
        <BookMeeting slug={postedBy.slug} user={user} />
      </Suspense>
    </section>
  );
}
