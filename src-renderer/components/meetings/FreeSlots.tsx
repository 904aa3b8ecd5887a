import { useState } from 'react';
import type { listFreeSlots } from '../../../shared/api/meetings';
import { addDays } from '../../../shared/domain/date';
import { usePageData } from '../../lib/api';
import { focusSoon } from '../../lib/focus';
import type { ApiForm } from '../forms/use-api-form';
import { Button } from '../kit/Button';
import { EmptyState, Loaded } from '../kit/states';
import { SlotPicker } from './SlotPicker';
import { todayInZone } from './zone-day';
import styles from './meetings.module.css';

const SLOT_DAYS = 7;

export interface BookingValues {
  person: string;
  startsAt: string;
  subject: string;
  place: { kind: 'video' | 'phone'; url: string; phone: string };
}

/** The other person's free half hours, a week at a time, as the booking form's choice of time. */
export function FreeSlots({
  api,
  person,
  theirName,
}: {
  api: ApiForm<BookingValues>;
  person: string;
  theirName: string;
}) {
  const [from, setFrom] = useState<string>();
  const slots = usePageData<typeof listFreeSlots>(
    '/api/meetings/slots',
    { query: { person, days: SLOT_DAYS, ...(from ? { from } : {}) } },
    { serverRender: false },
  );
  return (
    <Loaded data={slots} what={`${theirName}’s free time`}>
      {(answer) => {
        const first = from ?? todayInZone(answer.you.timeZone);
        const later = () => {
          setFrom(addDays(first, SLOT_DAYS));
          focusSoon(() => document.getElementById(api.field('startsAt').id));
        };
        return (
          <>
            <p
              className="visually-hidden"
              role="note"
            >{`Times in your zone, ${answer.you.timeZone}; ${theirName} is in ${answer.them.timeZone}.`}</p>
            {answer.slots.length === 0 ? (
              <EmptyState
                title={`${theirName} has no free half hour in the ${SLOT_DAYS} days from ${first}.`}
              />
            ) : (
              <SlotPicker
                id={api.field('startsAt').id}
                slots={answer.slots}
                theirName={theirName}
                radio={() => api.form.register('startsAt')}
                error={api.form.formState.errors.startsAt?.message}
              />
            )}
            <div className={styles.paging}>
              {from ? (
                <Button
                  small
                  onClick={() =>
                    setFrom(
                      addDays(first, -SLOT_DAYS) > todayInZone(answer.you.timeZone)
                        ? addDays(first, -SLOT_DAYS)
                        : undefined,
                    )
                  }
                >
                  {`Earlier ${SLOT_DAYS} days`}
                </Button>
              ) : null}
              <Button small onClick={later}>{`Next ${SLOT_DAYS} days`}</Button>
            </div>
          </>
        );
      }}
    </Loaded>
  );
}
