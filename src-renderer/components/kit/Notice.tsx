import type { ReactNode } from 'react';
import styles from './Notice.module.css';

export type NoticeTone = 'info' | 'warning' | 'success' | 'error';

/**
 * A message that is part of the page (what needs doing, why a tool is closed, a saved change).
 * It is not a live region: when it appears because of something the person did, the page also
 * says it with `announce` (lib/announce.ts).
 */
export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </div>
  );
}
