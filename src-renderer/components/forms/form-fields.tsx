import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './forms.module.css';

interface FieldChrome {
  label: string;
  /** shown after the label in a lighter weight, e.g. "optional" or "optional, with country code" */
  optional?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  /** ids of further descriptions, such as a strength meter */
  describedBy?: string | undefined;
}

// Over 200 lines: one family of small fields (none over 45 lines) that share their label, hint
// and error wiring here, so every form labels and describes its fields the same way.
function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  return {
    inputId,
    hintId: hint ? `${inputId}-hint` : undefined,
    errorId: error ? `${inputId}-error` : undefined,
  };
}

function FieldLabel({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: string;
  optional?: string | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {optional ? <span className={styles.optional}> ({optional})</span> : null}
    </label>
  );
}

function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

export function TextField({
  label,
  optional,
  error,
  hint,
  describedBy: extra,
  id,
  className,
  ...input
}: FieldChrome & ComponentPropsWithRef<'input'>) {
  const { inputId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} />
      <FieldHint id={hintId} hint={hint} />
      <input
        id={inputId}
        // a page may adjust the field (width, lettering) but never loses the kit's look
        className={className ? `${styles.input} ${className}` : styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, extra, errorId)}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function SelectField({
  label,
  optional,
  error,
  hint,
  id,
  children,
  ...select
}: FieldChrome & ComponentPropsWithRef<'select'>) {
  const { inputId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} />
      <FieldHint id={hintId} hint={hint} />
      <select
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...select}
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  optional,
  error,
  hint,
  id,
  ...textarea
}: FieldChrome & ComponentPropsWithRef<'textarea'>) {
  const { inputId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} />
      <FieldHint id={hintId} hint={hint} />
      <textarea
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type StandardFieldProps = Omit<FieldChrome, 'label'> & ComponentPropsWithRef<'input'>;

/** The contact fields every public form asks for, labelled and autofilled the same way everywhere. */
export function NameField(props: StandardFieldProps) {
  return <TextField label="Your name" autoComplete="name" {...props} />;
}

export function CompanyField(props: StandardFieldProps) {
  return <TextField label="Company" autoComplete="organization" {...props} />;
}

export function EmailField(props: StandardFieldProps) {
  return <TextField label="Email address" type="email" inputMode="email" autoComplete="email" {...props} />;
}

export function PhoneField(props: StandardFieldProps) {
  return (
    <TextField
      label="Phone"
      optional="optional, with country code"
      type="tel"
      autoComplete="tel"
      {...props}
    />
  );
}

/** A password input with a show/hide toggle; the toggle names the field it reveals. */
export function PasswordField({
  label,
  optional,
  error,
  hint,
  describedBy: extra,
  id,
  ...input
}: FieldChrome & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const { inputId, hintId, errorId } = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} />
      <FieldHint id={hintId} hint={hint} />
      <div className={styles.passwordRow}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, extra, errorId)}
          autoCapitalize="none"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  id,
  ...input
}: Omit<FieldChrome, 'label' | 'hint' | 'optional'> & { label: ReactNode } & ComponentPropsWithRef<'input'>) {
  const { inputId, errorId } = useFieldIds(id, undefined, error);
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A message about the whole form (a failed call, a wrong sign-in), read out when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | undefined;
  tone?: 'error' | 'info';
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.alertSlot}>
      {message ? <p className={tone === 'error' ? styles.alert : styles.info}>{message}</p> : null}
    </div>
  );
}
