/** The stored membership statuses and the finer states, without their labels (see ./membership). */
export const MEMBERSHIP_STATUSES = ['premium', 'standard_active', 'standard_inactive', 'pending'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * Where a company stands, as members, emails and the association's admins name it: the stored
 * status, told apart where it hides more than one state (an applicant waiting for its email to
 * be confirmed, for a review, or for its first payment; a lapsed or a suspended member).
 */
export const MEMBERSHIP_STATES = [
  'email_unconfirmed',
  'under_review',
  'awaiting_payment',
  'rejected',
  'premium',
  'standard_active',
  'standard_inactive',
  'suspended',
] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];
