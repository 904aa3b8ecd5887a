import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { E2E_DATABASE } from '../../../playwright.config';

/** Moves every password link of this account into the past, as if an hour had gone by. */
export function expirePasswordLinks(email: string): void {
  const db = new Database(E2E_DATABASE);
  try {
    const { changes } = db
      .prepare(
        `update password_resets set expires_at = ?
         where user_id = (select id from users where email = ?)`,
      )
      .run(new Date(Date.now() - 60_000).toISOString(), email);
    if (changes === 0) throw new Error(`No password link to expire for ${email}`);
  } finally {
    db.close();
  }
}

/**
 * A member who can sign in with `password`, written straight to the e2e database with the
 * server's own password hashing. Each call makes a new, unique email address.
 */
export async function createMemberWithPassword(password: string, firstName = 'Amira') {
  const { hashPassword } = await import('../../../src-server/features/auth/passwords');
  const passwordHash = await hashPassword(password);
  const email = `ops-${randomBytes(5).toString('hex')}@gulf-forwarding.test`;
  const db = new Database(E2E_DATABASE);
  try {
    const now = new Date().toISOString();
    const company = db
      .prepare(
        `insert into companies (name, logo_url, membership_type, valid_until, created_at)
         values ('Gulf Forwarding LLC', null, 'standard_active', '2027-06-30', ?) returning id`,
      )
      .get(now) as { id: number };
    db.prepare(
      `insert into users (hash_id, email, first_name, last_name, phone, password_hash, company_id, is_admin, created_at, updated_at)
       values (?, ?, ?, 'Haddad', null, ?, ?, 0, ?, ?)`,
    ).run(randomBytes(8).toString('hex'), email, firstName, passwordHash, company.id, now, now);
    return { email, password, firstName, company: 'Gulf Forwarding LLC' };
  } finally {
    db.close();
  }
}
