import { useState } from 'react';
import type { listConferenceSlots, listFreeSlots } from '../../../shared/api/meetings';
import { announce } from '../../lib/announce';
import { usePageData } from '../../lib/api';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { EmptyState, Loaded } from '../kit/states';
import { SlotPicker, type Slot } from './SlotPicker';

const NONE_CHOSEN = 'Choose one of the free slots first.';

interface Choice {
  chosen: string;
  error: string | undefined;
  onChoose: (startsAt: string) => void;
}

function Picker({
  slots,
  theirName,
  legend,
  choice,
}: {
  slots: readonly Slot[];
  theirName: string;
  legend?: string;
  choice: Choice;
}) {
  return (
    <SlotPicker
      id="new-time-slots"
      slots={slots}
      theirName={theirName}
      {...(legend ? { legend } : {})}
      error={choice.error}
      radio={(slot) => ({
        name: 'new-time',
        checked: choice.chosen === slot.startsAt,
        onChange: () => choice.onChoose(slot.startsAt),
      })}
    />
  );
}

/** The other person's free half hours over the next two weeks, for a one-to-one meeting. */
function OneToOneSlots({ person, theirName, choice }: { person: string; theirName: string; choice: Choice }) {
  const slots = usePageData<typeof listFreeSlots>(
    '/api/meetings/slots',
    { query: { person, days: 14 } },
    { serverRender: false },
  );
  return (
    <Loaded data={slots} what={`${theirName}’s free time`}>
      {(answer) =>
        answer.slots.length === 0 ? (
          <EmptyState title={`${theirName} has no free half hour in the next 14 days.`} />
        ) : (
          <Picker slots={answer.slots} theirName={theirName} choice={choice} />
        )
      }
    </Loaded>
  );
}

/** The event grid's slots both people have free with a table left, for a conference meeting. */
function ConferenceSlots({
  event,
  person,
  theirName,
  choice,
}: {
  event: { slug: string; title: string };
  person: string;
  theirName: string;
  choice: Choice;
}) {
  const slots = usePageData<typeof listConferenceSlots>(
    '/api/meetings/conference/slots',
    { query: { event: event.slug, person } },
    { serverRender: false },
  );
  return (
    <Loaded data={slots} what={`the slots at ${event.title} you and ${theirName} both have free`}>
      {(answer) =>
        answer.slots.length === 0 ? (
          <EmptyState
            title={`You and ${theirName} have no other free slot at ${event.title} with a table left.`}
          />
        ) : (
          <Picker
            slots={answer.slots}
            theirName={theirName}
            legend={`Free slots at ${event.title}, in your time`}
            choice={choice}
          />
        )
      }
    </Loaded>
  );
}

/**
 * Asks for another time with the other person, in the viewer's time with theirs beside it: their
 * free half hours over the next two weeks, or for a meeting at an event the grid's slots both
 * have free. Used to propose a time for a request and to move a confirmed meeting.
 */
export function NewTimeDialog({
  title,
  text,
  confirmLabel,
  person,
  theirName,
  event = null,
  onConfirm,
  onClose,
  focusAfterConfirm,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  person: string;
  theirName: string;
  /** the event whose grid a conference meeting stays in */
  event?: { slug: string; title: string } | null;
  onConfirm: (startsAt: string) => Promise<void>;
  onClose: () => void;
  focusAfterConfirm?: () => HTMLElement | null | undefined;
}) {
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();
  const choice: Choice = {
    chosen,
    error,
    onChoose: (startsAt) => {
      setChosen(startsAt);
      setError(undefined);
    },
  };
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
      {event ? (
        <ConferenceSlots event={event} person={person} theirName={theirName} choice={choice} />
      ) : (
        <OneToOneSlots person={person} theirName={theirName} choice={choice} />
      )}
    </ConfirmDialog>
  );
}
