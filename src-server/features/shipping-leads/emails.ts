import {
  BID_BASIS_LABELS,
  leadQuotesPath,
  shippingLeadPath,
  type BidView,
  type LeadView,
  type RequesterView,
} from '../../../shared/api/shipping-leads';
import { formatMoney } from '../../../shared/domain/money';
import { composeEmail } from '../../services/email-message';
import type { OutboxMessage } from '../../services/outbox';
import { laneText, requesterDetails, shipmentDetails } from '../../services/shipping-lead-records';

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
}): OutboxMessage {
  return composeEmail({
    to: inbox,
    subject: `Shipping lead ${lead.id} to review: ${laneText(lead)}`,
    blocks: [
      {
        text: `A shipper asked for quotes through the shipping leads form (lead ${lead.id}). Check it, then publish it to members or reject it with a reason.`,
      },
      { details: shipmentDetails(lead) },
      { details: requesterDetails(requester) },
      { text: 'Review it', link: `${siteUrl}${reviewPath}` },
    ],
    payload: { purpose: 'shipping-lead-review', leadId: lead.id },
  });
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
}): OutboxMessage {
  return composeEmail({
    to: requester.email,
    subject: `Your shipping request is live: ${laneText(lead)}`,
    blocks: [
      { text: `Hello ${requester.name},` },
      {
        text: `We checked your request and published it to DFA member forwarders. It stays open for quotes for ${days} days, until ${lead.expiresAt?.slice(0, 10) ?? ''}, unless you accept a quote first.`,
      },
      { details: shipmentDetails(lead) },
      {
        text: 'Your private page, where the quotes appear side by side and you can accept one (keep this link to yourself: anyone with it can accept a quote)',
        link: `${siteUrl}${leadQuotesPath(token)}`,
      },
      {
        text: 'Members do not see your contact details. When you accept a quote, we send them to that forwarder only, and tell the others the shipment went elsewhere.',
      },
    ],
    payload: { purpose: 'shipping-lead-published', leadId: lead.id },
  });
}

export function leadRejectedEmail({
  requester,
  lead,
  reason,
}: {
  requester: RequesterView;
  lead: LeadView;
  reason: string;
}): OutboxMessage {
  return composeEmail({
    to: requester.email,
    subject: `Your shipping request was not published: ${laneText(lead)}`,
    blocks: [
      { text: `Hello ${requester.name},` },
      { text: 'Thank you for your request. We could not publish it to our members, for this reason:' },
      { text: reason },
      {
        text: 'If you can correct it, please send a new request on our shipping leads page. Reply to this email if you have questions.',
      },
    ],
    payload: { purpose: 'shipping-lead-rejected', leadId: lead.id },
  });
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
}): OutboxMessage {
  return composeEmail({
    to,
    subject: `Your quote was accepted: shipping lead ${lead.id}, ${laneText(lead)}`,
    blocks: [
      {
        text: `Good news: the shipper accepted your quote for shipping lead ${lead.id}. Please contact them within one working day to confirm the booking.`,
      },
      { details: requesterDetails(requester) },
      { details: shipmentDetails(lead) },
      { text: 'The quote they accepted' },
      { details: bidDetails(bid) },
      { text: 'The lead', link: `${siteUrl}${shippingLeadPath(lead.id)}` },
    ],
    payload: { purpose: 'shipping-lead-won', leadId: lead.id, bidId: bid.id },
  });
}

export function quoteNotChosenEmail({
  to,
  lead,
  siteUrl,
}: {
  to: string;
  lead: LeadView;
  siteUrl: string;
}): OutboxMessage {
  return composeEmail({
    to,
    subject: `Shipping lead ${lead.id} was awarded to another member`,
    blocks: [
      {
        text: `Thank you for quoting on shipping lead ${lead.id} (${laneText(lead)}). The shipper has chosen another forwarder this time.`,
      },
      {
        text: 'Quotes that arrive early, match the request and state validity, transit time and free days clearly tend to win. Save your trade lanes on the board to hear of new leads first.',
      },
      { text: 'Open leads', link: `${siteUrl}/shipping-leads` },
    ],
    payload: { purpose: 'shipping-lead-lost', leadId: lead.id },
  });
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
}): OutboxMessage {
  return composeEmail({
    to: requester.email,
    subject: `You accepted ${company}’s quote: ${laneText(lead)}`,
    blocks: [
      { text: `Hello ${requester.name},` },
      {
        text: `You accepted the quote of ${company}. We sent them your contact details; they will contact you to confirm the booking. The other forwarders were told that the shipment went elsewhere.`,
      },
      { details: bidDetails(bid) },
    ],
    payload: { purpose: 'shipping-lead-accepted', leadId: lead.id, bidId: bid.id },
  });
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
}): OutboxMessage {
  return composeEmail({
    to,
    subject: `Shipping lead ${lead.id} is closed: ${laneText(lead)}`,
    blocks: [
      ...(name ? [{ text: `Hello ${name},` }] : []),
      {
        text:
          role === 'requester'
            ? 'We closed your shipping request, so it no longer takes quotes. The reason:'
            : `We closed shipping lead ${lead.id}, on which you had quoted, so your quote no longer stands. The reason:`,
      },
      { text: reason },
    ],
    payload: { purpose: 'shipping-lead-closed', leadId: lead.id, role },
  });
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
}): OutboxMessage {
  const count = leads.length;
  return composeEmail({
    to,
    subject: `${count} new shipping lead${count === 1 ? '' : 's'} on your lanes`,
    blocks: [
      { text: `Hello ${name},` },
      {
        text: `${count === 1 ? 'One new lead was' : `${count} new leads were`} published on the trade lanes you saved.`,
      },
      ...leads.map((lead) => ({
        text: `Lead ${lead.id}: ${laneText(lead)}, ready ${lead.readyDate}`,
        link: `${siteUrl}${shippingLeadPath(lead.id)}`,
      })),
      {
        text: 'You get this digest at most once a day, and only on days with new leads. Change your lanes on the board',
        link: `${siteUrl}/shipping-leads`,
      },
    ],
    payload: { purpose: 'shipping-lead-digest', leadIds: leads.map((lead) => lead.id) },
  });
}
