import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { requestMeeting, type getAvailability, type listCompanyPeople } from '../../../shared/api/meetings';
import type { UserRecord } from '../../../shared/api/user';
import { toolLockedMessage } from '../../../shared/domain/member-access';
import { usePageData } from '../../lib/api';
import { ToolLocked } from '../content/ToolLocked';
import { ApiFormFrame } from '../forms/ApiFormFrame';
import { SelectField, TextField } from '../forms/form-fields';
import { useApiForm } from '../forms/use-api-form';
import { Notice } from '../kit/Notice';
import { Loaded } from '../kit/states';
import { announce } from '../../lib/announce';
import { FreeSlots, type BookingValues } from './FreeSlots';

/** The booking form for a member who may book; an applicant or lapsed member is told why not. */
export function BookMeetingFor({ slug, user }: { slug: string; user: UserRecord }) {
  if (toolLockedMessage('meetings', user)) return <ToolLocked tool="meetings" user={user} compact />;
  return <BookMeeting slug={slug} yourId={user.hash_id} />;
}

/**
 * "Book a meeting" with one of a member company's people: choose the person, one of their free
 * half hours (in your time, with theirs beside it), a subject and where to meet, then send the
 * request, which they accept, decline or answer with another time.
 */
function BookMeeting({ slug, yourId }: { slug: string; yourId: string }) {
  const yours = usePageData<typeof getAvailability>(
    '/api/meetings/availability',
    {},
    { serverRender: false },
  );
  return (
    <Loaded data={yours} what="your meeting hours">
      {(availability) =>
        availability.timeZone ? (
          <BookingForm slug={slug} yourId={yourId} />
        ) : (
          <Notice tone="info">
            Set your time zone and meeting hours first, so free times show in your own time.{' '}
            <Link to="/meetings/availability">Set your meeting hours</Link>
          </Notice>
        )
      }
    </Loaded>
  );
}

function BookingForm({ slug, yourId }: { slug: string; yourId: string }) {
  const people = usePageData<typeof listCompanyPeople>(
    '/api/meetings/company',
    { query: { slug } },
    { serverRender: false },
  );
  const [sent, setSent] = useState<string>();
  const api = useApiForm<typeof requestMeeting, BookingValues>({
    endpoint: requestMeeting,
    defaultValues: { person: '', startsAt: '', subject: '', place: { kind: 'video', url: '', phone: '' } },
    toBody: ({ place, ...rest }) => ({
      ...rest,
      place:
        place.kind === 'video' ? { kind: 'video', url: place.url } : { kind: 'phone', phone: place.phone },
    }),
    onSuccess: (meeting) => {
      const message = `Your request is sent to ${meeting.them.name} for ${meeting.you.local.label}. You will hear by email when they answer.`;
      setSent(message);
      api.form.reset();
      // Said here rather than under the button: the form empties, the confirmation above it stays.
      announce(message);
    },
  });
  // The form resets under the reader: the confirmation takes focus once it is on the page.
  useEffect(() => {
    if (sent) document.getElementById('meeting-request-sent')?.focus();
  }, [sent]);
  const person = api.form.watch('person');
  const kind = api.form.watch('place.kind');
  return (
    <Loaded data={people} what="the people you can meet">
      {(answer) => {
        const bookable = answer.people.filter((entry) => entry.person !== yourId);
        const chosen = bookable.find((entry) => entry.person === person);
        if (answer.blocked) {
          return (
            <Notice tone="info">
              You have blocked meeting requests from this company. Unblock it on your meetings page to meet
              its people.
            </Notice>
          );
        }
        if (bookable.length === 0)
          return <p>Nobody at this company takes meetings through the portal yet.</p>;
        return (
          <>
            {sent ? (
              <div id="meeting-request-sent" tabIndex={-1}>
                <Notice tone="success">
                  {sent} <Link to="/meetings">See your meetings</Link>
                </Notice>
              </div>
            ) : null}
            <ApiFormFrame
              api={api}
              label="Book a meeting"
              submitLabel="Send the request"
              busyLabel="Sending…"
            >
              <SelectField label="Person to meet" {...api.field('person')}>
                <option value="">Choose a person</option>
                {bookable.map((entry) => (
                  <option key={entry.person} value={entry.person} disabled={!entry.timeZone}>
                    {entry.timeZone ? entry.name : `${entry.name} (no meeting hours yet)`}
                  </option>
                ))}
              </SelectField>
              {chosen ? <FreeSlots api={api} person={chosen.person} theirName={chosen.name} /> : null}
              <TextField
                label="Subject"
                maxLength={200}
                hint="What you want to talk about, like “Reefer rates Jebel Ali to Rotterdam”."
                {...api.field('subject')}
              />
              <SelectField label="Where to meet" {...api.field('place.kind')}>
                <option value="video">Video call</option>
                <option value="phone">Phone call</option>
              </SelectField>
              {kind === 'phone' ? (
                <TextField
                  label="Phone number to call"
                  type="tel"
                  autoComplete="tel"
                  hint="With the country code, like +44 20 7946 0958."
                  {...api.field('place.phone')}
                />
              ) : (
                <TextField
                  label="Video call link"
                  type="url"
                  hint="Starting with https://, like your Teams, Zoom or Meet link."
                  {...api.field('place.url')}
                />
              )}
            </ApiFormFrame>
          </>
        );
      }}
    </Loaded>
  );
}
