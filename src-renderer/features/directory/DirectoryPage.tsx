import { lazy, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FilterOptions, getCities, getFilterOptions, listMembers } from '../../../shared/api/directory';
import { routeById } from '../../../shared/routes';
import { readServerForm, useMountedWhileHydrating } from '../../components/forms/read-server-form';
import { ServerPart } from '../../components/server-part/ServerPart';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import { resultsState, useRevealResults, type ResultsCause } from '../../lib/reveal-results';
import { useLogged } from '../../lib/session/use-session';
import { directoryHref, searchFromParams, type DirectorySearchParams as Search } from './directory-url';
import { groupThousands } from '../../../shared/domain/numbers';
import styles from './directory.module.css';
import { PageStatus } from '../../components/page-status/PageStatus';

const PATH = '/directory';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Member directory', path: PATH },
];

// From the route table: the card module that also knows this path is not loaded until results change.
const EDIT_OWN_COMPANY_PATH = routeById('directory-my-company').path;
const DirectoryIntro = lazy(() => import('./DirectoryIntro'));
const DirectoryResults = lazy(() => import('./DirectoryResults'));
/** The count of members found heads the results; after a search it takes focus. */
const RESULTS_HEADING = 'directory-results-title';

/** Where a signed-in member keeps their own listing current. */
function MemberLinks() {
  const logged = useLogged();
  if (!logged) return null;
  return (
    <p className={styles.memberLinks}>
      <Link to={EDIT_OWN_COMPANY_PATH}>Edit your company’s profile</Link>
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
  onApply: (next: Partial<Search>, cause?: ResultsCause) => void;
}) {
  const id = useId();
  // On phones the filters wait behind a button, so the first result shows without scrolling.
  const [open, setOpen] = useState(false);
  const activeCount = [search.country, search.city, search.status, search.service].filter(Boolean).length;
  const formId = `${id}-form`;
  const mountedWhileHydrating = useMountedWhileHydrating();
  // Read while hydrating, before React sets the selects back to what the address says.
  const [chosenEarly] = useState(() =>
    mountedWhileHydrating
      ? readServerForm(formId, { country: '', city: '', status: '', service: '' })
      : undefined,
  );
  // A filter chosen in the server's HTML before the page could act on it is applied once it can
  // (after the layout effects: the router navigates only once it has mounted).
  useEffect(() => {
    if (!chosenEarly) return;
    const next = {
      country: chosenEarly.country || undefined,
      city: (chosenEarly.country === (search.country ?? '') && chosenEarly.city) || undefined,
      status: chosenEarly.status || undefined,
      service: chosenEarly.service || undefined,
    };
    if (Object.entries(next).some(([name, value]) => search[name as keyof typeof next] !== value))
      onApply(next);
    // Once, for what was chosen before hydration; later choices go through the selects' onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenEarly]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('text');
    onApply({ text: typeof text === 'string' ? text.trim() || undefined : undefined }, 'search');
  };
  return (
    // Without JavaScript the form still works: it is a plain GET of this page.
    <form id={formId} className={styles.filters} method="get" action={PATH} onSubmit={submit} role="search">
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
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((value) => !value)}
      >
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      {/* Without JavaScript the button cannot open them, so they stay in view. */}
      <noscript>
        <style>{`.${styles.moreFilters}{display:contents!important}`}</style>
      </noscript>
      <div id={`${id}-more`} className={styles.moreFilters} data-open={open}>
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
      </div>
    </form>
  );
}

/** Placeholders in the cards' shape while a page of results loads, so nothing jumps. */
function SkeletonCards() {
  return (
    <ul className={styles.cards} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className={`${styles.card} ${styles.skeleton}`}>
          <span />
          <span />
          <span />
        </li>
      ))}
    </ul>
  );
}

const SORTS = [
  { id: '', label: 'Name' },
  { id: 'newest', label: 'Newest members' },
  { id: 'country', label: 'Country' },
];

function SortControl({ search, onApply }: { search: Search; onApply: (next: Partial<Search>) => void }) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={search.sort ?? ''}
        onChange={(event) => onApply({ sort: event.target.value || undefined })}
      >
        {SORTS.map((sort) => (
          <option key={sort.id} value={sort.id}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function DirectoryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = searchFromParams(params);
  const { page: _page, sort: _sort, ...filters } = search;
  const members = usePageData<typeof listMembers>('/api/directory/members', { query: search });
  const options = usePageData<typeof getFilterOptions>('/api/directory/filter', { query: filters });
  // A typed search brings the results into view; a filter or an order only says how many match.
  const apply = (next: Partial<Search>, cause: ResultsCause = 'refine') =>
    navigate(directoryHref({ ...search, ...next, page: undefined }), { state: resultsState(cause) });
  const filtered = Object.values(filters).some(Boolean);
  const summary = (data: { total_items: number }) =>
    data.total_items === 0
      ? filtered
        ? 'No member matches these filters.'
        : 'No member companies are listed yet.'
      : `${groupThousands(data.total_items)} member${data.total_items === 1 ? '' : 's'}${filtered ? ' match' : ''}`;
  useRevealResults(members.state === 'ready' ? members.data : undefined, RESULTS_HEADING, summary);

  return (
    <article className={styles.page}>
      <Seo
        path={PATH}
        title="Member directory: verified freight forwarders and NVOCCs"
        description="Search the Digital Freight Alliance's member directory by company, country, city, membership and service, and check whether a forwarder really is a member."
        keywords="freight forwarder directory, NVOCC directory, logistics companies by country, verified freight forwarders, DFA members"
        breadcrumbs={CRUMBS}
      />
      <ServerPart id="directory-intro">
        <DirectoryIntro crumbs={CRUMBS} />
      </ServerPart>
      <MemberLinks />
      <Filters
        search={search}
        options={options.state === 'ready' ? options.data : undefined}
        onApply={apply}
      />
      <section
        aria-labelledby={RESULTS_HEADING}
        aria-busy={members.state === 'loading'}
        className={styles.results}
      >
        {members.state === 'loading' || members.state === 'error' ? (
          <PageStatus state={members} what="members" />
        ) : null}
        {members.state === 'loading' ? <SkeletonCards /> : null}
        {members.state === 'ready' ? (
          <>
            <div className={styles.resultsBar}>
              <div className={styles.status}>
                <h2 id={RESULTS_HEADING} tabIndex={-1} className={styles.resultsTitle}>
                  {summary(members.data)}
                </h2>
                {members.data.total_items === 0 && filtered ? <Link to={PATH}>Clear all filters</Link> : null}
              </div>
              {members.data.total_items > 1 ? <SortControl search={search} onApply={apply} /> : null}
            </div>
            <ServerPart id="directory-results" key={directoryHref(search)} fallback={<SkeletonCards />}>
              <DirectoryResults search={search} members={members.data} />
            </ServerPart>
          </>
        ) : null}
      </section>
    </article>
  );
}
