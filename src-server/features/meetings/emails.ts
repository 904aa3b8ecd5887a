import type { Selectable } from 'kysely';
import { MEETINGS_PATH } from '../../../shared/api/meetings';
import { localTime } from '../../../shared/meetings/time';
import type { Db } from '../../db/database';
import type { MeetingsTable } from '../../db/tables';
import { enqueueEmail } from '../../services/email';
import type { CalendarInvitation } from '../../services/mailer';
import { invitationFor, type CalendarContext } from './invitations';
import type { Person } from './people';
import { placeText } from './place';

type MeetingRow = Selectable<MeetingsTable>;

/** What happened to a meeting, as each side is told. */
export type MeetingChange =
  | { kind: 'requested'; by: Person }
  | { kind: 'proposed'; by: Person }
  | { kind: 'rescheduled'; by: Person }
  | { kind: 'accepted'; by: Person }
  | { kind: 'declined'; by: Person }
  | { kind: 'cancelled'; by: Person }
  | { kind: 'moved' }
  | { kind: 'reminder' };

function headline(change: MeetingChange, reader: Person, other: Person, meeting: MeetingRow) {
  const you = 'by' in change && change.by.id === reader.id;
  const actor = you ? 'You' : other.name;
  switch (change.kind) {
    case 'requested':
      return you
        ? {
            subject: `Meeting request sent to ${other.name}`,
            lead: `Your request to meet ${other.name} of ${other.companyName} is sent. We will email you when they answer.`,
          }
        : {
            subject: `${other.name} asks to meet you`,
            lead: `${other.name} of ${other.companyName} asks to meet you. Accept, decline or propose another time on your meetings page.`,
          };
    case 'proposed':
    case 'rescheduled':
      return you
        ? {
            subject: `New time proposed to ${other.name}`,
            lead: `You proposed a new time to ${other.name}. The meeting waits for their answer.`,
          }
        : {
            subject: `${other.name} proposes a new time`,
            lead: `${other.name} of ${other.companyName} proposes a new time for your meeting. Accept it, decline it or propose another.`,
          };
    case 'accepted':
      return {
        subject: `Meeting confirmed: ${meeting.subject}`,
        lead: `${actor} accepted: the meeting with ${other.name} of ${other.companyName} is confirmed. The calendar invitation is attached.`,
      };
    case 'declined':
      return {
        subject: `Meeting declined: ${meeting.subject}`,
        lead: `${actor} declined the meeting${you ? ` with ${other.name}` : ''}.`,
      };
    case 'cancelled':
      return {
        subject: `Meeting cancelled: ${meeting.subject}`,
        lead: `${actor} cancelled the meeting${you ? ` with ${other.name}` : ''}.`,
      };
    case 'moved':
      return {
        subject: `Meeting moved: ${meeting.subject}`,
        lead: `The event team moved your meeting with ${other.name} of ${other.companyName}. The updated calendar invitation is attached.`,
      };
    case 'reminder':
      return {
        subject: `Tomorrow: ${meeting.subject} with ${other.name}`,
        lead: `A reminder: you meet ${other.name} of ${other.companyName} within the next day.`,
      };
  }
}

const STATUS_WORDS: Record<MeetingRow['status'], string> = {
  requested: 'Waiting for an answer',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export interface MeetingParties {
  requester: Person;
  invitee: Person;
}

/**
 * Emails both people about a change, each in their own zone, in the caller's transaction. A
 * confirmed meeting carries its calendar invitation (REQUEST), as does a moved one that had
 * been in calendars (then tentative until answered); a withdrawn one carries a CANCEL.
 */
export async function emailBoth(
  trx: Db,
  meeting: MeetingRow,
  { requester, invitee }: MeetingParties,
  change: MeetingChange,
  context: CalendarContext,
): Promise<void> {
  const invited = Number(meeting.invited) === 1;
  const method: CalendarInvitation['method'] | null =
    meeting.status === 'cancelled' && invited
      ? 'CANCEL'
      : meeting.status === 'confirmed' || (meeting.status === 'requested' && invited)
        ? 'REQUEST'
        : null;
  const sides = [
    {
      reader: requester,
      other: invitee,
      readerZone: meeting.requester_zone,
      otherZone: meeting.invitee_zone,
    },
    {
      reader: invitee,
      other: requester,
      readerZone: meeting.invitee_zone,
      otherZone: meeting.requester_zone,
    },
  ];
  for (const side of sides) {
    // A reminder concerns an unchanged meeting: the invitation they hold is still right.
    const calendar =
      method && change.kind !== 'reminder' ? invitationFor(meeting, side, method, context) : undefined;
    const { subject, lead } = headline(change, side.reader, side.other, meeting);
    const reason =
      (change.kind === 'declined' || change.kind === 'cancelled') && meeting.reason
        ? `Reason given: ${meeting.reason}`
        : null;
    await enqueueEmail(
      trx,
      {
        to: side.reader.email,
        subject,
        blocks: [
          `Dear ${side.reader.name},`,
          lead,
          ...(reason ? [reason] : []),
          {
            details: [
              ['Subject', meeting.subject],
              ['Your time', localTime(meeting.starts_at, side.readerZone).label],
              [`${side.other.name}'s time`, localTime(meeting.starts_at, side.otherZone).label],
              ['With', `${side.other.name}, ${side.other.companyName}`],
              ['Where', placeText(meeting, context.eventTitle)],
              ['Status', STATUS_WORDS[meeting.status]],
            ],
          },
          { link: 'Open your meetings', url: `${context.siteUrl}${MEETINGS_PATH}` },
        ],
        payload: { meeting: meeting.id, change: change.kind, sequence: meeting.sequence },
        ...(calendar ? { calendar } : {}),
      },
      context.now,
    );
  }
}
