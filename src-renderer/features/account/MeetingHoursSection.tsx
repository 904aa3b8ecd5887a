import { Fragment } from 'react';
import type { ResponseOf } from '../../../shared/api/endpoint';
import type { getAvailability } from '../../../shared/api/meetings';
import type { UserRecord } from '../../../shared/api/user';
import { formatLongDay } from '../../../shared/domain/date';
import { toolLockedMessage } from '../../../shared/domain/member-access';
import { WEEKDAYS } from '../../../shared/meetings/time';
import { DetailList } from '../../components/kit/DetailList';
import { Notice } from '../../components/kit/Notice';
import { Section } from '../../components/kit/Section';
import { EmptyState, Loaded } from '../../components/kit/states';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { usePageData } from '../../lib/api';
import styles from './account.module.css';

const EDITOR = '/meetings/availability';
/** Days off listed here; the editor shows them all. */
const DAYS_OFF_SHOWN = 5;

type Availability = ResponseOf<typeof getAvailability>;

function weekdayOf(date: string): string {
  return WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

function WeeklyHours({ hours }: { hours: Availability['hours'] }) {
  if (hours.length === 0) return <>None: nobody can book a meeting with you.</>;
  return (
    <ul className="plain-list">
      {WEEKDAYS.map((day, index) => {
        const ranges = hours.filter((range) => range.weekday === index + 1);
        return ranges.length === 0 ? null : (
          <li key={day}>
            {`${day}: `}
            {ranges.map((range, rank) => (
              <Fragment key={range.from}>
                {rank > 0 ? ', ' : null}
                <span className={styles.hoursRange}>{`${range.from}–${range.to}`}</span>
              </Fragment>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

function DaysOff({ daysOff }: { daysOff: Availability['daysOff'] }) {
  if (daysOff.length === 0) return <>None planned.</>;
  const more = daysOff.length - DAYS_OFF_SHOWN;
  return (
    <ul className="plain-list">
      {daysOff.slice(0, DAYS_OFF_SHOWN).map((day) => (
        <li key={day.date}>
          {`${weekdayOf(day.date)} ${formatLongDay(day.date)}${day.note ? ` (${day.note})` : ''}`}
        </li>
      ))}
      {more > 0 ? <li>{`and ${more} more`}</li> : null}
    </ul>
  );
}

function HoursSummary() {
  const availability = usePageData<typeof getAvailability>(
    '/api/meetings/availability',
    {},
    { serverRender: false },
  );
  return (
    <Loaded data={availability} what="your meeting hours">
      {(data) =>
        data.timeZone === null ? (
          <EmptyState title="You have not set your meeting hours yet.">
            <p>Other members can book a meeting with you once you choose your time zone and weekly hours.</p>
            <ButtonLink to={EDITOR} variant="secondary">
              Set your meeting hours
            </ButtonLink>
          </EmptyState>
        ) : (
          <div className={styles.meetingHours}>
            <DetailList
              items={[
                ['Time zone', data.timeZone],
                ['Weekly hours', <WeeklyHours hours={data.hours} />],
                ['Days off ahead', <DaysOff daysOff={data.daysOff} />],
              ]}
            />
            <ButtonLink to={EDITOR} variant="secondary">
              Edit meeting hours
            </ButtonLink>
          </div>
        )
      }
    </Loaded>
  );
}

/**
 * The member's meeting availability at a glance: the time zone their meetings are shown in, the
 * weekly hours others may book, and the days off ahead, with the way to the editor.
 */
export function MeetingHoursSection({ user }: { user: UserRecord }) {
  const locked = toolLockedMessage('meetings', { type: user.type, isAdmin: user.isAdmin });
  return (
    <Section
      panel
      title="Meeting hours"
      description="When other members can book a half-hour meeting with you, read in your own time zone."
    >
      {locked ? (
        <div role="note">
          <Notice tone="info">{locked}</Notice>
        </div>
      ) : (
        <HoursSummary />
      )}
    </Section>
  );
}
