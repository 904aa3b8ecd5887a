import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { BotCheckOnWebsite, useBotCheckOnWebsite } from '../captcha/BotCheckOnWebsite';
import { Captcha } from '../captcha/Captcha';
import { useHydrated } from '../../lib/use-hydrated';
import { FormAlert } from './form-fields';
import styles from './forms.module.css';

/**
 * The frame of a public form: the alert for the whole form, the fields, the bot check and the
 * send button (disabled until the page is interactive, so a click is never lost).
 */
export function FormShell({
  id,
  labelledBy,
  onSubmit,
  formError,
  captcha,
  action,
  submitting,
  submitLabel,
  children,
}: {
  /** the form's id, from `useServerForm` */
  id: string;
  labelledBy: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | undefined;
  captcha: { onToken: (token: string | null) => void; resetKey: number };
  /** the bot check's action name, e.g. "lead-form" */
  action: string;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const onWebsite = useBotCheckOnWebsite();
  if (onWebsite) {
    return (
      <div className={styles.card}>
        <BotCheckOnWebsite what="This form" />
      </div>
    );
  }
  return (
    <form
      id={id}
      className={styles.card}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
    >
      <FormAlert message={formError} />
      {children}
      <Captcha action={action} onToken={captcha.onToken} resetKey={captcha.resetKey} />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={!hydrated || submitting}>
          {submitting ? 'Sending…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** What the visitor sees once the form is stored: a heading that takes focus, and what happens next. */
export function FormThanks({
  heading,
  children,
  againLabel,
  onAgain,
}: {
  heading: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={styles.card} role="status">
      <h3 ref={title} tabIndex={-1} className={styles.thanksHeading}>
        {heading}
      </h3>
      {children}
      <button type="button" className={styles.secondaryButton} onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
