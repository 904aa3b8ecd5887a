import { useId, useState } from 'react';
import type { ProtectionPartyChoice, searchProtectionParties } from '../../../shared/api/payment-protection';
import { TextField } from '../../components/forms/form-fields';
import forms from '../../components/forms/forms.module.css';
import styles from '../../components/kit/classes.module.css';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';

/**
 * The member company that owes the invoice, found by name in the directory and chosen from the
 * matches; the server's message about the choice shows beside it.
 */
export function CounterpartyPicker({
  chosen,
  error,
  onChoose,
}: {
  chosen: ProtectionPartyChoice | undefined;
  error: string | undefined;
  onChoose: (party: ProtectionPartyChoice) => void;
}) {
  const searchId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ProtectionPartyChoice[]>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const search = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await callApi<typeof searchProtectionParties>(
        { method: 'GET', path: '/api/payment-protection/parties' },
        {
          query: {
            text,
          },
        },
      );
      setFound(answer.items);
    } catch (failure) {
      setFound(undefined);
      setProblem(
        failure instanceof ApiCallError
          ? (failure.fields?.text ?? failure.message)
          : 'The search failed. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className={forms.group}>
      <legend className={forms.label}>Counterparty: the member company that owes the invoice</legend>
      <div className={styles.filters}>
        <TextField
          id={searchId}
          label="Company name"
          value={text}
          maxLength={100}
          error={problem ?? (chosen ? undefined : error)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={busy}
          onClick={() => void search()}
        >
          {busy ? 'Searching…' : 'Find in the directory'}
        </button>
      </div>
      {found ? (
        found.length === 0 ? (
          <p role="status" className={styles.muted}>
            No member company matches “{text}”. Payment protection covers invoices to DFA members only.
          </p>
        ) : (
          <ul className={styles.list} aria-label="Matching member companies">
            {found.map((party) => (
              <li key={party.companyId} className={styles.item}>
                <label className={forms.checkRow}>
                  <input
                    type="radio"
                    name="counterparty"
                    checked={chosen?.companyId === party.companyId}
                    onChange={() => onChoose(party)}
                  />
                  <span>
                    <strong>{party.name}</strong> · {party.statusLabel} ·{' '}
                    {party.offices.map((office) => office.city).join(', ') || 'no offices listed'}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {chosen ? (
        <p className={styles.meta}>
          Chosen: <strong>{chosen.name}</strong> ({chosen.statusLabel})
        </p>
      ) : null}
      {chosen && error ? <p className={forms.error}>{error}</p> : null}
    </fieldset>
  );
}
