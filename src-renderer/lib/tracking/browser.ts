import type { Attribution } from '../../../shared/api/attribution';
import { Tracker, type ConsentChoice } from './tracker';

let tracker: Tracker | undefined;

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
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    ownHost: window.location.hostname,
    now: () => new Date(),
  });
  return tracker;
}

export function recordPageView(href: string, referrer: string, seenAt?: Date): void {
  browserTracker()?.pageView(href, referrer, seenAt);
}

export function currentAttribution(): Attribution | undefined {
  return browserTracker()?.attribution();
}

export function chooseConsent(choice: ConsentChoice): void {
  browserTracker()?.setConsent(choice);
}
