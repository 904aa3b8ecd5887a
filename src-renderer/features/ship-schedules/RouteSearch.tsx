import { useState, type FormEvent } from 'react';
import { SCHEDULE_LIMITS } from '../../../shared/schedules/limits';
import { SelectField, TextField } from '../../components/forms/form-fields';
import { PortCombobox, type PortChoice } from '../../components/port-combobox/PortCombobox';
import { reportProblems, unchosenPort, type SearchHandler, DayFields, dayErrors } from './schedule-parts';
import { RouteResults } from './RouteResults';
import { SortChoice } from './RouteSort';
import { routeHref, type RouteState } from './schedule-url';
import { usePortFinder } from './schedule-source';
import styles from './ship-schedules.module.css';

export function RouteSearch({ state, onSearch }: { state: RouteState; onSearch: SearchHandler<RouteState> }) {
  const findPorts = usePortFinder();
  const [from, setFrom] = useState<PortChoice | null>(
    state.from ? { unlocode: state.from, name: state.fromName } : null,
  );
  const [to, setTo] = useState<PortChoice | null>(
    state.to ? { unlocode: state.to, name: state.toName } : null,
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const [firstDay, lastDay] = dayErrors(value('departFrom'), value('departTo'));
    const found = {
      from: from ? undefined : unchosenPort('route-from', 'port of loading'),
      to: !to
        ? unchosenPort('route-to', 'port of discharge')
        : to.unlocode === from?.unlocode
          ? 'Choose a destination other than the origin.'
          : undefined,
      departFrom: firstDay,
      departTo: lastDay,
    };
    setErrors(found);
    if (reportProblems(event.currentTarget, found) || !from || !to) return;
    onSearch(
      {
        from: from.unlocode,
        fromName: from.name,
        to: to.unlocode,
        toName: to.name,
        departFrom: value('departFrom'),
        departTo: value('departTo'),
        transshipment: value('transshipment') === 'direct' ? 'direct' : 'one',
        minConnectionHours: Number(value('connection')) || SCHEDULE_LIMITS.defaultConnectionHours,
        sort: state.sort,
        page: 1,
      },
      'search',
    );
  };

  return (
    <>
      <form
        role="search"
        aria-label="Search sailings by route"
        className={styles.search}
        onSubmit={submit}
        noValidate
      >
        <PortCombobox
          find={findPorts}
          id="route-from"
          label="From (port of loading)"
          value={from}
          onChange={setFrom}
          error={errors.from}
        />
        <PortCombobox
          find={findPorts}
          id="route-to"
          label="To (port of discharge)"
          value={to}
          onChange={setTo}
          error={errors.to}
        />
        <DayFields
          names={['departFrom', 'departTo']}
          labels={['Leaving from', 'Leaving until']}
          values={[state.departFrom, state.departTo]}
          errors={[errors.departFrom, errors.departTo]}
        />
        <SelectField label="Routing" name="transshipment" defaultValue={state.transshipment}>
          <option value="one">Direct or one transshipment</option>
          <option value="direct">Direct only</option>
        </SelectField>
        <TextField
          label="Minimum connection time (hours)"
          name="connection"
          type="number"
          inputMode="numeric"
          min={SCHEDULE_LIMITS.minConnectionHours}
          max={SCHEDULE_LIMITS.maxConnectionHours}
          defaultValue={state.minConnectionHours}
        />
        <div className={styles.searchActions}>
          <button type="submit" className={styles.button}>
            Search sailings
          </button>
        </div>
      </form>
      {state.from && state.to ? (
        <section aria-labelledby="route-results" className={styles.results}>
          <h2 id="route-results" className={styles.resultsTitle} tabIndex={-1}>
            Sailings from {state.fromName} to {state.toName}
          </h2>
          <SortChoice state={state} onSearch={onSearch} />
          <RouteResults key={routeHref(state)} state={state} />
        </section>
      ) : null}
    </>
  );
}
