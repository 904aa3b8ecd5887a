import type { MemberDetail, MemberFilter, MemberRow } from '../../../shared/api/members';
import { TIER_LABELS, type MembershipTier } from '../../../shared/domain/membership';
import { tierChangeSentences } from '../../../shared/domain/tier-change';
import type { DialogAction } from '../../components/kit/ActionButtons';

/** The company an action is taken on, from its page or from a row of the members list. */
interface Company {
  id: number;
  name: string;
}

function approval({ id, name }: Company, tier: MembershipTier): DialogAction {
  return {
    path: '/api/admin/members/approve',
    title: `Approve ${name} as ${TIER_LABELS[tier]}`,
    text: `The applicant is emailed the welcome and an invoice for the ${TIER_LABELS[tier]} fee, due in 30 days. The membership starts when the payment is recorded.`,
    confirmLabel: `Approve as ${TIER_LABELS[tier]}`,
    field: { label: 'A line for the welcome email', hint: 'Optional.', name: 'note' },
    body: (note) => ({ companyId: id, tier, note }),
  };
}

function rejection({ id, name }: Company): DialogAction {
  return {
    path: '/api/admin/members/reject',
    title: `Reject the application of ${name}`,
    text: 'The applicant is emailed the decision with your reason. This cannot be undone here.',
    confirmLabel: 'Reject the application',
    tone: 'danger',
    field: { label: 'Reason (the applicant reads it)', name: 'reason' },
    body: (reason) => ({ companyId: id, reason }),
  };
}

export function applicationActions(company: Company): DialogAction[] {
  return [
    approval(company, 'premium'),
    approval(company, 'standard'),
    {
      path: '/api/admin/members/request-information',
      title: `Ask ${company.name} for more information`,
      text: 'The applicant is emailed your message with a link to answer in the portal. The application waits for the answer.',
      confirmLabel: 'Send the questions',
      field: { label: 'What should the applicant tell or send you?', name: 'message' },
      body: (message) => ({ companyId: company.id, message }),
    },
    rejection(company),
  ];
}

/** What moving the member to `other` does, priced by the server, for the dialog that asks first. */
function tierChangeText(detail: MemberDetail, other: MembershipTier): string {
  const money = detail.tierChange
    ? tierChangeSentences(detail.tierChange, { who: 'the member' })
    : [`The next renewal invoice is at the ${TIER_LABELS[other]} fee.`];
  return [
    'The member is emailed the change, with any invoice it brings. Its status follows at once.',
    ...money,
  ].join(' ');
}

function premiumRequestActions({ id, name }: Company, approvalText: string): DialogAction[] {
  return [
    {
      path: '/api/admin/members/premium-request/approve',
      title: `Move ${name} to Premium, as it asked`,
      text: approvalText,
      confirmLabel: 'Approve the move to Premium',
      body: () => ({ companyId: id }),
    },
    {
      path: '/api/admin/members/premium-request/decline',
      title: `Decline the request of ${name} for Premium`,
      text: 'The member is emailed your reason and stays Standard; nothing is invoiced.',
      confirmLabel: 'Decline the request',
      tone: 'danger',
      field: { label: 'Reason (the member reads it)', name: 'reason' },
      body: (reason) => ({ companyId: id, reason }),
    },
  ];
}

function standingAction({ id, name }: Company, suspended: boolean): DialogAction {
  return suspended
    ? {
        path: '/api/admin/members/reinstate',
        title: `Reinstate ${name}`,
        text: 'The member is emailed. If its paid year still runs, its tools and contacts open again at once.',
        confirmLabel: 'Reinstate',
        field: { label: 'Reason', name: 'reason' },
        body: (reason) => ({ companyId: id, reason }),
      }
    : {
        path: '/api/admin/members/suspend',
        title: `Suspend ${name}`,
        text: 'The company becomes Standard Inactive at once: its tools lock and its contacts are hidden. It is emailed your reason.',
        confirmLabel: 'Suspend the membership',
        tone: 'danger',
        field: { label: 'Reason (the member reads it)', name: 'reason' },
        body: (reason) => ({ companyId: id, reason }),
      };
}

export function membershipActions(detail: MemberDetail): DialogAction[] {
  const { company } = detail;
  const other: MembershipTier = company.tier === 'premium' ? 'standard' : 'premium';
  return [
    ...(detail.premiumRequest?.status === 'open'
      ? premiumRequestActions(company, tierChangeText(detail, 'premium'))
      : []),
    {
      path: '/api/admin/members/change-tier',
      title: `${other === 'premium' ? 'Upgrade' : 'Downgrade'} ${company.name} to ${TIER_LABELS[other]}`,
      text: tierChangeText(detail, other),
      confirmLabel: `${other === 'premium' ? 'Upgrade' : 'Downgrade'} to ${TIER_LABELS[other]}`,
      field: { label: 'Reason', name: 'reason' },
      body: (reason) => ({ companyId: company.id, tier: other, reason }),
    },
    standingAction(company, company.suspension !== null),
  ];
}

/**
 * The decisions a row of the members list offers without opening the member: approve (as the
 * plan the applicant chose, else either) or reject an application, answer a request for
 * Premium, suspend or reinstate a member. Questions to an applicant and tier changes, which
 * need the record read first, stay on the member's page.
 */
export function rowActions(row: MemberRow, filter: MemberFilter): DialogAction[] {
  if (row.status === 'pending') {
    if (row.state !== 'under_review') return [];
    const tiers: MembershipTier[] = row.requestedTier ? [row.requestedTier] : ['premium', 'standard'];
    return [...tiers.map((tier) => approval(row, tier)), rejection(row)];
  }
  if (filter === 'premium-requests') {
    return premiumRequestActions(
      row,
      'The member moves to Premium at once and is emailed an invoice for the difference, pro rata for the rest of its paid year; the member’s page shows the sum first.',
    );
  }
  return [standingAction(row, row.suspended)];
}
