import { useId, useState, type FormEvent } from 'react';
import { ApiCallError } from '../../lib/api-call-error';
import { FormAlert, TextAreaField } from '../forms/form-fields';
import { Modal } from '../modal/Modal';
import styles from '../workspace/workspace.module.css';

const FAILED = 'Something went wrong. Please try again.';

/**
 * Asks before an action that matters, optionally with a written reason or message (which the
 * server requires and checks); shows why the action failed, and keeps what was typed.
 */
export function ActionDialog({
  title,
  text,
  field,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  /** a text area for the reason or message, sent to `onConfirm` */
  field?: { label: string; hint?: string; name: string };
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  onConfirm: (value: string) => Promise<void>;
  onClose: () => void;
}) {
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFieldError(undefined);
    try {
      await onConfirm(value.trim());
      onClose();
    } catch (failure) {
      if (failure instanceof ApiCallError) {
        const forField = field ? failure.fields?.[field.name] : undefined;
        if (forField) setFieldError(forField);
        else setError(failure.message);
      } else {
        setError(FAILED);
      }
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} noRedirection closeIcon noIcon size="medium" title={title} text={text}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {field ? (
          <TextAreaField
            id={fieldId}
            label={field.label}
            hint={field.hint}
            rows={5}
            value={value}
            error={fieldError}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : null}
        <FormAlert message={error} />
        <div className={styles.actions}>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={tone === 'danger' ? styles.dangerButton : styles.button}
            disabled={busy}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
