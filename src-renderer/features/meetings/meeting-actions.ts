import type { MeetingView } from '../../../shared/api/meetings';
import type { DialogAction } from '../../components/kit/ActionButtons';

export function placeText(meeting: MeetingView): string {
  const { place } = meeting;
  if (place.kind === 'video') return `Video call: ${place.url}`;
  if (place.kind === 'phone') return `Phone call: ${place.phone}`;
  return `Table ${place.table} at ${place.event.title}`;
}

export const STATUS_TEXT: Record<MeetingView['status'], [string, 'good' | 'warn' | 'bad' | 'neutral']> = {
  requested: ['Waiting for an answer', 'warn'],
  confirmed: ['Confirmed', 'good'],
  declined: ['Declined', 'bad'],
  cancelled: ['Cancelled', 'bad'],
  expired: ['Not answered in time', 'neutral'],
};

/** What the caller may do now, each asked for in a dialog. */
export function dialogActions(meeting: MeetingView): DialogAction[] {
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
