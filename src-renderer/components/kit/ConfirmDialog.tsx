import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiCallError } from '../../lib/api-call-error';
import { announce } from '../../lib/announce';
import { focusSoon } from '../../lib/focus';
import { TextAreaField } from '../forms/form-fields';
import { Modal } from '../modal/Modal';
import { Button } from './Button';
import { Notice } from './Notice';
import styles from './ConfirmDialog.module.css';

const FAILED = 'Something went wrong. Please try again.';

/**
 * Asks before an action that matters, optionally with a written reason the server requires
 * (`field`, sent to `onConfirm`). Render it when asking and drop it on `onClose`, which comes
 * after Cancel, Escape, or a confirmed action. When the action fails the dialog stays, shows and
 * announces why, and keeps what was typed. Focus returns to the control that opened it, or after
 * a confirmed action to `focusAfterConfirm` (the updated record's heading, the next row), since
 * the action may have removed the opener.
 */
export function ConfirmDialog({
  title,
  text,
  field,
  confirmLabel,
  busyLabel = 'Working…',
  cancelLabel = 'Cancel',
  tone = 'primary',
  children,
  onConfirm,
  onClose,
  focusAfterConfirm,
}: {
  title: string;
  text?: ReactNode;
  /** a text area for a reason or message; `name` is the server's field name for its errors */
  field?: { name: string; label: string; hint?: string; maxLength?: number };
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** `danger` for what cannot be undone */
  tone?: 'primary' | 'danger';
  /** more of the dialog's own content, above its buttons */
  children?: ReactNode;
  onConfirm: (value: string) => Promise<void | boolean> | void | boolean;
  onClose: () => void;
  focusAfterConfirm?: () => HTMLElement | null | undefined;
}) {
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  // Read while the dialog first renders: once it has mounted, focus has moved into it.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  const confirmed = useRef(false);
  const afterConfirm = useRef(focusAfterConfirm);
  useEffect(() => {
    afterConfirm.current = focusAfterConfirm;
  });

  useEffect(
    () => () => focusSoon(() => (confirmed.current ? (afterConfirm.current?.() ?? opener) : opener)),
    [opener],
  );

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFieldError(undefined);
    try {
      // false keeps the dialog open: a step that leads to the next one in it (a code sent, then
      // typed), or an answer its own fields show.
      if ((await onConfirm(value.trim())) === false) {
        setBusy(false);
        return;
      }
      confirmed.current = true;
      onClose();
    } catch (failure) {
      const fields = failure instanceof ApiCallError ? failure.fields : undefined;
      const forField = field ? fields?.[field.name] : undefined;
      // Field messages are written for a person; the envelope's own message then is not.
      const message = fields
        ? Object.values(fields).join(' ')
        : failure instanceof ApiCallError
          ? failure.message
          : FAILED;
      if (forField) setFieldError(forField);
      else setError(message);
      announce(forField ?? message, { assertive: true });
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} noRedirection closeIcon noIcon size="medium" title={title} text={text}>
      <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
        {children}
        {field ? (
          <TextAreaField
            id={fieldId}
            label={field.label}
            hint={field.hint}
            rows={4}
            maxLength={field.maxLength}
            value={value}
            error={fieldError}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className={styles.actions}>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant={tone} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
