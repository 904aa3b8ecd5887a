import { Link } from 'react-router';
import styles from './Pager.module.css';

/**
 * "Previous page", "Page n of m", "Next page" under a list split into pages, each page an
 * address of its own; nothing for a single page. Light enough for public pages.
 */
export function Pager({
  page,
  pages,
  href,
  label,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  linkState,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** names the navigation: "Pages of leads" */
  label: string;
  previousLabel?: string;
  nextLabel?: string;
  /** the links' navigation state: `resultsState('search')` gives the new page's results focus */
  linkState?: unknown;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 ? (
        <Link to={href(page - 1)} state={linkState} rel="prev" className={styles.link}>
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.position}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} state={linkState} rel="next" className={styles.link}>
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
