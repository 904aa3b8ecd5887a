import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { announce } from '../../lib/announce';
import { ApiCallError } from '../../lib/api-call-error';
import { focusSoon } from '../../lib/focus';
import { useHydrated } from '../../lib/use-hydrated';
import { Notice } from './Notice';

const FAILED = 'Something went wrong. Please try again.';
const TITLE_ID = 'link-action-title';

type Outcome<T> = { state: 'waiting' } | { state: 'done'; answer: T } | { state: 'dead'; message: string };

/** A token the server refused as unknown, spent or expired: the link is dead, not the request. */
function deadLinkMessage(failure: unknown): string | undefined {
  if (!(failure instanceof ApiCallError) || failure.status >= 500) return undefined;
  return failure.fields?.token ?? (failure.status === 404 ? failure.message : undefined);
}

/**
 * The page of a single-use link sent by email (confirm an address, unlock a browser). Nothing
 * happens when the page opens, so a mail scanner that follows links uses nothing up: the person
 * presses the button. The outcome replaces the page's text, is announced, and its heading takes
 * the focus, since the button that had it is gone.
 */
export function LinkActionPage<T>({
  classes,
  title,
  lead,
  actionLabel,
  busyLabel = 'Confirming…',
  act,
  done,
  dead,
}: {
  /** the page's own frame, lead and button classes (the auth pages' or the kit's) */
  classes: { page?: string; lead?: string; button?: string };
  title: string;
  lead: string;
  actionLabel: string;
  busyLabel?: string;
  act: (token: string) => Promise<T>;
  done: (answer: T) => { title: string; body: ReactNode };
  /** what follows the server's reason on a dead link: where to go, or a way to ask again */
  dead: ReactNode;
}) {
  const token = useParams().token ?? '';
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome<T>>({ state: 'waiting' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await act(token);
      setOutcome({ state: 'done', answer });
      announce(done(answer).title);
      focusSoon(() => document.getElementById(TITLE_ID));
    } catch (failure) {
      const message = deadLinkMessage(failure);
      if (message) {
        setOutcome({ state: 'dead', message });
        announce(`This link no longer works. ${message}`, { assertive: true });
        focusSoon(() => document.getElementById(TITLE_ID));
      } else {
        const text = failure instanceof ApiCallError ? failure.message : FAILED;
        setError(text);
        announce(text, { assertive: true });
      }
    } finally {
      setBusy(false);
    }
  };

  const shown =
    outcome.state === 'done'
      ? done(outcome.answer)
      : outcome.state === 'dead'
        ? {
            title: 'This link no longer works',
            body: (
              <>
                <p>{outcome.message}</p>
                {dead}
              </>
            ),
          }
        : undefined;
  return (
    <div className={classes.page}>
      <h1 id={TITLE_ID} tabIndex={-1}>
        {shown ? shown.title : title}
      </h1>
      {shown ? (
        shown.body
      ) : (
        <>
          <p className={classes.lead}>{lead}</p>
          {error ? <Notice tone="error">{error}</Notice> : null}
          <button
            type="button"
            className={classes.button}
            disabled={!hydrated || busy}
            onClick={() => void run()}
          >
            {busy ? busyLabel : actionLabel}
          </button>
        </>
      )}
    </div>
  );
}
