import { useState, type FormEvent } from 'react';
import type { Attendee, listEventRegistrations, markAttendance } from '../../../shared/api/events';
import { FormAlert } from '../../components/forms/form-fields';
import { PageStatus } from '../../components/page-status/PageStatus';
import workspace from '../../components/kit/classes.module.css';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { failureMessage } from './attendance-failure';
import styles from './events.module.css';

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

/** The event’s registrations through the site, each marked as attended or not. */
export function Registrations({ event, onChanged }: { event: string; onChanged: () => void }) {
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
