/*
 * Every page has one polite and one assertive live region, rendered empty by the layout from the
 * first paint (`components/layout/LiveRegions.tsx`). Screen readers announce text written into a
 * region that already exists; a region created with its text inside is often skipped. Pages say
 * what happened through `announce`, never by rendering a new live region.
 */

export const STATUS_REGION_ID = 'dfa-status';
export const ALERT_REGION_ID = 'dfa-alert';

/** Time for the emptied region to be noticed, so the same message twice is announced twice. */
const REWRITE_DELAY_MS = 50;

const pending = new Map<string, number>();

/**
 * Reads `message` out: politely (after what the reader is saying) by default, at once with
 * `assertive` (errors that stop what the person was doing).
 */
export function announce(message: string, { assertive = false }: { assertive?: boolean } = {}): void {
  if (typeof document === 'undefined') return;
  const id = assertive ? ALERT_REGION_ID : STATUS_REGION_ID;
  const region = document.getElementById(id);
  if (!region) return;
  window.clearTimeout(pending.get(id));
  region.textContent = '';
  pending.set(
    id,
    window.setTimeout(() => {
      region.textContent = message;
    }, REWRITE_DELAY_MS),
  );
}
