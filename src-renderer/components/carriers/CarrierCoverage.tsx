import type { CarrierSummary, ConnectionStatus } from '../../../shared/api/carriers';
import {
  CARRIER_CONNECTION_KINDS,
  CARRIER_CONNECTION_LABELS,
} from '../../../shared/domain/carrier-connections';
import { formatDate } from '../../../shared/domain/date';
import { DataTable, type Column } from '../kit/DataTable';
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

const COLUMNS: Column<CarrierSummary>[] = [
  {
    id: 'carrier',
    header: 'Carrier',
    primary: true,
    cell: (carrier) => (
      <>
        {carrier.name}
        {carrier.sampleSchedules ? <span className={styles.sampleTag}>Sample schedules</span> : null}
      </>
    ),
  },
  { id: 'scac', header: 'SCAC', cell: (carrier) => carrier.scac },
  {
    id: 'containers',
    header: 'Container prefixes',
    cell: (carrier) => carrier.containerPrefixes.join(', ') || '—',
  },
  {
    id: 'bills',
    header: 'Bill of lading prefixes',
    cell: (carrier) => carrier.billOfLadingPrefixes.join(', ') || '—',
  },
  ...CARRIER_CONNECTION_KINDS.map((kind): Column<CarrierSummary> => ({
    id: kind,
    header: CARRIER_CONNECTION_LABELS[kind],
    cell: (carrier) => <Status status={carrier.connections.find((connection) => connection.kind === kind)} />,
  })),
];

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
      <DataTable
        caption="Carriers, their codes and what is connected"
        hideCaption
        columns={COLUMNS}
        rows={carriers}
        rowKey={(carrier) => carrier.scac}
      />
    </section>
  );
}
