import type { MembershipStatus } from './membership';
import { standingOf } from './standing';

/**
 * The member tools that hold other members' data or publish to them. A company gets them while
 * its membership is in good standing (Premium or Standard Active): an applicant is still being
 * checked, and a lapsed (Standard Inactive) company keeps its profile but not the tools.
 */
export const MEMBER_TOOLS = {
  blacklist: {
    pending: 'The blacklist opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so the blacklist is closed to your company. Renew your membership to search it and download evidence again.',
  },
  'virtual-office': {
    pending: 'The virtual office opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so the virtual office is closed to your company and your listings are hidden from other members. Renew your membership to use it again.',
  },
  'member-contacts': {
    pending: 'Member contacts open once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so member contacts are closed to your company. Renew your membership to see them again.',
  },
  schedules: {
    pending: 'Ship schedules open once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so ship schedules are closed to your company. Renew your membership to search sailings again.',
  },
  tracking: {
    pending: 'Cargo tracking opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so cargo tracking and your watchlist are closed to your company. Renew your membership to track shipments again.',
  },
  'shipping-leads': {
    pending: 'The shipping leads board opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so the shipping leads board is closed to your company. Renew your membership to see new leads and quote again.',
  },
  'attendee-lists': {
    pending:
      'The lists of companies at DFA events open once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so the lists of companies at DFA events are closed to your company. Renew your membership to see them again.',
  },
  'calculator-widget': {
    pending:
      'The freight calculator for your website opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so your freight calculator is switched off. Renew your membership to edit it and put it back on your website.',
  },
} as const;

export type MemberTool = keyof typeof MEMBER_TOOLS;

/** Why the tool is closed to this account, or null when it is open. */
export function toolLockedMessage(
  tool: MemberTool,
  account: { type: MembershipStatus; isAdmin: boolean },
): string | null {
  const standing = standingOf(account);
  return standing === 'good' ? null : MEMBER_TOOLS[tool][standing];
}
