import type { Attendee } from '../../../shared/api/events';
import { csvDocument } from '../../../shared/domain/csv';
import { attributionCells, ATTRIBUTION_CSV_HEADER } from '../../services/attribution';

const COLUMNS = [
  'id',
  'name',
  'email',
  'company',
  'phone',
  'status',
  'registered_at',
  'cancelled_at',
  ...ATTRIBUTION_CSV_HEADER,
  'attended_as',
];

/** RFC 4180 CSV with a header row, one registration per line, then its marketing attribution. */
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
    ...attributionCells(attendee.attribution),
    attendee.attendedAs?.name,
  ]);
  return csvDocument(COLUMNS, rows);
}
