import { Link } from 'react-router';
import {
  requestConferenceMeeting,
  type getConference,
  type listConferenceSlots,
} from '../../../shared/api/meetings';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { FieldError, SelectField, TextField } from '../../components/forms/form-fields';
import { useApiForm, type ApiForm } from '../../components/forms/use-api-form';
import { EmptyState, Loaded } from '../../components/kit/states';
import { usePageData } from '../../lib/api';
import styles from './meetings-page.module.css';

interface GridValues {
  event: string;
  person: string;
  startsAt: string;
  subject: string;
}

function GridSlots({
  api,
  event,
  person,
  name,
}: {
  api: ApiForm<GridValues>;
  event: string;
  person: string;
  name: string;
}) {
  const slots = usePageData<typeof listConferenceSlots>(
    '/api/meetings/conference/slots',
    { query: { event, person } },
    { serverRender: false },
  );
  const id = api.field('startsAt').id;
  const error = api.form.formState.errors.startsAt?.message;
  return (
    <Loaded data={slots} what={`the slots you and ${name} both have free`}>
      {(answer) =>
        answer.slots.length === 0 ? (
          <EmptyState title={`You and ${name} have no free slot in common with a table left.`} />
        ) : (
          <fieldset id={id} className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
            <legend>Slots you are both free, in the event’s local time</legend>
            <FieldError id={error ? `${id}-error` : undefined} message={error} />
            <ul className={styles.gridSlots}>
              {answer.slots.map((slot) => (
                <li key={slot.startsAt}>
                  <label>
                    <input type="radio" value={slot.startsAt} {...api.form.register('startsAt')} />
                    {` ${slot.date} ${slot.time} · ${slot.tablesFree} ${slot.tablesFree === 1 ? 'table' : 'tables'} free`}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )
      }
    </Loaded>
  );
}

/**
 * Booking another registered member into a slot of the event's grid: a free table is held with
 * the request, and the other side accepts or declines it on their meetings page.
 */
export function ConferenceBooking({
  conference,
  onBooked,
}: {
  conference: ResponseOf<typeof getConference>;
  onBooked: () => void;
}) {
  const api = useApiForm<typeof requestConferenceMeeting, GridValues>({
    endpoint: requestConferenceMeeting,
    defaultValues: { event: conference.event.slug, person: '', startsAt: '', subject: '' },
    resetOnSuccess: true,
    onSuccess: (meeting) => {
      onBooked();
      const place = meeting.place.kind === 'table' ? ` at table ${meeting.place.table}` : '';
      return `Your request is sent to ${meeting.them.name} for ${meeting.you.local.label}${place}. It waits for their answer.`;
    },
  });
  const person = api.form.watch('person');
  const chosen = conference.attendees.find((attendee) => attendee.person === person);
  if (conference.attendees.length === 0) {
    return <EmptyState title="No other member is registered for this event yet." />;
  }
  return (
    <ApiFormFrame
      api={api}
      label="Book a meeting at the event"
      submitLabel="Send the request"
      busyLabel="Sending…"
    >
      <SelectField label="Attendee to meet" {...api.field('person')}>
        <option value="">Choose an attendee</option>
        {conference.attendees.map((attendee) => (
          <option key={attendee.person} value={attendee.person}>
            {`${attendee.name}, ${attendee.company.name}`}
          </option>
        ))}
      </SelectField>
      {chosen ? (
        <GridSlots api={api} event={conference.event.slug} person={chosen.person} name={chosen.name} />
      ) : null}
      <TextField label="Subject" maxLength={200} {...api.field('subject')} />
      <p>
        Answers arrive on <Link to="/meetings">your meetings page</Link> and by email.
      </p>
    </ApiFormFrame>
  );
}
