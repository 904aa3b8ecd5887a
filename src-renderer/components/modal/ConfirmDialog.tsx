import { useState } from 'react';
import { Modal } from './Modal';
import { ApiCallError } from '../../lib/api-call-error';
import { FormAlert } from '../forms/form-fields';
import styles from './ConfirmDialog.module.css';

/** Asks before something that cannot be undone, and shows why it failed if it does. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };
  return (
    <Modal open onClose={onClose} noRedirection closeIcon noIcon size="small" title={title} text={text}>
      <FormAlert message={error} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={styles.dangerButton} disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
