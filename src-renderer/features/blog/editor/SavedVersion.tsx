import { useId } from 'react';
import styles from './editor.module.css';

/** The post as the server stored it, which is what readers get. */
export function SavedVersion({ html }: { html: string }) {
  const headingId = useId();
  return (
    <section className={styles.savedVersion} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.previewTitle}>
        Saved version, as readers get it
      </h2>
      <p className={styles.hint}>
        The server removes anything unsafe (scripts, event handlers, frames, foreign images) when it saves.
      </p>
      <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
