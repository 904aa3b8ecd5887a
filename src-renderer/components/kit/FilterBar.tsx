import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { Modal } from '../modal/Modal';
import { Button } from './Button';
import styles from './FilterBar.module.css';

/** Below 600 px the filters wait behind one button, in a sheet, so the results lead the page. */
const PHONE = '(max-width: 37.49rem)';

/**
 * The fields that narrow a list (they apply as they change, or through a button among them).
 * From 600 px they sit in a row above the list; on a phone a "Filters" button, which says how
 * many are set, opens them in a sheet that gives focus back to the button when it closes.
 */
export function FilterBar({
  label,
  activeCount = 0,
  children,
}: {
  /** what the filters narrow: "Filter the invoices" */
  label: string;
  /** how many filters are set, shown on the phone's button */
  activeCount?: number;
  children: ReactNode;
}) {
  const phone = useMediaQuery(PHONE);
  const [open, setOpen] = useState(false);
  if (!phone) {
    return (
      <div role="group" aria-label={label} className={styles.bar}>
        {children}
      </div>
    );
  }
  return (
    <div className={styles.phone}>
      <Button aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        Filters
        {activeCount > 0 ? <span className={styles.count}>{`${activeCount} set`}</span> : null}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        size="sheet"
        noIcon
        closeIcon
        noRedirection
      >
        <div role="group" aria-label={label} className={styles.sheet}>
          {children}
        </div>
        <Button variant="primary" className={styles.done} onClick={() => setOpen(false)}>
          Show the results
        </Button>
      </Modal>
    </div>
  );
}
