import { useState } from 'react';
import type { Endpoint } from '../../../shared/api/endpoint';
import { callApi } from '../../lib/api';
import styles from '../workspace/workspace.module.css';
import { ActionDialog } from './ActionDialog';

/** An action on a record, asked for in a dialog before it is posted. */
export interface DialogAction {
  path: Endpoint['path'];
  title: string;
  text: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** a written reason or message the action needs */
  field?: { label: string; hint?: string; name: string };
  body: (value: string) => Record<string, unknown>;
}

/**
 * A row of buttons, one per action, each opening a dialog that asks before posting it; the
 * server answers with the record as it now stands, which `onDone` receives.
 */
export function ActionButtons<Answer>({
  actions,
  onDone,
}: {
  actions: readonly DialogAction[];
  onDone: (answer: Answer) => void;
}) {
  const [action, setAction] = useState<DialogAction>();
  return (
    <>
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((item) => (
            <button
              key={item.title}
              type="button"
              className={item.tone === 'danger' ? styles.dangerButton : styles.secondaryButton}
              onClick={() => setAction(item)}
            >
              {item.confirmLabel}
            </button>
          ))}
        </div>
      ) : null}
      {action ? (
        <ActionDialog
          title={action.title}
          text={action.text}
          confirmLabel={action.confirmLabel}
          tone={action.tone ?? 'primary'}
          {...(action.field ? { field: action.field } : {})}
          onClose={() => setAction(undefined)}
          onConfirm={async (value) => {
            onDone(
              (await callApi<Endpoint>(
                { method: 'POST', path: action.path },
                { body: action.body(value) },
              )) as Answer,
            );
          }}
        />
      ) : null}
    </>
  );
}
