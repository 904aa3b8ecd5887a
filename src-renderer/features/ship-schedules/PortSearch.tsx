import { useState, type FormEvent } from 'react';
import type { searchPortCalls } from '../../../shared/api/schedules';
import type { PortCallDirection } from '../../../shared/schedules/limits';
import { SelectField } from '../../components/forms/form-fields';
import { PortCombobox, type PortChoice } from '../../components/port-combobox/PortCombobox';
import { formatDate } from '../../../shared/domain/date';
import { portLabel } from './schedule-format';
import {
  Answer,
  reportProblems,
  unchosenPort,
  type ResultOf,
  type SearchHandler,
  SavedNotice,
  DayFields,
  dayErrors,
  SampleNotice,
  SampleTag,
  When,
} from './schedule-parts';
import { portHref, type PortState } from './schedule-url';
import { usePortFinder, useScheduleAnswer } from './schedule-source';
import styles from './ship-schedules.module.css';
import { Pager } from '../../components/kit/Pager';

const DIRECTION_LABELS: Record<PortCallDirection, string> = {
  all: 'Arrivals and departures',
  arrivals: 'Arrivals',
  departures: 'Departures',
};

function PortResults({ state }: { state: PortState }) {
  const result = useScheduleAnswer<typeof searchPortCalls>('port', '/api/schedules/port-calls', {
    port: state.port,
    from: state.from,
    to: state.to,
    direction: state.direction,
    page: state.page,
  });
  const summary = (answer: ResultOf<typeof result>) =>
    answer.total === 0
      ? `No vessel calls ${answer.port.name} between ${formatDate(answer.from)} and ${formatDate(answer.to)}.`
      : `${answer.total} ${answer.total === 1 ? 'call' : 'calls'} at ${answer.port.name} (${answer.port.unlocode}), ${answer.port.countryName}, between ${formatDate(answer.from)} and ${formatDate(answer.to)}.`;
  return (
    <section aria-labelledby="port-results" aria-busy={result.state === 'loading'} className={styles.results}>
      <h2 id="port-results" className={styles.resultsTitle} tabIndex={-1}>
        {DIRECTION_LABELS[state.direction]} at {state.portName}
      </h2>
      <Answer result={result} what="port calls" headingId="port-results" summary={summary}>
        {(answer) => (
          <>
            {answer.sample ? <SampleNotice /> : null}
            <SavedNotice saved={result.saved} />
            <p>{summary(answer)}</p>
            {answer.calls.length > 0 ? (
              <div
                className={styles.tableScroll}
                role="region"
                aria-label="Port calls, scrolls sideways"
                tabIndex={0}
              >
                <table className={styles.table}>
                  <caption className="visually-hidden">
                    {DIRECTION_LABELS[state.direction]} at {answer.port.name}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Arrives</th>
                      <th scope="col">Leaves</th>
                      <th scope="col">Vessel</th>
                      <th scope="col">Voyage</th>
                      <th scope="col">Carrier and service</th>
                      <th scope="col">Comes from</th>
                      <th scope="col">Goes to</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.calls.map((call) => (
                      <tr key={call.id}>
                        <td>
                          <When time={call.arrival} />
                        </td>
                        <td>
                          <When time={call.departure} />
                        </td>
                        <td>
                          {call.vessel.name}
                          {call.vessel.imo ? (
                            <span className={styles.muted}> IMO {call.vessel.imo}</span>
                          ) : null}
                        </td>
                        <td>
                          {call.arrivalVoyage === call.departureVoyage
                            ? call.departureVoyage
                            : `${call.arrivalVoyage} → ${call.departureVoyage}`}
                        </td>
                        <td>
                          {call.carrier.name} · {call.service.code} {call.service.name}{' '}
                          {call.sample ? <SampleTag /> : null}
                        </td>
                        <td>{call.previousPort ? portLabel(answer.ports, call.previousPort) : '—'}</td>
                        <td>{call.nextPort ? portLabel(answer.ports, call.nextPort) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <Pager
              page={answer.page}
              pages={Math.ceil(answer.total / answer.pageSize)}
              href={(page) => portHref({ ...state, page })}
              label="Pages of port calls"
            />
          </>
        )}
      </Answer>
    </section>
  );
}

export function PortSearch({ state, onSearch }: { state: PortState; onSearch: SearchHandler<PortState> }) {
  const findPorts = usePortFinder();
  const [port, setPort] = useState<PortChoice | null>(
    state.port ? { unlocode: state.port, name: state.portName } : null,
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const [from, to] = dayErrors(value('from'), value('to'));
    const found = { port: port ? undefined : unchosenPort('port-search-port', 'port'), from, to };
    setErrors(found);
    if (reportProblems(event.currentTarget, found) || !port) return;
    const direction = value('direction');
    onSearch(
      {
        port: port.unlocode,
        portName: port.name,
        from: value('from'),
        to: value('to'),
        direction: direction === 'arrivals' || direction === 'departures' ? direction : 'all',
        page: 1,
      },
      'search',
    );
  };

  return (
    <>
      <form
        role="search"
        aria-label="Search calls at a port"
        className={styles.search}
        onSubmit={submit}
        noValidate
      >
        <PortCombobox
          id="port-search-port"
          find={findPorts}
          label="Port"
          value={port}
          onChange={setPort}
          error={errors.port}
        />
        <DayFields
          names={['from', 'to']}
          labels={['From', 'Until']}
          values={[state.from, state.to]}
          errors={[errors.from, errors.to]}
        />
        <SelectField label="Show" name="direction" defaultValue={state.direction}>
          {Object.entries(DIRECTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <div className={styles.searchActions}>
          <button type="submit" className={styles.button}>
            Show calls
          </button>
        </div>
      </form>
      {state.port ? <PortResults key={portHref(state)} state={state} /> : null}
    </>
  );
}
