import { randomBytes } from 'node:crypto';
import type { Db } from '../../../src-server/db/database';
import type { CompaniesTable } from '../../../src-server/db/tables';
import { createSession } from '../../../src-server/features/session/sessions';

/** Inserts a company with one user, as the sign-up flow will, for tests that need a member. */
export async function insertMember(
  db: Db,
  overrides: { email?: string; isAdmin?: boolean; membership?: CompaniesTable['membership_type'] } = {},
): Promise<{ userId: number; companyId: number; hashId: string }> {
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({
      name: 'Harbour Line Logistics',
      logo_url: null,
      membership_type: overrides.membership ?? 'premium',
      valid_until: '2027-06-30',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hashId = randomBytes(8).toString('hex');
  const user = await db
    .insertInto('users')
    .values({
      hash_id: hashId,
      email: overrides.email ?? `ops-${hashId}@harbourline.test`,
      first_name: 'Amira',
      last_name: 'Haddad',
      phone: '+97145550100',
      password_hash: null,
      company_id: company.id,
      is_admin: overrides.isAdmin ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, companyId: company.id, hashId };
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
  return (await createSession(db, account.userId)).token;
}
