import { CONTACT_REVEALS_PER_HOUR, type ContactView } from '../../../shared/api/directory';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { contactsOf } from '../../services/company-repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Shows a company's contacts to a member and records who saw whose, when. The limit counts
 * distinct companies in the last rolling hour (looking the same company up again is free), so
 * a member can work normally while a scraper walking the directory is stopped after a few.
 * It is kept in the database, so every server instance enforces the same budget.
 */
export async function revealContacts(
  db: Db,
  { userId, companyId, now }: { userId: number; companyId: number; now: Date },
): Promise<{ contacts: ContactView[]; remaining: number }> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('contact_reveals')
      .select(['company_id', (eb) => eb.fn.max('created_at').as('last_at')])
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .groupBy('company_id')
      .execute();
    const seenBefore = recent.some((row) => row.company_id === companyId);
    if (!seenBefore && recent.length >= CONTACT_REVEALS_PER_HOUR) {
      const oldest = recent.map((row) => String(row.last_at)).sort()[0]!;
      const retryAfterSeconds = (new Date(oldest).getTime() + HOUR_MS - now.getTime()) / 1000;
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      throw ApiError.rateLimited(
        retryAfterSeconds,
        `You have viewed the contacts of ${CONTACT_REVEALS_PER_HOUR} companies in the last hour, the most we allow to protect members from scraping. You can view more in ${minutes} minute${minutes === 1 ? '' : 's'}; companies you already opened stay available.`,
      );
    }
    await trx
      .insertInto('contact_reveals')
      .values({ user_id: userId, company_id: companyId, created_at: now.toISOString() })
      .execute();
    const used = recent.length + (seenBefore ? 0 : 1);
    return {
      contacts: await contactsOf(trx, companyId),
      remaining: Math.max(0, CONTACT_REVEALS_PER_HOUR - used),
    };
  });
}
