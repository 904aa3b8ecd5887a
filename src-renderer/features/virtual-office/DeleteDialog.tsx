import { useState } from 'react';
import { deleteUnit, type TransportUnit } from '../../../shared/api/virtual-office';
import { Modal } from '../../components/modal/Modal';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import styles from './virtual-office.module.css';

/** Asks before deleting: a listing cannot be brought back. */
export function DeleteDialog({
  unit,
  onClose,
  onDeleted,
}: {
  unit: TransportUnit | undefined;
  onClose: () => void;
  onDeleted: (unit: TransportUnit) => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!unit) return;
    setDeleting(true);
    setError(undefined);
    try {
      await callApi(deleteUnit, { body: { id: unit.id } });
      onDeleted(unit);
    } catch (failure) {
      setError(failure instanceof ApiCallError ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal
      open={unit !== undefined}
      onClose={close}
      size="small"
      title="Delete this listing?"
      text={
        unit
          ? `${unit.name} (${unit.registrationNumber}) will disappear from the virtual office, and links to it will stop working. This cannot be undone.`
          : undefined
      }
      noIcon
      closeIcon
      noRedirection
    >
      <div role="alert" className={styles.alertSlot}>
        {error ? <p className={styles.alert}>{error}</p> : null}
      </div>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondaryButton} onClick={close}>
          Keep it
        </button>
        <button
          type="button"
          className={styles.dangerSolidButton}
          disabled={deleting}
          onClick={() => void confirm()}
        >
          {deleting ? 'Deleting…' : 'Delete listing'}
        </button>
      </div>
    </Modal>
  );
}
