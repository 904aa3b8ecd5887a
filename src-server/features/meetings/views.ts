import type { Selectable } from 'kysely';
import type { MeetingStatus, MeetingView } from '../../../shared/api/meetings';
import { localTime } from '../../../shared/meetings/time';
import type { Db } from '../../db/database';
import type { MeetingsTable } from '../../db/tables';
import { eventRefs } from './meeting-repository';
import { peopleByIds, personRef, type Person } from './people';

export type MeetingRow = Selectable<MeetingsTable>;

export interface EventRef {
  slug: string;
  title: string;
}

/** A request whose time passed unanswered is expired, whatever its row says. */
export function statusOf(row: MeetingRow, now: Date): MeetingStatus {
  if (row.status === 'requested' && Date.parse(row.starts_at) <= now.getTime()) return 'expired';
  return row.status;
}

export function toMeetingView(
  row: MeetingRow,
  { requester, invitee, event }: { requester: Person; invitee: Person; event: EventRef | null },
  viewerId: number,
  now: Date,
): MeetingView {
  const isRequester = row.requester_id === viewerId;
  const them = isRequester ? invitee : requester;
  const yourZone = isRequester ? row.requester_zone : row.invitee_zone;
  const theirZone = isRequester ? row.invitee_zone : row.requester_zone;
  const status = statusOf(row, now);
  const agreed = status === 'confirmed' || Number(row.invited) === 1;
  const place: MeetingView['place'] =
    row.place_kind === 'table'
      ? { kind: 'table', table: row.table_number ?? 0, event: event ?? { slug: '', title: '' } }
      : row.place_kind === 'video'
        ? { kind: 'video', url: row.place_detail ?? '' }
        : { kind: 'phone', phone: row.place_detail ?? '' };
  return {
    id: row.id,
    status,
    awaiting:
      status === 'requested' && row.awaiting_id !== null
        ? row.awaiting_id === viewerId
          ? 'you'
          : 'them'
        : null,
    role: isRequester ? 'requester' : 'invitee',
    sequence: Number(row.sequence),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    subject: row.subject,
    place,
    event,
    you: { timeZone: yourZone, local: localTime(row.starts_at, yourZone) },
    them: {
      ...personRef(them),
      timeZone: theirZone,
      local: localTime(row.starts_at, theirZone),
      email: agreed ? them.email : null,
      phone: agreed ? them.phone : null,
    },
    reason: row.reason,
    endedBy: row.ended_by === null ? null : row.ended_by === viewerId ? 'you' : 'them',
    invited: Number(row.invited) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function eventsByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, EventRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await eventRefs(db, wanted);
  return new Map(rows.map((row) => [row.id, { slug: row.slug, title: row.title }]));
}

/** The views of many meetings for one viewer, with two queries for the people and events. */
export async function meetingViews(
  db: Db,
  rows: readonly MeetingRow[],
  viewerId: number,
  now: Date,
): Promise<MeetingView[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap((row) => [row.requester_id, row.invitee_id]),
  );
  const events = await eventsByIds(
    db,
    rows.map((row) => row.event_id),
  );
  return rows.map((row) =>
    toMeetingView(
      row,
      {
        requester: people.get(row.requester_id)!,
        invitee: people.get(row.invitee_id)!,
        event: row.event_id === null ? null : (events.get(row.event_id) ?? null),
      },
      viewerId,
      now,
    ),
  );
}
