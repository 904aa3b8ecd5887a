import type { AuditItem } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import { TIER_LABELS, type MembershipTier } from '../../../shared/domain/membership';
import { formatMoney, isCurrency } from '../../../shared/domain/money';
import type { Db } from '../../db/database';
import { auditEntriesOf } from '../../services/member-audit-repository';

const money = (minor: unknown, currency: unknown) =>
  typeof minor === 'number' && typeof currency === 'string' && isCurrency(currency)
    ? formatMoney(minor, currency)
    : `${String(minor)} ${String(currency)}`;
const day = (value: unknown) => (typeof value === 'string' && value ? formatDate(value) : '—');
const tier = (value: unknown) =>
  typeof value === 'string' && value in TIER_LABELS ? TIER_LABELS[value as MembershipTier] : 'no tier';
const usd = (value: unknown) => `US$${Number(value).toLocaleString('en-US')}`;

const INVOICE_KIND_WORDS: Record<string, string> = { renewal: 'renewal ', upgrade: 'upgrade ' };

function summarise(action: string, d: Record<string, unknown>): string {
  switch (action) {
    case 'application-approved':
      return `Approved the application as ${tier(d.tier)}.`;
    case 'application-rejected':
      return 'Rejected the application.';
    case 'information-requested':
      return 'Asked the applicant for more information.';
    case 'information-provided':
      return 'Answered the association’s questions.';
    case 'invoice-issued':
      return `Issued ${INVOICE_KIND_WORDS[String(d.kind)] ?? ''}invoice ${String(d.number)} for ${money(d.amountMinor, d.currency)}, due ${day(d.dueOn)}${d.replaces ? `, replacing the cancelled ${String(d.replaces)}` : ''}.`;
    case 'invoice-paid':
      return `Recorded the payment of invoice ${String(d.number)} on ${day(d.paidOn)} (reference ${String(d.reference)}); valid until ${day(d.validUntil)}.`;
    case 'reminder-sent':
      return `Sent the ${String(d.daysLeft)}-day renewal reminder (membership ends ${day(d.validUntil)}).`;
    case 'membership-lapsed':
      return `The membership lapsed to Standard Inactive: it ended ${day(d.validUntil)} and the renewal is unpaid.`;
    case 'tier-changed':
      return `Changed the tier from ${tier(d.from)} to ${tier(d.to)}.`;
    case 'premium-requested':
      return 'Asked to move to Premium.';
    case 'premium-request-withdrawn':
      return 'Withdrew the request to move to Premium.';
    case 'premium-request-declined':
      return 'Declined the request to move to Premium.';
    case 'suspended':
      return 'Suspended the membership.';
    case 'reinstated':
      return `Reinstated the membership (${String(d.status)}).`;
    case 'protection-cover-changed':
      return `Changed the payment protection cover from ${usd(d.fromUsd)} to ${usd(d.toUsd)} a year.`;
    case 'protection-reported':
      return `Reported invoice ${String(d.invoiceNumber)} (${money(d.amountMinor, d.currency)}) for payment protection as case ${String(d.caseId)}.`;
    case 'protection-confirmed':
      return `Confirmed payment protection case ${String(d.caseId)}: invoice ${String(d.invoiceNumber)} is covered.`;
    case 'protection-declined':
      return `Declined payment protection case ${String(d.caseId)} (invoice ${String(d.invoiceNumber)}).`;
    case 'protection-withdrawn':
      return `Withdrew the report of payment protection case ${String(d.caseId)} (invoice ${String(d.invoiceNumber)}).`;
    case 'protection-claim-opened':
      return `Opened a claim on payment protection case ${String(d.caseId)} for invoice ${String(d.invoiceNumber)} (${money(d.amountMinor, d.currency)}).`;
    case 'protection-claim-answered':
      return `Answered the claim on payment protection case ${String(d.caseId)} (invoice ${String(d.invoiceNumber)}).`;
    case 'protection-claim-decided':
      return `Decided the claim on payment protection case ${String(d.caseId)}: ${String(d.outcome)}.`;
    case 'fee-changed':
      return `Changed the ${tier(d.tier)} fee from ${money(d.fromMinor, d.fromCurrency)} to ${money(d.toMinor, d.toCurrency)}.`;
    default:
      return action;
  }
}

/** A company's log, newest first; `null` reads the association-wide entries (fees). */
export async function readAudit(db: Db, companyId: number | null): Promise<AuditItem[]> {
  const rows = await auditEntriesOf(db, companyId);
  return rows.map((row) => {
    let details: Record<string, unknown> = {};
    try {
      details = JSON.parse(row.details) as Record<string, unknown>;
    } catch {
      details = {};
    }
    return {
      id: row.id,
      at: row.created_at,
      actor: row.actor_name,
      action: row.action,
      summary: summarise(row.action, details),
      reason: row.reason,
    };
  });
}
