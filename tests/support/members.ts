import { randomBytes } from 'node:crypto';
import type { Db } from '../../src-server/db/database';
import type { CompaniesTable } from '../../src-server/db/tables';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { searchTextFor } from '../../src-server/services/company-repository';

export interface MemberOverrides {
  email?: string;
  isAdmin?: boolean;
  membership?: CompaniesTable['membership_type'];
  companyName?: string;
  /** the directory profile's address, for tests that follow links to it */
  slug?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  passwordHash?: string | null;
  /** when the session began: the test app's clock, for tests that move it */
  signedInAt?: Date;
}

export interface InsertedMember {
  userId: number;
  companyId: number;
  hashId: string;
  email: string;
}

/** Inserts a company with one user, as the sign-up flow will, for tests that need a member. */
export async function insertMember(db: Db, overrides: MemberOverrides = {}): Promise<InsertedMember> {
  const now = new Date().toISOString();
  const name = overrides.companyName ?? 'Harbour Line Logistics';
  const company = await db
    .insertInto('companies')
    .values({
      name,
      ...(overrides.slug ? { slug: overrides.slug } : {}),
      // as the directory's writes keep it, so searches find the company by name
      search_text: searchTextFor(name, []),
      logo_url: null,
      membership_type: overrides.membership ?? 'premium',
      valid_until: '2027-06-30',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { userId, hashId, email } = await insertColleague(db, company.id, overrides);
  return { userId, companyId: company.id, hashId, email };
}

/** Another user of an existing company. */
export async function insertColleague(
  db: Db,
  companyId: number,
  overrides: Omit<MemberOverrides, 'membership' | 'companyName'> = {},
): Promise<{ userId: number; hashId: string; email: string }> {
  const now = new Date().toISOString();
  const hashId = randomBytes(8).toString('hex');
  const email = overrides.email ?? `ops-${hashId}@harbourline.test`;
  const user = await db
    .insertInto('users')
    .values({
      hash_id: hashId,
      email,
      first_name: overrides.firstName ?? 'Amira',
      last_name: overrides.lastName ?? 'Haddad',
      phone: overrides.phone === undefined ? '+97145550100' : overrides.phone,
      password_hash: overrides.passwordHash ?? null,
      company_id: companyId,
      is_admin: overrides.isAdmin ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, hashId, email };
}

/** A new member (or admin) with a live session, as sign-in leaves one: answers its token. */
export async function signedInMember(db: Db, overrides: MemberOverrides = {}) {
  const member = await insertMember(db, overrides);
  const { token } = await createSession(db, member.userId, overrides.signedInAt ?? new Date());
  return { ...member, token };
}

/** The session cookie a browser holds after signing in with `token`. */
export function sessionCookie(token: string) {
  return { name: SESSION_COOKIE, value: token };
}

/** The session token of a new signed-in admin; `signedInAt` is the test app's clock when a test moves it. */
export async function adminSession(db: Db, signedInAt?: Date): Promise<string> {
  return (await signedInMember(db, { isAdmin: true, signedInAt })).token;
}

/** The session token of a new signed-in member (not an admin). */
export async function memberSession(db: Db): Promise<string> {
  return (await signedInMember(db)).token;
}

/** Who calls: nobody signed in, or an account whose company is at a given stage of membership. */
export const ROLES = ['anonymous', 'applicant', 'lapsed', 'member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const MEMBERSHIP_OF: Record<Exclude<Role, 'anonymous'>, CompaniesTable['membership_type']> = {
  applicant: 'pending',
  lapsed: 'standard_inactive',
  member: 'standard_active',
  admin: 'premium',
};

let accounts = 0;
/** A signed-in session for a fresh account in `role`; undefined for anonymous. */
export async function sessionAs(db: Db, role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  accounts += 1;
  const account = await insertMember(db, {
    email: `${role}-${accounts}-${randomBytes(4).toString('hex')}@roles.test`,
    membership: MEMBERSHIP_OF[role],
    isAdmin: role === 'admin',
  });
  return (await createSession(db, account.userId, new Date())).token;
}
