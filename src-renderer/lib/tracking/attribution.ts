import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Attribution } from '../../../shared/api/attribution';
import { useHydrated } from '../use-hydrated';
import type { ConsentChoice } from './tracker';
import { CONSENT_KEY, PENDING_VIEWS_KEY } from './storage-keys';

/**
 * The tracker loads in its own chunk, and only when it has something to do: at once for a
 * visitor who agreed to tracking (it keeps their journey), otherwise when a form asks for the
 * attribution or the visitor answers the consent banner. Until then page views wait in a queue
 * (in memory, or in session storage for a visitor who agreed), so nothing is lost; the banner
 * is decided from the stored choice alone. Page views and form sends wait on the same promise,
 * so they are handled in the order they happened.
 */
const importTracker = () => import('./browser');
let trackerModule: ReturnType<typeof importTracker> | undefined;
const loadTracker = () => (trackerModule ??= importTracker());
type TrackerModule = Awaited<ReturnType<typeof importTracker>>;

/** The tracker, once it has recorded the views queued for it; undefined when it cannot load (the page goes untracked). */
function readyTracker(): Promise<TrackerModule | undefined> {
  return loadTracker().then(
    (tracking) => {
      for (const view of takeQueuedViews())
        tracking.recordPageView(view.href, view.referrer, new Date(view.at));
      return tracking;
    },
    () => undefined,
  );
}

function doNotTrack(): boolean {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  return navigator.doNotTrack === '1' || privacy.globalPrivacyControl === true;
}

/** The visitor's stored choice, read as the tracker reads it (none under Do-Not-Track). */
function storedConsent(): ConsentChoice | undefined {
  if (doNotTrack()) return undefined;
  try {
    const choice = window.localStorage.getItem(CONSENT_KEY);
    return choice === 'granted' || choice === 'denied' ? choice : undefined;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

/** The document's referrer describes only the first page; later ones are in-app navigations. */
let firstView = true;

interface PendingView {
  href: string;
  referrer: string;
  at: number;
}

/** At most this many views wait for the tracker: the first (where the visitor came from) and the latest. */
const PENDING_VIEWS_MAX = 20;
let pendingInMemory: PendingView[] = [];

/**
 * The session storage in which views wait for the tracker, only for a visitor who agreed to
 * tracking (and whose browser does not ask otherwise): a visitor who leaves the landing page
 * before the tracker has loaded would otherwise lose the campaign they arrived from.
 */
function consentedQueue(): Storage | undefined {
  try {
    return storedConsent() === 'granted' ? window.sessionStorage : undefined;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

function storedViews(storage: Storage): PendingView[] {
  try {
    const views: unknown = JSON.parse(storage.getItem(PENDING_VIEWS_KEY) ?? '[]');
    return Array.isArray(views) ? (views as PendingView[]) : [];
  } catch {
    return [];
  }
}

function queueView(view: PendingView): void {
  const storage = consentedQueue();
  if (!storage) {
    // The first view (where the visitor came from) is the one attribution needs most.
    if (pendingInMemory.length >= PENDING_VIEWS_MAX) pendingInMemory.splice(1, 1);
    pendingInMemory.push(view);
    return;
  }
  const views = [...storedViews(storage), view].slice(-PENDING_VIEWS_MAX);
  storage.setItem(PENDING_VIEWS_KEY, JSON.stringify(views));
}

function takeQueuedViews(): PendingView[] {
  const storage = consentedQueue();
  const stored = storage ? storedViews(storage) : [];
  storage?.removeItem(PENDING_VIEWS_KEY);
  const views = [...stored, ...pendingInMemory];
  pendingInMemory = [];
  return views;
}

/**
 * The marketing attribution to send with a form, in one line:
 * `body: { ...values, attribution: await collectAttribution() }`.
 */
export async function collectAttribution(): Promise<Attribution | undefined> {
  // A form is worth more than its attribution: without the tracker it is sent without one.
  return (await readyTracker())?.currentAttribution();
}

/** Records each page the visitor opens; the app's layout calls it once. */
export function usePageTracking(): void {
  const location = useLocation();
  useEffect(() => {
    // Read now: by the time the tracker has loaded the visitor may be on another page.
    const href = window.location.href;
    const referrer = firstView ? document.referrer : window.location.origin;
    firstView = false;
    queueView({ href, referrer, at: Date.now() });
    // Under Do-Not-Track the tracker records nothing; without consent it would keep the journey
    // only in memory, which the queue does until a form or the banner needs it.
    if (storedConsent() === 'granted') void readyTracker();
  }, [location.pathname, location.search]);
}

const consentListeners = new Set<() => void>();
/** The choice made on this page, for a browser that cannot store it. */
let chosenHere: ConsentChoice | undefined;

/** Whether to ask: not under Do-Not-Track, nor once the visitor chose (the tracker's own rule). */
export function needsConsent(): boolean {
  return !doNotTrack() && chosenHere === undefined && storedConsent() === undefined;
}

/** Calls the listener whenever the visitor's consent choice changes. */
export function subscribeToConsent(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

/** The banner's answer: the banner goes at once; the tracker stores the choice (and, granted, the journey so far). */
export function chooseConsent(choice: ConsentChoice): void {
  chosenHere = choice;
  for (const listener of consentListeners) listener();
  void readyTracker().then((tracking) => tracking?.chooseConsent(choice));
}

/**
 * Whether to show the consent banner: false on the server and during hydration, then true
 * if the visitor had not chosen (nor asked not to be tracked) when the page opened. It stays
 * true so the banner can hide itself when answered.
 */
export function useConsentPrompt(): boolean {
  const hydrated = useHydrated();
  const [asked] = useState(() => typeof window !== 'undefined' && needsConsent());
  return hydrated && asked;
}
