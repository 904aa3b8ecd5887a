import type { MemberRow } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import {
  APPLICATION_STATUS_LABELS,
  MEMBERSHIP_LABELS,
  type ApplicationStatus,
  type MembershipStatus,
} from '../../../shared/domain/membership';
import { StatusBadge } from '../../components/kit/StatusBadge';

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
  if (suspended) return <StatusBadge tone="bad">Suspended</StatusBadge>;
  if (status === 'pending') {
    const state = applicationStatus ?? 'submitted';
    const tone = state === 'rejected' ? 'bad' : state === 'approved' ? 'good' : 'warn';
    const label = state === 'approved' ? 'Approved, first invoice unpaid' : APPLICATION_STATUS_LABELS[state];
    return <StatusBadge tone={tone}>{label}</StatusBadge>;
  }
  return (
    <StatusBadge tone={status === 'standard_inactive' ? 'bad' : 'good'}>
      {MEMBERSHIP_LABELS[status]}
    </StatusBadge>
  );
}

export function validityText(row: Pick<MemberRow, 'validUntil' | 'status'>): string | null {
  if (!row.validUntil) return null;
  return row.status === 'standard_inactive'
    ? `Ended ${formatDate(row.validUntil)}`
    : `Valid until ${formatDate(row.validUntil)}`;
}

/** "Nov 27 2026" from an ISO timestamp or a calendar day. */
export const dayOf = (value: string) => formatDate(value.slice(0, 10));
