import { Link } from 'react-router';
import { builtHref, type RouteId } from '../../../shared/routes';
import styles from './LinkCards.module.css';

export interface LinkCard {
  route: RouteId;
  title: string;
  summary: string;
}

/** A section's pages as a grid of cards; a page that is not built yet gets no card. */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  const linked = cards.flatMap((card) => {
    const href = builtHref(card.route);
    return href ? [{ ...card, href }] : [];
  });
  if (linked.length === 0) return null;
  return (
    <ul className={styles.cards}>
      {linked.map((card) => (
        <li key={card.route} className={styles.card}>
          <Link to={card.href} className={styles.cardLink}>
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.summary}>{card.summary}</p>
            <span className={styles.more} aria-hidden="true">
              Read more →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
