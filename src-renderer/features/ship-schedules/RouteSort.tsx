import { ROUTE_SORTS, type RouteSort } from '../../../shared/schedules/limits';
import type { SearchHandler } from './schedule-parts';
import type { RouteState } from './schedule-url';
import styles from './ship-schedules.module.css';

export const SORT_LABELS: Record<RouteSort, string> = {
  departure: 'Departure',
  arrival: 'Arrival',
  transit: 'Transit time',
};

/**
 * The server sorts sailings across every page, so the order is chosen here rather than in the
 * table's own headers; the buttons stay in place while the new order loads, and keep focus.
 */
export function SortChoice({ state, onSearch }: { state: RouteState; onSearch: SearchHandler<RouteState> }) {
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
