import type { AuditItem } from '../../../shared/api/members';
import { formatDate } from '../../../shared/domain/date';
import { TIER_LABELS, type MembershipTier } from '../../../shared/domain/membership';
import { formatMoney, isCurrency } from '../../../shared/domain/money';
import type { Db } from '../../db/database';

/** Who acted: a signed-in person (admin or applicant), or the portal's own scheduled work. */
export type Actor = Person | 'system';
export interface Person {
  userId: number;
  name: string;
}

const SYSTEM_NAME = 'DFA Portal (scheduled check)';

/** What can happen to a member or an application, with the facts each entry keeps. */
export type AuditEntry =
  | { action: 'application-approved'; details: { tier: MembershipTier } }
  | { action: 'application-rejected'; details: Record<string, never> }
  | { action: 'information-requested'; details: Record<string, never> }
  | { action: 'information-provided'; details: Record<string, never> }
  | {
      action: 'invoice-issued';
      details: { number: string; amountMinor: number; currency: string; dueOn: string; kind: string };
    }
  | {
      action: 'invoice-paid';
      details: { number: string; paidOn: string; reference: string; validUntil: string };
    }
  | { action: 'reminder-sent'; details: { daysLeft: number; validUntil: string } }
  | { action: 'membership-lapsed'; details: { validUntil: string } }
  | { action: 'tier-changed'; details: { from: MembershipTier | null; to: MembershipTier } }
  | { action: 'suspended'; details: Record<string, never> }
  | { action: 'reinstated'; details: { status: string } }
  | { action: 'protection-cover-changed'; details: { fromUsd: number; toUsd: number } }
  | {
      action: 'fee-changed';
      details: {
        tier: MembershipTier;
        fromMinor: number;
        fromCurrency: string;
        toMinor: number;
        toCurrency: string;
      };
    };

/** The person's name as the log shows it. */
export async function actorFor(db: Db, userId: number): Promise<Person> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId, name: `${row.first_name} ${row.last_name}`.trim() };
}

/**
 * Appends one entry; call it with the transaction that makes the change, so the change and its
 * record stand or fall together. The table refuses updates and deletes.
 */
export async function recordAudit(
  trx: Db,
  companyId: number | null,
  actor: Actor,
  entry: AuditEntry,
  { reason = null, now }: { reason?: string | null; now: Date },
): Promise<void> {
  await trx
    .insertInto('member_audit_log')
    .values({
      company_id: companyId,
      actor_user_id: actor === 'system' ? null : actor.userId,
      actor_name: actor === 'system' ? SYSTEM_NAME : actor.name,
      action: entry.action,
      reason,
      details: JSON.stringify(entry.details),
      created_at: now.toISOString(),
    })
    .execute();
}

const money = (minor: unknown, currency: unknown) =>
  typeof minor === 'number' && typeof currency === 'string' && isCurrency(currency)
    ? formatMoney(minor, currency)
    : `${String(minor)} ${String(currency)}`;
const day = (value: unknown) => (typeof value === 'string' && value ? formatDate(value) : '—');
const tier = (value: unknown) =>
  typeof value === 'string' && value in TIER_LABELS ? TIER_LABELS[value as MembershipTier] : 'no tier';
const usd = (value: unknown) => `US$${Number(value).toLocaleString('en-US')}`;

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
      return `Issued ${d.kind === 'renewal' ? 'renewal ' : ''}invoice ${String(d.number)} for ${money(d.amountMinor, d.currency)}, due ${day(d.dueOn)}.`;
    case 'invoice-paid':
      return `Recorded the payment of invoice ${String(d.number)} on ${day(d.paidOn)} (reference ${String(d.reference)}); valid until ${day(d.validUntil)}.`;
    case 'reminder-sent':
      return `Sent the ${String(d.daysLeft)}-day renewal reminder (membership ends ${day(d.validUntil)}).`;
    case 'membership-lapsed':
      return `The membership lapsed to Standard Inactive: it ended ${day(d.validUntil)} and the renewal is unpaid.`;
    case 'tier-changed':
      return `Changed the tier from ${tier(d.from)} to ${tier(d.to)}.`;
    case 'suspended':
      return 'Suspended the membership.';
    case 'reinstated':
      return `Reinstated the membership (${String(d.status)}).`;
    case 'protection-cover-changed':
      return `Changed the payment protection cover from ${usd(d.fromUsd)} to ${usd(d.toUsd)} a year.`;
    case 'fee-changed':
      return `Changed the ${tier(d.tier)} fee from ${money(d.fromMinor, d.fromCurrency)} to ${money(d.toMinor, d.toCurrency)}.`;
    default:
      return action;
  }
}

/** A company's log, newest first; `null` reads the association-wide entries (fees). */
export async function readAudit(db: Db, companyId: number | null): Promise<AuditItem[]> {
  const rows = await db
    .selectFrom('member_audit_log')
    .selectAll()
    .where('company_id', companyId === null ? 'is' : '=', companyId)
    .orderBy('id', 'desc')
    .execute();
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
