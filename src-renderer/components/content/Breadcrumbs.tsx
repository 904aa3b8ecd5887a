import { Link } from 'react-router';
import type { Crumb } from '../seo/Seo';
import styles from './Breadcrumbs.module.css';

/** The visible trail; the last crumb is the current page. Seo gets the same crumbs as JSON-LD. */
export function Breadcrumbs({ crumbs, onDark = false }: { crumbs: Crumb[]; onDark?: boolean }) {
  return (
    <nav aria-label="Breadcrumb" className={`${styles.breadcrumbs} ${onDark ? styles.onDark : ''}`}>
      <ol>
        {crumbs.map((crumb, position) =>
          position === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
