import { Link, useNavigate, useSearchParams } from 'react-router';
import { listLeads } from '../../../shared/api/shipping-leads';
import type { UserRecord } from '../../../shared/api/user';
import { builtHref } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { MemberGate } from '../../components/kit/MemberGate';
import { Seo } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import { resultsState } from '../../lib/reveal-results';
import { BoardFilters } from './BoardFilters';
import { BoardResults } from './BoardResults';
import { BOARD_CRUMBS, BOARD_PATH, boardPath, boardQuery, isFiltered, readBoardSearch } from './board-search';
import { SavedLanes } from './SavedLanes';
import frame from '../../components/kit/classes.module.css';
import styles from './shipping-leads.module.css';

function Board({ user }: { user: UserRecord }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readBoardSearch(params);
  // Per member (their own quotes), so fetched after hydration with the visitor's session.
  const result = usePageData<typeof listLeads>(
    listLeads.path,
    { query: boardQuery(search) },
    { serverRender: false },
  );
  const reviewHref = builtHref('shipping-leads-review');

  return (
    <div className={styles.layout}>
      <div>
        {user.type !== 'premium' ? (
          // Only a DFA administrator gets here without Premium (the board is closed to others).
          <p className={frame.notice}>
            As a DFA administrator you see every open lead. Quoting is a Premium benefit, so your company
            cannot quote until it is Premium.
          </p>
        ) : null}
        {user.isAdmin && reviewHref ? (
          <p>
            <Link to={reviewHref}>Review new leads</Link>
          </p>
        ) : null}
        <BoardFilters
          key={boardPath(search)}
          search={search}
          onSearch={(next) => void navigate(boardPath(next), { state: resultsState('search') })}
        />
        <BoardResults result={result} search={search} filtered={isFiltered(search)} />
      </div>
      <SavedLanes />
    </div>
  );
}

/** The members' board of open shipping leads, with filters and saved lanes. */
export default function ShippingLeadsPage() {
  return (
    <div className={frame.page}>
      <Seo
        path={BOARD_PATH}
        title="Shipping leads: open requests for quotes"
        description="Open shipping requests from cargo owners, for members of the Digital Freight Alliance: filter by lane, mode, container and ready date, and quote."
        keywords="shipping leads, freight requests, request for quote, DFA members"
        breadcrumbs={BOARD_CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={BOARD_CRUMBS} />
      <header className={frame.header}>
        <p className={frame.eyebrow}>Members only</p>
        <h1>Shipping leads</h1>
        <p className={frame.intro}>
          Requests for quotes from cargo owners, checked by DFA before they appear here. Shippers’ contact
          details stay private until a shipper accepts a quote.
        </p>
      </header>
      <MemberGate what="see the shipping leads board" tool="shipping-leads">
        {(user) => <Board user={user} />}
      </MemberGate>
    </div>
  );
}
