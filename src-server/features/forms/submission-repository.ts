import type { StoredAttribution } from '../../../shared/api/attribution';
import type { FormKind, FormSubmission } from '../../../shared/api/forms';
import type { Db } from '../../db/database';
import type { FormSubmissionsTable } from '../../db/tables';
import { readStoredAttribution } from '../../services/attribution';
import { enqueueEmail, type EmailDraft } from '../../services/email';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/unique-violation';

async function findIdByKey(db: Db, idempotencyKey: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('form_submissions')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.id;
}

export interface NewSubmission {
  kind: FormKind;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  ip: string;
  attribution: StoredAttribution;
  /** the team's notification, built once the row's id is known */
  notification: (submissionId: number) => EmailDraft;
}

/**
 * Stores a submission and queues its notification in one transaction, once per idempotency
 * key: a repeat (a retry, a double click, even two requests at the same instant) answers the
 * first submission's id and writes nothing. The UNIQUE key settles the race, not this check.
 */
export async function storeSubmission(db: Db, submission: NewSubmission, now: Date): Promise<number> {
  const existing = await findIdByKey(db, submission.idempotencyKey);
  if (existing !== undefined) return existing;
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('form_submissions')
        .values({
          kind: submission.kind,
          idempotency_key: submission.idempotencyKey,
          payload: JSON.stringify(submission.payload),
          ip: submission.ip,
          attribution: JSON.stringify(submission.attribution),
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueEmail(trx, submission.notification(id), now);
      return id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findIdByKey(db, submission.idempotencyKey);
    if (winner === undefined) throw error;
    return winner;
  }
}

function toSubmission(row: Selectable<FormSubmissionsTable>): FormSubmission {
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    ip: row.ip,
    ...readStoredAttribution(row.attribution),
    createdAt: row.created_at,
  };
}

/** Oldest first, so an export reads in the order the messages arrived. */
export async function listSubmissions(db: Db, kind?: FormKind): Promise<FormSubmission[]> {
  let query = db.selectFrom('form_submissions').selectAll().orderBy('id');
  if (kind) query = query.where('kind', '=', kind);
  return (await query.execute()).map(toSubmission);
}
