import { useId, useState, type FormEvent } from 'react';
import {
  CLAIM_FILE_KINDS,
  CLAIM_FILE_KINDS_LABEL,
  CLAIM_FILE_MAX_BYTES,
  CLAIM_FILES_MAX,
  type ProtectionCase,
} from '../../../shared/api/payment-protection';
import { FileChooser } from '../../components/files/FileChooser';
import { FormAlert, TextAreaField } from '../../components/forms/form-fields';
import forms from '../../components/forms/forms.module.css';
import styles from '../../components/kit/classes.module.css';
import { ApiCallError } from '../../lib/api-call-error';
import { uploadLocalFiles, type LocalFile } from '../../lib/upload';

const MAX_MB = CLAIM_FILE_MAX_BYTES / (1024 * 1024);
const ACCEPT = '.pdf,.png,.jpg,.jpeg';

export const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function problemsOf(files: readonly LocalFile[]): string[] {
  const problems = files.flatMap((file) => {
    if (file.problem) return [file.problem];
    return file.size > CLAIM_FILE_MAX_BYTES
      ? [`${file.name} is ${sizeOf(file.size)}; each file may be at most ${MAX_MB} MB.`]
      : [];
  });
  if (files.length > CLAIM_FILES_MAX) problems.unshift(`Choose at most ${CLAIM_FILES_MAX} files.`);
  return problems;
}

/**
 * A statement with files, sent to the case in one upload: the creditor's claim or the
 * counterparty's answer. Files are checked here for size and by the server for what they are.
 */
export function CaseFilesForm({
  caseId,
  path,
  title,
  intro,
  statementLabel,
  filesLabel,
  filesRequired,
  submitLabel,
  onSent,
}: {
  caseId: number;
  path: string;
  title: string;
  intro: string;
  statementLabel: string;
  filesLabel: string;
  filesRequired: boolean;
  submitLabel: string;
  onSent: (updated: ProtectionCase) => void;
}) {
  const headingId = useId();
  const statementId = useId();
  const filesId = useId();
  const filesLabelId = useId();
  const [statement, setStatement] = useState('');
  const [files, setFiles] = useState<LocalFile[]>([]);
  const [chooserKey, setChooserKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const problems = problemsOf(files);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(undefined);
    if (problems.length > 0) return setMessage(problems.join(' '));
    if (filesRequired && files.length === 0) {
      return setErrors({
        files: 'Attach the invoice, the bill of lading and your correspondence with the debtor.',
      });
    }
    setProgress(0);
    try {
      const updated = (await uploadLocalFiles({
        path,
        fields: { caseId: String(caseId), statement },
        field: 'files',
        files,
        kinds: [...CLAIM_FILE_KINDS],
        maxBytes: CLAIM_FILE_MAX_BYTES,
        onProgress: setProgress,
      })) as ProtectionCase;
      setStatement('');
      setFiles([]);
      setChooserKey((key) => key + 1);
      onSent(updated);
    } catch (failure) {
      if (failure instanceof ApiCallError) {
        const fields = failure.fields ?? {};
        setErrors(fields);
        // A message beside a field says it all; anything else (a closed window, a refused file) shows here.
        if (!fields.files && !fields.statement) setMessage(failure.message);
      } else setMessage('The upload failed. Please try again.');
    } finally {
      setProgress(undefined);
    }
  };

  const busy = progress !== undefined;
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      <p className={styles.muted}>{intro}</p>
      <TextAreaField
        id={statementId}
        label={statementLabel}
        rows={5}
        value={statement}
        error={errors.statement}
        onChange={(event) => setStatement(event.target.value)}
      />
      <div className={forms.field}>
        <label id={filesLabelId} htmlFor={filesId} className={forms.label}>
          {filesLabel}
        </label>
        <p className={forms.hint}>
          {CLAIM_FILE_KINDS_LABEL}, up to {MAX_MB} MB each, at most {CLAIM_FILES_MAX} files.
        </p>
        <FileChooser
          key={chooserKey}
          id={filesId}
          labelId={filesLabelId}
          accept={ACCEPT}
          kinds={[...CLAIM_FILE_KINDS]}
          maxBytes={CLAIM_FILE_MAX_BYTES}
          multiple
          disabled={busy}
          onChoose={setFiles}
        />
        {files.length > 0 ? (
          <ul className={styles.meta} aria-label="Chosen files">
            {files.map((file) => (
              <li key={file.name}>
                {file.name} ({sizeOf(file.size)})
              </li>
            ))}
          </ul>
        ) : null}
        {errors.files ? <p className={forms.error}>{errors.files}</p> : null}
      </div>
      <FormAlert message={message} />
      {busy ? (
        <p role="status">
          Sending… <progress max={1} value={progress} aria-label="Upload progress" />
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
