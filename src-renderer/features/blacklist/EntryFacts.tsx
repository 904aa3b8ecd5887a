import { blacklistFilePath, type BlacklistEntry, type BlacklistFile } from '../../../shared/api/blacklist';
import { formatDate } from '../../../shared/domain/date';
import { formatSize } from './places';
import { ReportedFacts } from './ReportedFacts';
import styles from './blacklist.module.css';

function EvidenceFiles({
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

/** The entry as every member reads it: the report, the evidence and the company's answer. */
export function EntryFacts({
  entry,
  onRemoveFile,
}: {
  entry: BlacklistEntry;
  /** only for administrators, who may take a file back */
  onRemoveFile: ((file: BlacklistFile) => void) | undefined;
}) {
  return (
    <dl className={styles.facts}>
      <ReportedFacts aliases={entry.aliases} countries={entry.countries} reasons={entry.reasons} />
      {entry.managers.length > 0 ? (
        <>
          <dt>People associated</dt>
          <dd>{entry.managers.join(', ')}</dd>
        </>
      ) : null}
      <dt>Evidence</dt>
      <dd>
        {entry.files.length > 0 ? (
          <EvidenceFiles files={entry.files} onRemove={onRemoveFile} />
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
  );
}
