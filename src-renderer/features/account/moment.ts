/** A moment in the reader's own time zone, like "27 Nov 2026, 14:05". */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
