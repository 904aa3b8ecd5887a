import { useEffect, useState, type FormEvent } from 'react';
import type {
  CarrierSummary,
  ConnectionView,
  deleteConnection,
  listConnections,
  saveConnection,
  subscribeToEvents,
  syncConnectionNow,
} from '../../../shared/api/carriers';
import {
  CARRIER_CONNECTION_KINDS,
  CARRIER_CONNECTION_LABELS,
  SYNC_INTERVAL_DEFAULT,
  SYNC_INTERVAL_MAX,
  SYNC_INTERVAL_MIN,
  type CarrierConnectionKind,
} from '../../../shared/domain/carrier-connections';
import { formatDate } from '../../../shared/domain/date';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { FormAlert, PasswordField, SelectField, TextField } from '../forms/form-fields';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import styles from './carriers.module.css';

/** While a pull is queued or running, the list looks again this often. */
const REFRESH_MS = 5_000;

const when = (iso: string) => `${formatDate(iso)}, ${iso.slice(11, 16)} UTC`;

const isWaiting = (connection: ConnectionView) =>
  connection.runs[0]?.result === 'running' ||
  (connection.enabled && Date.parse(connection.nextSyncAt) <= Date.now());

function ConnectionForm({
  carriers,
  editing,
  onSaved,
  onCancel,
}: {
  carriers: readonly CarrierSummary[];
  editing: ConnectionView | undefined;
  onSaved: (connection: ConnectionView) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setMessage(undefined);
    try {
      const saved = await callApi<typeof saveConnection>(
        { method: 'POST', path: '/api/carriers/connections' },
        {
          body: {
            scac: value('scac'),
            kind: value('kind') as CarrierConnectionKind,
            baseUrl: value('baseUrl'),
            apiKey: value('apiKey'),
            intervalMinutes: Number(value('intervalMinutes')),
            enabled: form.get('enabled') === 'on',
          },
        },
      );
      setErrors({});
      onSaved(saved);
    } catch (failure) {
      if (failure instanceof ApiCallError) {
        setErrors({ ...failure.fields });
        setMessage(failure.message);
      } else setMessage('The connection could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="connection-form"
    >
      <h3 id="connection-form" className={styles.subtitle}>
        {editing ? `Change the ${editing.carrierName} connection` : 'Connect a carrier'}
      </h3>
      <FormAlert message={message} />
      <SelectField
        label="Carrier"
        name="scac"
        defaultValue={editing?.scac ?? ''}
        error={errors.scac}
        required
      >
        <option value="" disabled>
          Choose a carrier
        </option>
        {carriers.map((carrier) => (
          <option key={carrier.scac} value={carrier.scac}>
            {carrier.name} ({carrier.scac})
          </option>
        ))}
      </SelectField>
      <SelectField
        label="What it brings in"
        name="kind"
        defaultValue={editing?.kind ?? CARRIER_CONNECTION_KINDS[0]}
        error={errors.kind}
      >
        {CARRIER_CONNECTION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {CARRIER_CONNECTION_LABELS[kind]} (DCSA)
          </option>
        ))}
      </SelectField>
      <TextField
        label="API address"
        name="baseUrl"
        type="url"
        inputMode="url"
        defaultValue={editing?.baseUrl ?? ''}
        placeholder="https://api.carrier.example/dcsa"
        hint="The address the carrier’s DCSA paths start from, such as /v1/vessel-schedules."
        error={errors.baseUrl}
        required
      />
      <PasswordField
        label="API key"
        name="apiKey"
        autoComplete="off"
        optional={editing ? 'leave empty to keep the saved key' : undefined}
        hint="Stored on the server and never shown again."
        error={errors.apiKey}
      />
      <TextField
        label="Read every (minutes)"
        name="intervalMinutes"
        type="number"
        inputMode="numeric"
        min={SYNC_INTERVAL_MIN}
        max={SYNC_INTERVAL_MAX}
        defaultValue={editing?.intervalMinutes ?? SYNC_INTERVAL_DEFAULT}
        error={errors.intervalMinutes}
      />
      <div className={styles.check}>
        <input
          id="connection-enabled"
          type="checkbox"
          name="enabled"
          defaultChecked={editing?.enabled ?? true}
        />
        <label htmlFor="connection-enabled">Read this carrier on its interval</label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Save changes' : 'Connect'}
        </button>
        {editing ? (
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Runs({ connection }: { connection: ConnectionView }) {
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
          <li key={`${connection.scac}-${connection.kind}`} className={styles.connection}>
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
                  {connection.consecutiveFailures > 0
                    ? ` (${connection.consecutiveFailures} failed in a row)`
                    : ''}
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
            <Runs connection={connection} />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() =>
                  void act(connection, `${connection.carrierName} will be read within a few seconds.`, () =>
                    callApi<typeof syncConnectionNow>(
                      { method: 'POST', path: '/api/carriers/connections/sync' },
                      {
                        body: {
                          scac: connection.scac,
                          kind: connection.kind,
                        },
                      },
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
                    void act(
                      connection,
                      `${connection.carrierName} now pushes its events to the portal.`,
                      () =>
                        callApi<typeof subscribeToEvents>(
                          { method: 'POST', path: '/api/carriers/connections/subscribe' },
                          {
                            body: {
                              scac: connection.scac,
                            },
                          },
                        ),
                    )
                  }
                >
                  {connection.eventSubscription
                    ? 'Renew the event subscription'
                    : 'Subscribe to pushed events'}
                  <span className="visually-hidden"> from {connection.carrierName}</span>
                </button>
              ) : null}
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => {
                  setEditing(connection);
                  setFormKey((key) => key + 1);
                }}
              >
                Change<span className="visually-hidden"> the {connection.carrierName} connection</span>
              </button>
              <button type="button" className={styles.dangerLink} onClick={() => setDeleting(connection)}>
                Delete<span className="visually-hidden"> the {connection.carrierName} connection</span>
              </button>
            </div>
          </li>
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
              {
                body: {
                  scac: deleting.scac,
                  kind: deleting.kind,
                },
              },
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
