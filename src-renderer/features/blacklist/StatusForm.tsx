import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BLACKLIST_STATUS_LABELS,
  changeStatus,
  STATUS_TRANSITIONS,
  type BlacklistEntry,
} from '../../../shared/api/blacklist';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import { FormAlert, SelectField, TextAreaField } from '../../components/forms/form-fields';
import styles from './blacklist.module.css';

const statusFormSchema = changeStatus.body.pick({ status: true, note: true });

/** Moves the entry one step along the due process, with the reason for the record. */
export function StatusForm({
  entry,
  onSaved,
  onCancel,
}: {
  entry: BlacklistEntry;
  onSaved: (entry: BlacklistEntry) => void;
  onCancel: () => void;
}) {
  const next = STATUS_TRANSITIONS[entry.status];
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(statusFormSchema), defaultValues: { note: '' } });

  const save = async (values: { status: BlacklistEntry['status']; note: string }) => {
    setFormError(undefined);
    try {
      onSaved(await callApi(changeStatus, { body: { ...values, id: entry.id } }));
    } catch (error) {
      setFormError(showApiError(error, setError, ['status', 'note']));
    }
  };

  return (
    <form className={styles.dialogBody} noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <FormAlert message={formError} />
      <p>
        Now: <strong>{BLACKLIST_STATUS_LABELS[entry.status]}</strong>
      </p>
      <SelectField label="New status" error={errors.status?.message} {...register('status')}>
        <option value="">Choose the new status</option>
        {next.map((status) => (
          <option key={status} value={status}>
            {BLACKLIST_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Why"
        hint="Kept in the entry’s history: what was checked and what decided it."
        rows={3}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Change status'}
        </button>
      </div>
    </form>
  );
}
