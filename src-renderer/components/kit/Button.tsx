import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

/**
 * The kit's button. A view has at most one `primary` (its main action); everything else is
 * `secondary`, `danger` for what cannot be undone, or `quiet` for small actions in a row.
 * While `busy` it says so and ignores presses, but stays focusable: a disabled button would
 * drop the keyboard user's focus to the top of the page.
 */
export function Button({
  variant = 'secondary',
  small = false,
  busy = false,
  busyLabel,
  type = 'button',
  className,
  onClick,
  children,
  ...button
}: Omit<ComponentPropsWithRef<'button'>, 'disabled'> & {
  variant?: ButtonVariant;
  small?: boolean;
  busy?: boolean;
  /** what the button says while busy, e.g. "Saving…" */
  busyLabel?: ReactNode;
}) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], small ? styles.small : '', className ?? ''].join(' ')}
      data-rank={variant === 'primary' ? 'primary' : undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...button}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
