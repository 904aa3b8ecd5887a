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
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** names the navigation: "Pages of leads" */
  label: string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={styles.link}>
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.position}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={styles.link}>
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
