import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { CompaniesTable, Database } from '../db/tables';

export async function isAdminUser(db: Db, userId: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('is_admin')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(user.is_admin) === 1;
}

export async function insertSession(db: Db, session: Insertable<Database['sessions']>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export interface StoredSession {
  public_id: string;
  user_id: number;
  last_seen_at: string;
  expires_at: string;
  is_admin: number;
}

/** A session with the rights it carries, in one read: every member call starts here. */
export async function findSessionWithRights(
  db: Db,
  tokenHash: string,
): Promise<
  | (StoredSession & {
      user_is_admin: number;
      company_id: number;
      membership_type: CompaniesTable['membership_type'];
    })
  | undefined
> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'sessions.public_id',
      'sessions.user_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.is_admin',
      'users.is_admin as user_is_admin',
      'users.company_id',
      'companies.membership_type',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<StoredSession | undefined> {
  return db
    .selectFrom('sessions')
    .select(['public_id', 'user_id', 'last_seen_at', 'expires_at', 'is_admin'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, tokenHash: string, nowIso: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Deletes a user's sessions but those with the given public ids (nulls are skipped); answers how many. */
export async function deleteSessionsOfUserExcept(
  db: Db,
  userId: number,
  keptPublicIds: readonly (string | null)[] = [],
): Promise<number> {
  let ending = db.deleteFrom('sessions').where('user_id', '=', userId);
  for (const publicId of keptPublicIds) if (publicId) ending = ending.where('public_id', '!=', publicId);
  const result = await ending.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Answers how many were deleted: 1, or 0 when the user has no such session. */
export async function deleteSessionOfUser(db: Db, userId: number, publicId: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions not yet past their end nor idle for `idleSinceIso`, most recently used first. */
export async function findUserSessions(
  db: Db,
  userId: number,
  { nowIso, idleSinceIso }: { nowIso: string; idleSinceIso: string },
): Promise<
  {
    public_id: string;
    device: string | null;
    country: string | null;
    created_at: string;
    last_seen_at: string;
    is_admin: number;
  }[]
> {
  return db
    .selectFrom('sessions')
    .select(['public_id', 'device', 'country', 'created_at', 'last_seen_at', 'is_admin'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso)
    .where('last_seen_at', '>', idleSinceIso)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}
