import { Link } from 'react-router';
import type { MemberDetail, MemberFilter, MemberRow } from '../../../shared/api/members';
import { TIER_LABELS } from '../../../shared/domain/membership';
import { ActionButtons } from '../../components/kit/ActionButtons';
import type { Column } from '../../components/kit/DataTable';
import styles from '../../components/kit/classes.module.css';
import { neighbourRow } from '../../lib/focus';
import { rowActions } from './member-actions';
import { dayOf, StandingBadge, validityText } from './member-labels';
import { MEMBERS_PATH } from './member-search';

const linkIdOf = (row: MemberRow) => `member-${row.id}`;

/** The members list's columns; the last holds the decisions a row offers (see `rowActions`). */
export function memberColumns(
  rows: readonly MemberRow[],
  filter: MemberFilter,
  onDone: (answer: MemberDetail) => void,
): Column<MemberRow>[] {
  return [
    {
      id: 'company',
      header: 'Company',
      primary: true,
      cell: (row) => (
        <Link id={linkIdOf(row)} to={`${MEMBERS_PATH}/${row.id}`}>
          {row.name}
        </Link>
      ),
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
        row.offices.map((office) => `${office.city}, ${office.countryName}`).join(' · ') ||
        'No offices listed',
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
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <ActionButtons<MemberDetail>
          actions={rowActions(row, filter)}
          subject={row.name}
          onDone={onDone}
          focusAfterConfirm={neighbourRow(rows, row, linkIdOf)}
        />
      ),
    },
  ];
}
