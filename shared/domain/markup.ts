/**
 * Text made safe to place in HTML or XML, as element content or as a quoted attribute value:
 * what a person typed then shows as text and never becomes markup.
 */
export function escapeMarkup(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
