import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  EQUIPMENT_LABELS,
  EQUIPMENT_TYPES,
  LEAD_MODE_LABELS,
  LEAD_MODES,
  listLeads,
  shippingLeadPath,
  type MemberLead,
} from '../../../shared/api/shipping-leads';
import type { UserRecord } from '../../../shared/api/user';
import { formatDate } from '../../../shared/domain/date';
import { builtHref } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { SelectField, TextField } from '../../components/forms/form-fields';
import { MemberGate } from '../../components/kit/MemberGate';
import { Seo } from '../../components/seo/Seo';
import { Pager } from '../../components/kit/Pager';
import { COUNTRY_OPTIONS } from '../../lib/countries';
import { usePageData } from '../../lib/api';
import {
  BOARD_CRUMBS,
  BOARD_PATH,
  boardPath,
  boardQuery,
  isFiltered,
  readBoardSearch,
  type BoardSearch,
} from './board-search';
import { inlandCities } from '../../../shared/domain/lead-places';
import { cargoText, laneTitle } from './lead-text';
import { SavedLanes } from './SavedLanes';
import kit from '../../components/forms/forms.module.css';
import frame from '../../components/kit/classes.module.css';
import styles from './shipping-leads.module.css';

const BID_STATE_TEXT = {
  live: 'You quoted',
  withdrawn: 'Quote withdrawn',
  won: 'You won',
  lost: 'Not chosen',
};

function LeadCard({ lead }: { lead: MemberLead }) {
  return (
    <article className={styles.card} aria-labelledby={`lead-${lead.id}`}>
      <h3 id={`lead-${lead.id}`} className={styles.cardTitle}>
        <Link to={shippingLeadPath(lead.id)}>{laneTitle(lead)}</Link>
      </h3>
      <p className={styles.cardMeta}>
        <span>{LEAD_MODE_LABELS[lead.mode]}</span>
        <span>{cargoText(lead)}</span>
        {inlandCities(lead) ? <span>{inlandCities(lead)}</span> : null}
        <span>{lead.commodity}</span>
        <span>Ready {formatDate(lead.readyDate)}</span>
        {lead.hazardous ? <span className={styles.badge}>Dangerous goods</span> : null}
        {lead.myBid ? <span className={styles.badge}>{BID_STATE_TEXT[lead.myBid.state]}</span> : null}
      </p>
      <p className={styles.cardMeta}>
        <span>Lead {lead.id}</span>
        {lead.publishedAt ? <span>Published {formatDate(lead.publishedAt)}</span> : null}
        {lead.expiresAt ? <span>Open until {formatDate(lead.expiresAt)}</span> : null}
      </p>
    </article>
  );
}

function Filters({ search, onSearch }: { search: BoardSearch; onSearch: (search: BoardSearch) => void }) {
  const [draft, setDraft] = useState(search);
  const set = (field: keyof BoardSearch) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };
  const countries = COUNTRY_OPTIONS.map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));
  return (
    <form onSubmit={submit} aria-label="Filter leads" noValidate>
      <div className={styles.filters}>
        <SelectField label="From country" value={draft.origin} onChange={set('origin')}>
          <option value="">Any country</option>
          {countries}
        </SelectField>
        <SelectField label="To country" value={draft.destination} onChange={set('destination')}>
          <option value="">Any country</option>
          {countries}
        </SelectField>
        <SelectField label="Mode" value={draft.mode} onChange={set('mode')}>
          <option value="">Any mode</option>
          {LEAD_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {LEAD_MODE_LABELS[mode]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Container type" value={draft.equipment} onChange={set('equipment')}>
          <option value="">Any</option>
          {EQUIPMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EQUIPMENT_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField label="Ready from" type="date" value={draft.readyFrom} onChange={set('readyFrom')} />
        <TextField label="Ready until" type="date" value={draft.readyUntil} onChange={set('readyUntil')} />
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={frame.button}>
          Show leads
        </button>
        {isFiltered(search) ? (
          <Link to={BOARD_PATH} className={kit.linkButton}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}

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
  const filtered = isFiltered(search);

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
        <Filters
          key={boardPath(search)}
          search={search}
          onSearch={(next) => void navigate(boardPath(next))}
        />
        <section aria-labelledby="board-results" aria-busy={result.state === 'loading'}>
          <h2 id="board-results" className="visually-hidden">
            Open leads
          </h2>
          {result.state === 'loading' ? <p role="status">Loading leads…</p> : null}
          {result.state === 'error' || result.state === 'not-found' ? (
            <div role="alert" className={frame.alert}>
              <p>{result.state === 'error' ? result.error.message : 'The leads could not be loaded.'}</p>
              <button type="button" className={frame.secondaryButton} onClick={result.reload}>
                Try again
              </button>
            </div>
          ) : null}
          {result.state === 'ready' ? (
            <>
              <p role="status" className={frame.muted}>
                {result.data.total_items === 1 ? '1 open lead' : `${result.data.total_items} open leads`}
                {filtered ? ' match your filters.' : ', newest first.'}
              </p>
              {result.data.items.length === 0 ? (
                <p className={frame.panel}>
                  {filtered
                    ? 'No open lead matches these filters. Widen them, or save the lane to hear of new leads.'
                    : result.data.total_items > 0
                      ? 'This page is past the last lead.'
                      : 'There is no open lead right now. Save your trade lanes and we will email you when one arrives.'}
                </p>
              ) : (
                <ul className={styles.list}>
                  {result.data.items.map((lead) => (
                    <li key={lead.id}>
                      <LeadCard lead={lead} />
                    </li>
                  ))}
                </ul>
              )}
              <Pager
                page={search.page}
                pages={result.data.total_pages}
                href={(page) => boardPath({ ...search, page })}
                label="Pages of leads"
              />
            </>
          ) : null}
        </section>
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
