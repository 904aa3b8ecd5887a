import type { MemberRow } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import {
  APPLICATION_STATUS_LABELS,
  MEMBERSHIP_LABELS,
  type ApplicationStatus,
  type MembershipStatus,
} from '../../../shared/domain/membership';
import styles from '../../components/workspace/workspace.module.css';

/** Where a company stands, as one badge: the application while pending, else the membership. */
export function StandingBadge({
  status,
  applicationStatus,
  suspended,
}: {
  status: MembershipStatus;
  applicationStatus: ApplicationStatus | null;
  suspended: boolean;
}) {
  if (suspended) return <span className={`${styles.badge} ${styles.bad}`}>Suspended</span>;
  if (status === 'pending') {
    const state = applicationStatus ?? 'submitted';
    const tone = state === 'rejected' ? styles.bad : state === 'approved' ? styles.good : styles.warn;
    const label = state === 'approved' ? 'Approved, first invoice unpaid' : APPLICATION_STATUS_LABELS[state];
    return <span className={`${styles.badge} ${tone}`}>{label}</span>;
  }
  const tone = status === 'standard_inactive' ? styles.bad : styles.good;
  return <span className={`${styles.badge} ${tone}`}>{MEMBERSHIP_LABELS[status]}</span>;
}

export function validityText(row: Pick<MemberRow, 'validUntil' | 'status'>): string | null {
  if (!row.validUntil) return null;
  return row.status === 'standard_inactive'
    ? `Ended ${formatDate(row.validUntil)}`
    : `Valid until ${formatDate(row.validUntil)}`;
}

/** "Nov 27 2026" from an ISO timestamp or a calendar day. */
export const dayOf = (value: string) => formatDate(value.slice(0, 10));
