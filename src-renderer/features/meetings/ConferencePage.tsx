import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { getConference } from '../../../shared/api/meetings';
import type { UserRecord } from '../../../shared/api/user';
import { Notice } from '../../components/kit/Notice';
import { PageFrame } from '../../components/kit/PageFrame';
import { Section } from '../../components/kit/Section';
import { EmptyState, Loaded } from '../../components/kit/states';
import { usePageData } from '../../lib/api';
import { ConferenceAdmin } from './ConferenceAdmin';
import { ConferenceBooking } from './ConferenceBooking';
import { ConferenceContacts, ConferenceSchedule } from './ConferenceSchedule';

function Conference({ event, user }: { event: string; user: UserRecord }) {
  const conference = usePageData<typeof getConference>(
    '/api/meetings/conference',
    { query: { event } },
    { serverRender: false },
  );
  // A new request changes the slots and, once accepted, the schedule: both load afresh.
  const [bookings, setBookings] = useState(0);
  return (
    <Loaded
      data={conference}
      what="the event’s meetings"
      notFound={
        <EmptyState
          title="There is no event at this address."
          action={<Link to="/events">See all events</Link>}
        />
      }
    >
      {(data) => (
        <>
          <p>{`${data.event.title}. Times are the event’s local time (${data.event.timeZone}).`}</p>
          {!data.settings ? (
            <EmptyState title="Meetings are not open for this event yet.">
              <p>DFA opens the meeting grid a few weeks before the event; you will be able to book here.</p>
            </EmptyState>
          ) : !data.registered ? (
            <Notice tone="info">
              Only people registered for the event book its meetings.{' '}
              <Link to={`/events/${data.event.slug}`}>Register for {data.event.title}</Link>
            </Notice>
          ) : (
            <>
              <Section panel title="Book a meeting">
                <ConferenceBooking
                  key={bookings}
                  conference={data}
                  onBooked={() => setBookings((count) => count + 1)}
                />
              </Section>
              <ConferenceSchedule key={`schedule-${bookings}`} event={event} />
              <ConferenceContacts event={event} />
            </>
          )}
          {user.isAdmin ? <ConferenceAdmin event={event} /> : null}
        </>
      )}
    </Loaded>
  );
}

/**
 * An event's conference grid: registered members book each other into its slots and tables,
 * see and print their schedule; the DFA team sets the grid up and moves meetings.
 */
export default function ConferencePage() {
  const { event = '' } = useParams();
  return (
    <PageFrame
      path={`/events/${event}/meetings`}
      title="Conference meetings"
      description="Book one-to-one meetings with other attendees of a DFA event."
      crumbs={[{ name: 'Meetings', path: '/meetings' }]}
      lead="Book other attendees into the event’s meeting slots; each meeting has its own numbered table."
      gate={{ what: 'book meetings at the event', tool: 'meetings' }}
    >
      {(user) => <Conference event={event} user={user} />}
    </PageFrame>
  );
}
