/** Where the tracker keeps the visitor's choice and journey (localStorage). */
export const CONSENT_KEY = 'dfa-consent';
export const JOURNEY_KEY = 'dfa-attribution';
/** Page views seen before the tracker loaded, kept for the next page (sessionStorage). */
export const PENDING_VIEWS_KEY = 'dfa-pending-views';
