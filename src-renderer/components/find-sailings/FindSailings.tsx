import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CallTime, findPortsForVisitors, previewRoutes } from '../../../shared/api/schedules';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { formatDate } from '../../../shared/domain/date';
import { builtHref } from '../../../shared/routes';
import { SCHEDULE_LIMITS } from '../../../shared/schedules/limits';
import { useHydrated } from '../../lib/use-hydrated';
import { PortCombobox, type PortChoice } from '../port-combobox/PortCombobox';
import { ButtonLink } from '../ui/ButtonLink';
import styles from './FindSailings.module.css';

type Preview = ResponseOf<typeof previewRoutes>;
type Result =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; preview: Preview }
  | { state: 'error'; message: string };

/**
 * The API client, loaded with the first port typed or the first search: the page around the
 * finder hydrates without it.
 */
const apiClient = () => import('../../lib/api');

/** The visitors' port finder: the members' one, rate-limited per address. */
async function findPorts(query: string, signal: AbortSignal) {
  const { callApi } = await apiClient();
  return (
    await callApi<typeof findPortsForVisitors>(
      { method: 'GET', path: '/api/schedules/preview/ports' },
      { query: { q: query } },
      { signal },
    )
  ).ports;
}

/** The day at the port, "Dec 1 2026", whatever the reader's time zone. */
function portDay(time: CallTime): string {
  return formatDate(new Date(Date.parse(time.at) + time.offsetMinutes * 60_000));
}

const transitDays = (hours: number) => `${Math.round(hours / 24)} days`;

function Sailings({ preview }: { preview: Preview }) {
  const signInHref = builtHref('auth-sign-in') ?? '/auth/sign-in';
  const joinHref = builtHref('membership');
  const more = preview.total - preview.sailings.length;
  const route = `${preview.from.name} to ${preview.to.name}`;
  return (
    <div className={styles.result}>
      <h3 className={styles.resultTitle}>
        {preview.total === 0
          ? `No sailings from ${route} in the next ${SCHEDULE_LIMITS.defaultWindowDays / 7} weeks`
          : `Next sailings from ${route}`}
        {preview.sample ? <span className={styles.sampleTag}>Sample</span> : null}
      </h3>
      {preview.sample ? (
        <p className={styles.note} role="note">
          <strong>Sample schedules:</strong> real ports and carriers with invented services and times, for
          trying the search. Book nothing on them.
        </p>
      ) : null}
      {preview.total === 0 ? (
        <p>
          No carrier connected here publishes a sailing between these ports, direct or with one transshipment,
          from {formatDate(preview.departFrom)} to {formatDate(preview.departTo)}. Try a nearby port.
        </p>
      ) : (
        <ol className={styles.sailings}>
          {preview.sailings.map((sailing) => (
            <li key={sailing.id} className={styles.sailing}>
              <span className={styles.carrier}>{sailing.carrier}</span>
              <span className={styles.dates}>
                <span>
                  Departs <time dateTime={sailing.departure.at}>{portDay(sailing.departure)}</time>
                </span>
                <span>
                  Arrives <time dateTime={sailing.arrival.at}>{portDay(sailing.arrival)}</time>
                </span>
              </span>
              <span className={styles.transit}>
                {transitDays(sailing.transitHours)} ·{' '}
                {sailing.transshipment
                  ? `via ${preview.ports[sailing.transshipment]?.name ?? sailing.transshipment}`
                  : 'direct'}
              </span>
            </li>
          ))}
        </ol>
      )}
      {preview.total > 0 ? (
        <div className={styles.members}>
          <p>
            {more > 0
              ? `${more} more ${more === 1 ? 'sailing leaves' : 'sailings leave'} by ${formatDate(preview.departTo)}. `
              : ''}
            Members see every sailing with its vessel, voyage, transshipment times and route map, and can
            download the list.
          </p>
          <p className={styles.actions}>
            <ButtonLink to={signInHref}>Sign in to see all sailings</ButtonLink>
            {joinHref ? <Link to={joinHref}>Not a member? Join DFA</Link> : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The sailings search as a visitor can try it: two ports, then the first three sailings between
 * them; the rest and the details are for members.
 */
export default function FindSailings({ headingId }: { headingId: string }) {
  const hydrated = useHydrated();
  const id = useId();
  const [from, setFrom] = useState<PortChoice | null>(null);
  const [to, setTo] = useState<PortChoice | null>(null);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const asked = useRef<AbortController | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(from ? {} : { from: 'Choose the port of loading from the list.' }),
      ...(to ? {} : { to: 'Choose the port of discharge from the list.' }),
    };
    if (from && to && from.unlocode === to.unlocode)
      missing.to = 'Choose a destination other than the origin.';
    setErrors(missing);
    if (missing.from || missing.to || !from || !to) {
      document.getElementById(missing.from ? `${id}-from` : `${id}-to`)?.focus();
      return;
    }
    asked.current?.abort();
    const controller = new AbortController();
    asked.current = controller;
    setResult({ state: 'loading' });
    apiClient()
      .then(({ callApi }) =>
        callApi<typeof previewRoutes>(
          { method: 'GET', path: '/api/schedules/preview' },
          { query: { from: from.unlocode, to: to.unlocode } },
          { signal: controller.signal },
        ),
      )
      .then((preview) => setResult({ state: 'ready', preview }))
      .catch(async (error: unknown) => {
        const { ApiCallError } = await import('../../lib/api-call-error');
        if (controller.signal.aborted) return;
        setResult({
          state: 'error',
          message:
            error instanceof ApiCallError
              ? error.message
              : 'The sailings could not be found. Please try again.',
        });
      });
  };

  return (
    <div className={styles.box}>
      <form className={styles.form} onSubmit={search} noValidate aria-labelledby={headingId}>
        <div className={styles.ports}>
          <PortCombobox
            id={`${id}-from`}
            label="From (port of loading)"
            value={from}
            onChange={setFrom}
            error={errors.from}
            find={findPorts}
          />
          <PortCombobox
            id={`${id}-to`}
            label="To (port of discharge)"
            value={to}
            onChange={setTo}
            error={errors.to}
            find={findPorts}
          />
        </div>
        <button type="submit" className={styles.button} disabled={!hydrated || result.state === 'loading'}>
          {result.state === 'loading' ? 'Searching…' : 'Find sailings'}
        </button>
      </form>
      <noscript>
        <p className={styles.note}>The sailings search needs JavaScript.</p>
      </noscript>
      <div aria-live="polite">
        {result.state === 'ready' ? <Sailings preview={result.preview} /> : null}
        {result.state === 'error' ? (
          <p role="alert" className={styles.alert}>
            {result.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
