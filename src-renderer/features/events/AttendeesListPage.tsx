import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { getAttendeeCount, listEventAttendees } from '../../../shared/api/events';
import type { UserRecord } from '../../../shared/api/user';
import { standingOf } from '../../../shared/domain/standing';
import { builtHref } from '../../../shared/routes';
import { ContentPage } from '../../components/content/ContentPage';
import { RouteLink } from '../../components/content/RouteLink';
import { PageStatus } from '../../components/page-status/PageStatus';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { usePageData } from '../../lib/api';
import { focusSoon } from '../../lib/focus';
import { useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import {
  ATTENDEE_BOOKING_HEADING,
  AttendeeBooking,
  BookAttendeeButton,
  bookingOpenerId,
} from './AttendeeBooking';
import { EVENTS_TRAIL } from './event-routes';
import styles from './events.module.css';

const PATH = '/events/annual-conference-attendees-list';
/** The event this page lists: the association's first annual conference. */
const EVENT = '1st-dfa-annual-conference';

// Only applicants, lapsed members and admins load these.
const ToolLocked = lazy(() =>
  import('../../components/content/ToolLocked').then((module) => ({ default: module.ToolLocked })),
);
const AttendanceAdmin = lazy(() => import('./AttendanceAdmin'));

const companies = (count: number) => `${count} ${count === 1 ? 'company' : 'companies'}`;

function AttendeeCount() {
  const count = usePageData<typeof getAttendeeCount>('/api/events/attendees/count', {
    query: { event: EVENT },
  });
  if (count.state !== 'ready') return <PageStatus state={count} what="the number of attending companies" />;
  const { companies: attended } = count.data;
  return (
    <p className={styles.attendeeCount}>
      {attended === 0
        ? 'The list of attending companies has not been published yet.'
        : `${companies(attended)} from the member directory attended.`}
    </p>
  );
}

/**
 * The companies, each linked to its profile with "Book a meeting" beside it; admins also get
 * their tools to correct the list.
 */
function MemberAttendees({ user }: { user: UserRecord }) {
  const list = usePageData<typeof listEventAttendees>(
    '/api/events/attendees',
    { query: { event: EVENT } },
    { serverRender: false },
  );
  const [booking, setBooking] = useState<{ name: string; slug: string }>();
  if (list.state !== 'ready') return <PageStatus state={list} what="the attending companies" />;
  const attendees = list.data.companies;
  const book = (company: { name: string; slug: string }) => {
    setBooking(company);
    // The form opens below the list, away from the button: the reader is taken to it.
    focusSoon(() => document.getElementById(ATTENDEE_BOOKING_HEADING));
  };
  const close = (slug: string) => {
    setBooking(undefined);
    focusSoon(() => document.getElementById(bookingOpenerId(slug)));
  };
  return (
    <>
      {attendees.length === 0 ? (
        <p>No attending companies are listed yet: the DFA team adds them after the event.</p>
      ) : (
        <ul className={styles.attendees} aria-label="Companies that attended">
          {attendees.map((company) => (
            <li key={company.slug}>
              <Link to={`/directory/company/${company.slug}`}>{company.name}</Link>
              {company.place ? <span className={styles.place}>{company.place}</span> : null}
              <BookAttendeeButton
                company={company}
                open={booking?.slug === company.slug}
                onOpen={() => book(company)}
              />
            </li>
          ))}
        </ul>
      )}
      {booking ? <AttendeeBooking company={booking} user={user} onClose={() => close(booking.slug)} /> : null}
      {user.isAdmin ? (
        <Suspense fallback={<p role="status">Loading the attendance tools…</p>}>
          <AttendanceAdmin event={EVENT} attendees={attendees} onChanged={list.reload} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Visitors get the sign-in prompt; members the list; applicants and lapsed members the reason. */
function Attendees() {
  const checked = useSessionChecked();
  const user = useSessionUser();
  const signInHref = `${builtHref('auth-sign-in') ?? '/auth/sign-in'}?next=${encodeURIComponent(PATH)}`;
  if (checked && user?.hash) {
    if (standingOf(user) !== 'good') {
      return (
        <Suspense fallback={null}>
          <ToolLocked tool="attendee-lists" user={user} />
        </Suspense>
      );
    }
    return (
      <>
        <h2>Companies that attended</h2>
        <MemberAttendees user={user} />
      </>
    );
  }
  return (
    <>
      <h2>See which companies attended</h2>
      <p>
        The names of the attending companies, each linked to its profile in the member directory, are shown to
        signed-in members.
      </p>
      <p className={styles.actions}>
        <ButtonLink to={signInHref}>Sign in to see the companies</ButtonLink>
        <RouteLink to="membership">Not a member yet? See membership</RouteLink>
      </p>
    </>
  );
}

export default function AttendeesListPage() {
  return (
    <ContentPage
      path={PATH}
      trail={EVENTS_TRAIL}
      title="1st DFA Annual Conference attendees list"
      description="How many companies attended the 1st DFA Annual Conference in Dubai, and, for signed-in DFA members, which ones, each linked to its directory profile."
      keywords="DFA annual conference attendees, freight conference attendee list, Dubai freight conference 2022, DFA members"
      eyebrow="Events"
      heading="Annual conference attendees list"
      lead={
        <>
          <p>
            The companies that attended the{' '}
            <RouteLink to="events-annual-conference">1st DFA Annual Conference</RouteLink> in Dubai on 10–11
            March 2022.
          </p>
          <AttendeeCount />
        </>
      }
    >
      <Attendees />
      <h2>Why the names are for members only</h2>
      <p>
        The attendees came to meet partners they could trust. A public list of their companies would invite
        cold sales calls and give fraudsters a ready-made set of names to impersonate, so the association
        shows the names only to its members, who have been checked before joining. If your company attended
        and is missing, tell the DFA team through the{' '}
        <RouteLink to="company-contact-us">contact page</RouteLink>.
      </p>
    </ContentPage>
  );
}
