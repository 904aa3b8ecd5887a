import { useState } from 'react';
import { Link } from 'react-router';
import {
  cancelEventRegistration,
  eventCalendarPath,
  type EventDetails,
  type EventRegistration,
} from '../../../shared/api/events';
import { formatEventSchedule, isPastEvent } from '../../../shared/events/schedule';
import { ContentPage } from '../../components/content/ContentPage';
import { Modal } from '../../components/modal/Modal';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { eventPlace } from './event-facts';
import { EVENTS_TRAIL, eventPath } from './event-routes';
import styles from './registration.module.css';
import { useJudgedNow } from './use-judged-now';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A registration as its personal link shows it, with its calendar file and a way to cancel it. */
export function RegistrationDetails({
  event,
  registration,
  token,
  onCancelled,
}: {
  event: EventDetails;
  registration: EventRegistration;
  token: string;
  onCancelled: (view: { event: EventDetails; registration: EventRegistration }) => void;
}) {
  const { now, island } = useJudgedNow();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string>();
  const past = isPastEvent(event, now);
  const active = registration.status === 'active';

  const cancel = async () => {
    setCancelling(true);
    setProblem(undefined);
    try {
      onCancelled(await callApi(cancelEventRegistration, { body: { event: event.slug, token } }));
    } catch (error) {
      setProblem(
        error instanceof ApiCallError
          ? error.message
          : 'The registration could not be cancelled. Please try again.',
      );
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  };

  return (
    <ContentPage
      path={`${eventPath(event.slug)}/${token}`}
      trail={[...EVENTS_TRAIL, { name: event.title, path: eventPath(event.slug) }]}
      title={`Your registration for ${event.title}`}
      description={`See the details of your registration for ${event.title}, or cancel it if you can no longer attend.`}
      keywords={`${event.title}, event registration, Digital Freight Alliance events`}
      eyebrow="Your registration"
      heading={event.title}
      lead={<p>{formatEventSchedule(event)}</p>}
      noIndex
      noJoinBanner
    >
      {island}
      <section className={styles.card} aria-labelledby="registration-status">
        <h2 id="registration-status" className={styles.cardHeading}>
          {active ? 'You are registered' : 'Your registration is cancelled'}
        </h2>
        <p className={`${styles.badge} ${active ? styles.active : styles.cancelled}`}>
          {active ? 'Registered' : 'Cancelled'}
        </p>
        <div role="alert" className={styles.alertSlot}>
          {problem ? <p className={styles.alert}>{problem}</p> : null}
        </div>
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{registration.name}</dd>
          <dt>Email</dt>
          <dd>{registration.emailMasked}</dd>
          {registration.company ? (
            <>
              <dt>Company</dt>
              <dd>{registration.company}</dd>
            </>
          ) : null}
          <dt>Registered on</dt>
          <dd>
            <time dateTime={registration.registeredAt}>
              {dayFormat.format(Date.parse(registration.registeredAt))}
            </time>
          </dd>
          {registration.cancelledAt ? (
            <>
              <dt>Cancelled on</dt>
              <dd>
                <time dateTime={registration.cancelledAt}>
                  {dayFormat.format(Date.parse(registration.cancelledAt))}
                </time>
              </dd>
            </>
          ) : null}
          <dt>Where</dt>
          <dd>{eventPlace(event)}</dd>
        </dl>
        {active && past ? <p>This event has taken place. Thank you for registering.</p> : null}
        {!active && !past ? (
          <p>
            Changed your mind? You can{' '}
            <Link to={eventPath(event.slug)}>register again on the event page</Link>.
          </p>
        ) : null}
        <div className={styles.actions}>
          {active ? (
            <a
              className={styles.secondaryButton}
              href={eventCalendarPath(event.slug)}
              download={`${event.slug}.ics`}
            >
              Add to calendar (.ics)
            </a>
          ) : null}
          {active && !past ? (
            <button type="button" className={styles.dangerButton} onClick={() => setConfirming(true)}>
              Cancel my registration
            </button>
          ) : null}
        </div>
      </section>
      <p>
        <Link to={eventPath(event.slug)}>About {event.title}</Link> · <Link to="/events">All DFA events</Link>
      </p>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        size="small"
        title="Cancel your registration?"
        text={`You will no longer be registered for ${event.title}. While registration is open you can register again on the event page.`}
        noIcon
        closeIcon
        noRedirection
      >
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.dangerButton}
            disabled={cancelling}
            onClick={() => void cancel()}
          >
            {cancelling ? 'Cancelling…' : 'Yes, cancel my registration'}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => setConfirming(false)}>
            Keep my registration
          </button>
        </div>
      </Modal>
    </ContentPage>
  );
}
