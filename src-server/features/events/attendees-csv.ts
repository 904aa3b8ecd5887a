import type { Attendee } from '../../../shared/api/events';
import { csvDocument } from '../../http/csv';

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
  return csvDocument(COLUMNS, rows);
}
