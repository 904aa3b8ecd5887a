import type { ReactNode } from 'react';
import type { CallTime, PortSummary } from '../../../shared/api/schedules';
import type { SavedSchedules } from '../../../shared/bridge';
import { formatDate } from '../../../shared/domain/date';
import { SCHEDULE_LIMITS } from '../../../shared/schedules/limits';
import { TextField } from '../../components/forms/form-fields';
import type { MapPort } from '../../components/route-map/RouteMap';
import { ErrorState, LoadingState } from '../../components/kit/states';
import { announce } from '../../lib/announce';
import type { PageData } from '../../lib/api';
import { focusSoon } from '../../lib/focus';
import { useRevealResults, type ResultsCause } from '../../lib/reveal-results';
import { CERTAINTY, localDateTime, utcOffset } from './schedule-format';
import styles from './ship-schedules.module.css';

/** Said wherever generated sample schedules show, so nobody books on them. */
export function SampleNotice() {
  return (
    <p className={styles.sample} role="note">
      <strong>Sample schedules.</strong> Generated for trying the search: real ports and carriers, invented
      services, vessels and times. Book nothing on them.
    </p>
  );
}

/** Said when the desktop app answers from the schedules saved on this computer. */
export function SavedNotice({ saved }: { saved: SavedSchedules | null }) {
  if (!saved) return null;
  return (
    <p className={styles.saved} role="note">
      <strong>Saved schedules as of {formatDate(saved.generatedAt)}.</strong> The DFA server cannot be
      reached, so this answer comes from the schedules saved on this computer, which hold departures from{' '}
      {formatDate(saved.validFrom)} to {formatDate(saved.validUntil)}. Carriers may have changed times since;
      check again once you are connected.
    </p>
  );
}

export function SampleTag() {
  return <span className={styles.sampleTag}>Sample</span>;
}

/** A time as the port reads it, with its offset and how certain it is. */
export function When({ time }: { time: CallTime | null }) {
  if (!time) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.when}>
      <time dateTime={time.at}>{localDateTime(time)}</time>{' '}
      <span className={styles.offset}>{utcOffset(time.offsetMinutes)}</span>
      {time.classifier !== 'PLN' ? (
        <span className={styles.certainty}> {CERTAINTY[time.classifier]}</span>
      ) : null}
    </span>
  );
}

/** The answer a search's data holds once it is ready. */
export type ResultOf<R> = R extends { state: 'ready'; data: infer T } ? T : never;

/** What a search form calls with its new state, and why it asks. */
export type SearchHandler<State> = (state: State, cause: ResultsCause) => void;

/**
 * Loading and failure states shared by every search; the children render the answer. After a
 * search its heading (`headingId`) comes into view and `summary` (the count) is read out.
 */
export function Answer<T>({
  result,
  what,
  headingId,
  summary,
  children,
}: {
  result: PageData<T>;
  what: string;
  headingId?: string;
  summary?: (data: T) => string;
  children: (data: T) => ReactNode;
}) {
  // The carriers' list under the carrier search is no answer to a search: it reveals nothing.
  useRevealResults(
    summary && result.state === 'ready' ? result.data : undefined,
    headingId ?? '',
    summary ?? String,
  );

  if (result.state === 'loading') return <LoadingState what={what} />;
  if (result.state !== 'ready') {
    const message = result.state === 'error' ? result.error.message : `The ${what} could not be found.`;
    const fields = result.state === 'error' ? Object.values(result.error.fields ?? {}) : [];
    return <ErrorState what={what} message={[message, ...fields].join(' ')} retry={result.reload} />;
  }
  return <>{children(result.data)}</>;
}

/**
 * A port box left without a choice, in words that say what to do: typing a name is not choosing
 * a port, and the member may not have seen the suggestions.
 */
export function unchosenPort(inputId: string, what: string): string {
  const box = document.getElementById(inputId);
  const typed = box instanceof HTMLInputElement ? box.value.trim() : '';
  return typed
    ? `“${typed}” is not chosen yet: pick the ${what} from the suggestions under the box.`
    : `Enter the ${what} and pick it from the suggestions.`;
}

/** Reads the form's problems out and takes the member to the first field with one. */
export function reportProblems(form: HTMLFormElement, found: Record<string, string | undefined>): boolean {
  const problems = Object.values(found).filter(Boolean);
  if (problems.length === 0) return false;
  announce(problems.join(' '), { assertive: true });
  focusSoon(() => form.querySelector<HTMLElement>('[aria-invalid="true"]'));
  return true;
}

/** First and last day of a search, local dates at the port, at most eight weeks apart. */
export function DayFields({
  names,
  labels,
  values,
  errors,
}: {
  names: [string, string];
  labels: [string, string];
  values: [string, string];
  errors?: [string | undefined, string | undefined];
}) {
  return (
    <>
      <TextField
        label={labels[0]}
        name={names[0]}
        type="date"
        defaultValue={values[0]}
        required
        error={errors?.[0]}
      />
      <TextField
        label={labels[1]}
        name={names[1]}
        type="date"
        defaultValue={values[1]}
        required
        error={errors?.[1]}
        hint={`At most ${SCHEDULE_LIMITS.maxWindowDays / 7} weeks after the first day.`}
      />
    </>
  );
}

/** Checks a pair of days before asking the server, in the words the server would use. */
export function dayErrors(first: string, last: string): [string | undefined, string | undefined] {
  if (!first) return ['Enter the first day.', undefined];
  if (!last) return [undefined, 'Enter the last day.'];
  const days = (Date.parse(last) - Date.parse(first)) / 86_400_000;
  if (days < 0) return [undefined, 'The last day comes after the first.'];
  if (days >= SCHEDULE_LIMITS.maxWindowDays) {
    return [undefined, `Search at most ${SCHEDULE_LIMITS.maxWindowDays / 7} weeks at a time.`];
  }
  return [undefined, undefined];
}

/** The ports of a list that have coordinates, ready for the route map. */
export function mapPortsOf(
  ports: Readonly<Record<string, PortSummary>>,
  codes: readonly string[],
): MapPort[] {
  return codes.flatMap((code) => {
    const port = ports[code];
    return port && port.latitude !== null && port.longitude !== null
      ? [{ code, name: port.name, latitude: port.latitude, longitude: port.longitude }]
      : [];
  });
}
