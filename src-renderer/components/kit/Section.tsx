import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

/**
 * A titled part of a page. `panel` sets it in a box (a form, a record's facts); plain sections
 * only space the page. `actions` sit beside the title: links or quiet buttons, never the view's
 * primary action.
 */
export function Section({
  title,
  description,
  panel = false,
  actions,
  headingLevel = 2,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  panel?: boolean;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={panel ? styles.panel : styles.section}>
      <div className={styles.head}>
        <Heading id={headingId} className={styles.title} tabIndex={-1}>
          {title}
        </Heading>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </section>
  );
}
