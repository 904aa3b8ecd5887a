import { useState } from 'react';
import type { RouteAnswer, searchRoutes } from '../../../shared/api/schedules';
import { SCHEDULE_LIMITS } from '../../../shared/schedules/limits';
import { formatDate } from '../../../shared/domain/date';
import { DataTable } from '../../components/kit/DataTable';
import { Pager } from '../../components/kit/Pager';
import { EmptyState } from '../../components/kit/states';
import { Answer, SampleNotice, SavedNotice, When } from './schedule-parts';
import { sailingColumns, SailingMap } from './route-sailings';
import { SORT_LABELS } from './RouteSort';
import { routeHref, type RouteState } from './schedule-url';
import { useScheduleAnswer } from './schedule-source';
import styles from './ship-schedules.module.css';

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

const sailingsSummary = (answer: RouteAnswer) =>
  answer.total === 0
    ? 'No sailing leaves in these days.'
    : `${answer.total} ${answer.total === 1 ? 'sailing leaves' : 'sailings leave'} between ${formatDate(answer.departFrom)} and ${formatDate(answer.departTo)}.`;

/** The sailings of the searched route, a page at a time, with the chosen one on the map. */
export function RouteResults({ state }: { state: RouteState }) {
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
