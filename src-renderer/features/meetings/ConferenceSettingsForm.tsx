import { useFieldArray } from 'react-hook-form';
import { saveConferenceSettings, type conferenceSettingsSchema } from '../../../shared/api/meetings';
import type { z } from 'zod';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { TextField } from '../../components/forms/form-fields';
import { useApiForm, type ApiForm } from '../../components/forms/use-api-form';
import { Button } from '../../components/kit/Button';
import { Section } from '../../components/kit/Section';
import { focusSoon } from '../../lib/focus';
import styles from './meetings-page.module.css';

interface SettingsValues {
  event: string;
  slotMinutes: number;
  tables: number;
  days: { date: string; from: string; to: string; breaks: { from: string; to: string; label: string }[] }[];
}

function Breaks({ api, day }: { api: ApiForm<SettingsValues>; day: number }) {
  const breaks = useFieldArray({ control: api.form.control, name: `days.${day}.breaks` });
  return (
    <>
      {breaks.fields.map((row, index) => (
        <div key={row.id} className={styles.range}>
          <TextField
            label="Break from"
            type="time"
            step={300}
            {...api.field(`days.${day}.breaks.${index}.from`)}
          />
          <TextField
            label="Break to"
            type="time"
            step={300}
            {...api.field(`days.${day}.breaks.${index}.to`)}
          />
          <TextField
            label="Break name"
            optional="optional"
            maxLength={60}
            {...api.field(`days.${day}.breaks.${index}.label`)}
          />
          <Button small variant="quiet" onClick={() => breaks.remove(index)}>
            Remove break<span className="visually-hidden">{` ${index + 1} of day ${day + 1}`}</span>
          </Button>
        </div>
      ))}
      <Button small onClick={() => breaks.append({ from: '12:30', to: '13:30', label: 'Lunch' })}>
        Add a break<span className="visually-hidden">{` to day ${day + 1}`}</span>
      </Button>
    </>
  );
}

/** DFA's settings of an event's meeting grid: its days and hours, breaks, slot length and tables. */
export function ConferenceSettingsForm({
  event,
  settings,
  onSaved,
}: {
  event: string;
  settings: z.infer<typeof conferenceSettingsSchema> | null;
  onSaved: () => void;
}) {
  const api = useApiForm<typeof saveConferenceSettings, SettingsValues>({
    endpoint: saveConferenceSettings,
    defaultValues: {
      event,
      slotMinutes: settings?.slotMinutes ?? 30,
      tables: settings?.tables ?? 20,
      days: (settings?.days ?? []).map((day) => ({
        ...day,
        breaks: day.breaks.map((pause) => ({ ...pause, label: pause.label ?? '' })),
      })),
    },
    onSuccess: (saved) => {
      onSaved();
      return `The meeting grid is saved: ${saved.days.length} ${saved.days.length === 1 ? 'day' : 'days'}, ${saved.slotMinutes}-minute slots, ${saved.tables} tables.`;
    },
  });
  const days = useFieldArray({ control: api.form.control, name: 'days' });
  return (
    <Section panel title="Meeting grid settings" description="Times are the event’s local time.">
      <ApiFormFrame api={api} label="Meeting grid settings" submitLabel="Save the grid" busyLabel="Saving…">
        <div className={styles.range}>
          <TextField
            label="Slot length (minutes)"
            type="number"
            min={10}
            max={120}
            step={5}
            {...api.field('slotMinutes', { valueAsNumber: true })}
          />
          <TextField
            label="Meeting tables"
            type="number"
            min={1}
            max={1000}
            {...api.field('tables', { valueAsNumber: true })}
          />
        </div>
        {days.fields.map((row, index) => (
          <fieldset key={row.id} className={styles.weekday}>
            <legend>{`Meeting day ${index + 1}`}</legend>
            <div className={styles.range}>
              <TextField label="Date" type="date" {...api.field(`days.${index}.date`)} />
              <TextField label="From" type="time" step={300} {...api.field(`days.${index}.from`)} />
              <TextField label="To" type="time" step={300} {...api.field(`days.${index}.to`)} />
              <Button
                small
                variant="quiet"
                onClick={() => {
                  days.remove(index);
                  focusSoon(() => document.getElementById('add-meeting-day'));
                }}
              >
                Remove day<span className="visually-hidden">{` ${index + 1}`}</span>
              </Button>
            </div>
            <Breaks api={api} day={index} />
          </fieldset>
        ))}
        <Button
          small
          id="add-meeting-day"
          onClick={() => {
            days.append({ date: '', from: '09:00', to: '17:00', breaks: [] });
            const index = days.fields.length;
            focusSoon(() => document.getElementById(api.field(`days.${index}.date`).id));
          }}
        >
          Add a meeting day
        </Button>
      </ApiFormFrame>
    </Section>
  );
}
