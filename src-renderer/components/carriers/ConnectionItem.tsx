import type { ConnectionView, subscribeToEvents, syncConnectionNow } from '../../../shared/api/carriers';
import { CARRIER_CONNECTION_LABELS } from '../../../shared/domain/carrier-connections';
import { callApi } from '../../lib/api';
import { ConnectionRuns } from './ConnectionRuns';
import { isWaiting, when } from './connection-times';
import styles from './carriers.module.css';

/** One carrier connection: where it reads, how often, its latest reads, and what an admin can do with it. */
export function ConnectionItem({
  connection,
  onAct,
  onEdit,
  onDelete,
}: {
  connection: ConnectionView;
  /** runs `call`, then says `done` or why it failed, and reloads the list */
  onAct: (done: string, call: () => Promise<unknown>) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className={styles.connection}>
      <h3 className={styles.subtitle}>
        {connection.carrierName} ({connection.scac}) · {CARRIER_CONNECTION_LABELS[connection.kind]}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>API address</dt>
          <dd>{connection.baseUrl}</dd>
        </div>
        <div>
          <dt>API key</dt>
          <dd>Saved {when(connection.apiKeyUpdatedAt)}</dd>
        </div>
        <div>
          <dt>Reads</dt>
          <dd>
            {connection.enabled
              ? `Every ${connection.intervalMinutes} minutes; next ${isWaiting(connection) ? 'now' : when(connection.nextSyncAt)}`
              : 'Paused'}
            {connection.consecutiveFailures > 0 ? ` (${connection.consecutiveFailures} failed in a row)` : ''}
          </dd>
        </div>
        {connection.kind === 'tracking' ? (
          <div>
            <dt>Pushed events</dt>
            <dd>
              {connection.eventSubscription
                ? `Subscribed ${when(connection.eventSubscription.since)} (subscription ${connection.eventSubscription.subscriptionId})`
                : 'Not subscribed: events arrive only when read'}
            </dd>
          </div>
        ) : null}
      </dl>
      <ConnectionRuns connection={connection} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() =>
            onAct(`${connection.carrierName} will be read within a few seconds.`, () =>
              callApi<typeof syncConnectionNow>(
                { method: 'POST', path: '/api/carriers/connections/sync' },
                { body: { scac: connection.scac, kind: connection.kind } },
              ),
            )
          }
        >
          Read now<span className="visually-hidden"> {connection.carrierName}</span>
        </button>
        {connection.kind === 'tracking' ? (
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() =>
              onAct(`${connection.carrierName} now pushes its events to the portal.`, () =>
                callApi<typeof subscribeToEvents>(
                  { method: 'POST', path: '/api/carriers/connections/subscribe' },
                  { body: { scac: connection.scac } },
                ),
              )
            }
          >
            {connection.eventSubscription ? 'Renew the event subscription' : 'Subscribe to pushed events'}
            <span className="visually-hidden"> from {connection.carrierName}</span>
          </button>
        ) : null}
        <button type="button" className={styles.secondaryButton} onClick={onEdit}>
          Change<span className="visually-hidden"> the {connection.carrierName} connection</span>
        </button>
        <button type="button" className={styles.dangerLink} onClick={onDelete}>
          Delete<span className="visually-hidden"> the {connection.carrierName} connection</span>
        </button>
      </div>
    </li>
  );
}
