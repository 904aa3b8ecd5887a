import { useFieldArray } from 'react-hook-form';
import { WEEKDAYS } from '../../../shared/meetings/time';
import { TextField } from '../../components/forms/form-fields';
import type { ApiForm } from '../../components/forms/use-api-form';
import { Button } from '../../components/kit/Button';
import { focusSoon } from '../../lib/focus';
import styles from './meetings-page.module.css';

export interface AvailabilityValues {
  timeZone: string;
  hours: { weekday: number; from: string; to: string }[];
  daysOff: { date: string; note: string }[];
}

/**
 * The weekly meeting hours, one group per weekday, each with as many ranges as the member
 * needs (a morning and an afternoon). A day without ranges takes no meetings.
 */
export function HoursFields({ api }: { api: ApiForm<AvailabilityValues> }) {
  const hours = useFieldArray({ control: api.form.control, name: 'hours' });
  const fieldId = (index: number, part: 'from' | 'to') => api.field(`hours.${index}.${part}`).id;
  return (
    <fieldset className={styles.group}>
      <legend>Weekly meeting hours, in your time zone</legend>
      {WEEKDAYS.map((dayName, dayIndex) => {
        const weekday = dayIndex + 1;
        const rows = hours.fields
          .map((row, index) => ({ row, index }))
          .filter(({ row }) => row.weekday === weekday);
        return (
          <fieldset key={dayName} className={styles.weekday}>
            <legend>{dayName}</legend>
            {rows.length === 0 ? <p className={styles.none}>No meetings</p> : null}
            {rows.map(({ row, index }) => (
              <div key={row.id} className={styles.range}>
                <TextField label="From" type="time" step={900} {...api.field(`hours.${index}.from`)} />
                <TextField label="To" type="time" step={900} {...api.field(`hours.${index}.to`)} />
                <Button
                  small
                  variant="quiet"
                  onClick={() => {
                    hours.remove(index);
                    focusSoon(() => document.getElementById(`add-hours-${weekday}`));
                  }}
                >
                  Remove<span className="visually-hidden">{` these ${dayName} hours`}</span>
                </Button>
              </div>
            ))}
            <Button
              small
              id={`add-hours-${weekday}`}
              onClick={() => {
                const last = rows.at(-1)?.row;
                hours.append(
                  last ? { weekday, from: last.to, to: last.to } : { weekday, from: '09:00', to: '17:00' },
                );
                const index = hours.fields.length;
                focusSoon(() => document.getElementById(fieldId(index, 'from')));
              }}
            >
              Add hours<span className="visually-hidden">{` on ${dayName}`}</span>
            </Button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** Days off: dates on which no meeting is offered, whatever the weekly hours say. */
export function DaysOffFields({ api }: { api: ApiForm<AvailabilityValues> }) {
  const days = useFieldArray({ control: api.form.control, name: 'daysOff' });
  return (
    <fieldset className={styles.group}>
      <legend>Days off</legend>
      {days.fields.length === 0 ? <p className={styles.none}>No days off planned.</p> : null}
      {days.fields.map((row, index) => (
        <div key={row.id} className={styles.range}>
          <TextField label="Day" type="date" {...api.field(`daysOff.${index}.date`)} />
          <TextField
            label="Note"
            optional="optional"
            maxLength={100}
            {...api.field(`daysOff.${index}.note`)}
          />
          <Button
            small
            variant="quiet"
            onClick={() => {
              days.remove(index);
              focusSoon(() => document.getElementById('add-day-off'));
            }}
          >
            Remove<span className="visually-hidden">{` day off ${index + 1}`}</span>
          </Button>
        </div>
      ))}
      <Button
        small
        id="add-day-off"
        onClick={() => {
          days.append({ date: '', note: '' });
          const index = days.fields.length;
          focusSoon(() => document.getElementById(api.field(`daysOff.${index}.date`).id));
        }}
      >
        Add a day off
      </Button>
    </fieldset>
  );
}
