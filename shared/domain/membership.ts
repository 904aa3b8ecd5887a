/**
 * A member company's membership status and how it is shown, apart from the directory's
 * schemas, so pages that only display a status do not load the schema library.
 */
// The lists alone live apart: the session check on every page reads them without the labels.
export {
  MEMBERSHIP_STATES,
  MEMBERSHIP_STATUSES,
  type MembershipState,
  type MembershipStatus,
} from './membership-states';
import type { MembershipState, MembershipStatus } from './membership-states';

/** One label per state, the only words any page, email or admin view uses for it. */
export const MEMBERSHIP_STATE_LABELS: Record<MembershipState, string> = {
  email_unconfirmed: 'Application: email address to confirm',
  under_review: 'Application being reviewed',
  awaiting_payment: 'Approved, awaiting payment',
  rejected: 'Application rejected',
  premium: 'Premium',
  standard_active: 'Standard Active',
  standard_inactive: 'Standard Inactive',
  suspended: 'Suspended',
};

/** The facts a state is read from. */
export interface StateFacts {
  status: MembershipStatus;
  /** the decision on the application, when there is one */
  applicationStatus: ApplicationStatus | null;
  suspended: boolean;
  /** whether the applicant confirmed the email address given at sign-up */
  emailConfirmed: boolean;
}

export function membershipStateOf({
  status,
  applicationStatus,
  suspended,
  emailConfirmed,
}: StateFacts): MembershipState {
  if (suspended) return 'suspended';
  if (status !== 'pending') return status;
  if (applicationStatus === 'approved') return 'awaiting_payment';
  if (applicationStatus === 'rejected') return 'rejected';
  return emailConfirmed ? 'under_review' : 'email_unconfirmed';
}

/** An account's state, from a user record that may predate the `state` field. */
export function stateOfAccount({
  type,
  state,
}: {
  type: MembershipStatus;
  state?: MembershipState | undefined;
}) {
  return state ?? (type === 'pending' ? 'under_review' : type);
}

/**
 * The label where only the stored status is known (the directory, a bidder's badge): companies
 * shown there are members, and an applicant reads as one whose application is under way.
 */
export function statusLabel(status: MembershipStatus): string {
  return MEMBERSHIP_STATE_LABELS[status === 'pending' ? 'under_review' : status];
}

/** What a company pays for; its status follows from the tier, the validity and any suspension. */
export const MEMBERSHIP_TIERS = ['standard', 'premium'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
export const TIER_LABELS: Record<MembershipTier, string> = { standard: 'Standard', premium: 'Premium' };

/** The status a paid-up tier gives. */
export function activeStatusOf(tier: MembershipTier): MembershipStatus {
  return tier === 'premium' ? 'premium' : 'standard_active';
}

/** Whether the status opens the member tools: paid up and not suspended. */
export function isCurrentStatus(status: MembershipStatus): boolean {
  return status === 'premium' || status === 'standard_active';
}

export const APPLICATION_STATUSES = [
  'submitted',
  'info_requested',
  'info_received',
  'approved',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Waiting for review',
  info_requested: 'Waiting for the applicant’s answer',
  info_received: 'Answer received, waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Membership invoices are due this many days after they are issued. */
export const INVOICE_DUE_DAYS = 30;
/** The renewal invoice is issued, with the first reminder, this many days before the membership ends. */
export const RENEWAL_NOTICE_DAYS = 30;
/** The last reminder before the membership ends. */
export const FINAL_REMINDER_DAYS = 7;

/** The last day of a year of membership that starts on `day` (YYYY-MM-DD): 2026-03-01 → 2027-02-28. */
export function lastDayOfYearFrom(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // A year from 29 February: Date.UTC rolls the missing day into 1 March, so the year ends on 28 February.
  return new Date(Date.UTC(year + 1, month - 1, date) - 86_400_000).toISOString().slice(0, 10);
}
