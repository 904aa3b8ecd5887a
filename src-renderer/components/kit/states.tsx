import { useEffect, type ReactNode } from 'react';
import { announce } from '../../lib/announce';
import type { PageData } from '../../lib/api';
import { Button } from './Button';
import styles from './states.module.css';

/** While something loads: says what, without announcing it (the result will be). */
export function LoadingState({ what }: { what: string }) {
  return (
    <p className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      {`Loading ${what}…`}
    </p>
  );
}

/**
 * An empty list that teaches: what would be here, and the one step that fills it ("Save a
 * lane", "Watch a container"), as a link or a button in `action`.
 */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <div className={styles.emptyText}>{children}</div> : null}
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}

/** What could not be loaded and why, announced once, with a way to try again. */
export function ErrorState({ what, message, retry }: { what: string; message: string; retry?: () => void }) {
  const text = `We could not load ${what}. ${message}`;
  useEffect(() => announce(text, { assertive: true }), [text]);
  return (
    <div className={styles.error}>
      <p>{text}</p>
      {retry ? (
        <Button small onClick={retry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The three states of a page's data in one place: loading, failed (with "Try again"), and ready,
 * when `children` renders the data. A 404 shows `notFound`, or the failure message.
 */
export function Loaded<T>({
  data,
  what,
  notFound,
  children,
}: {
  data: PageData<T>;
  /** what is loading, in a phrase: "your invoices" */
  what: string;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (data.state === 'ready') return children(data.data);
  if (data.state === 'loading') return <LoadingState what={what} />;
  if (data.state === 'not-found') {
    return notFound ?? <ErrorState what={what} message="It may have been moved or removed." />;
  }
  return <ErrorState what={what} message={data.error.message} retry={data.reload} />;
}
