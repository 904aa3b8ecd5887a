import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { Attribution } from '../../../shared/api/attribution';
import { Tracker, type ConsentChoice } from './tracker';

let tracker: Tracker | undefined;
/** The document's referrer describes only the first page; later ones are in-app navigations. */
let firstView = true;

function storageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked by the browser's settings
  }
}

/** The page's one tracker; undefined during server rendering, where there is no visitor. */
function browserTracker(): Tracker | undefined {
  if (typeof window === 'undefined') return undefined;
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  tracker ??= new Tracker({
    storage: storageOrUndefined(),
    doNotTrack: navigator.doNotTrack === '1' || privacy.globalPrivacyControl === true,
    userAgent: navigator.userAgent,
    cookies: () => document.cookie,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    ownHost: window.location.hostname,
    now: () => new Date(),
  });
  return tracker;
}

/**
 * The marketing attribution to send with a form, in one line:
 * `body: { ...values, attribution: collectAttribution() }`.
 */
export function collectAttribution(): Attribution | undefined {
  return browserTracker()?.attribution();
}

/** Records each page the visitor opens; the app's layout calls it once. */
export function usePageTracking(): void {
  const location = useLocation();
  useEffect(() => {
    browserTracker()?.pageView(window.location.href, firstView ? document.referrer : window.location.origin);
    firstView = false;
  }, [location.pathname, location.search]);
}

const noConsentNeeded = () => false;
const subscribeNothing = () => () => undefined;

/** Whether to show the consent banner (never during server rendering or under Do-Not-Track). */
export function useConsent(): { needed: boolean; choose: (choice: ConsentChoice) => void } {
  const current = browserTracker();
  const needed = useSyncExternalStore(
    current ? (listener) => current.subscribe(listener) : subscribeNothing,
    current ? () => current.needsConsent() : noConsentNeeded,
    noConsentNeeded,
  );
  return { needed, choose: (choice) => current?.setConsent(choice) };
}
