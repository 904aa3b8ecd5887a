import { Link } from 'react-router';
import type { MemberPage } from '../../../shared/api/directory';
import { CompanyCard } from './CompanyCard';
import { directoryHref, type DirectorySearchParams } from './directory-url';
import styles from './directory.module.css';

/** The pages to offer: the first, the last, and two either side of the current one. */
function pageNumbers(page: number, totalPages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, totalPages])]
    .filter((number) => number >= 1 && number <= totalPages)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) =>
    index > 0 && number - shown[index - 1]! > 1 ? ['gap' as const, number] : [number],
  );
}

function Pagination({
  search,
  page,
  totalPages,
}: {
  search: DirectorySearchParams;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Result pages">
      {page > 1 ? (
        <Link to={directoryHref({ ...search, page: page - 1 })} rel="prev">
          ← Previous
        </Link>
      ) : null}
      <ol>
        {pageNumbers(page, totalPages).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page">{number}</span>
              ) : (
                <Link to={directoryHref({ ...search, page: number })} aria-label={`Page ${number}`}>
                  {number}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link to={directoryHref({ ...search, page: page + 1 })} rel="next">
          Next →
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * One page of member cards with the links to the other pages: content only, rendered on the
 * server for the first page shown, and loaded when the visitor changes the search.
 */
export default function DirectoryResults({
  search,
  members,
}: {
  search: DirectorySearchParams;
  members: MemberPage;
}) {
  const { page: _page, ...filters } = search;
  return (
    <>
      {members.items.length === 0 && members.total_items > 0 ? (
        <p>
          There is no page {members.page}. <Link to={directoryHref(filters)}>Go to the first page</Link>
        </p>
      ) : null}
      <ul className={styles.cards}>
        {members.items.map((company) => (
          <CompanyCard key={company.slug} company={company} />
        ))}
      </ul>
      <Pagination search={search} page={members.page} totalPages={members.total_pages} />
    </>
  );
}
