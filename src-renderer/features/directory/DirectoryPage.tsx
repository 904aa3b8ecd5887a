import { useId, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FilterOptions, getCities, getFilterOptions, listMembers } from '../../../shared/api/directory';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { usePageData } from '../../lib/page-data';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';
import { useLogged } from '../../lib/session/use-session';
import { CompanyCard } from './CompanyCard';
import { directoryHref, editCompanyHref, searchFromParams } from './directory-url';
import styles from './directory.module.css';
import { PageStatus } from '../../components/page-status/PageStatus';

const PATH = '/directory';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Member directory', path: PATH },
];

type Search = ReturnType<typeof searchFromParams>;

/** Where a signed-in member keeps their own listing current. */
function MemberLinks() {
  const logged = useLogged();
  if (!logged) return null;
  return (
    <p className={styles.memberLinks}>
      <Link to={editCompanyHref()}>Edit your company’s profile</Link>
    </p>
  );
}

function CityFilter({ search, onChange }: { search: Search; onChange: (city: string) => void }) {
  const id = useId();
  const cities = usePageData<typeof getCities>('/api/directory/get-cities', {
    query: { country: search.country ?? '' },
  });
  const options = cities.state === 'ready' ? cities.data.cities : [];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>City</label>
      <select
        id={id}
        name="city"
        value={search.city ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All cities</option>
        {search.city && !options.some((city) => city.name === search.city) ? (
          <option value={search.city}>{search.city}</option>
        ) : null}
        {options.map((city) => (
          <option key={city.name} value={city.name}>
            {city.name} ({city.count})
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({
  search,
  options,
  onApply,
}: {
  search: Search;
  options: FilterOptions | undefined;
  onApply: (next: Partial<Search>) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('text');
    onApply({ text: typeof text === 'string' ? text.trim() || undefined : undefined });
  };
  return (
    // Without JavaScript the form still works: it is a plain GET of this page.
    <form className={styles.filters} method="get" action={PATH} onSubmit={submit} role="search">
      <div className={`${styles.field} ${styles.textField}`}>
        <label htmlFor={`${id}-text`}>Company or city</label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-text`}
            name="text"
            type="search"
            defaultValue={search.text ?? ''}
            key={search.text ?? ''}
            maxLength={100}
            placeholder="e.g. Piraeus or Harbour Line"
          />
          <button type="submit">Search</button>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-country`}>Country</label>
        <select
          id={`${id}-country`}
          name="country"
          value={search.country ?? ''}
          onChange={(event) => onApply({ country: event.target.value || undefined, city: undefined })}
        >
          <option value="">All countries</option>
          {options?.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} ({country.count})
            </option>
          ))}
        </select>
      </div>
      {search.country ? (
        <CityFilter search={search} onChange={(city) => onApply({ city: city || undefined })} />
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>Membership</label>
        <select
          id={`${id}-status`}
          name="status"
          value={search.status ?? ''}
          onChange={(event) => onApply({ status: event.target.value || undefined })}
        >
          <option value="">All memberships</option>
          {options?.statuses.map((status) => (
            <option key={status.id} value={status.id}>
              {status.label} ({status.count})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-service`}>Service</label>
        <select
          id={`${id}-service`}
          name="service"
          value={search.service ?? ''}
          onChange={(event) => onApply({ service: event.target.value || undefined })}
        >
          <option value="">All services</option>
          {options?.services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.label} ({service.count})
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

function Pagination({ search, page, totalPages }: { search: Search; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Result pages">
      {page > 1 ? (
        <Link to={directoryHref({ ...search, page: page - 1 })} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={directoryHref({ ...search, page: page + 1 })} rel="next">
          Next →
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}

export default function DirectoryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = searchFromParams(params);
  const { page: _page, ...filters } = search;
  const members = usePageData<typeof listMembers>('/api/directory/members', { query: search });
  const options = usePageData<typeof getFilterOptions>('/api/directory/filter', { query: filters });
  const apply = (next: Partial<Search>) =>
    navigate(directoryHref({ ...search, ...next, page: undefined }), { state: KEEP_SCROLL });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <article className={styles.page}>
      <Seo
        path={PATH}
        title="Member directory: verified freight forwarders and NVOCCs"
        description="Search the Digital Freight Alliance's member directory by company, country, city, membership and service, and check whether a forwarder really is a member."
        keywords="freight forwarder directory, NVOCC directory, logistics companies by country, verified freight forwarders, DFA members"
        breadcrumbs={CRUMBS}
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className={styles.header}>
        <h1>Member directory</h1>
        <p className={styles.lead}>
          Find forwarders, NVOCCs and logistics partners among the alliance's members by place and service.
          Each profile shows the company's membership and how long it is valid, so you can check a partner
          before you trade. Signed-in members can view contact people.
        </p>
        <MemberLinks />
      </header>
      <Filters
        search={search}
        options={options.state === 'ready' ? options.data : undefined}
        onApply={apply}
      />
      <section aria-live="polite" aria-busy={members.state === 'loading'} className={styles.results}>
        {members.state === 'loading' || members.state === 'error' ? (
          <PageStatus state={members} what="members" />
        ) : null}
        {members.state === 'ready' ? (
          <>
            <p className={styles.status}>
              {members.data.total_items === 0
                ? filtered
                  ? 'No member matches these filters.'
                  : 'No member companies are listed yet.'
                : `${members.data.total_items.toLocaleString('en')} member${members.data.total_items === 1 ? '' : 's'}${filtered ? ' match' : ''}`}
              {members.data.total_items === 0 && filtered ? (
                <>
                  {' '}
                  <Link to={PATH}>Clear all filters</Link>
                </>
              ) : null}
            </p>
            {members.data.items.length === 0 && members.data.total_items > 0 ? (
              <p>
                There is no page {members.data.page}.{' '}
                <Link to={directoryHref({ ...filters })}>Go to the first page</Link>
              </p>
            ) : null}
            <ul className={styles.cards}>
              {members.data.items.map((company) => (
                <CompanyCard key={company.slug} company={company} />
              ))}
            </ul>
            <Pagination search={search} page={members.data.page} totalPages={members.data.total_pages} />
          </>
        ) : null}
      </section>
    </article>
  );
}
