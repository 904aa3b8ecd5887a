import { useState } from 'react';
import { Link } from 'react-router';
import {
  meetingCalendarPath,
  type MeetingView,
  type proposeMeetingTime,
  type rescheduleMeeting,
} from '../../../shared/api/meetings';
import { ActionButtons, type DialogAction } from '../../components/kit/ActionButtons';
import { Button } from '../../components/kit/Button';
import workspace from '../../components/kit/classes.module.css';
import { DetailList } from '../../components/kit/DetailList';
import { StatusBadge } from '../../components/kit/StatusBadge';
import { NewTimeDialog } from '../../components/meetings/NewTimeDialog';
import { callApi } from '../../lib/api';

function placeText(meeting: MeetingView): string {
  const { place } = meeting;
  if (place.kind === 'video') return `Video call: ${place.url}`;
  if (place.kind === 'phone') return `Phone call: ${place.phone}`;
  return `Table ${place.table} at ${place.event.title}`;
}

const STATUS_TEXT: Record<MeetingView['status'], [string, 'good' | 'warn' | 'bad' | 'neutral']> = {
  requested: ['Waiting for an answer', 'warn'],
  confirmed: ['Confirmed', 'good'],
  declined: ['Declined', 'bad'],
  cancelled: ['Cancelled', 'bad'],
  expired: ['Not answered in time', 'neutral'],
};

/** What the caller may do now, each asked for in a dialog. */
function dialogActions(meeting: MeetingView): DialogAction[] {
  const answer = { meeting: meeting.id, sequence: meeting.sequence };
  const open = meeting.status === 'requested' || meeting.status === 'confirmed';
  const future = Date.parse(meeting.startsAt) > Date.now();
  const actions: DialogAction[] = [];
  if (meeting.awaiting === 'you') {
    actions.push(
      {
        path: '/api/meetings/accept',
        title: `Meet ${meeting.them.name} on ${meeting.you.local.label}?`,
        text: 'You both get a calendar invitation by email.',
        confirmLabel: 'Accept',
        body: () => answer,
      },
      {
        path: '/api/meetings/decline',
        title: `Decline the meeting with ${meeting.them.name}?`,
        text: 'They are told by email, with your reason if you give one.',
        confirmLabel: 'Decline',
        tone: 'danger',
        field: { name: 'reason', label: 'Reason (optional)', hint: 'Up to 500 characters.' },
        body: (reason) => ({ ...answer, ...(reason ? { reason } : {}) }),
      },
    );
  } else if (open && future) {
    const confirmed = meeting.status === 'confirmed';
    actions.push({
      path: '/api/meetings/cancel',
      title: confirmed
        ? `Cancel the meeting with ${meeting.them.name}?`
        : `Withdraw your request to ${meeting.them.name}?`,
      text: confirmed
        ? 'Both calendars are told the meeting is off, and they are emailed with your reason if you give one.'
        : 'They are told by email that you no longer ask for this meeting.',
      confirmLabel: confirmed ? 'Cancel meeting' : 'Withdraw request',
      tone: 'danger',
      field: { name: 'reason', label: 'Reason (optional)', hint: 'Up to 500 characters.' },
      body: (reason) => ({ ...answer, ...(reason ? { reason } : {}) }),
    });
  }
  return actions;
}

/**
 * One meeting: with whom, when in both people's time, where, its state, and what the caller can
 * do about it now. Every change comes back through `onChanged` with the sentence to announce.
 */
export function MeetingItem({
  meeting,
  past = false,
  onChanged,
}: {
  meeting: MeetingView;
  past?: boolean;
  onChanged: (message: string) => void;
}) {
  const [newTime, setNewTime] = useState(false);
  const [statusText, tone] = STATUS_TEXT[meeting.status];
  const { them } = meeting;
  const canMove = !past && (meeting.awaiting === 'you' || meeting.status === 'confirmed');
  const moving = meeting.status === 'confirmed';
  const { event } = meeting;
  const company = them.company.slug ? (
    <Link to={`/directory/company/${them.company.slug}`}>{them.company.name}</Link>
  ) : (
    them.company.name
  );
  return (
    <li className={workspace.item} id={`meeting-${meeting.id}`}>
      <p className={workspace.itemTitle}>
        {past && meeting.status === 'confirmed' ? `You met ${them.name}` : meeting.subject}{' '}
        <StatusBadge tone={tone}>{statusText}</StatusBadge>
      </p>
      <DetailList
        items={[
          [
            'With',
            <>
              {them.name}, {company}
            </>,
          ],
          ['When (your time)', meeting.you.local.label],
          [`Their time`, meeting.them.local.label],
          ['Subject', past ? meeting.subject : null],
          ['Where', placeText(meeting)],
          ['Email', them.email ? <a href={`mailto:${them.email}`}>{them.email}</a> : null],
          ['Phone', them.phone ? <a href={`tel:${them.phone}`}>{them.phone}</a> : null],
          [meeting.endedBy === 'you' ? 'Your reason' : 'Their reason', meeting.reason],
        ]}
      />
      <div className={workspace.actions}>
        {meeting.status === 'confirmed' && !past ? (
          <a className={workspace.secondaryButton} href={meetingCalendarPath(meeting.id)} download>
            Add to your calendar (.ics)
            <span className="visually-hidden">{`: meeting with ${them.name}`}</span>
          </a>
        ) : null}
        {canMove ? (
          <Button onClick={() => setNewTime(true)}>
            {event ? 'Reschedule' : moving ? 'Move to another time' : 'Propose another time'}
            {event ? <span className="visually-hidden">{` the meeting with ${them.name}`}</span> : null}
          </Button>
        ) : null}
      </div>
      {past ? null : (
        <ActionButtons<MeetingView>
          actions={dialogActions(meeting)}
          onDone={(changed) => onChanged(doneText(changed))}
        />
      )}
      {meeting.awaiting === 'you' && meeting.role === 'invitee' && them.company.slug ? (
        <ActionButtons
          actions={[
            {
              path: '/api/meetings/blocks',
              title: `Block meeting requests from ${them.company.name}?`,
              text: 'Its people can no longer ask you for meetings, and their requests waiting for you are declined. You can unblock it below.',
              confirmLabel: `Block ${them.company.name}`,
              tone: 'danger',
              body: () => ({ company: them.company.slug }),
            },
          ]}
          onDone={() => onChanged(`You block meeting requests from ${them.company.name}.`)}
        />
      ) : null}
      {newTime ? (
        <NewTimeDialog
          title={
            event
              ? moving
                ? `Move the meeting with ${them.name} to another slot`
                : `Propose another slot to ${them.name}`
              : moving
                ? `Move the meeting with ${them.name}`
                : `Propose another time to ${them.name}`
          }
          text={
            event
              ? `Choose a slot of ${event.title} that you and ${them.name} both have free, with a table left; they are asked to accept it.`
              : `Choose one of ${them.name}’s free half hours; they are asked to accept it.`
          }
          confirmLabel={moving ? 'Ask to move' : event ? 'Propose this slot' : 'Propose this time'}
          person={them.person}
          theirName={them.name}
          event={event}
          onConfirm={async (startsAt) => {
            const changed = await callApi<typeof proposeMeetingTime | typeof rescheduleMeeting>(
              { method: 'POST', path: moving ? '/api/meetings/reschedule' : '/api/meetings/propose' },
              { body: { meeting: meeting.id, sequence: meeting.sequence, startsAt } },
            );
            const table = changed.place.kind === 'table' ? ` at table ${changed.place.table}` : '';
            onChanged(
              `You asked ${them.name} to meet on ${changed.you.local.label}${table} instead. They are told by email.`,
            );
          }}
          onClose={() => setNewTime(false)}
        />
      ) : null}
    </li>
  );
}

function doneText(meeting: MeetingView): string {
  const who = meeting.them.name;
  if (meeting.status === 'confirmed')
    return `The meeting with ${who} on ${meeting.you.local.label} is confirmed. You both get a calendar invitation by email.`;
  if (meeting.status === 'declined') return `You declined the meeting with ${who}. They are told by email.`;
  if (meeting.status === 'cancelled') return `The meeting with ${who} is called off. They are told by email.`;
  return `The meeting with ${who} is updated.`;
}
