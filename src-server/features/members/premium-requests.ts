import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import { emailCompany, enqueueEmail } from '../../services/email';
import { administratorEmails } from '../../services/user-repository';
import { recordAudit, type Person } from '../../services/member-audit';
import { decide, moveToTier, type CompanyEmail, type Context } from './decisions';
import { premiumDeclinedEmail, premiumRequestedEmail } from './emails';
import { companyRecord } from './member-repository';
import { closeRequest, insertPremiumRequest, openRequestOf } from './premium-request-repository';

/** Only a Standard member in good standing can be moved to Premium on its own request. */
function refusalFor(company: Awaited<ReturnType<typeof companyRecord>>): string | null {
  if (company.membership_type === 'premium') return `${company.name} is already a Premium member.`;
  if (company.membership_type === 'pending') {
    return 'Your application is still open: the association chooses the plan when it approves it.';
  }
  if (company.suspended_at) return 'Your membership is suspended, so it cannot move to Premium now.';
  if (company.membership_type === 'standard_inactive') {
    return 'Your membership has lapsed: renew it first, then ask for Premium.';
  }
  return null;
}

/** A member asks for Premium; the association's admins are told, and the request waits for them. */
export async function requestPremium(
  db: Db,
  { companyId, note }: { companyId: number; note: string | null },
  person: Person,
  { now, siteUrl }: Context,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const company = await companyRecord(trx, companyId);
      const refusal = refusalFor(company);
      if (refusal) throw new ApiError('CONFLICT', refusal);
      const id = await insertPremiumRequest(trx, {
        company_id: companyId,
        tier: 'premium',
        requested_by: person.userId,
        note,
        status: 'open',
        created_at: now.toISOString(),
      });
      await recordAudit(
        trx,
        companyId,
        person,
        { action: 'premium-requested', details: { requestId: id } },
        {
          reason: note,
          now,
        },
      );
      for (const admin of await administratorEmails(trx)) {
        await enqueueEmail(
          trx,
          premiumRequestedEmail(admin, { company: company.name, companyId, note, siteUrl }),
          now,
        );
      }
    });
  } catch (error) {
    // One open request per company: a second click, or a colleague at the same moment.
    if (isUniqueViolation(error)) {
      throw new ApiError(
        'CONFLICT',
        'Your company has already asked for Premium: the association is deciding it.',
      );
    }
    throw error;
  }
}

const NO_OPEN_REQUEST = 'There is no open request for Premium: it was decided or withdrawn meanwhile.';

export async function withdrawPremiumRequest(
  db: Db,
  companyId: number,
  person: Person,
  { now }: Context,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const request = await openRequestOf(trx, companyId);
    if (
      !request ||
      !(await closeRequest(trx, request.id, { status: 'withdrawn', decided_by: person.userId }, now))
    ) {
      throw new ApiError('CONFLICT', NO_OPEN_REQUEST);
    }
    await recordAudit(
      trx,
      companyId,
      person,
      { action: 'premium-request-withdrawn', details: { requestId: request.id } },
      { now },
    );
  });
}

/** The admin approves: the company moves to Premium at once and is invoiced the difference pro rata. */
export async function approvePremiumRequest(
  db: Db,
  companyId: number,
  actor: Person,
  context: Context,
): Promise<void> {
  let email: CompanyEmail | undefined;
  await decide(db, companyId, actor, context.now, {
    reason: 'Approved the member’s request for Premium.',
    apply: async (trx, company) => {
      const request = await openRequestOf(trx, companyId);
      if (
        !request ||
        !(await closeRequest(trx, request.id, { status: 'approved', decided_by: actor.userId }, context.now))
      ) {
        throw new ApiError('CONFLICT', NO_OPEN_REQUEST);
      }
      const moved = await moveToTier(
        trx,
        company,
        { tier: 'premium', reason: 'The association approved your request to move to Premium.' },
        actor,
        context,
      );
      email = moved.email;
      return moved.entry;
    },
    notify: async () => email!,
  });
}

export async function declinePremiumRequest(
  db: Db,
  { companyId, reason }: { companyId: number; reason: string },
  actor: Person,
  { now, siteUrl }: Context,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const company = await companyRecord(trx, companyId);
    const request = await openRequestOf(trx, companyId);
    const closed =
      request &&
      (await closeRequest(
        trx,
        request.id,
        { status: 'declined', decided_by: actor.userId, decision_reason: reason },
        now,
      ));
    if (!request || !closed) throw new ApiError('CONFLICT', NO_OPEN_REQUEST);
    await recordAudit(
      trx,
      companyId,
      actor,
      { action: 'premium-request-declined', details: { requestId: request.id } },
      { reason, now },
    );
    await emailCompany(
      trx,
      companyId,
      (person) => premiumDeclinedEmail(person, { company: company.name, reason, siteUrl }),
      now,
    );
  });
}
