import type { HelpItem } from '../../../shared/api/help';
import styles from './faq-admin.module.css';
import { questionAnchor } from './question-anchor';

/** Edit, move and delete buttons under one question, each naming the question for screen readers. */
export function QuestionAdminTools({
  item,
  position,
  count,
  busy,
  onEdit,
  onMove,
  onDelete,
}: {
  item: HelpItem;
  position: number;
  count: number;
  busy: boolean;
  onEdit: () => void;
  onMove: (offset: -1 | 1) => void;
  onDelete: () => void;
}) {
  // The visible word first, then which question: "Edit: What is payment protection?"
  const label = (action: string) => `${action}: ${item.question}`;
  return (
    <div className={styles.tools} role="group" aria-label="Admin tools">
      <button
        type="button"
        id={`${questionAnchor(item.id)}-edit`}
        className={styles.tool}
        aria-label={label('Edit')}
        onClick={onEdit}
      >
        Edit
      </button>
      <button
        type="button"
        id={`${questionAnchor(item.id)}-up`}
        className={styles.tool}
        aria-label={label('Move up')}
        disabled={busy || position === 0}
        onClick={() => onMove(-1)}
      >
        Move up
      </button>
      <button
        type="button"
        id={`${questionAnchor(item.id)}-down`}
        className={styles.tool}
        aria-label={label('Move down')}
        disabled={busy || position === count - 1}
        onClick={() => onMove(1)}
      >
        Move down
      </button>
      <button
        type="button"
        className={`${styles.tool} ${styles.danger}`}
        aria-label={label('Delete')}
        disabled={busy}
        onClick={onDelete}
      >
        Delete
      </button>
    </div>
  );
}
