import { useId, useState, type FormEvent } from 'react';
import {
  deleteLane,
  LEAD_MODE_LABELS,
  LEAD_MODES,
  listSavedLanes,
  MAX_SAVED_LANES,
  saveLane,
  type SavedLane,
} from '../../../shared/api/shipping-leads';
import { SelectField } from '../../components/forms/form-fields';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { COUNTRY_OPTIONS, countryName } from '../../lib/countries';
import kit from '../../components/forms/forms.module.css';
import frame from '../../components/kit/classes.module.css';
import styles from './shipping-leads.module.css';

const laneText = (lane: SavedLane) =>
  `${countryName(lane.originCountry)} → ${countryName(lane.destinationCountry)}, ${
    lane.mode ? LEAD_MODE_LABELS[lane.mode] : 'any mode'
  }`;

/** The member's trade lanes: new leads on them arrive in one email a day. */
export function SavedLanes() {
  const id = useId();
  const lanes = usePageData<typeof listSavedLanes>(listSavedLanes.path, {}, { serverRender: false });
  const [draft, setDraft] = useState({ originCountry: '', destinationCountry: '', mode: '' });
  const [message, setMessage] = useState<{ tone: 'error' | 'done'; text: string }>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<{ lanes: SavedLane[] }>, done: string) => {
    setBusy(true);
    setMessage(undefined);
    try {
      lanes.replace(await action());
      setMessage({ tone: 'done', text: done });
      return true;
    } catch (error) {
      setMessage({
        tone: 'error',
        text:
          error instanceof ApiCallError
            ? (Object.values(error.fields ?? {})[0] ?? error.message)
            : 'Please try again.',
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(
      () => callApi(saveLane, { body: { ...draft, mode: draft.mode || null } as never }),
      'Lane saved. New leads on it arrive in your daily digest.',
    );
    if (saved) setDraft({ originCountry: '', destinationCountry: '', mode: '' });
  };

  const list = lanes.state === 'ready' ? lanes.data.lanes : [];
  return (
    <section id="saved-lanes" className={frame.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={frame.panelTitle}>
        Your saved lanes
      </h2>
      <p className={frame.muted}>
        Once a day, on days with news, we email you the new leads on these lanes. Days without new leads send
        nothing.
      </p>
      <div role={message?.tone === 'error' ? 'alert' : 'status'} className={frame.alertSlot}>
        {message ? (
          <p className={message.tone === 'error' ? frame.alert : frame.success}>{message.text}</p>
        ) : null}
      </div>
      {lanes.state === 'loading' ? <p role="status">Loading your lanes…</p> : null}
      {lanes.state === 'error' ? (
        <p role="alert" className={frame.alert}>
          {lanes.error.message}
        </p>
      ) : null}
      {lanes.state === 'ready' && list.length === 0 ? <p>You have not saved a lane yet.</p> : null}
      {list.length > 0 ? (
        <ul className={styles.lanes}>
          {list.map((lane) => (
            <li key={lane.id}>
              <span>{laneText(lane)}</span>
              <button
                type="button"
                className={kit.linkButton}
                disabled={busy}
                onClick={() =>
                  void run(
                    () => callApi(deleteLane, { body: { id: lane.id } }),
                    `Lane deleted: ${laneText(lane)}.`,
                  )
                }
              >
                Delete <span className="visually-hidden">{laneText(lane)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {list.length < MAX_SAVED_LANES ? (
        <form onSubmit={(event) => void add(event)} noValidate aria-label="Save a lane">
          {(
            [
              ['originCountry', 'From country'],
              ['destinationCountry', 'To country'],
            ] as const
          ).map(([field, label]) => (
            <SelectField
              key={field}
              label={label}
              value={draft[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            >
              <option value="">Choose a country</option>
              {COUNTRY_OPTIONS.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          ))}
          <SelectField
            label="Mode"
            value={draft.mode}
            onChange={(event) => setDraft({ ...draft, mode: event.target.value })}
          >
            <option value="">Any mode</option>
            {LEAD_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {LEAD_MODE_LABELS[mode]}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={frame.secondaryButton} disabled={busy}>
            Save lane
          </button>
        </form>
      ) : (
        <p className={frame.muted}>You have saved the most lanes you can ({MAX_SAVED_LANES}).</p>
      )}
    </section>
  );
}
