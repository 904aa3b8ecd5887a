import type { MembershipTier } from '../../shared/domain/membership';
import type { Db } from '../db/database';
import { findPersonName, insertAuditEntry } from './member-audit-repository';

/** Who acted: a signed-in person (admin or applicant), or the portal's own scheduled work. */
export type Actor = Person | 'system';
export interface Person {
  userId: number;
  name: string;
}

const SYSTEM_NAME = 'DFA Portal (scheduled check)';

/**
 * What can happen to a member or an application, with the facts each entry keeps. Payment
 * protection cases are logged against both parties' companies, so each member's log shows them.
 */
export type AuditEntry =
  | { action: 'application-approved'; details: { tier: MembershipTier } }
  | { action: 'application-rejected'; details: Record<string, never> }
  | { action: 'information-requested'; details: Record<string, never> }
  | { action: 'information-provided'; details: Record<string, never> }
  | {
      action: 'invoice-issued';
      details: {
        number: string;
        amountMinor: number;
        currency: string;
        dueOn: string;
        kind: string;
        /** the voided invoice it was issued in place of */
        replaces?: string;
      };
    }
  | {
      action: 'invoice-paid';
      details: { number: string; paidOn: string; reference: string; validUntil: string };
    }
  | { action: 'reminder-sent'; details: { daysLeft: number; validUntil: string } }
  | { action: 'membership-lapsed'; details: { validUntil: string } }
  | {
      action: 'tier-changed';
      details: {
        from: MembershipTier | null;
        to: MembershipTier;
        upgradeInvoice?: string | null;
        reissued?: { cancelled: string; issued: string }[];
      };
    }
  | { action: 'premium-requested'; details: { requestId: number } }
  | { action: 'premium-request-withdrawn'; details: { requestId: number } }
  | { action: 'premium-request-declined'; details: { requestId: number } }
  | { action: 'suspended'; details: Record<string, never> }
  | { action: 'reinstated'; details: { status: string } }
  | { action: 'protection-cover-changed'; details: { fromUsd: number; toUsd: number } }
  | { action: 'protection-reported'; details: ProtectionCaseFacts }
  | { action: 'protection-confirmed'; details: ProtectionCaseFacts }
  | { action: 'protection-declined'; details: ProtectionCaseFacts }
  | { action: 'protection-withdrawn'; details: ProtectionCaseFacts }
  | { action: 'protection-claim-opened'; details: ProtectionCaseFacts & { files: number } }
  | { action: 'protection-claim-answered'; details: ProtectionCaseFacts & { files: number } }
  | { action: 'protection-claim-decided'; details: ProtectionCaseFacts & { outcome: string } }
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

/** Which case and invoice a payment protection entry is about. */
interface ProtectionCaseFacts {
  caseId: number;
  invoiceNumber: string;
  amountMinor: number;
  currency: string;
}

/** The person's name as the log shows it. */
export async function actorFor(db: Db, userId: number): Promise<Person> {
  const row = await findPersonName(db, userId);
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
  await insertAuditEntry(trx, {
    company_id: companyId,
    actor_user_id: actor === 'system' ? null : actor.userId,
    actor_name: actor === 'system' ? SYSTEM_NAME : actor.name,
    action: entry.action,
    reason,
    details: JSON.stringify(entry.details),
    created_at: now.toISOString(),
  });
}
