import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { chooseConsent, needsConsent, subscribeToConsent } from '../../lib/tracking/attribution';
import { useAtomValue } from '../../lib/store';
import { openDialogsAtom } from '../modal/open-dialogs';
import styles from './ConsentBanner.module.css';

/** The banner's height, which the page keeps free at its foot (global.css) while it shows. */
const SPACE_PROPERTY = '--consent-space';

/**
 * Keeps what has focus out from under the banner: the page reserves the banner's height at its
 * foot and scrolls a focused control that lands behind it up into view.
 */
function useReservedSpace(banner: HTMLElement | null) {
  useEffect(() => {
    if (!banner) return undefined;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(SPACE_PROPERTY, `${banner.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(banner);
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || banner.contains(target)) return;
      // After the browser's own scrolling to the control, which knows nothing of the banner.
      requestAnimationFrame(() => {
        const covered = target.getBoundingClientRect().bottom - banner.getBoundingClientRect().top;
        if (covered > 0) window.scrollBy({ top: covered + 8, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      root.style.removeProperty(SPACE_PROPERTY);
    };
  }, [banner]);
}

/**
 * Asks once whether we may remember how the visitor found us. Not a dialog: it never takes
 * focus or blocks the page, never covers the control that has focus, and Escape, pressed
 * anywhere the page does not use it, answers "Decline". Until a choice is made nothing is
 * written to the browser. While a dialog is open it steps aside, unanswered, and returns when
 * the dialog closes.
 */
export default function ConsentBanner() {
  const needed = useSyncExternalStore(subscribeToConsent, needsConsent, () => false);
  const dialogOpen = useAtomValue(openDialogsAtom) > 0;
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  const shown = needed && !dialogOpen;
  useReservedSpace(shown ? banner : null);

  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu, a list of suggestions or a dialog that closed on this Escape has claimed it.
      if (event.key === 'Escape' && !event.defaultPrevented) chooseConsent('denied');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  if (!needed) return null;
  return (
    <section ref={setBanner} className={styles.banner} aria-labelledby="consent-title" hidden={dialogOpen}>
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
        <button
          type="button"
          className={styles.decline}
          aria-keyshortcuts="Escape"
          onClick={() => chooseConsent('denied')}
        >
          Decline
        </button>
      </div>
    </section>
  );
}
