import { useState, type FormEvent } from 'react';
import type { CarrierSummary, ConnectionView, saveConnection } from '../../../shared/api/carriers';
import {
  CARRIER_CONNECTION_KINDS,
  CARRIER_CONNECTION_LABELS,
  SYNC_INTERVAL_DEFAULT,
  SYNC_INTERVAL_MAX,
  SYNC_INTERVAL_MIN,
  type CarrierConnectionKind,
} from '../../../shared/domain/carrier-connections';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { FormAlert, PasswordField, SelectField, TextField } from '../forms/form-fields';
import styles from './carriers.module.css';

/** Connects a carrier's DCSA API, or changes the connection being edited; the key stays write-only. */
export function ConnectionForm({
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
