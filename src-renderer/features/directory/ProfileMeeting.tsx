import { lazy, Suspense } from 'react';
import type { CompanyProfile } from '../../../shared/api/directory';
import { useLogged, useSessionUser } from '../../lib/session/use-session';
import styles from './directory.module.css';

// Only signed-in members load the booking form, its form layer and the rules of who may book.
const BookMeeting = lazy(() =>
  import('../../components/meetings/BookMeeting').then((module) => ({ default: module.BookMeetingFor })),
);

/** "Book a meeting" with the company's people, for members whose membership lets them meet. */
export function ProfileMeeting({ company }: { company: CompanyProfile }) {
  const logged = useLogged();
  const user = useSessionUser();
  if (!logged || !user?.hash) return null;
  return (
    <section className={styles.contacts} aria-labelledby="meeting-heading">
      <h2 id="meeting-heading" tabIndex={-1}>
        Book a meeting
      </h2>
      <Suspense fallback={null}>
        <BookMeeting slug={company.slug} user={user} />
      </Suspense>
    </section>
  );
}
