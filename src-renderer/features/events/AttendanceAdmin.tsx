import { useState } from 'react';
import type { AttendingCompany, removeAttendee } from '../../../shared/api/events';
import { FormAlert } from '../../components/forms/form-fields';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import workspace from '../../components/kit/classes.module.css';
import { callApi } from '../../lib/api';
import { AttendeeImportForm } from './AttendeeImportForm';
import { Registrations } from './AttendanceRegistrations';
import styles from './events.module.css';

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
      <AttendeeImportForm event={event} onChanged={onChanged} />
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
