import {
  REPORTS_PER_COMPANY_PER_DAY,
  type EntryValues,
  type MemberReport,
} from '../../../shared/api/blacklist';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { enqueueEmail } from '../../services/email';
import { memberReportEmail } from './emails';
import { insertEntry } from './entry-repository';
import { recordHistory } from './history-repository';
import { countReportsSince, entriesReportedByCompany, reporterOf } from './member-report-repository';
import { administratorEmails } from '../../services/user-repository';

const DAY_MS = 86_400_000;

/** The reports a company's people filed, newest first. */
export async function reportsOfCompany(db: Db, companyId: number): Promise<MemberReport[]> {
  const rows = await entriesReportedByCompany(db, companyId);
  return rows.map((row) => ({
    id: row.id,
    companyName: row.company_name,
    status: row.status,
    reportedBy: `${row.first_name} ${row.last_name}`.trim(),
    reportedAt: row.created_at,
  }));
}

/**
 * Files a member's report as a new entry in the due process: Reported, seen by the admins only,
 * with the member's account of what happened first in its history. A company files at most a
 * few reports a day.
 */
export async function fileMemberReport(
  db: Db,
  { values, statement, userId }: { values: EntryValues; statement: string; userId: number },
  { now, siteUrl }: { now: Date; siteUrl: string },
): Promise<MemberReport> {
  const reporter = await reporterOf(db, userId);
  const reportedBy = `${reporter.first_name} ${reporter.last_name}`.trim();
  const id = await db.transaction().execute(async (trx) => {
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    if ((await countReportsSince(trx, reporter.company_id, since)) >= REPORTS_PER_COMPANY_PER_DAY) {
      throw new ApiError(
        'RATE_LIMITED',
        `Your company has filed ${REPORTS_PER_COMPANY_PER_DAY} reports in the last 24 hours. Send further ones tomorrow, or write to the association through the contact page.`,
      );
    }
    const entryId = await insertEntry(trx, values, userId, now);
    await recordHistory(
      trx,
      entryId,
      { kind: 'user', userId },
      'created',
      { companyName: values.companyName, reportedBy: `${reportedBy}, ${reporter.company}`, statement },
      now,
    );
    for (const adminEmail of await administratorEmails(trx)) {
      await enqueueEmail(
        trx,
        memberReportEmail(adminEmail, {
          entryId,
          companyName: values.companyName,
          reportedBy: `${reportedBy} of ${reporter.company}`,
          statement,
          siteUrl,
        }),
        now,
      );
    }
    return entryId;
  });
  return {
    id,
    companyName: values.companyName,
    status: 'reported',
    reportedBy,
    reportedAt: now.toISOString(),
  };
}
