/**
 * A member company's membership status and how it is shown, apart from the directory's
 * schemas, so pages that only display a status do not load the schema library.
 */
export const MEMBERSHIP_STATUSES = ['premium', 'standard_active', 'standard_inactive', 'pending'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const MEMBERSHIP_LABELS: Record<MembershipStatus, string> = {
  premium: 'Premium',
  standard_active: 'Standard Active',
  standard_inactive: 'Standard Inactive',
  pending: 'Application pending',
};
