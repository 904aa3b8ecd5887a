import type { MembershipStatus } from './membership';
import { SHIPPING_LEADS_RULE } from './membership-statements';
import { standingOf } from './standing';

/**
 * The member tools that hold other members' data or publish to them. A company gets them while
 * its membership is in good standing (Premium or Standard Active): an applicant is still being
 * checked, and a lapsed (Standard Inactive) company keeps its profile but not the tools. A tool
 * with a `standard` message is a Premium benefit: Standard Active companies are told why not.
 */
export const MEMBER_TOOLS = {
  blacklist: {
    pending:
      'The blacklist opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so the blacklist is closed to your company. Renew your membership to search it and download evidence again.',
  },
  'virtual-office': {
    pending:
      'The virtual office opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so the virtual office is closed to your company and your listings are hidden from other members. Renew your membership to use it again.',
  },
  'member-contacts': {
    pending:
      'Member contacts open once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so member contacts are closed to your company. Renew your membership to see them again.',
  },
  schedules: {
    pending:
      'Ship schedules open once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so ship schedules are closed to your company. Renew your membership to search sailings again.',
  },
  tracking: {
    pending:
      'Cargo tracking opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so cargo tracking and your watchlist are closed to your company. Renew your membership to track shipments again.',
  },
  'shipping-leads': {
    pending:
      'The shipping leads board opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so the shipping leads board is closed to your company. Renew your membership to see new leads and quote again.',
    standard: `${SHIPPING_LEADS_RULE} Move your company to Premium membership to open the board.`,
  },
  'attendee-lists': {
    pending:
      'The lists of companies at DFA events open once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so the lists of companies at DFA events are closed to your company. Renew your membership to see them again.',
  },
  meetings: {
    pending:
      'Meetings with other members open once your membership is approved. We will email you when it is.',
    lapsed:
      'Your membership has lapsed, so you cannot book or answer meetings with other members. Renew your membership to meet them again.',
  },
  'calculator-widget': {
    pending:
      'The freight calculator for your website opens once your membership is approved and its first invoice paid. We will email you at each step.',
    lapsed:
      'Your membership has lapsed, so your freight calculator is switched off. Renew your membership to edit it and put it back on your website.',
  },
  'member-api': {
    pending: 'Keys to the member API open once your membership is approved. We will email you when it is.',
    lapsed:
      'Your membership has lapsed, so your company’s API keys are refused and no new ones can be made. Renew your membership to use the member API again.',
  },
} as const;

export type MemberTool = keyof typeof MEMBER_TOOLS;

/** Why the tool is closed to this account, or null when it is open. */
export function toolLockedMessage(
  tool: MemberTool,
  account: { type: MembershipStatus; isAdmin: boolean },
): string | null {
  const standing = standingOf(account);
  if (standing !== 'good') return MEMBER_TOOLS[tool][standing];
  const { standard }: { pending: string; lapsed: string; standard?: string } = MEMBER_TOOLS[tool];
  return standard !== undefined && !account.isAdmin && account.type !== 'premium' ? standard : null;
}
