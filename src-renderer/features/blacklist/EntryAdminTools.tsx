import { NOTIFIABLE_STATUSES, STATUS_TRANSITIONS, type BlacklistEntry } from '../../../shared/api/blacklist';
import { formatDate } from '../../../shared/domain/date';
import { useSetAtom } from '../../lib/store';
import { entriesAtom, withFilesAdded } from './blacklist-state';
import { FileUploader } from './FileUploader';
import styles from './blacklist.module.css';

export type EntryAction = 'edit' | 'status' | 'notify' | 'delete';

/** What administrators get under an entry: more evidence, its history and the actions on it. */
export function EntryAdminTools({
  entry,
  onAction,
}: {
  entry: BlacklistEntry;
  onAction: (action: EntryAction) => void;
}) {
  const setEntries = useSetAtom(entriesAtom);
  return (
    <>
      <FileUploader
        entry={entry}
        onUploaded={(files) => setEntries((entries) => withFilesAdded(entries, entry.id, files))}
      />
      <details className={styles.history}>
        <summary>History ({entry.history.length})</summary>
        <ol>
          {entry.history.map((item) => (
            <li key={item.id}>
              {formatDate(item.createdAt)}, {item.actor}: {item.summary}
            </li>
          ))}
        </ol>
      </details>
      <div className={styles.adminBar}>
        <button type="button" className={styles.secondaryButton} onClick={() => onAction('edit')}>
          Edit<span className="visually-hidden"> {entry.companyName}</span>
        </button>
        {STATUS_TRANSITIONS[entry.status].length > 0 ? (
          <button type="button" className={styles.secondaryButton} onClick={() => onAction('status')}>
            Change status<span className="visually-hidden"> of {entry.companyName}</span>
          </button>
        ) : null}
        {NOTIFIABLE_STATUSES.includes(entry.status) ? (
          <button type="button" className={styles.secondaryButton} onClick={() => onAction('notify')}>
            Notify the company<span className="visually-hidden"> {entry.companyName}</span>
          </button>
        ) : null}
        <button type="button" className={styles.dangerButton} onClick={() => onAction('delete')}>
          Delete<span className="visually-hidden"> {entry.companyName}</span>
        </button>
      </div>
    </>
  );
}
