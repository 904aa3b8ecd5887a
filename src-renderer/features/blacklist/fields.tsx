import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './blacklist.module.css';

/** The first message in a react-hook-form error, however deeply nested (list fields report per item). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  for (const child of Object.values(error)) {
    if (child && typeof child === 'object' && child !== error) {
      const found = firstMessage(child);
      if (found) return found;
    }
  }
  return undefined;
}

interface Chrome {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

function useIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined, hintId, errorId };
}

function Label({ id, label, hint, hintId }: { id: string; label: string; hint: ReactNode; hintId?: string }) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

export function TextInput({ label, hint, error, ...input }: Chrome & ComponentPropsWithRef<'input'>) {
  const { id, describedBy, hintId, errorId } = useIds(hint, error);
  return (
    <div className={styles.field}>
      <Label id={id} label={label} hint={hint} {...(hintId ? { hintId } : {})} />
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function TextArea({ label, hint, error, ...input }: Chrome & ComponentPropsWithRef<'textarea'>) {
  const { id, describedBy, hintId, errorId } = useIds(hint, error);
  return (
    <div className={styles.field}>
      <Label id={id} label={label} hint={hint} {...(hintId ? { hintId } : {})} />
      <textarea
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function Select({
  label,
  hint,
  error,
  children,
  ...select
}: Chrome & ComponentPropsWithRef<'select'>) {
  const { id, describedBy, hintId, errorId } = useIds(hint, error);
  return (
    <div className={styles.field}>
      <Label id={id} label={label} hint={hint} {...(hintId ? { hintId } : {})} />
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A message about the whole form, read out when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className={styles.alertSlot}>
      {message ? <p className={styles.alert}>{message}</p> : null}
    </div>
  );
}
