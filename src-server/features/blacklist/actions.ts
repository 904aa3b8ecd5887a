import {
  BLACKLIST_STATUS_LABELS,
  NOTIFIABLE_STATUSES,
  STATUS_TRANSITIONS,
  type BlacklistEntry,
  type BlacklistStatus,
  type EntryValues,
} from '../../../shared/api/blacklist';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { enqueueEmail } from '../../services/email';
import { responseInvitationEmail } from './emails';
import {
  changedFields,
  deleteEntry,
  fileHashesOfEntry,
  findEntry,
  insertEntry,
  setStatus,
  touchEntry,
  updateEntry,
} from './entry-repository';
import { recordHistory } from './history-repository';
import { createResponseLink } from './response-link-repository';

const ADMIN = { isAdmin: true };

function entryNotFound(id: number): ApiError {
  return new ApiError('NOT_FOUND', `There is no blacklist entry number ${id}. It may have been deleted.`);
}

export async function entryOrNotFound(db: Db, id: number, viewer = ADMIN): Promise<BlacklistEntry> {
  const entry = await findEntry(db, viewer, id);
  if (!entry) throw entryNotFound(id);
  return entry;
}

export async function addEntry(db: Db, values: EntryValues, userId: number, now: Date) {
  const id = await db.transaction().execute(async (trx) => {
    const entryId = await insertEntry(trx, values, userId, now);
    await recordHistory(
      trx,
      entryId,
      { kind: 'user', userId },
      'created',
      { companyName: values.companyName },
      now,
    );
    return entryId;
  });
  return entryOrNotFound(db, id);
}

export async function editEntry(db: Db, id: number, values: EntryValues, userId: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    const before = await entryOrNotFound(trx, id);
    const fields = changedFields(before, values);
    if (fields.length === 0) return;
    await updateEntry(trx, id, values, now);
    await recordHistory(trx, id, { kind: 'user', userId }, 'edited', { fields }, now);
  });
  return entryOrNotFound(db, id);
}

function transitionRefused(from: BlacklistStatus, to: BlacklistStatus): ApiError {
  const next = STATUS_TRANSITIONS[from].map((status) => BLACKLIST_STATUS_LABELS[status]);
  const options = next.length > 0 ? `it can move to ${next.join(', ')}` : 'it is final and cannot change';
  const message = `An entry that is ${BLACKLIST_STATUS_LABELS[from]} cannot move to ${BLACKLIST_STATUS_LABELS[to]}: ${options}.`;
  return new ApiError('CONFLICT', message, { status: message });
}

export async function changeEntryStatus(
  db: Db,
  { id, status, note }: { id: number; status: BlacklistStatus; note: string },
  userId: number,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    const entry = await entryOrNotFound(trx, id);
    if (!STATUS_TRANSITIONS[entry.status].includes(status)) throw transitionRefused(entry.status, status);
    if (!(await setStatus(trx, id, entry.status, status, now))) {
      throw new ApiError('CONFLICT', 'Someone changed this entry a moment ago. Reload it and try again.');
    }
    await recordHistory(
      trx,
      id,
      { kind: 'user', userId },
      'status-changed',
      { from: entry.status, to: status, note },
      now,
    );
  });
  return entryOrNotFound(db, id);
}

export async function notifyEntryCompany(
  db: Db,
  { id, email, siteUrl }: { id: number; email: string; siteUrl: string },
  userId: number,
  now: Date,
) {
  const expiresAt = await db.transaction().execute(async (trx) => {
    const entry = await entryOrNotFound(trx, id);
    if (!NOTIFIABLE_STATUSES.includes(entry.status)) {
      const message = `This entry is ${BLACKLIST_STATUS_LABELS[entry.status]}: the case is closed, so the company is no longer asked to answer.`;
      throw new ApiError('CONFLICT', message);
    }
    const link = await createResponseLink(trx, { entryId: id, email, createdBy: userId }, now);
    await enqueueEmail(
      trx,
      responseInvitationEmail(email, {
        entryId: id,
        companyName: entry.companyName,
        reasons: entry.reasons,
        url: `${siteUrl}/company/blacklist/respond/${link.token}`,
      }),
      now,
    );
    await recordHistory(trx, id, { kind: 'user', userId }, 'company-notified', { email }, now);
    await touchEntry(trx, id, now);
    return link.expiresAt;
  });
  return { email, expiresAt, entry: await entryOrNotFound(db, id) };
}

/** Deletes the entry with its files; answers the hashes of the files' stored content. */
export async function removeEntry(db: Db, id: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const hashes = await fileHashesOfEntry(trx, id);
    if (!(await deleteEntry(trx, id))) throw entryNotFound(id);
    return hashes;
  });
}
