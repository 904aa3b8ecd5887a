/** Fields the visitor has typed into since the page loaded (see `isFillingIn`). */
export const typedInto = new WeakSet<EventTarget>();

/** Starts noting the fields the visitor types into; returns the function that stops it. */
export function noteTyping(): () => void {
  const onInput = (event: Event) => {
    if (event.target) typedInto.add(event.target);
  };
  document.addEventListener('input', onInput, true);
  return () => document.removeEventListener('input', onInput, true);
}

/** Set once the visitor has closed the invitation (or followed it): it stays closed for the visit. */
export const CLOSED_KEY = 'dfa:welcome-closed';
