import { randomBytes } from 'node:crypto';
import type { Db } from '../../../src-server/db/database';

/** Inserts a company with one user, as the sign-up flow will, for tests that need a member. */
export async function insertMember(
  db: Db,
  overrides: {
    email?: string;
    isAdmin?: boolean;
    membership?: 'premium' | 'standard_active' | 'standard_inactive' | 'pending';
    company?: string;
    slug?: string;
  } = {},
): Promise<{ userId: number; companyId: number; hashId: string }> {
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({
      name: overrides.company ?? 'Harbour Line Logistics',
      ...(overrides.slug ? { slug: overrides.slug } : {}),
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
