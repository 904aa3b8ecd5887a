import { useId, useRef, useState } from 'react';
import {
  EVIDENCE_KINDS_LABEL,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  uploadBlacklistFiles,
  type BlacklistEntry,
  type BlacklistFile,
} from '../../../shared/api/blacklist';
import { ApiCallError } from '../../lib/http';
import { uploadFiles } from '../../lib/upload';
import { formatSize } from './places';
import styles from './blacklist.module.css';

export const ACCEPTED_EVIDENCE = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx';
const MAX_MB = EVIDENCE_MAX_BYTES / (1024 * 1024);

/** Problems the browser can see before sending: too many files, or one too large (named). */
export function evidenceProblems(files: readonly File[]): string[] {
  const problems = files
    .filter((file) => file.size > EVIDENCE_MAX_BYTES)
    .map((file) => `${file.name} is ${formatSize(file.size)}; each file may be at most ${MAX_MB} MB.`);
  if (files.length > EVIDENCE_MAX_FILES)
    problems.unshift(`Choose at most ${EVIDENCE_MAX_FILES} files at a time.`);
  return problems;
}

/** Several evidence files in one upload, with a progress bar and the server's verdict per file. */
export function FileUploader({
  entry,
  onUploaded,
}: {
  entry: BlacklistEntry;
  onUploaded: (files: BlacklistFile[]) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [progress, setProgress] = useState<number>();
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string>();

  const upload = async () => {
    const found = evidenceProblems(chosen);
    if (chosen.length === 0) found.push('Choose at least one file.');
    setProblems(found);
    setDone(undefined);
    if (found.length > 0) return;
    const formData = new FormData();
    formData.set('entryId', String(entry.id));
    for (const file of chosen) formData.append('files', file, file.name);
    setProgress(0);
    try {
      const answer = uploadBlacklistFiles.response.parse(
        await uploadFiles({ path: uploadBlacklistFiles.path, formData, onProgress: setProgress }),
      );
      onUploaded(answer.files);
      setDone(`Uploaded ${answer.files.map((file) => file.name).join(', ')}.`);
      setChosen([]);
      if (input.current) input.current.value = '';
    } catch (error) {
      setProblems([error instanceof ApiCallError ? error.message : 'The upload failed. Please try again.']);
    } finally {
      setProgress(undefined);
    }
  };

  const uploading = progress !== undefined;
  return (
    <div className={styles.upload}>
      <label htmlFor={inputId} className={styles.label}>
        Add evidence to {entry.companyName}
      </label>
      <p className={styles.hint} id={`${inputId}-hint`}>
        {EVIDENCE_KINDS_LABEL}, up to {EVIDENCE_MAX_FILES} files of at most {MAX_MB} MB each.
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_EVIDENCE}
        aria-describedby={`${inputId}-hint`}
        disabled={uploading}
        onChange={(event) => {
          setChosen([...(event.target.files ?? [])]);
          setProblems([]);
          setDone(undefined);
        }}
      />
      {uploading ? (
        <progress
          className={styles.progress}
          max={1}
          value={progress}
          aria-label={`Uploading to ${entry.companyName}`}
        >
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      <div role="alert" className={styles.alertSlot}>
        {problems.length > 0 ? (
          <ul className={styles.alert}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div role="status" className={styles.alertSlot}>
        {done ? <p className={styles.success}>{done}</p> : null}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={uploading}
          onClick={() => void upload()}
        >
          {uploading ? `Uploading… ${Math.round((progress ?? 0) * 100)}%` : 'Upload files'}
        </button>
      </div>
    </div>
  );
}
