import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Attribution } from '../../../shared/api/attribution';

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
    withTracker((tracking) => tracking.recordPageView(href, referrer));
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
