import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { registrationSchema } from '../../../shared/api/auth';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { sendConfirmationLink } from '../../services/email-confirmation';
import { enqueueMessage } from '../../services/outbox';
import { createDirectoryEntry } from '../../services/company-repository';
import { findUserByEmail, insertCompany, insertUser, setCompanyCreator } from './account-repository';
import { registrationReceivedSms } from './emails';
import { consumePhoneToken } from './phone-verification';
import { isUniqueViolation } from '../../db/unique-violation';

export type Registration = z.infer<typeof registrationSchema>;

const EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. Sign in, or reset your password if you forgot it.';

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/**
 * Creates the pending company, its first user and the confirmation messages in one
 * transaction: any failure leaves nothing behind, and the phone token is spent only if
 * everything else succeeds.
 */
export async function register(
  db: Db,
  registration: Registration,
  passwordHash: string,
  { siteUrl, now }: { siteUrl: string; now: Date },
): Promise<void> {
  const { company, contact } = registration;
  const nowIso = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      if (await emailExists(trx, contact.email)) {
        throw new ApiError('CONFLICT', EMAIL_TAKEN_MESSAGE, { 'contact.email': EMAIL_TAKEN_MESSAGE });
      }
      await consumePhoneToken(trx, { phoneToken: registration.phoneToken, phone: contact.phone }, now);
      const companyId = await insertCompany(trx, {
        name: company.name,
        logo_url: null,
        membership_type: 'pending',
        valid_until: null,
        website: company.website || null,
        requested_tier: registration.plan ?? null,
        created_at: nowIso,
      });
      await createDirectoryEntry(trx, companyId, company);
      const userId = await insertUser(trx, {
        hash_id: randomBytes(8).toString('hex'),
        email: contact.email,
        first_name: contact.firstName,
        last_name: contact.lastName,
        phone: contact.phone,
        password_hash: passwordHash,
        company_id: companyId,
        is_admin: 0,
        created_at: nowIso,
        updated_at: nowIso,
      });
      await setCompanyCreator(trx, companyId, userId);
      // The confirmation link is the first email: the application waits for it before review.
      await sendConfirmationLink(trx, { userId, siteUrl }, now);
      await enqueueMessage(trx, registrationReceivedSms(contact.phone, company.name), now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError('CONFLICT', EMAIL_TAKEN_MESSAGE, { 'contact.email': EMAIL_TAKEN_MESSAGE });
    }
    throw error;
  }
}
