import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { E2E_DATABASE } from '../../../playwright.config';

/**
 * Creates a member with a live session in the e2e server's database, as sign-in will, and
 * returns the session cookie to give the browser.
 */
export function createSignedInMember({
  firstName = 'Lena',
  isAdmin = false,
  company: companyName = 'Nordic Reefer Lines',
} = {}) {
  const db = new Database(E2E_DATABASE);
  try {
    const now = new Date();
    const iso = now.toISOString();
    const company = db
      .prepare(
        `insert into companies (name, logo_url, membership_type, valid_until, created_at)
         values (?, null, 'premium', '2027-12-31', ?) returning id`,
      )
      .get(companyName, iso) as { id: number };
    const hashId = randomBytes(8).toString('hex');
    const user = db
      .prepare(
        `insert into users (hash_id, email, first_name, last_name, phone, password_hash, company_id, is_admin, created_at, updated_at)
         values (?, ?, ?, 'Berg', null, null, ?, ?, ?, ?) returning id`,
      )
      .get(hashId, `ops-${hashId}@nordic-reefer.test`, firstName, company.id, isAdmin ? 1 : 0, iso, iso) as {
      id: number;
    };
    const token = randomBytes(32).toString('base64url');
    db.prepare(
      `insert into sessions (token_hash, public_id, user_id, created_at, last_seen_at, expires_at)
       values (?, ?, ?, ?, ?, ?)`,
    ).run(
      createHash('sha256').update(token).digest('hex'),
      randomBytes(16).toString('base64url'),
      user.id,
      iso,
      iso,
      new Date(now.getTime() + 86_400_000).toISOString(),
    );
    return { cookie: { name: 'dfa_session', value: token }, firstName };
  } finally {
    db.close();
  }
}
