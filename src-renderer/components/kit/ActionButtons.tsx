import { useState } from 'react';
import type { Endpoint } from '../../../shared/api/endpoint';
import { callApi } from '../../lib/api';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './ActionButtons.module.css';

/** An action on a record, asked for in a dialog before it is posted. */
export interface DialogAction {
  path: Endpoint['path'];
  title: string;
  text: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** a written reason or message the action needs */
  field?: { label: string; hint?: string; name: string; maxLength?: number };
  body: (value: string) => Record<string, unknown>;
}

/**
 * A row of buttons, one per action on a record, each opening a `ConfirmDialog` that asks before
 * posting it; the server answers with the record as it now stands, which `onDone` receives.
 * When the action took its own button away (an approved application has no "Approve"), focus
 * goes to `focusAfterConfirm` (in a queue, the next row), else the page's heading.
 */
export function ActionButtons<Answer>({
  actions,
  subject,
  onDone,
  focusAfterConfirm,
}: {
  actions: readonly DialogAction[];
  /** the record's name, heard after each button's label where many rows repeat the same buttons */
  subject?: string;
  onDone: (answer: Answer) => void;
  focusAfterConfirm?: () => HTMLElement | null | undefined;
}) {
  const [action, setAction] = useState<DialogAction>();
  return (
    <>
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((item) => (
            <Button
              key={item.title}
              variant={item.tone === 'danger' ? 'danger' : 'secondary'}
              onClick={() => setAction(item)}
            >
              {item.confirmLabel}
              {subject ? <span className="visually-hidden">{` (${subject})`}</span> : null}
            </Button>
          ))}
        </div>
      ) : null}
      {action ? (
        <ConfirmDialog
          title={action.title}
          text={action.text}
          confirmLabel={action.confirmLabel}
          tone={action.tone ?? 'primary'}
          {...(action.field ? { field: action.field } : {})}
          onClose={() => setAction(undefined)}
          {...(focusAfterConfirm ? { focusAfterConfirm } : {})}
          onConfirm={async (value) => {
            const answer = await callApi<Endpoint>(
              { method: 'POST', path: action.path },
              { body: action.body(value) },
            );
            onDone(answer as Answer);
          }}
        />
      ) : null}
    </>
  );
}
