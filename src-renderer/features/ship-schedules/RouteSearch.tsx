import { useState, type FormEvent } from 'react';
import type { PortSummary, RouteAnswer, Sailing, searchRoutes } from '../../../shared/api/schedules';
import { ROUTE_SORTS, SCHEDULE_LIMITS, type RouteSort } from '../../../shared/schedules/limits';
import { DataTable, type Column } from '../../components/kit/DataTable';
import { EmptyState } from '../../components/kit/states';
import { SelectField, TextField } from '../../components/forms/form-fields';
import { PortCombobox, type PortChoice } from '../../components/port-combobox/PortCombobox';
import { RouteMap, type MapLeg } from '../../components/route-map/RouteMap';
import { formatDate } from '../../../shared/domain/date';
import { days, portLabel } from './schedule-format';
import {
  Answer,
  reportProblems,
  unchosenPort,
  SavedNotice,
  type SearchHandler,
  DayFields,
  dayErrors,
  mapPortsOf,
  SampleNotice,
  When,
} from './schedule-parts';
import { routeHref, type RouteState } from './schedule-url';
import { usePortFinder, useScheduleAnswer } from './schedule-source';
import styles from './ship-schedules.module.css';
import { Pager } from '../../components/kit/Pager';

const SORT_LABELS: Record<RouteSort, string> = {
  departure: 'Departure',
  arrival: 'Arrival',
  transit: 'Transit time',
};

/** The query the API takes for a route search. */
function apiQuery(state: RouteState) {
  return {
    from: state.from,
    to: state.to,
    departFrom: state.departFrom,
    departTo: state.departTo,
    transshipment: state.transshipment,
    minConnectionHours: state.minConnectionHours,
    sort: state.sort,
    page: state.page,
  };
}

function SailingMap({ sailing, ports }: { sailing: Sailing; ports: Readonly<Record<string, PortSummary>> }) {
  const legs: MapLeg[] = sailing.legs.map((leg) => ({
    ports: mapPortsOf(ports, [leg.from, ...leg.via, leg.to]),
    label: `${leg.carrier.name} ${leg.service.code}, ${leg.vessel.name} ${leg.voyage}`,
  }));
  const first = sailing.legs[0]!;
  const last = sailing.legs.at(-1)!;
  const hub = sailing.transshipment ? ` via ${portLabel(ports, sailing.transshipment.port)}` : ', direct';
  return (
    <RouteMap
      legs={legs}
      title={`Route from ${portLabel(ports, first.from)} to ${portLabel(ports, last.to)}${hub}`}
      description={sailing.legs
        .map(
          (leg) =>
            `${leg.vessel.name} (${leg.carrier.name}) calls ${[leg.from, ...leg.via, leg.to].map((code) => portLabel(ports, code)).join(', ')}.`,
        )
        .join(' ')}
    />
  );
}

/**
 * The server sorts sailings across every page, so the order is chosen here rather than in the
 * table's own headers; the buttons stay in place while the new order loads, and keep focus.
 */
function SortChoice({ state, onSearch }: { state: RouteState; onSearch: SearchHandler<RouteState> }) {
  return (
    <div role="group" aria-label="Sort sailings by" className={styles.sortBar}>
      <span aria-hidden="true" className={styles.muted}>
        Sort by
      </span>
      {ROUTE_SORTS.map((sort) => (
        <button
          key={sort}
          type="button"
          className={styles.sortButton}
          aria-pressed={state.sort === sort}
          onClick={() => {
            if (state.sort !== sort) onSearch({ ...state, sort, page: 1 }, 'refine');
          }}
        >
          {SORT_LABELS[sort]}
        </button>
      ))}
    </div>
  );
}

function sailingColumns(answer: RouteAnswer, selected: string | undefined, onSelect: (id: string) => void) {
  const columns: Column<Sailing>[] = [
    { id: 'departure', header: 'Departure', cell: (sailing) => <When time={sailing.departure} /> },
    { id: 'arrival', header: 'Arrival', cell: (sailing) => <When time={sailing.arrival} /> },
    { id: 'transit', header: 'Transit time', align: 'end', cell: (sailing) => days(sailing.transitHours) },
    {
      id: 'transshipment',
      header: 'Transshipment',
      cell: (sailing) =>
        sailing.transshipment ? (
          <>
            {portLabel(answer.ports, sailing.transshipment.port)}{' '}
            <span className={styles.code}>{sailing.transshipment.port}</span>
            <br />
            <span className={styles.muted}>waits {days(sailing.transshipment.waitHours)}</span>
          </>
        ) : (
          'Direct'
        ),
    },
    {
      id: 'service',
      header: 'Carrier and service',
      cell: (sailing) =>
        sailing.legs.map((leg, index) => (
          <span key={index} className={styles.legLine}>
            {leg.carrier.name} · {leg.service.code} {leg.service.name}
          </span>
        )),
    },
    {
      id: 'vessel',
      header: 'Vessel and voyage',
      cell: (sailing) =>
        sailing.legs.map((leg, index) => (
          <span key={index} className={styles.legLine}>
            {leg.vessel.name} · {leg.voyage}
          </span>
        )),
    },
    {
      id: 'map',
      header: 'Route map',
      cell: (sailing) => (
        <button
          type="button"
          className={styles.linkButton}
          aria-pressed={sailing.id === selected}
          onClick={() => onSelect(sailing.id)}
        >
          Map
          <span className="visually-hidden"> of the sailing leaving {sailing.departure.at.slice(0, 10)}</span>
        </button>
      ),
    },
  ];
  return columns;
}

const sailingsSummary = (answer: RouteAnswer) =>
  answer.total === 0
    ? 'No sailing leaves in these days.'
    : `${answer.total} ${answer.total === 1 ? 'sailing leaves' : 'sailings leave'} between ${formatDate(answer.departFrom)} and ${formatDate(answer.departTo)}.`;

function RouteResults({ state }: { state: RouteState }) {
  const query = apiQuery(state);
  const result = useScheduleAnswer<typeof searchRoutes>('route', '/api/schedules/routes', query);
  const [selected, setSelected] = useState<string>();
  const csvHref = `/api/schedules/routes?${new URLSearchParams({
    ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    format: 'csv',
  }).toString()}`;

  return (
    <Answer
      result={result}
      what="sailings"
      headingId="route-results"
      summary={(answer) => `${sailingsSummary(answer)} Sorted by ${SORT_LABELS[state.sort].toLowerCase()}.`}
    >
      {(answer) => {
        const shown = answer.sailings.find((sailing) => sailing.id === selected) ?? answer.sailings[0];
        return (
          <>
            {answer.sample ? <SampleNotice /> : null}
            <SavedNotice saved={result.saved} />
            <div className={styles.resultsBar}>
              <p>{sailingsSummary(answer)}</p>
              {answer.total > 0 && !result.saved ? (
                <a className={styles.secondaryButton} href={csvHref} download>
                  Download CSV
                </a>
              ) : null}
            </div>
            {answer.total === 0 ? (
              <EmptyState title="No sailings in these days">
                Try later days, allow a transshipment, or shorten the minimum connection time. Carriers
                publish schedules some months ahead, and not every pair of ports is linked within{' '}
                {SCHEDULE_LIMITS.maxTransitDays} days.
              </EmptyState>
            ) : (
              <>
                <DataTable
                  caption={`Sailings from ${answer.from.name} to ${answer.to.name}, sorted by ${SORT_LABELS[state.sort].toLowerCase()}`}
                  hideCaption
                  columns={sailingColumns(answer, shown?.id, setSelected)}
                  rows={answer.sailings}
                  rowKey={(sailing) => sailing.id}
                />
                <Pager
                  page={answer.page}
                  pages={Math.ceil(answer.total / answer.pageSize)}
                  href={(page) => routeHref({ ...state, page })}
                  label="Pages of sailings"
                />
                {shown ? (
                  <div className={styles.mapPanel}>
                    <h3 className={styles.mapTitle}>
                      Route of the sailing leaving <When time={shown.departure} />
                    </h3>
                    <SailingMap sailing={shown} ports={answer.ports} />
                  </div>
                ) : null}
              </>
            )}
          </>
        );
      }}
    </Answer>
  );
}

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
