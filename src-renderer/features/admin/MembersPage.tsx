import { useId, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  MEMBER_FILTER_LABELS,
  MEMBER_FILTERS,
  type listAdminMembers,
  type MemberFilter,
  type MemberRow,
} from '../../../shared/api/members';
import { TIER_LABELS } from '../../../shared/domain/membership';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { DataTable, type Column } from '../../components/kit/DataTable';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import styles from '../../components/kit/classes.module.css';
import forms from '../../components/forms/forms.module.css';
import { COUNTRY_OPTIONS } from '../../lib/countries';
import { usePageData } from '../../lib/api';
import { Pager } from '../../components/kit/Pager';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';
import { dayOf, StandingBadge, validityText } from './member-labels';

const PATH = '/admin/members';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Admin', path: '/admin' },
  { name: 'Members and applications', path: PATH },
];

interface Search {
  filter: MemberFilter;
  text: string;
  country: string;
  page: number;
}

function searchOf(params: URLSearchParams): Search {
  const filter = params.get('filter');
  return {
    filter: (MEMBER_FILTERS as readonly string[]).includes(filter ?? '')
      ? (filter as MemberFilter)
      : 'applications',
    text: params.get('text')?.trim() ?? '',
    country: params.get('country')?.trim().toUpperCase() ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function hrefOf(search: Search): string {
  const params = new URLSearchParams();
  if (search.filter !== 'applications') params.set('filter', search.filter);
  if (search.text) params.set('text', search.text);
  if (search.country) params.set('country', search.country);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

function Filters({ search }: { search: Search }) {
  const navigate = useNavigate();
  const textId = useId();
  const countryId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void navigate(
      hrefOf({
        ...search,
        text: String(data.get('text') ?? '').trim(),
        country: String(data.get('country') ?? ''),
        page: 1,
      }),
      { state: KEEP_SCROLL },
    );
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search">
      <div className={forms.field}>
        <label htmlFor={textId} className={forms.label}>
          Company, city or contact email
        </label>
        <input id={textId} name="text" className={forms.input} defaultValue={search.text} maxLength={100} />
      </div>
      <div className={forms.field}>
        <label htmlFor={countryId} className={forms.label}>
          Country of an office
        </label>
        <select id={countryId} name="country" className={forms.input} defaultValue={search.country}>
          <option value="">Any country</option>
          {COUNTRY_OPTIONS.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}

const COLUMNS: Column<MemberRow>[] = [
  {
    id: 'company',
    header: 'Company',
    primary: true,
    cell: (row) => <Link to={`${PATH}/${row.id}`}>{row.name}</Link>,
    sortBy: (row) => row.name,
  },
  {
    id: 'standing',
    header: 'Standing',
    cell: (row) => (
      <>
        <StandingBadge state={row.state} applicationStatus={row.applicationStatus} />
        {validityText(row) ? <span className={styles.meta}> {validityText(row)}</span> : null}
      </>
    ),
  },
  {
    id: 'applied',
    header: 'Applied',
    cell: (row) =>
      `${dayOf(row.appliedAt)}${row.requestedTier && row.status === 'pending' ? `, for ${TIER_LABELS[row.requestedTier]}` : ''}`,
    sortBy: (row) => row.appliedAt,
  },
  {
    id: 'offices',
    header: 'Offices',
    cell: (row) =>
      row.offices.map((office) => `${office.city}, ${office.countryName}`).join(' · ') || 'No offices listed',
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: (row) =>
      row.contact ? (
        <>
          {row.contact.name}, {row.contact.email} (
          {row.contact.emailConfirmed ? 'email confirmed' : 'email not confirmed yet'})
          {row.contact.phone
            ? `, ${row.contact.phone} (${row.contact.phoneVerified ? 'verified' : 'not verified'})`
            : ', no phone'}
        </>
      ) : (
        'No contact'
      ),
  },
];

function MemberList({ search }: { search: Search }) {
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
  if (members.state === 'loading' || members.state === 'error') {
    return <PageStatus state={members} what="the members" />;
  }
  if (members.state === 'not-found') return null;
  const { items, counts, total_items: total, total_pages: pages, page } = members.data;
  return (
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
      <p role="status" className={styles.muted}>
        {total === 0
          ? search.text || search.country
            ? 'No company in this list matches the search.'
            : 'This list is empty.'
          : `${total} ${total === 1 ? 'company' : 'companies'}${pages > 1 ? `, page ${page} of ${pages}` : ''}.`}
      </p>
      <DataTable
        caption={MEMBER_FILTER_LABELS[search.filter]}
        hideCaption
        columns={COLUMNS}
        rows={items}
        rowKey={(row) => row.id}
      />
      <Pager
        page={page}
        pages={pages}
        href={(next) => hrefOf({ ...search, page: next })}
        label="Pages of members"
      />
    </>
  );
}

export default function MembersPage() {
  const [params] = useSearchParams();
  const search = searchOf(params);
  return (
    <div className={styles.page}>
      <Seo
        path={PATH}
        title="Members and applications"
        description="Review applications to the Digital Freight Alliance and manage its members."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1>Members and applications</h1>
      <MemberGate what="review applications" admins>
        {() => (
          <>
            <p className={styles.lead}>
              Applications wait here oldest first. Open one to approve it as Standard or Premium, ask the
              applicant for more information, or reject it with a reason; every decision is emailed and
              recorded in the member’s log.
            </p>
            <Filters key={`${search.text}|${search.country}`} search={search} />
            <MemberList search={search} />
          </>
        )}
      </MemberGate>
    </div>
  );
}
