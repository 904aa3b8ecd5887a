import { lazy, Suspense } from 'react';
import type { UserRecord } from '../../../shared/api/user';
import { Button } from '../../components/kit/Button';
import workspace from '../../components/kit/classes.module.css';

// Only a member who asks to book loads the booking form, its form layer and the rules of who may book.
const BookMeetingFor = lazy(() =>
  import('../../components/meetings/BookMeeting').then((module) => ({ default: module.BookMeetingFor })),
);

const ATTENDEE_BOOKING = 'attendee-booking';
export const ATTENDEE_BOOKING_HEADING = 'attendee-booking-heading';

/** The id of the "Book a meeting" button beside an attending company, where focus returns on closing. */
export const bookingOpenerId = (slug: string) => `book-meeting-${slug}`;

/** "Book a meeting" beside an attending company: a follow-up with someone met at the conference. */
export function BookAttendeeButton({
  company,
  open,
  onOpen,
}: {
  company: { name: string; slug: string };
  open: boolean;
  onOpen: () => void;
}) {
  return (
    <Button
      small
      id={bookingOpenerId(company.slug)}
      aria-expanded={open}
      aria-controls={open ? ATTENDEE_BOOKING : undefined}
      onClick={onOpen}
    >
      Book a meeting<span className="visually-hidden">{` with ${company.name}`}</span>
    </Button>
  );
}

/**
 * The booking form for one attending company's people, below the list: the person, their free
 * half hours in the reader's time with theirs beside them, a subject and where to meet.
 */
export function AttendeeBooking({
  company,
  user,
  onClose,
}: {
  company: { name: string; slug: string };
  user: UserRecord;
  onClose: () => void;
}) {
  return (
    <section id={ATTENDEE_BOOKING} className={workspace.panel} aria-labelledby={ATTENDEE_BOOKING_HEADING}>
      <h3 id={ATTENDEE_BOOKING_HEADING} tabIndex={-1}>{`Book a meeting with ${company.name}`}</h3>
      <Suspense fallback={<p role="status">Loading the booking form…</p>}>
        {/* A new company is a new form: nothing typed for the last one carries over. */}
        <BookMeetingFor key={company.slug} slug={company.slug} user={user} />
      </Suspense>
      <p>
        <Button small variant="quiet" onClick={onClose}>
          Close<span className="visually-hidden">{` the booking form for ${company.name}`}</span>
        </Button>
      </p>
    </section>
  );
}
