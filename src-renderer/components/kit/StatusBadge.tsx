import type { ReactNode } from 'react';
import styles from './StatusBadge.module.css';

export type StatusTone = 'good' | 'warn' | 'bad' | 'neutral';

/** Where a record stands, in a word or two: "Paid", "Overdue", "Waiting for review". */
export function StatusBadge({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
