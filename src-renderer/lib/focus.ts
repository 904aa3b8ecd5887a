import { announce } from './announce';

/**
 * Gives focus a deliberate place after an action removed or replaced what had it (#36): the
 * element `pick` finds once the page has updated, else the page's main heading. Never the top
 * of the document, where the next Tab would start over from "Skip to main content".
 */
export function focusSoon(pick: () => HTMLElement | null | undefined = () => undefined): void {
  requestAnimationFrame(() => {
    const wanted = pick();
    const place = wanted?.isConnected ? wanted : document.querySelector<HTMLElement>('main h1');
    if (!place) return;
    if (!place.matches('a[href], button, input, select, textarea, [tabindex]')) place.tabIndex = -1;
    place.focus();
  });
}

/**
 * After a search: the results' heading comes to the top of the screen and takes focus, so a
 * phone user sees the results rather than the form, and `message` (how many were found) is
 * read out through the page's status region.
 */
export function revealResults(heading: () => HTMLElement | null | undefined, message: string): void {
  announce(message);
  // The results may render a few frames after the answer arrived: look for them a little while.
  let framesLeft = 30;
  const reveal = () => {
    const place = heading();
    if (!place?.isConnected) {
      if (--framesLeft > 0) requestAnimationFrame(reveal);
      return;
    }
    if (!place.matches('[tabindex]')) place.tabIndex = -1;
    place.focus({ preventScroll: true });
    place.scrollIntoView({ block: 'start' });
  };
  requestAnimationFrame(reveal);
}

/**
 * Where focus goes after a row's action in a queue (#36): the next row's element (the previous
 * one's at the end), found by `elementIdOf`, else the page's main heading. Built before the
 * action, while the row is still in `rows`.
 */
export function neighbourRow<Row>(
  rows: readonly Row[],
  row: Row,
  elementIdOf: (row: Row) => string,
): () => HTMLElement | null {
  const index = rows.indexOf(row);
  const next = rows[index + 1] ?? rows[index - 1];
  return () =>
    next ? document.getElementById(elementIdOf(next)) : document.querySelector<HTMLElement>('main h1');
}
