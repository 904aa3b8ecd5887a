import { Link } from 'react-router';
import { usePageData } from '../../lib/api';
import { listUnits, UNIT_VIEWS, type TransportUnit, type UnitView } from '../../../shared/api/virtual-office';
import { searchPath, type OfficeSearch } from './unit-links';
import { SearchForm } from './SearchForm';
import { UnitCard } from './UnitCard';
import frame from '../../components/kit/classes.module.css';
import styles from './virtual-office.module.css';
import { Pager } from '../../components/kit/Pager';
import { PageStatus } from '../../components/page-status/PageStatus';

const VIEW_LABELS: Record<UnitView, string> = {
  all: 'All listings',
  mine: 'My listings',
  company: 'My company’s listings',
};

const EMPTY_MESSAGES: Record<UnitView, string> = {
  all: 'No member has listed a transport unit yet.',
  mine: 'You have not listed a transport unit yet.',
  company: 'Nobody at your company has listed a transport unit yet.',
};

export function UnitList({
  search,
  onSearch,
  onAdd,
  onEdit,
  onDelete,
}: {
  search: OfficeSearch;
  onSearch: (search: OfficeSearch) => void;
  onAdd: () => void;
  onEdit: (unit: TransportUnit) => void;
  onDelete: (unit: TransportUnit) => void;
}) {
  // Per member (who may edit what), so fetched after hydration with the visitor's session.
  const result = usePageData<typeof listUnits>(
    listUnits.path,
    {
      query: {
        view: search.view,
        type: search.type,
        country: search.country,
        city: search.city,
        page: search.page,
      },
    },
    { serverRender: false },
  );
  const filtered = Boolean(search.type || search.country);

  return (
    <>
      <div className={styles.toolbar}>
        <nav aria-label="Listings to show" className={styles.views}>
          {UNIT_VIEWS.map((view) => (
            <Link
              key={view}
              to={searchPath({ ...search, view, page: 1 })}
              className={styles.view}
              aria-current={view === search.view ? 'page' : undefined}
            >
              {VIEW_LABELS[view]}
            </Link>
          ))}
        </nav>
        <button type="button" className={styles.button} onClick={onAdd}>
          Add a transport unit
        </button>
      </div>

      <SearchForm key={searchPath(search)} search={search} onSearch={onSearch} />

      <section aria-labelledby="office-results" aria-busy={result.state === 'loading'}>
        <h2 id="office-results" className="visually-hidden">
          {VIEW_LABELS[search.view]}
        </h2>
        <PageStatus state={result} what="listings" />
        {result.state === 'ready' ? (
          <>
            <p role="status" className={frame.muted}>
              {result.data.total_items === 1
                ? '1 transport unit'
                : `${result.data.total_items} transport units`}
              {filtered ? ' match your search.' : '.'}
              {search.country && search.city ? ' Units offering the whole country are included.' : ''}
            </p>
            {result.data.items.length === 0 ? (
              <div className={styles.empty}>
                <p>
                  {filtered
                    ? 'No transport unit matches this search. Try another city or type, or search the whole country.'
                    : result.data.total_items > 0
                      ? 'This page is past the last listing.'
                      : EMPTY_MESSAGES[search.view]}
                </p>
                {!filtered && search.view !== 'all' ? (
                  <button type="button" className={styles.button} onClick={onAdd}>
                    Add a transport unit
                  </button>
                ) : null}
              </div>
            ) : (
              <ul className={styles.results}>
                {result.data.items.map((unit) => (
                  <li key={unit.id}>
                    <UnitCard unit={unit} onEdit={onEdit} onDelete={onDelete} />
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={search.page}
              pages={result.data.total_pages}
              href={(page) => searchPath({ ...search, page })}
              label="Pages of listings"
            />
          </>
        ) : null}
      </section>
    </>
  );
}
