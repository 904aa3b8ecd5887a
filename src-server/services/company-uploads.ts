import type { Db } from '../db/database';
import type { CompanyUploadsTable } from '../db/tables';
import { ApiError } from '../core/errors';
import { insertCompanyUpload, uploadTimesSince } from './company-upload-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type UploadKind = CompanyUploadsTable['kind'];

/**
 * Refuses an upload when the company has already made `perDay` of this kind in the last 24
 * hours, saying when the next one will be accepted: old files are deleted when replaced, but
 * every upload still costs storage writes and a scan, and a member's script could loop.
 */
export async function requireUploadAllowance(
  db: Db,
  { companyId, kind, perDay, what }: { companyId: number; kind: UploadKind; perDay: number; what: string },
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const recent = await uploadTimesSince(db, { companyId, kind, sinceIso: since, limit: perDay });
  if (recent.length < perDay) return;
  const oldest = recent.at(-1)!;
  const seconds = (Date.parse(oldest) + DAY_MS - now.getTime()) / 1000;
  const hours = Math.max(1, Math.ceil(seconds / 3600));
  throw ApiError.rateLimited(
    seconds,
    `Your company has uploaded ${perDay} ${what} in the last 24 hours, the most a day allows. Try again in ${hours === 1 ? 'an hour' : `${hours} hours`}.`,
  );
}

export async function recordUpload(
  db: Db,
  upload: { companyId: number; userId: number; kind: UploadKind; sha256: string; size: number },
  now = new Date(),
): Promise<void> {
  await insertCompanyUpload(db, {
    company_id: upload.companyId,
    user_id: upload.userId,
    kind: upload.kind,
    sha256: upload.sha256,
    size: upload.size,
    created_at: now.toISOString(),
  });
}
