import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Attribution } from '../../../shared/api/attribution';
import { CONSENT_KEY, PENDING_VIEWS_KEY } from './storage-keys';

/**
 * The tracker and the consent banner are loaded after hydration, in their own chunk: no page
 * needs them to render, so they stay out of every page's initial JavaScript. Page views and
 * form sends wait on the same promise, so they are handled in the order they happened.
 */
const importTracker = () => import('./browser');
let trackerModule: ReturnType<typeof importTracker> | undefined;
const loadTracker = () => (trackerModule ??= importTracker());

/** Runs `use` once the tracker is here; without it (a failed load) the page simply goes untracked. */
function withTracker(use: (tracking: Awaited<ReturnType<typeof importTracker>>) => void): void {
  loadTracker().then(use, () => undefined);
}

/** The document's referrer describes only the first page; later ones are in-app navigations. */
let firstView = true;

interface PendingView {
  href: string;
  referrer: string;
  at: number;
}

/** At most this many views wait for the tracker; a visitor never opens more before it loads. */
const PENDING_VIEWS_MAX = 20;
let pendingInMemory: PendingView[] = [];

/**
 * The session storage in which views wait for the tracker, only for a visitor who agreed to
 * tracking (and whose browser does not ask otherwise): a visitor who leaves the landing page
 * before the tracker has loaded would otherwise lose the campaign they arrived from.
 */
function consentedQueue(): Storage | undefined {
  try {
    const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (navigator.doNotTrack === '1' || privacy.globalPrivacyControl === true) return undefined;
    return window.localStorage.getItem(CONSENT_KEY) === 'granted' ? window.sessionStorage : undefined;
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
  const tracking = await loadTracker().catch(() => undefined);
  return tracking?.currentAttribution();
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
    withTracker((tracking) => {
      for (const view of takeQueuedViews())
        tracking.recordPageView(view.href, view.referrer, new Date(view.at));
    });
  }, [location.pathname, location.search]);
}

/**
 * Whether to show the consent banner: false on the server and during hydration, then true
 * once the tracker has loaded and found that the visitor has not chosen (nor asked not to be
 * tracked). It stays true so the banner can hide itself when answered.
 */
export function useConsentPrompt(): boolean {
  const [prompt, setPrompt] = useState(false);
  useEffect(() => {
    // The layout is never unmounted, so the answer always has a banner to show.
    withTracker((tracking) => {
      if (tracking.needsConsent()) setPrompt(true);
    });
  }, []);
  return prompt;
}
