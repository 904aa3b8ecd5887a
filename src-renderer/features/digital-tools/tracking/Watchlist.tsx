import { useEffect, useRef } from 'react';
import type { listWatchlist } from '../../../../shared/api/tracking';
import { REFERENCE_KIND_LABELS, type ReferenceKind } from '../../../../shared/tracking/events';
import { usePageData } from '../../../lib/api';
import styles from './tracking.module.css';

/** The member's watched shipments, each opening its timeline; `refresh` changes when one is added or removed. */
export function Watchlist({
  refresh,
  onOpen,
}: {
  refresh: number;
  onOpen: (kind: ReferenceKind, reference: string) => void;
}) {
  const result = usePageData<typeof listWatchlist>('/api/tracking/watchlist', {}, { serverRender: false });
  const { reload } = result;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reload();
  }, [refresh, reload]);
  return (
    <section className={styles.panel} aria-labelledby="watchlist-title">
      <h2 id="watchlist-title" className={styles.panelTitle}>
        Your watchlist
      </h2>
      {result.state === 'loading' ? (
        <p role="status" className={styles.muted}>
          Loading your watchlist…
        </p>
      ) : result.state !== 'ready' ? (
        <p role="alert" className={styles.alert}>
          {result.state === 'error' ? result.error.message : 'The watchlist could not be loaded.'}
        </p>
      ) : result.data.shipments.length === 0 ? (
        <p className={styles.muted}>
          Nothing on your watchlist yet. Track a shipment and add it to get an email whenever the carrier
          reports that something has happened.
        </p>
      ) : (
        <ul className={styles.watchlist}>
          {result.data.shipments.map((entry) => (
            <li key={`${entry.kind}-${entry.reference}`}>
              <div className={styles.watchHead}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onOpen(entry.kind, entry.reference)}
                >
                  {entry.reference}
                </button>
                <span className={styles.muted}>
                  {REFERENCE_KIND_LABELS[entry.kind]}
                  {entry.carrierName ? ` · ${entry.carrierName}` : ''}
                  {entry.isSample ? <span className={styles.sampleTag}>Sample</span> : null}
                </span>
              </div>
              <p>{entry.statusLine}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
