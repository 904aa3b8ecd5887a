import { Link, useSearchParams } from 'react-router';
import {
  MEMBER_FILTER_LABELS,
  MEMBER_FILTERS,
  type listAdminMembers,
  type MemberDetail,
} from '../../../shared/api/members';
import { MEMBERSHIP_STATE_LABELS } from '../../../shared/domain/membership';
import { DataTable } from '../../components/kit/DataTable';
import { PageFrame } from '../../components/kit/PageFrame';
import { Pager } from '../../components/kit/Pager';
import { EmptyState, Loaded } from '../../components/kit/states';
import styles from '../../components/kit/classes.module.css';
import { announce } from '../../lib/announce';
import { usePageData } from '../../lib/api';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';
import { memberColumns } from './member-columns';
import { MemberFilters } from './MemberFilters';
import { hrefOf, MEMBERS_PATH, searchOf, type MemberSearch } from './member-search';

function countText(total: number, page: number, pages: number) {
  return `${total} ${total === 1 ? 'company' : 'companies'}${pages > 1 ? `, page ${page} of ${pages}` : ''}.`;
}

function MemberList({ search }: { search: MemberSearch }) {
  const query = {
    filter: search.filter,
    ...(search.text ? { text: search.text } : {}),
    ...(search.country ? { country: search.country } : {}),
    page: search.page,
  };
  const members = usePageData<typeof listAdminMembers>(
    '/api/admin/members',
    { query },
    { serverRender: false },
  );
  const decided = ({ company }: MemberDetail) => {
    announce(`${company.name}: ${MEMBERSHIP_STATE_LABELS[company.state]}.`);
    // The lists and their counts come again from the server; the rows keep their place meanwhile.
    members.reload();
  };
  return (
    <Loaded data={members} what="the members">
      {({ items, counts, total_items: total, total_pages: pages, page }) => (
        <>
          <nav aria-label="Lists">
            <ul className={styles.tabs}>
              {MEMBER_FILTERS.map((filter) => (
                <li key={filter}>
                  <Link
                    to={hrefOf({ ...search, filter, page: 1 })}
                    state={KEEP_SCROLL}
                    aria-current={filter === search.filter ? 'page' : undefined}
                  >
                    {MEMBER_FILTER_LABELS[filter]} ({counts[filter]})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {total > 0 ? <p className={styles.muted}>{countText(total, page, pages)}</p> : null}
          <DataTable
            caption={MEMBER_FILTER_LABELS[search.filter]}
            hideCaption
            columns={memberColumns(items, search.filter, decided)}
            rows={items}
            rowKey={(row) => row.id}
            empty={
              <EmptyState
                title={
                  search.text || search.country
                    ? 'No company in this list matches the search.'
                    : 'This list is empty.'
                }
              />
            }
          />
          <Pager
            page={page}
            pages={pages}
            href={(next) => hrefOf({ ...search, page: next })}
            label="Pages of members"
          />
        </>
      )}
    </Loaded>
  );
}

export default function MembersPage() {
  const [params] = useSearchParams();
  const search = searchOf(params);
  return (
    <PageFrame
      path={MEMBERS_PATH}
      title="Members and applications"
      description="Review applications to the Digital Freight Alliance and manage its members."
      crumbs={[{ name: 'Admin', path: '/admin' }]}
      lead="Applications wait here oldest first. Approve or reject one from its row, or open it to ask the applicant for more information first; every decision is emailed and recorded in the member’s log."
      gate={{ what: 'review applications', admins: true }}
    >
      {() => (
        <>
          <MemberFilters key={`${search.text}|${search.country}`} search={search} />
          <MemberList search={search} />
        </>
      )}
    </PageFrame>
  );
}
