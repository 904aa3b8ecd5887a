import { lazy } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { getFilterOptions, listMembers } from '../../../shared/api/directory';
import { routeById } from '../../../shared/routes';
import { ServerPart } from '../../components/server-part/ServerPart';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import { resultsState, useRevealResults, type ResultsCause } from '../../lib/reveal-results';
import { useLogged } from '../../lib/session/use-session';
import {
  DIRECTORY_PATH,
  directoryHref,
  searchFromParams,
  type DirectorySearchParams as Search,
} from './directory-url';
import { DirectoryFilters } from './DirectoryFilters';
import { SortControl } from './DirectorySort';
import { SkeletonCards } from './SkeletonCards';
import { groupThousands } from '../../../shared/domain/numbers';
import styles from './directory.module.css';
import { PageStatus } from '../../components/page-status/PageStatus';

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Member directory', path: DIRECTORY_PATH },
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
        path={DIRECTORY_PATH}
        title="Member directory: verified freight forwarders and NVOCCs"
        description="Search the Digital Freight Alliance's member directory by company, country, city, membership and service, and check whether a forwarder really is a member."
        keywords="freight forwarder directory, NVOCC directory, logistics companies by country, verified freight forwarders, DFA members"
        breadcrumbs={CRUMBS}
      />
      <ServerPart id="directory-intro">
        <DirectoryIntro crumbs={CRUMBS} />
      </ServerPart>
      <MemberLinks />
      <DirectoryFilters
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
                {members.data.total_items === 0 && filtered ? (
                  <Link to={DIRECTORY_PATH}>Clear all filters</Link>
                ) : null}
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
