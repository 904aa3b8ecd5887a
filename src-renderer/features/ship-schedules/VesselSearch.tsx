import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { searchVessel } from '../../../shared/api/schedules';
import { TextField } from '../../components/forms/form-fields';
import { formatDate } from '../../../shared/domain/date';
import {
  Answer,
  SavedNotice,
  DayFields,
  dayErrors,
  SampleNotice,
  reportProblems,
  type ResultOf,
  type SearchHandler,
} from './schedule-parts';
import { vesselHref, type VesselState } from './schedule-url';
import { useScheduleAnswer } from './schedule-source';
import { VesselCalls } from './VesselCalls';
import styles from './ship-schedules.module.css';

function VesselResults({ state }: { state: VesselState }) {
  const result = useScheduleAnswer<typeof searchVessel>('vessel', '/api/schedules/vessel', {
    vessel: state.vessel,
    from: state.from,
    to: state.to,
  });
  const summary = (answer: ResultOf<typeof result>) =>
    answer.matches.length === 0
      ? `No vessel called “${state.vessel}” calls a port between ${formatDate(answer.from)} and ${formatDate(answer.to)}. Check the spelling or the IMO number.`
      : answer.vessel
        ? `${answer.vessel.name} makes ${answer.calls.length} ${answer.calls.length === 1 ? 'call' : 'calls'} between ${formatDate(answer.from)} and ${formatDate(answer.to)}.`
        : `${answer.matches.length} vessels match. Choose one.`;
  return (
    <section
      aria-labelledby="vessel-results"
      aria-busy={result.state === 'loading'}
      className={styles.results}
    >
      <h2 id="vessel-results" className={styles.resultsTitle} tabIndex={-1}>
        Vessels matching “{state.vessel}”
      </h2>
      <Answer result={result} what="vessels" headingId="vessel-results" summary={summary}>
        {(answer) => (
          <>
            {answer.sample ? <SampleNotice /> : null}
            <SavedNotice saved={result.saved} />
            <p>{summary(answer)}</p>
            {answer.matches.length > 1 ? (
              <ul className={styles.matches} aria-label="Matching vessels">
                {answer.matches.map((match) => (
                  <li key={match.imo ?? match.name}>
                    <Link
                      to={vesselHref({ ...state, vessel: match.imo ?? match.name })}
                      aria-current={answer.vessel?.imo === match.imo ? 'true' : undefined}
                    >
                      {match.name}
                    </Link>{' '}
                    <span className={styles.muted}>
                      {match.imo ? `IMO ${match.imo} · ` : ''}
                      {match.services
                        .map((entry) => `${entry.carrier.scac} ${entry.service.code}`)
                        .join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {answer.vessel ? <VesselCalls answer={answer} /> : null}
          </>
        )}
      </Answer>
    </section>
  );
}

export function VesselSearch({
  state,
  onSearch,
}: {
  state: VesselState;
  onSearch: SearchHandler<VesselState>;
}) {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const [from, to] = dayErrors(value('from'), value('to'));
    const found = {
      vessel:
        value('vessel').length < 2 ? 'Enter at least two letters of the name, or the IMO number.' : undefined,
      from,
      to,
    };
    setErrors(found);
    if (reportProblems(event.currentTarget, found)) return;
    onSearch({ vessel: value('vessel'), from: value('from'), to: value('to') }, 'search');
  };

  return (
    <>
      <form
        role="search"
        aria-label="Search a vessel's calls"
        className={styles.search}
        onSubmit={submit}
        noValidate
      >
        <TextField
          label="Vessel name or IMO number"
          name="vessel"
          defaultValue={state.vessel}
          maxLength={50}
          autoComplete="off"
          spellCheck={false}
          error={errors.vessel}
        />
        <DayFields
          names={['from', 'to']}
          labels={['From', 'Until']}
          values={[state.from, state.to]}
          errors={[errors.from, errors.to]}
        />
        <div className={styles.searchActions}>
          <button type="submit" className={styles.button}>
            Find the vessel
          </button>
        </div>
      </form>
      {state.vessel ? <VesselResults key={vesselHref(state)} state={state} /> : null}
    </>
  );
}
