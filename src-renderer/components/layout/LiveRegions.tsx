import { ALERT_REGION_ID, STATUS_REGION_ID } from '../../lib/announce';

/**
 * The page's two live regions, empty in the server's HTML and written only by `announce`: React
 * renders them without children, so it never replaces what was announced. They are live regions
 * by `aria-live` alone (no status or alert role), so a page's own visible status and alert
 * elements stay the only ones with those roles.
 */
export function LiveRegions() {
  return (
    <>
      <div id={STATUS_REGION_ID} aria-live="polite" aria-atomic="true" className="visually-hidden" />
      <div id={ALERT_REGION_ID} aria-live="assertive" aria-atomic="true" className="visually-hidden" />
    </>
  );
}
