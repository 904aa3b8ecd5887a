import { useEffect, useState } from 'react';
import type {
  CarrierSummary,
  ConnectionView,
  deleteConnection,
  listConnections,
} from '../../../shared/api/carriers';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { FormAlert } from '../forms/form-fields';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { ConnectionForm } from './ConnectionForm';
import { ConnectionItem } from './ConnectionItem';
import { isWaiting } from './connection-times';
import styles from './carriers.module.css';

/** While a pull is queued or running, the list looks again this often. */
const REFRESH_MS = 5_000;

/**
 * Admins connect carriers' DCSA APIs here, see each connection's latest reads with their
 * results and counts, and ask for a read now. Keys are write-only.
 */
export function CarrierConnections({ carriers }: { carriers: readonly CarrierSummary[] }) {
  const result = usePageData<typeof listConnections>(
    '/api/carriers/connections',
    {},
    { serverRender: false },
  );
  const [editing, setEditing] = useState<ConnectionView>();
  const [deleting, setDeleting] = useState<ConnectionView>();
  const [notice, setNotice] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const connections = result.state === 'ready' ? result.data.connections : [];
  const waiting = connections.some(isWaiting);
  const { reload } = result;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  const act = async (connection: ConnectionView, done: string, call: () => Promise<unknown>) => {
    try {
      await call();
      setNotice(done);
    } catch (failure) {
      setNotice(
        failure instanceof ApiCallError ? failure.message : `${connection.carrierName}: please try again.`,
      );
    }
    reload();
  };

  return (
    <section aria-labelledby="carrier-connections" className={styles.connections}>
      <h2 id="carrier-connections" className={styles.title}>
        Carrier connections <span className={styles.badge}>Admins</span>
      </h2>
      <div role="status" className={styles.notice}>
        {notice ? <p>{notice}</p> : null}
      </div>
      {result.state === 'loading' ? <p className={styles.muted}>Loading connections…</p> : null}
      {result.state === 'error' ? <FormAlert message={result.error.message} /> : null}
      {result.state === 'ready' && connections.length === 0 ? (
        <p className={styles.muted}>No carrier is connected yet.</p>
      ) : null}
      <ul className={styles.connectionList}>
        {connections.map((connection) => (
          <ConnectionItem
            key={`${connection.scac}-${connection.kind}`}
            connection={connection}
            onAct={(done, call) => void act(connection, done, call)}
            onEdit={() => {
              setEditing(connection);
              setFormKey((key) => key + 1);
            }}
            onDelete={() => setDeleting(connection)}
          />
        ))}
      </ul>
      <ConnectionForm
        key={formKey}
        carriers={carriers}
        editing={editing}
        onCancel={() => {
          setEditing(undefined);
          setFormKey((key) => key + 1);
        }}
        onSaved={(saved) => {
          setNotice(
            editing
              ? `The ${saved.carrierName} connection is saved.`
              : `${saved.carrierName} is connected and will be read within a few seconds.`,
          );
          setEditing(undefined);
          setFormKey((key) => key + 1);
          reload();
        }}
      />
      {deleting ? (
        <ConfirmDialog
          tone="danger"
          title={`Delete the ${deleting.carrierName} connection?`}
          text="The portal stops reading this carrier and forgets its API key. Schedules already read stay until they pass."
          confirmLabel="Delete the connection"
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            await callApi<typeof deleteConnection>(
              { method: 'POST', path: '/api/carriers/connections/delete' },
              { body: { scac: deleting.scac, kind: deleting.kind } },
            );
            setNotice(`The ${deleting.carrierName} connection is deleted.`);
            setDeleting(undefined);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
