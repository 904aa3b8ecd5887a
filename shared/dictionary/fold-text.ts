/**
 * Text as search and sorting compare it: lowercase, diacritics removed, punctuation folded into
 * single spaces. The index sorts on this key rather than Intl.Collator because it gives the same
 * order on the server and in every browser, so the hydrated index never differs from the HTML.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
