import styles from './PageStatus.module.css';

type LoadState =
  | { state: 'loading' }
  | { state: 'error'; error: { message: string } }
  | { state: 'not-found' }
  | { state: 'ready' };

/**
 * What a page (or a part of it) shows while its data is on the way, or when it could not be
 * loaded: the reader is told what happened and can try again. Nothing once the data is ready.
 * It takes `usePageData`'s answer as it is.
 */
export function PageStatus({
  state,
  what = 'this page',
}: {
  state: LoadState & { reload?: () => void };
  /** what is loading, in a sentence: "the member directory" */
  what?: string;
}) {
  if (state.state === 'ready') return null;
  if (state.state === 'loading') {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        {`Loading ${what}…`}
      </div>
    );
  }
  const reason = state.state === 'error' ? state.error.message : 'It may have been moved or removed.';
  return (
    <div className={styles.error} role="alert">
      <p>{`We could not load ${what}. ${reason}`}</p>
      {state.reload ? (
        <button type="button" className={styles.retry} onClick={state.reload}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
