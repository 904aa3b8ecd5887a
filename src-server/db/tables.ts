import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 strings in UTC on both dialects, so they sort and compare alike. */
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo_url: string | null;
  membership_type: 'premium' | 'standard_active' | 'standard_inactive' | 'pending';
  /** last day of the paid membership, YYYY-MM-DD */
  valid_until: string | null;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** public identifier, safe to show in URLs and to the client */
  hash_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string | null;
  company_id: number;
  is_admin: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the session token (hex): the token itself is never stored */
  token_hash: string;
  /** public session id returned to the client as `hash` */
  public_id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
}
