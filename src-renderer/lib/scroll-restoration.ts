import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { ScrollKeeper } from './scroll-keeper';

/**
 * The state to navigate with when a page changes in place and the reader should stay where
 * they are (a filter narrowing the list they are looking at): `navigate(href, { state: KEEP_SCROLL })`.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

/**
 * Scrolling for the whole app, once: a new page opens at its top (or at its `#hash`), and Back
 * and Forward return to where the reader was, also after a reload. Same-page changes that
 * navigate with `KEEP_SCROLL` stay put. The first page needs none of it (the browser places
 * it), so the code arrives just after hydration, before the reader can follow a link.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const latest = useRef({ location, navigationType });
  // A ref, not state: re-rendering the layout while the page is still hydrating would make
  // React throw the page's server HTML away and render it again.
  const keeper = useRef<ScrollKeeper | undefined>(undefined);

  useLayoutEffect(() => {
    latest.current = { location, navigationType };
    keeper.current?.navigated(location, navigationType);
  }, [location, navigationType]);

  useEffect(() => {
    let active = true;
    void import('./scroll-keeper').then(({ createScrollKeeper }) => {
      if (!active) return;
      keeper.current = createScrollKeeper();
      keeper.current.navigated(latest.current.location, latest.current.navigationType);
    });
    return () => {
      active = false;
      keeper.current?.stop();
      keeper.current = undefined;
    };
  }, []);
}
