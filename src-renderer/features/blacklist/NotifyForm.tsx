import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notifyCompany, RESPONSE_LINK_TTL_DAYS, type BlacklistEntry } from '../../../shared/api/blacklist';
import { formatDate } from '../../../shared/domain/date';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import { FormAlert, TextField } from '../../components/forms/form-fields';
import styles from './blacklist.module.css';

const notifyFormSchema = notifyCompany.body.pick({ email: true });

/** Emails the reported company its single-use link to answer. */
export function NotifyForm({
  entry,
  onSent,
  onCancel,
}: {
  entry: BlacklistEntry;
  onSent: (entry: BlacklistEntry) => void;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<{ email: string; expiresAt: string }>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(notifyFormSchema), defaultValues: { email: '' } });

  const send = async ({ email }: { email: string }) => {
    setFormError(undefined);
    try {
      const answer = await callApi(notifyCompany, { body: { id: entry.id, email } });
      setSent({ email: answer.email, expiresAt: answer.expiresAt });
      onSent(answer.entry);
    } catch (error) {
      setFormError(showApiError(error, setError, ['email']));
    }
  };

  if (sent) {
    return (
      <div className={styles.dialogBody}>
        <p className={styles.success} role="status">
          The link is on its way to {sent.email}. It works once, until {formatDate(sent.expiresAt)}.
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onCancel}>
            Done
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.dialogBody} noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <FormAlert message={formError} />
      <p>
        {entry.companyName} receives the reasons and a link to send its statement and documents. The link
        works once and expires in {RESPONSE_LINK_TTL_DAYS} days.
      </p>
      <TextField
        label="Company’s email address"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send the link'}
        </button>
      </div>
    </form>
  );
}
