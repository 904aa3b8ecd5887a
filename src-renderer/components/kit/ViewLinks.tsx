import { Link } from 'react-router';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';
import styles from './ViewLinks.module.css';

/**
 * The views of one list (To confirm · Paid · All) as links: each is an address of its own that
 * can be shared and reloaded, so they are navigation, named by `label`, not tabs.
 */
export function ViewLinks({
  label,
  views,
  current,
}: {
  label: string;
  views: readonly { href: string; label: string; count?: number }[];
  /** the href of the view being shown */
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.views}>
        {views.map((view) => (
          <li key={view.href}>
            <Link
              to={view.href}
              state={KEEP_SCROLL}
              className={styles.view}
              aria-current={view.href === current ? 'page' : undefined}
            >
              {view.label}
              {view.count === undefined ? null : <span className={styles.count}>{view.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
