import type { Selectable } from 'kysely';
import type { MeetingsTable } from '../../db/tables';

type PlaceColumns = Pick<Selectable<MeetingsTable>, 'place_kind' | 'place_detail' | 'table_number'>;

/** Where the meeting happens, in words for emails and calendars. */
export function placeText(meeting: PlaceColumns, eventTitle?: string): string {
  if (meeting.place_kind === 'video') return `Video call: ${meeting.place_detail ?? ''}`;
  if (meeting.place_kind === 'phone') return `Phone call: ${meeting.place_detail ?? ''}`;
  return `Table ${meeting.table_number ?? '?'}${eventTitle ? ` at ${eventTitle}` : ''}`;
}
