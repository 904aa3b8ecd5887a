import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { findActiveSession, SESSION_COOKIE } from './sessions';
import { ApiError } from './errors';

export interface SignedInUser {
  userId: number;
  sessionPublicId: string;
  isAdmin: boolean;
  membershipType: 'premium' | 'standard_active' | 'standard_inactive' | 'pending';
}

/** The caller's user from the session cookie, or null for an anonymous caller. */
export async function findSignedInUser(db: Db, request: FastifyRequest): Promise<SignedInUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await findActiveSession(db, token);
  if (!session) return null;
  const row = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.is_admin', 'companies.membership_type'])
    .where('users.id', '=', session.userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: session.userId,
    sessionPublicId: session.publicId,
    isAdmin: Number(row.is_admin) === 1,
    membershipType: row.membership_type,
  };
}

/** For routes only members may call: anonymous callers get 401. */
export async function requireMember(db: Db, request: FastifyRequest): Promise<SignedInUser> {
  const user = await findSignedInUser(db, request);
  if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
  return user;
}

/** For routes only admins may call: anonymous callers get 401, members 403. */
export async function requireAdmin(db: Db, request: FastifyRequest): Promise<SignedInUser> {
  const user = await requireMember(db, request);
  if (!user.isAdmin) throw new ApiError('FORBIDDEN', 'Only DFA administrators can do this.');
  return user;
}
