import {
  ACCEPTANCE_CODE_TTL_MINUTES,
  BID_BASIS_LABELS,
  leadQuotesPath,
  QUOTE_LINK_DAYS_AFTER_CLOSE,
  shippingLeadPath,
  type BidView,
  type LeadView,
  type RequesterView,
} from '../../../shared/api/shipping-leads';
import { formatMoney } from '../../../shared/domain/money';
import type { EmailDraft } from '../../services/email';
import { laneText, requesterDetails, shipmentDetails } from '../../services/shipping-lead-repository';

const reviewPath = '/shipping-leads/review';

/** The team's note that a shipper's request waits for review. */
export function leadForReviewEmail({
  inbox,
  lead,
  requester,
  siteUrl,
}: {
  inbox: string;
  lead: LeadView;
  requester: RequesterView;
  siteUrl: string;
}): EmailDraft {
  return {
    to: inbox,
    subject: `Shipping lead ${lead.id} to review: ${laneText(lead)}`,
    blocks: [
      `A shipper asked for quotes through the shipping leads form (lead ${lead.id}). Check it, then publish it to members or reject it with a reason.`,
      { details: shipmentDetails(lead) },
      { details: requesterDetails(requester) },
      { link: 'Review it', url: `${siteUrl}${reviewPath}` },
    ],
    payload: { purpose: 'shipping-lead-review', leadId: lead.id },
  };
}

/** The shipper's private link, sent when the request is published. */
export function leadPublishedEmail({
  requester,
  lead,
  token,
  siteUrl,
  days,
}: {
  requester: RequesterView;
  lead: LeadView;
  token: string;
  siteUrl: string;
  days: number;
}): EmailDraft {
  return {
    to: requester.email,
    subject: `Your shipping request is live: ${laneText(lead)}`,
    blocks: [
      `Hello ${requester.name},`,
      `We checked your request and published it to DFA member forwarders. It stays open for quotes for ${days} days, until ${lead.expiresAt?.slice(0, 10) ?? ''}, unless you accept a quote first.`,
      { details: shipmentDetails(lead) },
      `Your private page shows the quotes side by side, and you accept one there with a code we email to this address. The link works until ${QUOTE_LINK_DAYS_AFTER_CLOSE} days after the request closes; keep it to yourself.`,
      { link: 'Compare your quotes', url: `${siteUrl}${leadQuotesPath(token)}` },
      'Members do not see your contact details. When you accept a quote, we send them to that forwarder only, and tell the others the shipment went elsewhere.',
    ],
    payload: { purpose: 'shipping-lead-published', leadId: lead.id },
  };
}

export function leadRejectedEmail({
  requester,
  lead,
  reason,
}: {
  requester: RequesterView;
  lead: LeadView;
  reason: string;
}): EmailDraft {
  return {
    to: requester.email,
    subject: `Your shipping request was not published: ${laneText(lead)}`,
    blocks: [
      `Hello ${requester.name},`,
      'Thank you for your request. We could not publish it to our members, for this reason:',
      reason,
      'If you can correct it, please send a new request on our shipping leads page. Reply to this email if you have questions.',
    ],
    payload: { purpose: 'shipping-lead-rejected', leadId: lead.id },
  };
}

function bidDetails(bid: BidView): [string, string][] {
  return [
    ...bid.lines.map((line): [string, string] => [
      line.description,
      `${line.quantity} ${BID_BASIS_LABELS[line.basis]} × ${line.unitPrice} ${line.currency} = ${formatMoney(line.totalMinor, line.currency)}`,
    ]),
    ...bid.totals.map((total): [string, string] => [
      `Total in ${total.currency}`,
      formatMoney(total.amountMinor, total.currency),
    ]),
    ['Valid until', bid.validUntil],
    ['Transit time', `${bid.transitDays} days`],
    ['Free days at destination', String(bid.freeDays)],
    ['Carrier or routing', bid.routing],
  ];
}

/** The code that accepts one quote, to the request's own address. */
export function acceptanceCodeEmail({
  requester,
  leadId,
  company,
  code,
}: {
  requester: RequesterView;
  leadId: number;
  company: string;
  code: string;
}): EmailDraft {
  return {
    to: requester.email,
    subject: `Your code to accept ${company}’s quote: ${code}`,
    blocks: [
      `Hello ${requester.name},`,
      `Enter this code on your quotes page to accept the quote of ${company} for your shipping request ${leadId}:`,
      code,
      `It works once, for ${ACCEPTANCE_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this email: nothing is accepted without the code.`,
    ],
    payload: { purpose: 'shipping-lead-acceptance-code', leadId },
  };
}

/** The winning member gets the shipper's contact details, and nobody else ever does. */
export function quoteAcceptedEmail({
  to,
  lead,
  requester,
  bid,
  siteUrl,
}: {
  to: string;
  lead: LeadView;
  requester: RequesterView;
  bid: BidView;
  siteUrl: string;
}): EmailDraft {
  return {
    to,
    subject: `Your quote was accepted: shipping lead ${lead.id}, ${laneText(lead)}`,
    blocks: [
      `Good news: the shipper accepted your quote for shipping lead ${lead.id}. Please contact them within one working day to confirm the booking.`,
      { details: requesterDetails(requester) },
      { details: shipmentDetails(lead) },
      'The quote they accepted',
      { details: bidDetails(bid) },
      { link: 'The lead', url: `${siteUrl}${shippingLeadPath(lead.id)}` },
    ],
    payload: { purpose: 'shipping-lead-won', leadId: lead.id, bidId: bid.id },
  };
}

export function quoteNotChosenEmail({
  to,
  lead,
  siteUrl,
}: {
  to: string;
  lead: LeadView;
  siteUrl: string;
}): EmailDraft {
  return {
    to,
    subject: `Shipping lead ${lead.id} was awarded to another member`,
    blocks: [
      `Thank you for quoting on shipping lead ${lead.id} (${laneText(lead)}). The shipper has chosen another forwarder this time.`,
      'Quotes that arrive early, match the request and state validity, transit time and free days clearly tend to win. Save your trade lanes on the board to hear of new leads first.',
      { link: 'Open leads', url: `${siteUrl}/shipping-leads` },
    ],
    payload: { purpose: 'shipping-lead-lost', leadId: lead.id },
  };
}

/** The shipper's own record of the choice. */
export function acceptanceConfirmationEmail({
  requester,
  lead,
  company,
  bid,
}: {
  requester: RequesterView;
  lead: LeadView;
  company: string;
  bid: BidView;
}): EmailDraft {
  return {
    to: requester.email,
    subject: `You accepted ${company}’s quote: ${laneText(lead)}`,
    blocks: [
      `Hello ${requester.name},`,
      `You accepted the quote of ${company}. We sent them your contact details; they will contact you to confirm the booking. The other forwarders were told that the shipment went elsewhere.`,
      { details: bidDetails(bid) },
    ],
    payload: { purpose: 'shipping-lead-accepted', leadId: lead.id, bidId: bid.id },
  };
}

/** When DFA staff close a lead: the shipper and every member with a live quote hear why. */
export function leadClosedEmail({
  to,
  name,
  lead,
  reason,
  role,
}: {
  to: string;
  name: string | null;
  lead: LeadView;
  reason: string;
  role: 'requester' | 'bidder';
}): EmailDraft {
  return {
    to,
    subject: `Shipping lead ${lead.id} is closed: ${laneText(lead)}`,
    blocks: [
      ...(name ? [`Hello ${name},`] : []),
      role === 'requester'
        ? 'We closed your shipping request, so it no longer takes quotes. The reason:'
        : `We closed shipping lead ${lead.id}, on which you had quoted, so your quote no longer stands. The reason:`,
      reason,
    ],
    payload: { purpose: 'shipping-lead-closed', leadId: lead.id, role },
  };
}

/** The day's new leads on a member's saved lanes. */
export function laneDigestEmail({
  to,
  name,
  leads,
  siteUrl,
}: {
  to: string;
  name: string;
  leads: LeadView[];
  siteUrl: string;
}): EmailDraft {
  const count = leads.length;
  return {
    to,
    subject: `${count} new shipping lead${count === 1 ? '' : 's'} on your lanes`,
    blocks: [
      `Hello ${name},`,
      `${count === 1 ? 'One new lead was' : `${count} new leads were`} published on the trade lanes you saved.`,
      {
        links: leads.map((lead) => ({
          label: `Lead ${lead.id}: ${laneText(lead)}, ready ${lead.readyDate}`,
          url: `${siteUrl}${shippingLeadPath(lead.id)}`,
        })),
      },
      'You get this digest at most once a day, and only on days with new leads. You can change your lanes on the board.',
      { link: 'Open the board', url: `${siteUrl}/shipping-leads` },
    ],
    payload: { purpose: 'shipping-lead-digest', leadIds: leads.map((lead) => lead.id) },
  };
}
