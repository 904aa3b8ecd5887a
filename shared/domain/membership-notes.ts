import type { MembershipState } from './membership-states';

/**
 * What each state means for the company, and what comes next, in a sentence. Apart from the
 * labels (./membership.ts), so pages that only show a status (the directory) do without them.
 */
export const MEMBERSHIP_STATE_NOTES: Record<MembershipState, string> = {
  email_unconfirmed:
    'Open the link we emailed to confirm your address: the association reviews your application once it is confirmed.',
  under_review: 'The association is reviewing your application and will email you its decision.',
  awaiting_payment:
    'Your application is approved. Your membership starts, and the member tools open, as soon as the association records the payment of your first invoice.',
  rejected: 'The association could not accept your application.',
  premium: 'Every member tool is open, payment protection included.',
  standard_active:
    'The member tools are open; payment protection and quoting on shipping leads are Premium benefits.',
  standard_inactive: 'Your membership has ended: renew it to open the member tools again.',
  suspended:
    'The association has suspended your membership: the member tools are closed until it is reinstated.',
};
