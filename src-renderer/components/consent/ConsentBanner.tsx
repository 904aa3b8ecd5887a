import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { chooseConsent, needsConsent, subscribeToConsent } from '../../lib/tracking/attribution';
import { useAtomValue } from '../../lib/store';
import { openDialogsAtom } from '../modal/open-dialogs';
import styles from './ConsentBanner.module.css';

/**
 * Asks once whether we may remember how the visitor found us. Not a dialog: it never takes
 * focus or blocks the page, and until a choice is made nothing is written to the browser.
 * While a dialog is open it steps aside, unanswered, and returns when the dialog closes.
 */
export default function ConsentBanner() {
  const needed = useSyncExternalStore(subscribeToConsent, needsConsent, () => false);
  const dialogOpen = useAtomValue(openDialogsAtom) > 0;
  if (!needed) return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-title" hidden={dialogOpen}>
      <p className={styles.text}>
        <strong id="consent-title">May we remember how you found us?</strong>{' '}
        <span className={styles.detail}>
          We would keep the campaign or site that brought you here in your browser and send it with the forms
          you fill in. Declining changes nothing else.
        </span>{' '}
        <Link to="/resources/privacy-policy">How we use it</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => chooseConsent('granted')}>
          Accept
        </button>
        <button type="button" className={styles.decline} onClick={() => chooseConsent('denied')}>
          Decline
        </button>
      </div>
    </section>
  );
}
