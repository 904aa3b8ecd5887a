import styles from './directory.module.css';

/** Placeholders in the cards' shape while a page of results loads, so nothing jumps. */
export function SkeletonCards() {
  return (
    <ul className={styles.cards} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className={`${styles.card} ${styles.skeleton}`}>
          <span />
          <span />
          <span />
        </li>
      ))}
    </ul>
  );
}
