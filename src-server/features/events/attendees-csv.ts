import type { Attendee } from '../../../shared/api/events';

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so a registrant could
 * plant one in their name (OWASP "CSV injection"); a leading apostrophe makes it plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS = ['id', 'name', 'email', 'company', 'phone', 'status', 'registered_at', 'cancelled_at'];

/** RFC 4180 CSV with a header row, one registration per line. */
export function attendeesCsv(attendees: Attendee[]): string {
  const rows = attendees.map((attendee) => [
    attendee.id,
    attendee.name,
    attendee.email,
    attendee.company,
    attendee.phone,
    attendee.status,
    attendee.registeredAt,
    attendee.cancelledAt,
  ]);
  return [COLUMNS, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
