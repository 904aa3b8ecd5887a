import { useState, type FormEvent } from 'react';
import type { AttendeeImportResult, importAttendees } from '../../../shared/api/events';
import { FormAlert } from '../../components/forms/form-fields';
import workspace from '../../components/kit/classes.module.css';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { failureMessage } from './attendance-failure';
import styles from './events.module.css';

/** Adds the companies of an attendance list (CSV) to the event’s attendees. */
export function AttendeeImportForm({ event, onChanged }: { event: string; onChanged: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<AttendeeImportResult>();
  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!file) {
      setError('Choose the CSV file of attendees.');
      return;
    }
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      setResult(
        await callApi<typeof importAttendees>(
          { method: 'POST', path: '/api/admin/events/attendees/import' },
          {
            body: {
              event,
              csv: await file.text(),
            },
          },
        ),
      );
      onChanged();
    } catch (failure) {
      setError(
        failure instanceof ApiCallError ? (failure.fields?.csv ?? failure.message) : failureMessage(failure),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(formEvent) => void submit(formEvent)} noValidate>
      <p>
        A CSV file whose first line names the columns: <code>company</code>, <code>email</code> or both. Each
        line is matched to a directory company by the email of one of its accounts, or else by its exact name.
        Nothing is imported if a line cannot be read.
      </p>
      <label className={styles.fileLabel}>
        Attendance list (CSV)
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(change) => setFile(change.target.files?.[0] ?? null)}
        />
      </label>
      <FormAlert message={error} />
      <button type="submit" className={workspace.button} disabled={busy}>
        {busy ? 'Importing…' : 'Import the list'}
      </button>
      {result ? (
        <div role="status" className={workspace.notice}>
          <p>
            {result.added} {result.added === 1 ? 'company' : 'companies'} added; {result.alreadyListed}{' '}
            already listed.
          </p>
          {result.unmatched.length > 0 ? (
            <>
              <p>
                {result.unmatched.length} {result.unmatched.length === 1 ? 'line matches' : 'lines match'} no
                company in the directory:
              </p>
              <ul>
                {result.unmatched.map((line) => (
                  <li key={line.line}>
                    Line {line.line}: {[line.company, line.email].filter(Boolean).join(', ')}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
