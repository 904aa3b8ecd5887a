import type { HelpItem } from '../../../shared/api/help';
import { Modal } from '../../components/modal/Modal';
import styles from './faqs.module.css';

/** Asks before a question leaves the public page. */
export default function DeleteQuestionDialog({
  question,
  onKeep,
  onDelete,
}: {
  /** the question waiting for an answer; none keeps the dialog closed */
  question: HelpItem | null;
  onKeep: () => void;
  onDelete: () => void;
}) {
  return (
    <Modal
      open={question !== null}
      onClose={onKeep}
      noRedirection
      closeIcon
      noIcon
      size="small"
      title="Delete this question?"
      text={question ? `“${question.question}” will be removed from the public FAQ page at once.` : ''}
    >
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondaryButton} onClick={onKeep}>
          Keep it
        </button>
        <button type="button" className={`${styles.button} ${styles.dangerButton}`} onClick={onDelete}>
          Delete question
        </button>
      </div>
    </Modal>
  );
}
