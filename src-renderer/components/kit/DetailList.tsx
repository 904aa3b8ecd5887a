import type { ReactNode } from 'react';
import styles from './DetailList.module.css';

/** A record's facts as term and value pairs; a value of `null` or `undefined` leaves its row out. */
export function DetailList({ items }: { items: readonly [term: ReactNode, detail: ReactNode][] }) {
  return (
    <dl className={styles.details}>
      {items.map(([term, detail], index) =>
        detail === null || detail === undefined ? null : (
          <div key={index}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
