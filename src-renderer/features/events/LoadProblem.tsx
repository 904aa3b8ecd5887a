import styles from './registration.module.css';

/**
 * What a page shows when its data could not be loaded: the reason and a way to try again.
 * `standalone` when it is the whole page (its heading is then the page's H1).
 */
export function LoadProblem({
  message,
  onRetry,
  standalone = false,
}: {
  message: string;
  onRetry: () => void;
  standalone?: boolean;
}) {
  const Heading = standalone ? 'h1' : 'h2';
  return (
    <div className={styles.card} role="alert">
      <Heading className={styles.cardHeading}>This content could not be loaded</Heading>
      <p>{message}</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className={styles.loading} role="status">
      Loading {what}…
    </p>
  );
}
