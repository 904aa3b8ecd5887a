import type { CarrierSummary, ConnectionStatus } from '../../../shared/api/carriers';
import {
  CARRIER_CONNECTION_KINDS,
  CARRIER_CONNECTION_LABELS,
} from '../../../shared/domain/carrier-connections';
import { formatDate } from '../../../shared/domain/date';
import styles from './carriers.module.css';

function Status({ status }: { status: ConnectionStatus | undefined }) {
  if (!status?.connected) return <span className={styles.muted}>Not connected</span>;
  return (
    <span>
      <span className={styles.connected}>Connected</span>
      <br />
      <span className={styles.muted}>
        {status.lastSyncAt
          ? `Last read ${formatDate(status.lastSyncAt)}, ${status.lastSyncAt.slice(11, 16)} UTC${status.lastResult === 'failed' ? ', failed' : ''}`
          : 'Not read yet'}
      </span>
    </span>
  );
}

/**
 * The carriers this installation knows, with what is connected for each and when it was last
 * read: the honest coverage of the tools, whatever the marketing says.
 */
export function CarrierCoverage({ carriers }: { carriers: readonly CarrierSummary[] }) {
  const connected = carriers.filter((carrier) =>
    carrier.connections.some((connection) => connection.connected),
  );
  return (
    <section aria-labelledby="carrier-coverage" className={styles.coverage}>
      <h2 id="carrier-coverage" className={styles.title}>
        Carriers in this installation
      </h2>
      <p>
        {connected.length === 0
          ? 'No carrier is connected yet: schedules and tracking show sample data only.'
          : `${connected.length} of ${carriers.length} carriers are connected.`}{' '}
        Container and bill of lading prefixes hint at a carrier; leased containers can sail with any line.
      </p>
      <div className={styles.tableScroll} role="region" aria-label="Carriers, scrolls sideways" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">Carriers, their codes and what is connected</caption>
          <thead>
            <tr>
              <th scope="col">Carrier</th>
              <th scope="col">SCAC</th>
              <th scope="col">Container prefixes</th>
              <th scope="col">Bill of lading prefixes</th>
              {CARRIER_CONNECTION_KINDS.map((kind) => (
                <th key={kind} scope="col">
                  {CARRIER_CONNECTION_LABELS[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {carriers.map((carrier) => (
              <tr key={carrier.scac}>
                <th scope="row">
                  {carrier.name}
                  {carrier.sampleSchedules ? (
                    <span className={styles.sampleTag}>Sample schedules</span>
                  ) : null}
                </th>
                <td>{carrier.scac}</td>
                <td>{carrier.containerPrefixes.join(', ') || '—'}</td>
                <td>{carrier.billOfLadingPrefixes.join(', ') || '—'}</td>
                {CARRIER_CONNECTION_KINDS.map((kind) => (
                  <td key={kind}>
                    <Status status={carrier.connections.find((connection) => connection.kind === kind)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
