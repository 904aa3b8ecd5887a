import type { LetterGroup } from '../../../shared/dictionary/index';
import styles from './LetterNav.module.css';

export const letterSectionId = (group: LetterGroup) => `letter-${group.id}`;

/** Jump links to each letter; a letter without terms stays visible but disabled. */
export function LetterNav({ groups }: { groups: readonly LetterGroup[] }) {
  return (
    <nav aria-label="Terms by letter" className={styles.letters}>
      <ul>
        {groups.map((group) => (
          <li key={group.id}>
            {group.terms.length > 0 ? (
              <a href={`#${letterSectionId(group)}`} className={styles.letter}>
                {group.label}
              </a>
            ) : (
              // A link without href is the documented pattern for a disabled link.
              <a role="link" aria-disabled="true" className={`${styles.letter} ${styles.empty}`}>
                {group.label}
                <span className="visually-hidden"> (no terms)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
