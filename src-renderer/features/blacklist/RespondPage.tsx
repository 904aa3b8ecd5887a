import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import {
  companyResponseFieldsSchema,
  EVIDENCE_KINDS_LABEL,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  getResponseLink,
  RESPONSE_STATEMENT_MAX,
  submitCompanyResponse,
} from '../../../shared/api/blacklist';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { formatDate } from '../../../shared/domain/date';
import { Seo } from '../../components/seo/Seo';
import { ApiCallError, callApi } from '../../lib/http';
import { uploadFiles } from '../../lib/upload';
import { useHydrated } from '../../lib/use-hydrated';
import { FormAlert, TextAreaField, TextField } from '../../components/forms/form-fields';
import { ACCEPTED_EVIDENCE, evidenceProblems } from './FileUploader';
import { placeLabel } from './places';
import styles from './blacklist.module.css';

type Link = ResponseOf<typeof getResponseLink>;
type View =
  | { state: 'loading' }
  | { state: 'dead'; message: string }
  | { state: 'used' }
  | { state: 'sent' }
  | { state: 'open'; link: Extract<Link, { state: 'open' }> };

const responseFormSchema = companyResponseFieldsSchema.omit({ token: true });
const USED = 'This link has already been used';

function ResponseForm({ token, onSent }: { token: string; onSent: () => void }) {
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

/** The reported company's page, reached from its single-use email link. */
export default function RespondPage() {
  const { token = '' } = useParams();
  const hydrated = useHydrated();
  const [view, setView] = useState<View>({ state: 'loading' });
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let active = true;
    callApi(getResponseLink, { query: { token } })
      .then((link) => {
        if (!active) return;
        setView(link.state === 'answered' ? { state: 'used' } : { state: 'open', link });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setView({
          state: 'dead',
          message:
            error instanceof ApiCallError ? error.message : 'This link could not be checked. Try again.',
        });
      });
    return () => {
      active = false;
    };
  }, [token]);

  useEffect(() => {
    if (view.state === 'sent') thanks.current?.focus();
  }, [view.state]);

  return (
    <div className={styles.page}>
      <Seo
        path="/company/blacklist/respond"
        title="Answer a blacklist report"
        description="The reported company’s right of reply: read the claim and send your statement and documents to the Digital Freight Alliance."
        noIndex
      />
      <header className={styles.header}>
        <h1>Answer a blacklist report</h1>
        <p className={styles.lead}>
          A member of the Digital Freight Alliance has reported your company. Before the association decides,
          you can answer once, with your own statement and documents.
        </p>
      </header>

      {!hydrated || view.state === 'loading' ? <p role="status">Checking your link…</p> : null}
      {hydrated && view.state === 'dead' ? (
        <div className={styles.panel} role="alert">
          <h2>This link does not work</h2>
          <p>{view.message}</p>
        </div>
      ) : null}
      {hydrated && view.state === 'used' ? (
        <div className={styles.panel}>
          <h2>{USED}</h2>
          <p>The association already has your response. To add anything, reply to the email you received.</p>
        </div>
      ) : null}
      {hydrated && view.state === 'sent' ? (
        <div className={styles.panel} role="status">
          <h2 ref={thanks} tabIndex={-1}>
            Thank you — the association will review your response
          </h2>
          <p>
            Your statement and documents are with the association. It weighs them with the report before it
            decides, and members reading the entry will see your answer.
          </p>
        </div>
      ) : null}
      {hydrated && view.state === 'open' ? (
        <>
          <section className={styles.panel} aria-labelledby="the-report">
            <h2 id="the-report">The report</h2>
            <dl className={styles.facts}>
              <dt>Company</dt>
              <dd>{view.link.entry.companyName}</dd>
              {view.link.entry.aliases.length > 0 ? (
                <>
                  <dt>Also known as</dt>
                  <dd>{view.link.entry.aliases.join(', ')}</dd>
                </>
              ) : null}
              <dt>Countries</dt>
              <dd>{view.link.entry.countries.map(placeLabel).join('; ')}</dd>
              <dt>Reasons</dt>
              <dd>
                <ul>
                  {view.link.entry.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </dd>
              <dt>Answer by</dt>
              <dd>{formatDate(view.link.expiresAt)}</dd>
            </dl>
          </section>
          <ResponseForm token={token} onSent={() => setView({ state: 'sent' })} />
        </>
      ) : null}
    </div>
  );
}
