import type { ReactNode } from 'react';
import styles from './Timeline.module.css';

export interface TimelineEntry {
  key: string | number;
  /** when and who, in a line: "12 March 2027 · Noor (DFA)" */
  meta: ReactNode;
  text?: ReactNode;
  /** words someone wrote (a reason, a message), kept as they were typed */
  quote?: string | null;
}

/** What happened to a record, in order, one entry per step. */
export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label?: string }) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <p className={styles.meta}>{entry.meta}</p>
          {entry.text ? <p className={styles.text}>{entry.text}</p> : null}
          {entry.quote ? <p className={styles.quote}>{entry.quote}</p> : null}
        </li>
      ))}
    </ol>
  );
}
