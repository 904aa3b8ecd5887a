import type { MemberRow } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import {
  APPLICATION_STATUS_LABELS,
  MEMBERSHIP_STATE_LABELS,
  type ApplicationStatus,
  type MembershipState,
} from '../../../shared/domain/membership';
import { StatusBadge, type StatusTone } from '../../components/kit/StatusBadge';

const TONES: Record<MembershipState, StatusTone> = {
  email_unconfirmed: 'warn',
  under_review: 'warn',
  awaiting_payment: 'good',
  rejected: 'bad',
  premium: 'good',
  standard_active: 'good',
  standard_inactive: 'bad',
  suspended: 'bad',
};

/**
 * Where a company stands, as one badge with the state's own label; an application under review
 * adds how far the questions have gone.
 */
export function StandingBadge({
  state,
  applicationStatus,
}: {
  state: MembershipState;
  applicationStatus: ApplicationStatus | null;
}) {
  const detail =
    state === 'under_review' &&
    (applicationStatus === 'info_requested' || applicationStatus === 'info_received')
      ? `: ${APPLICATION_STATUS_LABELS[applicationStatus].toLowerCase()}`
      : '';
  return (
    <StatusBadge tone={TONES[state]}>
      {MEMBERSHIP_STATE_LABELS[state]}
      {detail}
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
