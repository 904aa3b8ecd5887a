import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_LEAD_FILTERS,
  adminListLeads,
  LEAD_STATE_LABELS,
  type AdminLead,
  type AdminLeadFilter,
} from '../../../shared/api/shipping-leads';
import { DataTable } from '../../components/kit/DataTable';
import { PageFrame } from '../../components/kit/PageFrame';
import { Pager } from '../../components/kit/Pager';
import { EmptyState, Loaded } from '../../components/kit/states';
import frame from '../../components/kit/classes.module.css';
import { announce } from '../../lib/announce';
import { usePageData } from '../../lib/api';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';
import { reviewColumns } from './review-columns';

const REVIEW_PATH = '/shipping-leads/review';
const FILTER_LABELS: Record<AdminLeadFilter, string> = {
  pending: 'Waiting for review',
  open: 'Open',
  finished: 'Awarded, closed or expired',
  rejected: 'Rejected',
  direct: 'Sent through members’ calculators',
  all: 'All',
};

function ReviewQueue() {
  const [params] = useSearchParams();
  const filter = ADMIN_LEAD_FILTERS.find((value) => value === params.get('filter')) ?? 'pending';
  const page = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const leads = usePageData<typeof adminListLeads>(
    adminListLeads.path,
    { query: { filter, page } },
    { serverRender: false },
  );
  const decided = (lead: AdminLead) => {
    announce(`Lead ${lead.id}: ${LEAD_STATE_LABELS[lead.state]}. The shipper was emailed.`);
    // The list comes again from the server; the rows keep their place meanwhile.
    leads.reload();
  };
  const href = (next: { filter?: AdminLeadFilter; page?: number }) => {
    const query = new URLSearchParams({ filter: next.filter ?? filter });
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    return `${REVIEW_PATH}?${query}`;
  };

  return (
    <>
      <nav aria-label="Leads to show">
        <ul className={frame.tabs}>
          {ADMIN_LEAD_FILTERS.map((value) => (
            <li key={value}>
              <Link
                to={href({ filter: value })}
                state={KEEP_SCROLL}
                aria-current={value === filter ? 'page' : undefined}
              >
                {FILTER_LABELS[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Loaded data={leads} what="the leads">
        {(data) => (
          <>
            <DataTable
              caption={FILTER_LABELS[filter]}
              hideCaption
              columns={reviewColumns(data.items, decided)}
              rows={data.items}
              rowKey={(lead) => lead.id}
              empty={
                <EmptyState
                  title={filter === 'pending' ? 'No lead is waiting for review.' : 'No lead in this list.'}
                />
              }
            />
            <Pager
              page={page}
              pages={data.total_pages}
              href={(next) => href({ page: next })}
              label="Pages of leads"
            />
          </>
        )}
      </Loaded>
    </>
  );
}

/** DFA staff check shippers' requests before members see them, and close leads that go wrong. */
export default function ReviewPage() {
  return (
    <PageFrame
      path={REVIEW_PATH}
      title="Review shipping leads"
      description="DFA administrators publish, correct, reject and close shipping leads."
      crumbs={[{ name: 'Admin', path: '/admin' }]}
      lead="Publish requests members can quote on, correcting obvious mistakes first, and reject or close with a reason the shipper reads."
      gate={{ what: 'see the review of shipping leads', admins: true }}
    >
      {() => <ReviewQueue />}
    </PageFrame>
  );
}
