import { useState } from 'react';
import {
  BLACKLIST_STATUS_LABELS,
  blacklistFilePath,
  deleteBlacklistFile,
  deleteBlacklistItem,
  NOTIFIABLE_STATUSES,
  STATUS_TRANSITIONS,
  type BlacklistEntry,
  type BlacklistFile,
} from '../../../shared/api/blacklist';
import { formatDate } from '../../../shared/domain/date';
import { Modal } from '../../components/modal/Modal';
import { callApi } from '../../lib/http';
import { useSetAtom } from '../../lib/store';
import { entriesAtom, removedById, replacedById, withFileRemoved, withFilesAdded } from './blacklist-state';
import { ConfirmDialog } from '../../components/modal/ConfirmDialog';
import { EntryForm } from './EntryForm';
import { FileUploader } from './FileUploader';
import { NotifyForm } from './NotifyForm';
import { formatSize, placeLabel } from './places';
import { StatusForm } from './StatusForm';
import styles from './blacklist.module.css';

type Dialog =
  | { kind: 'edit' }
  | { kind: 'status' }
  | { kind: 'notify' }
  | { kind: 'delete' }
  | { kind: 'delete-file'; file: BlacklistFile };

function FileList({
  files,
  onRemove,
}: {
  files: BlacklistFile[];
  onRemove: ((file: BlacklistFile) => void) | undefined;
}) {
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={blacklistFilePath(file.id)} download={file.name}>
            {file.name}
          </a>
          <span className={styles.fileMeta}>
            {formatSize(file.size)}
            {file.fromCompany ? ', sent by the company' : ''}
          </span>
          {onRemove ? (
            <button type="button" className={styles.linkButton} onClick={() => onRemove(file)}>
              Remove<span className="visually-hidden"> {file.name}</span>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** One entry as members read it; administrators also get its history and every action on it. */
export function EntryCard({ entry, isAdmin }: { entry: BlacklistEntry; isAdmin: boolean }) {
  const setEntries = useSetAtom(entriesAtom);
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const replace = (saved: BlacklistEntry) => setEntries((entries) => replacedById(entries, saved));
  const headingId = `entry-${entry.id}`;

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId}>{entry.companyName}</h2>
        <span className={`${styles.badge} ${entry.blacklisted ? styles.badgeBlacklisted : ''}`}>
          {BLACKLIST_STATUS_LABELS[entry.status]}
        </span>
      </div>
      <dl className={styles.facts}>
        {entry.aliases.length > 0 ? (
          <>
            <dt>Also known as</dt>
            <dd>{entry.aliases.join(', ')}</dd>
          </>
        ) : null}
        <dt>Countries</dt>
        <dd>{entry.countries.map(placeLabel).join('; ')}</dd>
        <dt>Reasons</dt>
        <dd>
          <ul>
            {entry.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </dd>
        {entry.managers.length > 0 ? (
          <>
            <dt>People associated</dt>
            <dd>{entry.managers.join(', ')}</dd>
          </>
        ) : null}
        <dt>Evidence</dt>
        <dd>
          {entry.files.length > 0 ? (
            <FileList
              files={entry.files}
              onRemove={isAdmin ? (file) => setDialog({ kind: 'delete-file', file }) : undefined}
            />
          ) : (
            'No files yet.'
          )}
        </dd>
        {entry.responses.length > 0 ? (
          <>
            <dt>The company’s response</dt>
            <dd>
              {entry.responses.map((response) => (
                <div key={response.id} className={styles.response}>
                  <p>{response.statement}</p>
                  <p className={styles.fileMeta}>
                    {response.responderName}, {formatDate(response.respondedAt)}
                  </p>
                </div>
              ))}
            </dd>
          </>
        ) : null}
        <dt>Last updated</dt>
        <dd>{formatDate(entry.updatedAt)}</dd>
      </dl>

      {isAdmin ? (
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
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => setDialog({ kind: 'edit' })}
            >
              Edit<span className="visually-hidden"> {entry.companyName}</span>
            </button>
            {STATUS_TRANSITIONS[entry.status].length > 0 ? (
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => setDialog({ kind: 'status' })}
              >
                Change status<span className="visually-hidden"> of {entry.companyName}</span>
              </button>
            ) : null}
            {NOTIFIABLE_STATUSES.includes(entry.status) ? (
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => setDialog({ kind: 'notify' })}
              >
                Notify the company<span className="visually-hidden"> {entry.companyName}</span>
              </button>
            ) : null}
            <button
              type="button"
              className={styles.dangerButton}
              onClick={() => setDialog({ kind: 'delete' })}
            >
              Delete<span className="visually-hidden"> {entry.companyName}</span>
            </button>
          </div>
        </>
      ) : null}

      {dialog?.kind === 'edit' ? (
        <Modal
          open
          onClose={close}
          noRedirection
          closeIcon
          noIcon
          size="medium"
          title={`Edit ${entry.companyName}`}
        >
          <EntryForm
            entry={entry}
            onCancel={close}
            onSaved={(saved) => {
              replace(saved);
              close();
            }}
          />
        </Modal>
      ) : null}
      {dialog?.kind === 'status' ? (
        <Modal open onClose={close} noRedirection closeIcon noIcon title={`Status of ${entry.companyName}`}>
          <StatusForm
            entry={entry}
            onCancel={close}
            onSaved={(saved) => {
              replace(saved);
              close();
            }}
          />
        </Modal>
      ) : null}
      {dialog?.kind === 'notify' ? (
        <Modal open onClose={close} noRedirection closeIcon noIcon title={`Notify ${entry.companyName}`}>
          <NotifyForm entry={entry} onCancel={close} onSent={replace} />
        </Modal>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${entry.companyName}?`}
          text="The entry, its files and its history are deleted for good. To keep the record of a closed case, change its status to Removed instead."
          confirmLabel="Delete entry"
          onClose={close}
          onConfirm={async () => {
            await callApi(deleteBlacklistItem, { query: { id: entry.id } });
            setEntries((entries) => removedById(entries, entry.id));
          }}
        />
      ) : null}
      {dialog?.kind === 'delete-file' ? (
        <ConfirmDialog
          title={`Remove ${dialog.file.name}?`}
          text="Members will no longer see or download this file. The removal is recorded in the entry’s history."
          confirmLabel="Remove file"
          onClose={close}
          onConfirm={async () => {
            await callApi(deleteBlacklistFile, { query: { id: dialog.file.id } });
            setEntries((entries) => withFileRemoved(entries, entry.id, dialog.file.id));
            close();
          }}
        />
      ) : null}
    </li>
  );
}
