import type { OfflineDataset } from '../../../shared/bridge';
import { formatDate } from '../../../shared/domain/date';
import { connectionAtom, useConnectionUpdates } from '../../lib/connection';
import { useAtomValue } from '../../lib/store';
import styles from './OfflineBanner.module.css';

/** How each kind of saved data is named in the sentence; a new kind must be named here. */
const DATASET_NAMES: Record<OfflineDataset['kind'], string> = {
  dictionary: 'dictionary',
  schedules: 'schedules',
};

function joined(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * "Offline — showing the dictionary and schedules saved on this computer, as of Nov 3 2026."
 * When the datasets date from different days (the schedules refresh, the dictionary comes with
 * the app), each is named with its own date, so none claims to be newer than it is.
 */
function offlineSentence(datasets: readonly OfflineDataset[]): string {
  if (datasets.length === 0)
    return 'Offline — pages that need the DFA server will load once you are connected.';
  const days = new Set(datasets.map((dataset) => formatDate(dataset.asOf)));
  if (days.size === 1) {
    const names = joined(datasets.map((dataset) => DATASET_NAMES[dataset.kind]));
    return `Offline — showing the ${names} saved on this computer, as of ${[...days][0]}.`;
  }
  const dated = joined(
    datasets.map((dataset) => `${DATASET_NAMES[dataset.kind]} (as of ${formatDate(dataset.asOf)})`),
  );
  return `Offline — showing the ${dated} saved on this computer.`;
}

/**
 * An unobtrusive strip while the desktop app cannot reach the DFA server: what still works, and
 * since when the server has been out of reach. Nothing on the web, where the browser says so.
 */
export function OfflineBanner() {
  useConnectionUpdates();
  const connection = useAtomValue(connectionAtom);
  if (!connection || connection.online) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M1 5.5a10 10 0 0 1 14 0M3.5 8.2a6.5 6.5 0 0 1 9 0M6 10.8a3 3 0 0 1 4 0M2 2l12 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
      <p>
        {offlineSentence(connection.offlineData)}
        {connection.lastOnlineAt ? (
          <span className={styles.since}> Last connected {formatDate(connection.lastOnlineAt)}.</span>
        ) : null}
      </p>
    </div>
  );
}
