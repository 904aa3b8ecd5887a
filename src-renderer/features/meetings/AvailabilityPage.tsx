import { useState } from 'react';
import { Link } from 'react-router';
import { saveAvailability, type getAvailability } from '../../../shared/api/meetings';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { TextField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { Notice } from '../../components/kit/Notice';
import { PageFrame } from '../../components/kit/PageFrame';
import { Section } from '../../components/kit/Section';
import { Loaded } from '../../components/kit/states';
import { browserTimeZone } from '../../components/meetings/zone-day';
import { usePageData } from '../../lib/api';
import { DaysOffFields, HoursFields, type AvailabilityValues } from './HoursFields';

type Availability = AvailabilityValues & { saved: boolean };

/** The zones the browser knows, for the field's suggestions (older browsers offer none). */
function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

function AvailabilityForm({ initial }: { initial: Availability }) {
  const [guessed] = useState(() => (initial.saved ? null : initial.timeZone));
  const [zones] = useState(knownZones);
  const api = useApiForm<typeof saveAvailability, AvailabilityValues>({
    endpoint: saveAvailability,
    defaultValues: { timeZone: initial.timeZone, hours: initial.hours, daysOff: initial.daysOff },
    onSuccess: (saved) => {
      const ranges = saved.hours.length;
      return `Your meeting hours are saved: ${ranges} ${ranges === 1 ? 'range' : 'ranges'} a week in ${saved.timeZone ?? ''}. Other members now see your free half hours.`;
    },
  });
  return (
    <Section panel title="Your time zone and hours">
      {guessed ? (
        <Notice tone="info">
          {`We took ${guessed} from your browser. Check it is where you work, then save.`}
        </Notice>
      ) : null}
      <ApiFormFrame
        api={api}
        label="Meeting hours"
        submitLabel="Save meeting hours"
        busyLabel="Saving…"
        primary
      >
        <TextField
          label="Time zone"
          hint="A region and city, like Europe/London or Asia/Dubai, so daylight saving is followed."
          list="time-zones"
          autoComplete="off"
          spellCheck={false}
          {...api.field('timeZone')}
        />
        <datalist id="time-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <HoursFields api={api} />
        <DaysOffFields api={api} />
      </ApiFormFrame>
      {api.done ? (
        <p>
          <Link to="/meetings">Back to your meetings</Link>
        </p>
      ) : null}
    </Section>
  );
}

/**
 * Where a member says when others may book them: the time zone (guessed from the browser and
 * confirmed), weekly hours per weekday with several ranges a day, and days off.
 */
export default function AvailabilityPage() {
  return (
    <PageFrame
      path="/meetings/availability"
      title="Meeting hours"
      description="Set your time zone, weekly meeting hours and days off."
      crumbs={[{ name: 'Meetings', path: '/meetings' }]}
      lead="Other members can book half-hour meetings with you within these hours. Times are kept in your own zone, daylight saving included."
      gate={{ what: 'set your meeting hours', tool: 'meetings' }}
    >
      {() => <Hours />}
    </PageFrame>
  );
}

function Hours() {
  const availability = usePageData<typeof getAvailability>(
    '/api/meetings/availability',
    {},
    { serverRender: false },
  );
  return (
    <Loaded data={availability} what="your meeting hours">
      {(data) => (
        <AvailabilityForm
          initial={{
            saved: data.timeZone !== null,
            timeZone: data.timeZone ?? browserTimeZone(),
            hours: data.hours,
            daysOff: data.daysOff.map((day) => ({ date: day.date, note: day.note ?? '' })),
          }}
        />
      )}
    </Loaded>
  );
}
