import { useState, type ReactNode } from 'react';
import { Modal } from '../../components/modal/Modal';
import page from '../../components/members/member-page.module.css';
import { ApiCallError } from '../../lib/api-call-error';

/**
 * Asks before a step that cannot be undone (withdrawing, accepting, rejecting, closing) and
 * shows the server's answer when the step fails. `children` are the dialog's own fields.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
    } catch (caught) {
      setError(
        caught instanceof ApiCallError
          ? [caught.message, ...Object.values(caught.fields ?? {})].join(' ')
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={close} size="small" title={title} text={text} noIcon closeIcon noRedirection>
      {children}
      <div role="alert" className={page.alertSlot}>
        {error ? <p className={page.alert}>{error}</p> : null}
      </div>
      <div className={page.dialogActions}>
        <button type="button" className={page.secondaryButton} onClick={close}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? page.dangerButton : page.button}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
