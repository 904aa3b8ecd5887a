import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../kit/Button';
import { Notice } from '../kit/Notice';
import styles from './ApiFormFrame.module.css';
import type { ApiForm } from './use-api-form';

/**
 * The list of what to fix after a send the form refused, each linking to its field. The first
 * invalid field already has focus; the list is for seeing them all at once.
 */
function ErrorSummary<Values extends FieldValues>({ api }: { api: ApiForm<Values> }) {
  const errors = Object.entries(api.form.formState.errors).flatMap(([name, error]) =>
    typeof error?.message === 'string' ? [{ name, message: error.message }] : [],
  );
  if (api.attempts === 0 || errors.length === 0) return null;
  return (
    <div className={styles.summary}>
      <p className={styles.summaryTitle}>
        {errors.length === 1 ? 'One field needs attention:' : `${errors.length} fields need attention:`}
      </p>
      <ul>
        {errors.map(({ name, message }) => (
          <li key={name}>
            <a
              href={`#${api.formId}-${name.replace(/\./g, '-')}`}
              onClick={(event) => {
                event.preventDefault();
                api.form.setFocus(name as never);
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The frame of a form made with `useApiForm`: the error summary, the fields, the one message
 * for what no field can carry, the send button (its busy state keeps focus where it is) and
 * what the send achieved.
 */
export function ApiFormFrame<Values extends FieldValues>({
  api,
  label,
  labelledBy,
  submitLabel,
  busyLabel,
  primary = false,
  extraActions,
  children,
}: {
  api: ApiForm<Values>;
  /** names the form when no heading does */
  label?: string;
  /** the id of the heading that names the form */
  labelledBy?: string;
  submitLabel: string;
  busyLabel: string;
  /** the send button is the view's primary action (at most one per view) */
  primary?: boolean;
  /** further buttons beside the send button (Cancel) */
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      id={api.formId}
      className={styles.form}
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      onSubmit={(event) => void api.submit(event)}
    >
      <ErrorSummary api={api} />
      {children}
      {api.problem ? (
        <div id={`${api.formId}-problem`} tabIndex={-1} className={styles.problem}>
          <Notice tone="error">{api.problem}</Notice>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant={primary ? 'primary' : 'secondary'}
          busy={api.submitting}
          busyLabel={busyLabel}
        >
          {submitLabel}
        </Button>
        {extraActions}
      </div>
      {api.done ? <Notice tone="success">{api.done}</Notice> : null}
    </form>
  );
}
