import type { listLeads } from '../../../shared/api/shipping-leads';
import { Pager } from '../../components/kit/Pager';
import frame from '../../components/kit/classes.module.css';
import type { ResponseOf } from '../../../shared/api/endpoint';
import type { PageData } from '../../lib/api';
import { resultsState, useRevealResults } from '../../lib/reveal-results';
import { boardPath, type BoardSearch } from './board-search';
import { LeadCard } from './LeadCard';
import styles from './shipping-leads.module.css';

const RESULTS_HEADING = 'board-results';

type LeadList = ResponseOf<typeof listLeads>;

const summaryOf = (filtered: boolean) => (data: LeadList) => {
  const count = data.total_items === 1 ? '1 open lead' : `${data.total_items} open leads`;
  if (!filtered) return `${count}, newest first`;
  return `${count} ${data.total_items === 1 ? 'matches' : 'match'} your filters`;
};

/**
 * The board's leads for a search, with their count as the heading. After the member filters,
 * clears the filters or turns a page, the heading takes focus and the count is read out: the
 * control they used is gone or far above.
 */
export function BoardResults({
  result,
  search,
  filtered,
}: {
  result: PageData<LeadList>;
  search: BoardSearch;
  filtered: boolean;
}) {
  const summary = summaryOf(filtered);
  useRevealResults(result.state === 'ready' ? result.data : undefined, RESULTS_HEADING, summary);
  return (
    <section aria-labelledby={RESULTS_HEADING} aria-busy={result.state === 'loading'}>
      <h2 id={RESULTS_HEADING} tabIndex={-1} className={frame.panelTitle}>
        {result.state === 'ready' ? summary(result.data) : 'Open leads'}
      </h2>
      {result.state === 'loading' ? <p role="status">Loading leads…</p> : null}
      {result.state === 'error' || result.state === 'not-found' ? (
        <div role="alert" className={frame.alert}>
          <p>{result.state === 'error' ? result.error.message : 'The leads could not be loaded.'}</p>
          <button type="button" className={frame.secondaryButton} onClick={result.reload}>
            Try again
          </button>
        </div>
      ) : null}
      {result.state === 'ready' ? (
        <>
          {result.data.items.length === 0 ? (
            <p className={frame.panel}>
              {filtered
                ? 'No open lead matches these filters. Widen them, or save the lane to hear of new leads.'
                : result.data.total_items > 0
                  ? 'This page is past the last lead.'
                  : 'There is no open lead right now. Save your trade lanes and we will email you when one arrives.'}
            </p>
          ) : (
            <ul className={styles.list}>
              {result.data.items.map((lead) => (
                <li key={lead.id}>
                  <LeadCard lead={lead} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={search.page}
            pages={result.data.total_pages}
            href={(page) => boardPath({ ...search, page })}
            linkState={resultsState('search')}
            label="Pages of leads"
          />
        </>
      ) : null}
    </section>
  );
}
