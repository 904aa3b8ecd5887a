import { useContext } from 'react';
import { Link } from 'react-router';
import type { RelatedTerm } from '../../../shared/dictionary/schema';
import { termHref, TermExistsContext } from './term-links';
import styles from './RelatedTerms.module.css';

/** Related concepts; one without a page of its own is listed as plain text. */
export function RelatedTerms({ terms }: { terms: RelatedTerm[] }) {
  const termExists = useContext(TermExistsContext);
  if (terms.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-terms-title">
      <h2 id="related-terms-title">Related terms</h2>
      <ul className={styles.list}>
        {terms.map((term, position) => {
          const href = term.url ? termHref(term.url, termExists) : undefined;
          return (
            <li key={position}>
              {href ? <Link to={href}>{term.name}</Link> : <span className={styles.plain}>{term.name}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
