import { useState } from 'react';
import { useLocation } from 'react-router';
import { platform } from '../../lib/platform';
import { useLogged, useSessionChecked } from '../../lib/session/use-session';
import styles from './Captcha.module.css';

/**
 * True where this form's bot check cannot be shown (the desktop app cannot load the check's
 * script) and the visitor is not signed in, whose forms need no check. The form then sends the
 * visitor to the same page on the website instead of failing at the end.
 */
export function useBotCheckOnWebsite(): boolean {
  const logged = useLogged();
  const checked = useSessionChecked();
  return Boolean(platform.openOnWebsite) && checked && !logged;
}

/** The note that replaces such a form, with the way to the same page in the system browser. */
export function BotCheckOnWebsite({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  const [outcome, setOutcome] = useState<'opened' | 'failed'>();
  const open = platform.openOnWebsite;
  return (
    <div className={styles.elsewhere}>
      <p>
        <strong>{what} is sent from the DFA website.</strong> Sending it includes a quick check that you are
        not a robot, which the desktop app cannot show. Members who are signed in can send it right here.
      </p>
      <button
        type="button"
        className={styles.openButton}
        onClick={() => {
          void open?.(`${pathname}${search}`).then(
            () => setOutcome('opened'),
            () => setOutcome('failed'),
          );
        }}
      >
        Open this page in your browser
      </button>
      <p role="status" className={styles.outcome}>
        {outcome === 'opened' ? 'The page is open in your web browser.' : null}
        {outcome === 'failed'
          ? 'Your web browser could not be opened. Visit the DFA website to send it.'
          : null}
      </p>
    </div>
  );
}
