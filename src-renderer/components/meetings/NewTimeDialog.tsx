import { useState } from 'react';
import type { listFreeSlots } from '../../../shared/api/meetings';
import { announce } from '../../lib/announce';
import { usePageData } from '../../lib/api';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { EmptyState, Loaded } from '../kit/states';
import { SlotPicker } from './SlotPicker';

const NONE_CHOSEN = 'Choose one of the free half hours first.';

/**
 * Asks for another time with the other person: their free half hours over the next two weeks,
 * in the viewer's time with theirs beside it. Used to propose a time for a request and to move
 * a confirmed meeting.
 */
export function NewTimeDialog({
  title,
  text,
  confirmLabel,
  person,
  theirName,
  onConfirm,
  onClose,
  focusAfterConfirm,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  person: string;
  theirName: string;
  onConfirm: (startsAt: string) => Promise<void>;
  onClose: () => void;
  focusAfterConfirm?: () => HTMLElement | null | undefined;
}) {
  const slots = usePageData<typeof listFreeSlots>(
    '/api/meetings/slots',
    { query: { person, days: 14 } },
    { serverRender: false },
  );
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();
  return (
    <ConfirmDialog
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      busyLabel="Sending…"
      onConfirm={async () => {
        if (!chosen) {
          setError(NONE_CHOSEN);
          announce(NONE_CHOSEN, { assertive: true });
          return false;
        }
        await onConfirm(chosen);
      }}
      onClose={onClose}
      {...(focusAfterConfirm ? { focusAfterConfirm } : {})}
    >
      <Loaded data={slots} what={`${theirName}’s free time`}>
        {(answer) =>
          answer.slots.length === 0 ? (
            <EmptyState title={`${theirName} has no free half hour in the next 14 days.`} />
          ) : (
            <SlotPicker
              id="new-time-slots"
              slots={answer.slots}
              theirName={theirName}
              error={error}
              radio={(slot) => ({
                name: 'new-time',
                checked: chosen === slot.startsAt,
                onChange: () => {
                  setChosen(slot.startsAt);
                  setError(undefined);
                },
              })}
            />
          )
        }
      </Loaded>
    </ConfirmDialog>
  );
}
