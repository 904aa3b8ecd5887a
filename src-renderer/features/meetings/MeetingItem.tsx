import { useState } from 'react';
import { Link } from 'react-router';
import {
  meetingCalendarPath,
  type MeetingView,
  type proposeMeetingTime,
  type rescheduleMeeting,
} from '../../../shared/api/meetings';
import { ActionButtons } from '../../components/kit/ActionButtons';
import { Button } from '../../components/kit/Button';
import workspace from '../../components/kit/classes.module.css';
import { DetailList } from '../../components/kit/DetailList';
import { StatusBadge } from '../../components/kit/StatusBadge';
import { NewTimeDialog } from '../../components/meetings/NewTimeDialog';
import { callApi } from '../../lib/api';
import { dialogActions, placeText, STATUS_TEXT } from './meeting-actions';

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
