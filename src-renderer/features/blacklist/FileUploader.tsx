import { useId, useRef, useState } from 'react';
import {
  EVIDENCE_FILE_KINDS,
  EVIDENCE_KINDS_LABEL,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  uploadBlacklistFiles,
  type BlacklistEntry,
  type BlacklistFile,
} from '../../../shared/api/blacklist';
import { FileChooser, FileDropZone } from '../../components/files/FileChooser';
import { ApiCallError } from '../../lib/api-call-error';
import { uploadLocalFiles, type LocalFile } from '../../lib/upload';
import { formatSize } from './places';
import styles from './blacklist.module.css';

export const ACCEPTED_EVIDENCE = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx';
const MAX_MB = EVIDENCE_MAX_BYTES / (1024 * 1024);
const CANCELLED = 'The upload was cancelled.';

/** Problems visible before sending: too many files, one too large (named), or one the host refused. */
export function evidenceProblems(files: readonly Pick<LocalFile, 'name' | 'size' | 'problem'>[]): string[] {
  const problems = files.flatMap((file) => {
    if (file.problem) return [file.problem];
    if (file.size > EVIDENCE_MAX_BYTES)
      return [`${file.name} is ${formatSize(file.size)}; each file may be at most ${MAX_MB} MB.`];
    return [];
  });
  if (files.length > EVIDENCE_MAX_FILES)
    problems.unshift(`Choose at most ${EVIDENCE_MAX_FILES} files at a time.`);
  return problems;
}

/**
 * Several evidence files in one upload, chosen with the file picker or dropped onto the entry,
 * with a progress bar, a way to cancel, and the server's verdict per file.
 */
export function FileUploader({
  entry,
  onUploaded,
}: {
  entry: BlacklistEntry;
  onUploaded: (files: BlacklistFile[]) => void;
}) {
  const inputId = useId();
  const [chosen, setChosen] = useState<LocalFile[]>([]);
  // A new chooser after each upload, so the file input forgets what it held.
  const [chooserKey, setChooserKey] = useState(0);
  const [progress, setProgress] = useState<number>();
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string>();
  const running = useRef<AbortController>(undefined);

  const choose = (files: LocalFile[]) => {
    setChosen(files);
    setProblems(evidenceProblems(files));
    setDone(undefined);
  };

  const upload = async () => {
    const found = evidenceProblems(chosen);
    if (chosen.length === 0) found.push('Choose at least one file.');
    setProblems(found);
    setDone(undefined);
    if (found.length > 0) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    try {
      const answer = uploadBlacklistFiles.response.parse(
        await uploadLocalFiles({
          path: uploadBlacklistFiles.path,
          fields: { entryId: String(entry.id) },
          field: 'files',
          files: chosen,
          kinds: [...EVIDENCE_FILE_KINDS],
          maxBytes: EVIDENCE_MAX_BYTES,
          onProgress: setProgress,
          signal: controller.signal,
        }),
      );
      onUploaded(answer.files);
      setDone(`Uploaded ${answer.files.map((file) => file.name).join(', ')}.`);
      setChosen([]);
      setChooserKey((key) => key + 1);
    } catch (error) {
      // Cancelled or refused: the chosen files stay, so the upload can be sent again.
      setProblems([
        controller.signal.aborted
          ? CANCELLED
          : error instanceof ApiCallError
            ? error.message
            : 'The upload failed. Please try again.',
      ]);
    } finally {
      running.current = undefined;
      setProgress(undefined);
    }
  };

  const uploading = progress !== undefined;
  // Rounded down: 100% is said once the server has read the last byte, not while it is still reading.
  const percent = Math.floor((progress ?? 0) * 100);
  return (
    <FileDropZone disabled={uploading} onDrop={choose}>
      <div className={styles.upload}>
        <label htmlFor={inputId} id={`${inputId}-label`} className={styles.label}>
          Add evidence to {entry.companyName}
        </label>
        <p className={styles.hint} id={`${inputId}-hint`}>
          {EVIDENCE_KINDS_LABEL}, up to {EVIDENCE_MAX_FILES} files of at most {MAX_MB} MB each. Choose them,
          or drop them here.
        </p>
        <FileChooser
          key={chooserKey}
          id={inputId}
          accept={ACCEPTED_EVIDENCE}
          kinds={[...EVIDENCE_FILE_KINDS]}
          maxBytes={EVIDENCE_MAX_BYTES}
          multiple
          disabled={uploading}
          describedBy={`${inputId}-hint`}
          labelId={`${inputId}-label`}
          onChoose={choose}
        />
        {chosen.length > 0 ? (
          <ul className={styles.hint} aria-label="Files to upload">
            {chosen.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                {file.name} ({formatSize(file.size)})
              </li>
            ))}
          </ul>
        ) : null}
        {uploading ? (
          <progress
            className={styles.progress}
            max={1}
            value={progress}
            aria-label={`Uploading to ${entry.companyName}`}
            aria-valuetext={`${percent}%`}
          >
            {percent}%
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
            {uploading ? `Uploading… ${percent}%` : 'Upload files'}
          </button>
          {uploading ? (
            <button type="button" className={styles.secondaryButton} onClick={() => running.current?.abort()}>
              Cancel upload
            </button>
          ) : null}
        </div>
      </div>
    </FileDropZone>
  );
}
