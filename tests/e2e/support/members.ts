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
  membership = 'premium',
  company = 'Nordic Reefer Lines',
}: {
  firstName?: string;
  isAdmin?: boolean;
  membership?: 'premium' | 'standard_active' | 'standard_inactive' | 'pending';
  company?: string;
} = {}) {
  const db = new Database(E2E_DATABASE);
  try {
    const now = new Date();
    const iso = now.toISOString();
    const companyRow = db
      .prepare(
        `insert into companies (name, logo_url, membership_type, valid_until, created_at)
         values (?, null, ?, '2027-12-31', ?) returning id`,
      )
      .get(company, membership, iso) as { id: number };
    const hashId = randomBytes(8).toString('hex');
    const email = `ops-${hashId}@nordic-reefer.test`;
    const user = db
      .prepare(
        `insert into users (hash_id, email, first_name, last_name, phone, password_hash, company_id, is_admin, created_at, updated_at)
         values (?, ?, ?, 'Berg', null, null, ?, ?, ?, ?) returning id`,
      )
      .get(hashId, email, firstName, companyRow.id, isAdmin ? 1 : 0, iso, iso) as {
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
    return { cookie: { name: 'dfa_session', value: token }, firstName, email, company };
  } finally {
    db.close();
  }
}
