import { useState, type FormEvent } from 'react';
import type {
  AttendeeImportResult,
  AttendingCompany,
  Attendee,
  importAttendees,
  listEventRegistrations,
  markAttendance,
  removeAttendee,
} from '../../../shared/api/events';
import { FormAlert } from '../../components/forms/form-fields';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { PageStatus } from '../../components/page-status/PageStatus';
import workspace from '../../components/kit/classes.module.css';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import styles from './events.module.css';

const failureMessage = (failure: unknown) =>
  failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.';

function RegistrationRow({ registration, onChanged }: { registration: Attendee; onChanged: () => void }) {
  const [company, setCompany] = useState('');
  const [error, setError] = useState<string>();
  const [askCompany, setAskCompany] = useState(false);
  const [busy, setBusy] = useState(false);
  const mark = async (attended: boolean, slug?: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await callApi<typeof markAttendance>(
        { method: 'POST', path: '/api/admin/events/attendance' },
        {
          body: {
            registration: registration.id,
            attended,
            ...(slug ? { company: slug } : {}),
          },
        },
      );
      setAskCompany(false);
      onChanged();
    } catch (failure) {
      setError(
        failure instanceof ApiCallError
          ? (failure.fields?.company ?? failure.message)
          : failureMessage(failure),
      );
      if (failure instanceof ApiCallError && failure.fields?.company) setAskCompany(true);
    } finally {
      setBusy(false);
    }
  };
  const submitCompany = (event: FormEvent) => {
    event.preventDefault();
    // An admin may paste the whole profile link: its last part is the address.
    void mark(true, company.trim().replace(/\/+$/, '').split('/').pop());
  };
  return (
    <tr>
      <td>
        {registration.name}
        <br />
        <span className={workspace.muted}>{registration.email}</span>
      </td>
      <td>{registration.company ?? '—'}</td>
      <td>
        {registration.attendedAs ? `Attended as ${registration.attendedAs.name}` : 'Not marked'}
        {registration.status === 'cancelled' ? ' (registration cancelled)' : ''}
        <FormAlert message={error} />
        {askCompany ? (
          <form onSubmit={submitCompany} className={styles.inlineForm}>
            <label>
              Profile address of the company
              <input
                value={company}
                onChange={(event) => setCompany(event.target.value)}
                placeholder="/directory/company/blue-anchor-forwarding"
                required
              />
            </label>
            <button type="submit" className={workspace.secondaryButton} disabled={busy}>
              Mark as this company
            </button>
          </form>
        ) : null}
      </td>
      <td>
        <button
          type="button"
          className={workspace.secondaryButton}
          disabled={busy}
          onClick={() => void mark(!registration.attendedAs)}
        >
          {registration.attendedAs ? 'Mark as not attended' : 'Mark as attended'}
        </button>
      </td>
    </tr>
  );
}

function Registrations({ event, onChanged }: { event: string; onChanged: () => void }) {
  const registrations = usePageData<typeof listEventRegistrations>(
    '/api/admin/events/registrations',
    { query: { event, format: 'json' } },
    { serverRender: false },
  );
  if (registrations.state !== 'ready') return <PageStatus state={registrations} what="the registrations" />;
  if (registrations.data.data.length === 0) {
    return <p className={workspace.muted}>Nobody registered for this event through the site.</p>;
  }
  const changed = () => {
    registrations.reload();
    onChanged();
  };
  return (
    <div className={workspace.tableWrap}>
      <table className={workspace.table}>
        <caption>Registrations through the site</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Company given</th>
            <th scope="col">Attendance</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {registrations.data.data.map((registration) => (
            <RegistrationRow key={registration.id} registration={registration} onChanged={changed} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImportForm({ event, onChanged }: { event: string; onChanged: () => void }) {
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

/** The DFA team's corrections and imports, under the list members see. */
export default function AttendanceAdmin({
  event,
  attendees,
  onChanged,
}: {
  event: string;
  attendees: AttendingCompany[];
  onChanged: () => void;
}) {
  const [removing, setRemoving] = useState<AttendingCompany>();
  const [notice, setNotice] = useState<string>();
  return (
    <section className={workspace.panel} aria-labelledby="attendance-admin">
      <h2 id="attendance-admin">Record attendance</h2>
      <FormAlert message={notice} tone="info" />
      <h3>Import an attendance list</h3>
      <ImportForm event={event} onChanged={onChanged} />
      <h3>Mark registrations as attended</h3>
      <Registrations event={event} onChanged={onChanged} />
      {attendees.length > 0 ? (
        <>
          <h3>Take a company off the list</h3>
          <ul className={styles.attendees}>
            {attendees.map((company) => (
              <li key={company.slug}>
                {company.name}{' '}
                <span className={styles.place}>{company.source === 'import' ? 'imported' : 'marked'}</span>{' '}
                <button type="button" className={workspace.dangerButton} onClick={() => setRemoving(company)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {removing ? (
        <ConfirmDialog
          tone="danger"
          title={`Take ${removing.name} off the attendees?`}
          text="Members stop seeing it in the list, and any registration marked for it becomes not attended."
          confirmLabel="Remove from the list"
          onClose={() => setRemoving(undefined)}
          onConfirm={async () => {
            await callApi<typeof removeAttendee>(
              { method: 'POST', path: '/api/admin/events/attendees/remove' },
              {
                body: {
                  event,
                  company: removing.slug,
                },
              },
            );
            setNotice(`${removing.name} is no longer listed.`);
            setRemoving(undefined);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
