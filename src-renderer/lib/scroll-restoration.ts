import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { ScrollKeeper } from './scroll-keeper';

/**
 * The state to navigate with when a page changes in place and the reader should stay where
 * they are (a filter narrowing the list they are looking at): `navigate(href, { state: KEEP_SCROLL })`.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

/**
 * Whether the browser loaded this page by Reload or by Back or Forward from another site: only
 * then can a position be waiting for it. Asking spares a fresh visit the first read of storage,
 * which is slow on a phone.
 */
function pageWasReturnedTo(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return !entry || (entry as PerformanceNavigationTiming).type !== 'navigate';
}

/** The first signs that the reader is about to move on: the scroll keeper loads with them. */
const ACTIVITY = ['scroll', 'pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Scrolling for the whole app, once: a new page opens at its top (or at its `#hash`), and Back
 * and Forward return to where the reader was, also after a reload. Same-page changes that
 * navigate with `KEEP_SCROLL` stay put. The first page needs none of it (the browser places
 * it), so the code arrives at once only on a reload, and otherwise with the reader's first
 * scroll, pointer, touch or key, before they can follow a link, or at the latest with the first
 * navigation. Until then only where the reader is on the first page is kept.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const latest = useRef({ location, navigationType });
  // Refs, not state: re-rendering the layout while the page is still hydrating would make
  // React throw the page's server HTML away and render it again.
  const keeper = useRef<ScrollKeeper | undefined>(undefined);
  const loadKeeper = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    latest.current = { location, navigationType };
    if (keeper.current) keeper.current.navigated(location, navigationType);
    else loadKeeper.current();
  }, [location, navigationType]);

  useEffect(() => {
    const firstPage = latest.current;
    let scrollY = window.scrollY;
    const track = () => (scrollY = window.scrollY);
    let state: 'waiting' | 'loading' | 'stopped' = 'waiting';
    const stopWaiting = () => {
      for (const type of ACTIVITY) window.removeEventListener(type, load, true);
    };
    function load() {
      if (state !== 'waiting') return;
      state = 'loading';
      stopWaiting();
      import('./scroll-keeper').then(
        ({ createScrollKeeper }) => {
          if (state === 'stopped') return;
          window.removeEventListener('scroll', track);
          keeper.current = createScrollKeeper({ ...firstPage, returnedTo: pageWasReturnedTo(), scrollY });
          const now = latest.current;
          if (now.location !== firstPage.location) keeper.current.navigated(now.location, now.navigationType);
        },
        () => {
          // The next navigation tries again.
          if (state === 'loading') state = 'waiting';
        },
      );
    }
    loadKeeper.current = load;
    window.addEventListener('scroll', track, { passive: true });
    if (pageWasReturnedTo()) load();
    else for (const type of ACTIVITY) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      state = 'stopped';
      stopWaiting();
      window.removeEventListener('scroll', track);
      loadKeeper.current = () => undefined;
      keeper.current?.stop();
      keeper.current = undefined;
    };
  }, []);
}
