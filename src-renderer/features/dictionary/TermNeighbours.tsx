import { Link } from 'react-router';
import { dictionaryTermPath } from '../../../shared/routes';
import type { TermPageData } from './term-page-data';
import styles from './TermNeighbours.module.css';

type Neighbour = TermPageData['previous'];

function NeighbourLink({ term, direction }: { term: Neighbour; direction: 'previous' | 'next' }) {
  if (!term) return <span />;
  return (
    <Link
      to={dictionaryTermPath(term.url)}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={styles[direction]}
    >
      <span className={styles.label}>{direction === 'previous' ? '← Previous term' : 'Next term →'}</span>
      <span className={styles.name}>{term.name}</span>
    </Link>
  );
}

/** The terms on either side in the A–Z index, for reading the dictionary from term to term. */
export function TermNeighbours({ previous, next }: Pick<TermPageData, 'previous' | 'next'>) {
  return (
    <nav aria-label="Previous and next term" className={styles.neighbours}>
      <NeighbourLink term={previous} direction="previous" />
      <NeighbourLink term={next} direction="next" />
    </nav>
  );
}
