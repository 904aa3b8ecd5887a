import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { chooseConsent, needsConsent, subscribeToConsent } from '../../lib/tracking/browser';
import styles from './ConsentBanner.module.css';

/**
 * Asks once whether we may remember how the visitor found us. Not a dialog: it never takes
 * focus or blocks the page, and until a choice is made nothing is written to the browser.
 */
export default function ConsentBanner() {
  const needed = useSyncExternalStore(subscribeToConsent, needsConsent, () => false);
  if (!needed) return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-title">
      <div className={styles.inner}>
        <div>
          <h2 id="consent-title" className={styles.title}>
            May we remember how you found us?
          </h2>
          <p className={styles.text}>
            With your permission we keep, in your browser, the campaign or site that brought you here and the
            pages you viewed, and send them with any form you fill in, so we learn which channels reach
            logistics professionals. Declining changes nothing else on the site. Read our{' '}
            <Link to="/resources/privacy-policy">privacy policy</Link>.
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.accept} onClick={() => chooseConsent('granted')}>
            Accept
          </button>
          <button type="button" className={styles.decline} onClick={() => chooseConsent('denied')}>
            Decline
          </button>
        </div>
      </div>
    </section>
  );
}
