import type { ApiCallError } from '../../lib/http';
import styles from './PageStatus.module.css';

/**
 * What a page shows while its data is on the way, or when it could not be loaded: the
 * reader is told what happened and can try again.
 */
export function PageStatus({
  state,
  what = 'this page',
}: {
  state: { state: 'loading' } | { state: 'error'; error: ApiCallError; reload?: () => void };
  /** what is loading, in a sentence: "the member directory" */
  what?: string;
}) {
  if (state.state === 'loading') {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        {`Loading ${what}…`}
      </div>
    );
  }
  return (
    <div className={styles.error} role="alert">
      <p>{`We could not load ${what}. ${state.error.message}`}</p>
      {state.reload ? (
        <button type="button" className={styles.retry} onClick={state.reload}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
