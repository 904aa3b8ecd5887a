import type { InputHTMLAttributes } from 'react';
import type { slotSchema } from '../../../shared/api/meetings';
import type { z } from 'zod';
import { FieldError } from '../forms/form-fields';
import styles from './meetings.module.css';

export type Slot = z.infer<typeof slotSchema>;

/** Slots grouped by the day they fall on in the viewer's own zone. */
function byDay(slots: readonly Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const label = `${slot.yours.weekday} ${slot.yours.date}`;
    days.set(label, [...(days.get(label) ?? []), slot]);
  }
  return [...days];
}

/**
 * Free times with the other person as one radio group per day, each slot read in the viewer's
 * time with the other side's local time beside it, so nobody converts zones in their head.
 */
export function SlotPicker({
  id,
  slots,
  theirName,
  legend = 'Free half hours, in your time',
  radio,
  error,
}: {
  id: string;
  slots: readonly Slot[];
  theirName: string;
  legend?: string;
  /** the radio's props for a slot: the form's registration, or a controlled value */
  radio: (slot: Slot) => InputHTMLAttributes<HTMLInputElement>;
  error: string | undefined;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset id={id} className={styles.slots} aria-describedby={errorId}>
      <legend>{legend}</legend>
      <FieldError id={errorId} message={error} />
      {byDay(slots).map(([day, daySlots]) => (
        <fieldset key={day} className={styles.day}>
          <legend>{day}</legend>
          <ul className={styles.slotList}>
            {daySlots.map((slot) => (
              <li key={slot.startsAt}>
                <label className={styles.slot}>
                  <input type="radio" value={slot.startsAt} {...radio(slot)} />
                  <span>
                    <strong>{slot.yours.time}</strong>
                    <span className={styles.theirs}>
                      {` ${theirName}: ${slot.theirs.time} ${slot.theirs.weekday === slot.yours.weekday ? '' : `${slot.theirs.weekday} `}(UTC${slot.theirs.offset})`}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}
