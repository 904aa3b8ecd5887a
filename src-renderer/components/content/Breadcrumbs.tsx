import { Link } from 'react-router';
import { useViewer } from '../../lib/session/use-viewer';
import type { Crumb } from '../seo/Seo';
import styles from './Breadcrumbs.module.css';

/**
 * The visible trail; the last crumb is the current page. Seo gets the same crumbs as JSON-LD.
 * A signed-in reader's home is their dashboard, so the trail's "Home" leads there.
 */
export function Breadcrumbs({ crumbs: trail, onDark = false }: { crumbs: Crumb[]; onDark?: boolean }) {
  const signedIn = useViewer() !== 'visitor';
  const crumbs = signedIn
    ? trail.map((crumb, position) =>
        position === 0 && crumb.path === '/' ? { name: 'Dashboard', path: '/dashboard' } : crumb,
      )
    : trail;
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
