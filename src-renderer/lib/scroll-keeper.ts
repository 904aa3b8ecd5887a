import type { Location, NavigationType } from 'react-router';

const STORAGE_KEY = 'dfa-scroll-positions';
/** Positions kept for Back and Forward; older entries are dropped. */
const MAX_POSITIONS = 50;
/** How long Back waits for a page to grow tall enough (lazy modules, data) to scroll to where it was. */
const RESTORE_WAIT_MS = 3000;

/** The history entry a position belongs to; the path guards against a reused key after a reload. */
const entryKey = (location: Location) => `${location.key}|${location.pathname}${location.search}`;

let positions: Map<string, number> | undefined;

function savedPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const [key, value] of Object.entries(stored)) {
        if (typeof value === 'number') positions.set(key, value);
      }
    }
  } catch {
    // storage blocked or damaged: positions are kept for this page's life only
  }
  return positions;
}

function persistPositions(): void {
  try {
    const kept = [...savedPositions()].slice(-MAX_POSITIONS);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // storage blocked: Back still works within this page's life
  }
}

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/**
 * Scrolls to `top`, and if the page is not yet tall enough (a lazy page or its data is still
 * on the way), again as it grows, until it gets there, the reader scrolls, or time runs out.
 * Returns a function that stops waiting.
 */
function scrollToPosition(top: number): () => void {
  const reached = () => {
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 2;
  };
  if (reached() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  const readerScrolls = ['wheel', 'touchstart', 'keydown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of readerScrolls) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of readerScrolls) window.addEventListener(type, stop, { passive: true });
  return stop;
}

function scrollToHash(hash: string): void {
  let target: HTMLElement | null = null;
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // a malformed escape in the address: there is no such element
  }
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

export interface ScrollKeeper {
  /** after the router has rendered a location: scroll as the navigation asks */
  navigated(location: Location, navigationType: NavigationType): void;
  stop(): void;
}

/** The page the app opened on, and where the reader was on it when the keeper arrived. */
export interface FirstPage {
  location: Location;
  navigationType: NavigationType;
  /** the browser loaded it by Reload, or by Back or Forward from another site */
  returnedTo: boolean;
  scrollY: number;
}

/**
 * The app's scrolling (see `useScrollRestoration`): records where the reader is on each history
 * entry and scrolls on each navigation after the first page.
 */
export function createScrollKeeper(firstPage: FirstPage): ScrollKeeper {
  let current = firstPage.location;
  let stopRestoring = () => undefined as void;
  // The browser's own restoration runs before the page it returns to has rendered.
  window.history.scrollRestoration = 'manual';
  const remember = () => savedPositions().set(entryKey(current), window.scrollY);
  window.addEventListener('scroll', remember, { passive: true });
  window.addEventListener('pagehide', persistPositions);

  // Only a reload has somewhere to return to on the first page; otherwise the browser has
  // already put the reader at the top or at the address's #hash, and the reader may have moved.
  const saved =
    firstPage.navigationType === 'POP' && firstPage.returnedTo
      ? savedPositions().get(entryKey(current))
      : undefined;
  if (saved !== undefined) stopRestoring = scrollToPosition(saved);
  else savedPositions().set(entryKey(current), firstPage.scrollY);

  return {
    navigated(location, navigationType) {
      const previous = current;
      current = location;
      stopRestoring();
      stopRestoring = () => undefined;
      const saved = savedPositions().get(entryKey(location));
      if (navigationType === 'POP') {
        // A click on an in-page anchor (the skip link) is a POP too: the browser has scrolled already.
        if (previous.pathname === location.pathname && previous.search === location.search) return;
        // Every scroll is recorded, so a page with no position was left at its top.
        if (saved !== undefined) stopRestoring = scrollToPosition(saved);
        else if (location.hash) scrollToHash(location.hash);
        else window.scrollTo(0, 0);
        return;
      }
      if (location.hash) scrollToHash(location.hash);
      else if (!keepsScroll(location.state)) window.scrollTo(0, 0);
    },
    stop() {
      stopRestoring();
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persistPositions);
      window.history.scrollRestoration = 'auto';
    },
  };
}
