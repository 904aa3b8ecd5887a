import type { FastifyBaseLogger } from 'fastify';
import { REMINDER_HOURS } from '../../../shared/api/meetings';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { runPeriodically, type PeriodicTask } from '../../services/periodic-task';
import { emailBoth } from './emails';
import type { CalendarContext } from './invitations';
import { claimReminder, meetingsDueReminder } from './meeting-repository';
import { personById } from './people';
import { eventsByIds } from './views';

/**
 * Emails both people of every confirmed meeting that starts within the next 24 hours and has
 * had no reminder. Each meeting is claimed with a conditional update in the transaction that
 * queues its emails, so several servers running this at once never remind twice. A meeting
 * moved afterwards gets a reminder for its new time.
 */
export async function sendDueReminders(
  db: Db,
  { siteUrl, organizer, now }: { siteUrl: string; organizer: CalendarContext['organizer']; now: Date },
): Promise<number> {
  const due = await meetingsDueReminder(db, now, new Date(now.getTime() + REMINDER_HOURS * 3_600_000));
  const events = await eventsByIds(
    db,
    due.map((meeting) => meeting.event_id),
  );
  let sent = 0;
  for (const meeting of due) {
    const [requester, invitee] = await Promise.all([
      personById(db, meeting.requester_id),
      personById(db, meeting.invitee_id),
    ]);
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, meeting, now))) return false;
      await emailBoth(
        trx,
        meeting,
        { requester, invitee },
        { kind: 'reminder' },
        {
          siteUrl,
          organizer,
          now,
          eventTitle: meeting.event_id === null ? undefined : events.get(meeting.event_id)?.title,
        },
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/** Looks for meetings to remind of every `intervalMs` until stopped. */
export function startMeetingReminders({
  db,
  siteUrl,
  organizer,
  clock,
  intervalMs,
  log,
}: {
  db: Db;
  siteUrl: string;
  organizer: CalendarContext['organizer'];
  clock: Clock;
  intervalMs: number;
  log: FastifyBaseLogger;
}): PeriodicTask {
  return runPeriodically(
    async () => {
      const sent = await sendDueReminders(db, { siteUrl, organizer, now: clock() });
      if (sent > 0) log.info({ sent }, 'meeting reminders queued');
    },
    intervalMs,
    (error) => log.error({ err: error }, 'meeting reminder round failed'),
  );
}
