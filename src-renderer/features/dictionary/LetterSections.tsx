import { Link } from 'react-router';
import type { LetterGroup } from '../../../shared/dictionary/index';
import { dictionaryTermPath } from '../../../shared/routes';
import { letterSectionId } from './LetterNav';
import styles from './DictionaryIndexPage.module.css';

function LetterSection({ group }: { group: LetterGroup }) {
  const titleId = `${letterSectionId(group)}-title`;
  return (
    <section id={letterSectionId(group)} aria-labelledby={titleId} className={styles.letter}>
      <h2 id={titleId}>{group.label}</h2>
      <ul className={styles.terms}>
        {group.terms.map((term) => (
          <li key={term.url}>
            <h3>
              <Link to={dictionaryTermPath(term.url)}>{term.name}</Link>
            </h3>
            <p>{term.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every letter that has terms, with each term's name and description. */
export default function LetterSections({ groups }: { groups: readonly LetterGroup[] }) {
  return groups
    .filter((group) => group.terms.length > 0)
    .map((group) => <LetterSection key={group.id} group={group} />);
}
