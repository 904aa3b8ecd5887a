import {
  activeStatusOf,
  isCurrentStatus,
  TIER_LABELS,
  type ApplicationStatus,
  type MembershipTier,
} from '../../../shared/domain/membership';
import type { Currency } from '../../../shared/domain/money';
import { utcDay } from '../../../shared/domain/date';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { accessChanged } from '../../http/sessions';
import { emailCompany, enqueueEmail, type EmailDraft } from '../../services/email';
import { administratorEmails } from '../../services/user-repository';
import { recordAudit, type AuditEntry, type Person } from '../../services/member-audit';
import { companyState } from '../../services/membership-state-repository';
import {
  answerReceivedEmail,
  approvedEmail,
  informationRequestEmail,
  reinstatedEmail,
  rejectedEmail,
  suspendedEmail,
  tierChangedEmail,
  type TierChangeFacts,
} from './emails';
import { settleTierChange } from './tier-change';
import { issueInvoice } from './invoices';
import { insertApplicationMessage, saveApplication, updateMembership } from './membership-repository';
import {
  applicationStateOf,
  companyRecord,
  DEFAULT_COVER_MINOR,
  type CompanyRecord,
} from './member-repository';

export interface Context {
  now: Date;
  siteUrl: string;
}

const OPEN_STATES: readonly ApplicationStatus[] = ['submitted', 'info_requested', 'info_received'];

/**
 * Refuses a decision on anything but an open application whose email address is confirmed,
 * saying what it is instead.
 */
async function requireOpenApplication(trx: Db, company: CompanyRecord): Promise<ApplicationStatus> {
  const state = applicationStateOf(company);
  if (company.membership_type === 'pending' && state && OPEN_STATES.includes(state)) {
    if ((await companyState(trx, company.id)) === 'email_unconfirmed') {
      throw new ApiError(
        'CONFLICT',
        `${company.name} has not confirmed its email address yet: its application can be reviewed once it has. The applicant can ask for a new link when signing in.`,
      );
    }
    return state;
  }
  const what =
    state === 'approved'
      ? 'was already approved'
      : state === 'rejected'
        ? 'was already rejected'
        : 'is a member, not an application';
  throw new ApiError('CONFLICT', `${company.name} ${what}.`);
}

/** What a company's people are told of a decision: one email each, addressed by first name. */
export type CompanyEmail = (person: { firstName: string }) => Omit<EmailDraft, 'to'>;

export interface Decision {
  /** Refuses (ApiError) unless the company can take the decision; writes it and says what to audit. */
  apply: (trx: Db, company: CompanyRecord) => Promise<AuditEntry>;
  /** the reason or message recorded with the audit entry */
  reason: string | null;
  /** the email to the company's people, once the decision is recorded */
  notify?: (trx: Db, company: CompanyRecord) => Promise<CompanyEmail>;
}

/**
 * Every decision on a company follows one path, in one transaction: read the company, check and
 * write the decision, record it in the audit log, tell the company. A refusal changes nothing.
 */
export async function decide(
  db: Db,
  companyId: number,
  actor: Person,
  now: Date,
  decision: Decision,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const company = await companyRecord(trx, companyId);
    const entry = await decision.apply(trx, company);
    await recordAudit(trx, companyId, actor, entry, { reason: decision.reason, now });
    if (decision.notify) await emailCompany(trx, companyId, await decision.notify(trx, company), now);
  });
  accessChanged();
}

async function addMessage(
  trx: Db,
  companyId: number,
  author: 'association' | 'applicant',
  actor: Person,
  body: string,
  now: Date,
): Promise<void> {
  await insertApplicationMessage(trx, {
    company_id: companyId,
    author,
    author_user_id: actor.userId,
    body,
    created_at: now.toISOString(),
  });
}

export async function approve(
  db: Db,
  { companyId, tier, note }: { companyId: number; tier: MembershipTier; note?: string | undefined },
  actor: Person,
  { now, siteUrl }: Context,
): Promise<void> {
  await decide(db, companyId, actor, now, {
    reason: note ?? null,
    apply: async (trx, company) => {
      await requireOpenApplication(trx, company);
      await saveApplication(
        trx,
        companyId,
        { status: 'approved', tier, decided_by: actor.userId, decided_at: now.toISOString() },
        now,
      );
      await updateMembership(trx, companyId, { tier });
      return { action: 'application-approved', details: { tier } };
    },
    // The approval email carries the first invoice, issued with it.
    notify: async (trx, company) => {
      const invoice = await issueInvoice(trx, { companyId, kind: 'membership', tier }, actor, now);
      return (person) => approvedEmail(person, { company: company.name, tier, invoice, note, siteUrl });
    },
  });
}

export async function reject(
  db: Db,
  { companyId, reason }: { companyId: number; reason: string },
  actor: Person,
  { now }: Context,
): Promise<void> {
  await decide(db, companyId, actor, now, {
    reason,
    apply: async (trx, company) => {
      await requireOpenApplication(trx, company);
      await saveApplication(
        trx,
        companyId,
        {
          status: 'rejected',
          rejection_reason: reason,
          decided_by: actor.userId,
          decided_at: now.toISOString(),
        },
        now,
      );
      return { action: 'application-rejected', details: {} };
    },
    notify: async (_trx, company) => (person) => rejectedEmail(person, { company: company.name, reason }),
  });
}

export async function requestInformation(
  db: Db,
  { companyId, message }: { companyId: number; message: string },
  actor: Person,
  { now, siteUrl }: Context,
): Promise<void> {
  await decide(db, companyId, actor, now, {
    reason: message,
    apply: async (trx, company) => {
      await requireOpenApplication(trx, company);
      await saveApplication(trx, companyId, { status: 'info_requested' }, now);
      await addMessage(trx, companyId, 'association', actor, message, now);
      return { action: 'information-requested', details: {} };
    },
    notify: async (_trx, company) => (person) =>
      informationRequestEmail(person, { company: company.name, message, siteUrl }),
  });
}

/** The applicant's answer: back to the review queue, and the admins hear of it. */
export async function answerQuestions(
  db: Db,
  { companyId, message }: { companyId: number; message: string },
  actor: Person,
  { now, siteUrl }: Context,
): Promise<void> {
  await decide(db, companyId, actor, now, {
    reason: message,
    apply: async (trx, company) => {
      if (company.membership_type !== 'pending' || applicationStateOf(company) !== 'info_requested') {
        throw new ApiError(
          'CONFLICT',
          'The association has no open questions about your application. We will email you if that changes.',
        );
      }
      await saveApplication(trx, companyId, { status: 'info_received' }, now);
      await addMessage(trx, companyId, 'applicant', actor, message, now);
      // The applicant wrote the answer: the association's admins are the ones to tell.
      for (const admin of await administratorEmails(trx)) {
        await enqueueEmail(
          trx,
          answerReceivedEmail(admin, { company: company.name, companyId, siteUrl }),
          now,
        );
      }
      return { action: 'information-provided', details: {} };
    },
  });
}

/** Only a company that is a member (paid at least once) has a tier to change or a membership to suspend. */
function requireMember(company: CompanyRecord): void {
  if (company.membership_type === 'pending') {
    throw new ApiError(
      'CONFLICT',
      `${company.name} is not a member yet: decide its application, and record its first payment, first.`,
    );
  }
}

/**
 * Moves a member to another tier in the transaction of the decision: the status follows at once,
 * an upgrade is invoiced pro rata, unpaid renewals are reissued at the new fee. Answers the facts
 * the member's email gives.
 */
export async function moveToTier(
  trx: Db,
  company: CompanyRecord,
  { tier, reason }: { tier: MembershipTier; reason: string },
  actor: Person,
  { now, siteUrl }: Context,
): Promise<{ entry: AuditEntry; email: CompanyEmail }> {
  requireMember(company);
  if (company.tier === tier) {
    throw new ApiError('CONFLICT', `${company.name} is already ${TIER_LABELS[tier]}.`, {
      tier: 'This is the current tier.',
    });
  }
  const settled = await settleTierChange(trx, company, tier, actor, now);
  const active = isCurrentStatus(company.membership_type);
  await updateMembership(trx, company.id, {
    tier,
    ...(active ? { membership_type: activeStatusOf(tier) } : {}),
  });
  const asFacts = (invoice: { number: string; amountMinor: number; currency: string; dueOn: string }) => ({
    ...invoice,
    currency: invoice.currency as Currency,
  });
  const nextFee = settled.quote?.nextFee ?? { amountMinor: 0, currency: 'USD' as const };
  const money: TierChangeFacts = {
    upgradeInvoice:
      settled.upgradeInvoice && settled.quote?.proRata
        ? {
            ...asFacts(settled.upgradeInvoice),
            ...settled.quote.proRata,
            currency: settled.quote.proRata.currency,
          }
        : null,
    reissued: settled.reissued.map((item) => ({
      cancelled: item.cancelled,
      invoice: asFacts({ ...item, number: item.issued }),
    })),
    nextFee,
  };
  return {
    entry: {
      action: 'tier-changed',
      details: {
        from: company.tier,
        to: tier,
        upgradeInvoice: settled.upgradeInvoice?.number ?? null,
        reissued: settled.reissued.map((item) => ({ cancelled: item.cancelled, issued: item.issued })),
      },
    },
    email: (person) =>
      tierChangedEmail(person, { company: company.name, from: company.tier, tier, reason, money, siteUrl }),
  };
}

export async function changeTier(
  db: Db,
  { companyId, tier, reason }: { companyId: number; tier: MembershipTier; reason: string },
  actor: Person,
  context: Context,
): Promise<void> {
  let email: CompanyEmail | undefined;
  await decide(db, companyId, actor, context.now, {
    reason,
    apply: async (trx, company) => {
      const moved = await moveToTier(trx, company, { tier, reason }, actor, context);
      email = moved.email;
      return moved.entry;
    },
    notify: async () => email!,
  });
}

export async function suspend(
  db: Db,
  { companyId, reason }: { companyId: number; reason: string },
  actor: Person,
  { now }: Context,
): Promise<void> {
  await decide(db, companyId, actor, now, {
    reason,
    apply: async (trx, company) => {
      requireMember(company);
      if (company.suspended_at) throw new ApiError('CONFLICT', `${company.name} is already suspended.`);
      await updateMembership(trx, companyId, {
        membership_type: 'standard_inactive',
        suspended_at: now.toISOString(),
        suspension_reason: reason,
      });
      return { action: 'suspended', details: {} };
    },
    notify: async (_trx, company) => (person) => suspendedEmail(person, { company: company.name, reason }),
  });
}

/** Lifts a suspension: the tier's status if the paid year still runs, Standard Inactive if it ended. */
export async function reinstate(
  db: Db,
  { companyId, reason }: { companyId: number; reason: string },
  actor: Person,
  { now }: Context,
): Promise<void> {
  const currentFor = (company: CompanyRecord) =>
    company.valid_until !== null && company.valid_until >= utcDay(now) && company.tier !== null;
  await decide(db, companyId, actor, now, {
    reason,
    apply: async (trx, company) => {
      if (!company.suspended_at) throw new ApiError('CONFLICT', `${company.name} is not suspended.`);
      const status = currentFor(company) ? activeStatusOf(company.tier!) : 'standard_inactive';
      await updateMembership(trx, companyId, {
        membership_type: status,
        suspended_at: null,
        suspension_reason: null,
      });
      return { action: 'reinstated', details: { status } };
    },
    notify: async (_trx, company) => (person) =>
      reinstatedEmail(person, {
        company: company.name,
        current: currentFor(company),
        validUntil: company.valid_until,
      }),
  });
}

export async function setProtectionCover(
  db: Db,
  { companyId, coverUsd, reason }: { companyId: number; coverUsd: number; reason: string },
  actor: Person,
  { now }: Context,
): Promise<void> {
  await decide(db, companyId, actor, now, {
    reason,
    apply: async (trx, company) => {
      const fromUsd = (company.protection_cover_minor ?? DEFAULT_COVER_MINOR) / 100;
      if (fromUsd === coverUsd) {
        throw new ApiError('CONFLICT', `The cover is already US$${coverUsd.toLocaleString('en-US')}.`, {
          coverUsd: 'This is the current cover.',
        });
      }
      await updateMembership(trx, companyId, { protection_cover_minor: coverUsd * 100 });
      return { action: 'protection-cover-changed', details: { fromUsd, toUsd: coverUsd } };
    },
  });
}
