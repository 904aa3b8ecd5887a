import styles from '../auth.module.css';

/** Back (from the second step on) and the step's send button: Next, or Submit on the last step. */
export function StepButtons({
  onBack,
  last,
  busy,
  sending,
}: {
  onBack: (() => void) | undefined;
  last: boolean;
  /** the button waits: the page is not hydrated yet, or the form is being sent */
  busy: boolean;
  sending: boolean;
}) {
  return (
    <div className={styles.actions}>
      {onBack ? (
        <button type="button" className={styles.secondaryButton} onClick={onBack}>
          Back
        </button>
      ) : null}
      <button type="submit" className={styles.button} disabled={busy}>
        {last ? (sending ? 'Sending…' : 'Submit application') : 'Next'}
      </button>
    </div>
  );
}
