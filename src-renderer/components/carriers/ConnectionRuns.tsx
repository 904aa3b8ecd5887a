import type { ConnectionView } from '../../../shared/api/carriers';
import { when } from './connection-times';
import styles from './carriers.module.css';

/** A connection's latest reads: when, how they ended, and what they stored. */
export function ConnectionRuns({ connection }: { connection: ConnectionView }) {
  if (connection.runs.length === 0) return <p className={styles.muted}>Not read yet.</p>;
  return (
    <div
      className={styles.tableScroll}
      role="region"
      aria-label={`Reads of ${connection.carrierName}`}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className="visually-hidden">Latest reads of {connection.carrierName}</caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">Result</th>
            <th scope="col">Pages</th>
            <th scope="col">Stored</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {connection.runs.map((run) => (
            <tr key={run.startedAt}>
              <td>{when(run.startedAt)}</td>
              <td className={run.result === 'failed' ? styles.failed : undefined}>
                {run.result === 'ok' ? 'Succeeded' : run.result === 'failed' ? 'Failed' : 'Running'}
              </td>
              <td>{run.pages}</td>
              <td>
                {Object.entries(run.counts)
                  .map(([name, count]) => `${count} ${name}`)
                  .join(', ') || '—'}
              </td>
              <td>{run.message ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
