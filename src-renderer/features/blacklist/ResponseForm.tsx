import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  companyResponseFieldsSchema,
  EVIDENCE_KINDS_LABEL,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  RESPONSE_STATEMENT_MAX,
  submitCompanyResponse,
} from '../../../shared/api/blacklist';
import { FormAlert, TextAreaField, TextField } from '../../components/forms/form-fields';
import { ApiCallError } from '../../lib/api-call-error';
import { uploadFiles } from '../../lib/upload';
import { ACCEPTED_EVIDENCE, evidenceProblems } from './FileUploader';
import styles from './blacklist.module.css';

const responseFormSchema = companyResponseFieldsSchema.omit({ token: true });

/** The reported company's one answer: who answers, the statement and supporting documents. */
export function ResponseForm({ token, onSent }: { token: string; onSent: () => void }) {
  const filesId = useId();
  const filesInput = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(responseFormSchema),
    defaultValues: { responderName: '', statement: '' },
  });

  const send = async (values: { responderName: string; statement: string }) => {
    setFormError(undefined);
    const files = [...(filesInput.current?.files ?? [])];
    const problems = evidenceProblems(files);
    if (problems.length > 0) {
      setFormError(problems.join(' '));
      return;
    }
    const formData = new FormData();
    formData.set('token', token);
    formData.set('responderName', values.responderName);
    formData.set('statement', values.statement);
    for (const file of files) formData.append('files', file, file.name);
    setProgress(0);
    try {
      submitCompanyResponse.response.parse(
        await uploadFiles({ path: submitCompanyResponse.path, formData, onProgress: setProgress }),
      );
      onSent();
    } catch (error) {
      setFormError(
        error instanceof ApiCallError ? error.message : 'Your response could not be sent. Try again.',
      );
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form className={styles.panel} noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <h2>Your response</h2>
      <FormAlert message={formError} />
      <TextField
        label="Your name and position"
        autoComplete="name"
        error={errors.responderName?.message}
        {...register('responderName')}
      />
      <TextAreaField
        label="Your statement"
        hint="Say what happened from your side: payments made, dates, the state of the cargo, anything the report leaves out."
        rows={8}
        maxLength={RESPONSE_STATEMENT_MAX}
        error={errors.statement?.message}
        {...register('statement')}
      />
      <div className={styles.field}>
        <label htmlFor={filesId} className={styles.label}>
          Documents (optional)
        </label>
        <p className={styles.hint} id={`${filesId}-hint`}>
          Payment confirmations, invoices, correspondence: {EVIDENCE_KINDS_LABEL}, up to {EVIDENCE_MAX_FILES}{' '}
          files of at most {EVIDENCE_MAX_BYTES / (1024 * 1024)} MB each.
        </p>
        <input
          ref={filesInput}
          id={filesId}
          type="file"
          multiple
          accept={ACCEPTED_EVIDENCE}
          aria-describedby={`${filesId}-hint`}
        />
      </div>
      {progress !== undefined ? (
        <progress className={styles.progress} max={1} value={progress} aria-label="Sending your response">
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      <p className={styles.hint}>You can send your response once. Check it before you send it.</p>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send my response'}
        </button>
      </div>
    </form>
  );
}
