import type { Generated } from 'kysely';
import type { FormKind } from '../../shared/api/forms';

/** Timestamps are ISO-8601 strings in UTC on both dialects, so they sort and compare alike. */
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo_url: string | null;
  membership_type: 'premium' | 'standard_active' | 'standard_inactive' | 'pending';
  /** last day of the paid membership, YYYY-MM-DD */
  valid_until: string | null;
  /** ISO 3166-1 alpha-2 */
  country: Generated<string>;
  city: Generated<string>;
  website: string | null;
  /** JSON array of service ids (shared/domain/services.ts) */
  services: Generated<string>;
  /** the user who signed the company up */
  created_by: number | null;
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

export interface PhoneVerificationsTable {
  /** public random id the client quotes when it enters the code */
  id: string;
  /** E.164 */
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  verified_at: string | null;
  /** SHA-256 of the single-use token that proves the verification to submit-registration */
  token_hash: string | null;
  consumed_at: string | null;
  ip: string;
  created_at: string;
}

export interface PasswordResetsTable {
  /** SHA-256 of the emailed token */
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type OutboxKind = 'email' | 'sms';

export interface OutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  /** an email address or an E.164 phone number */
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** JSON with whatever the message was built from, for support and audits */
  payload: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** a delivery worker owns the row until then, so several servers never send it twice */
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface SignInFailuresTable {
  /** normalised email, whether or not an account exists */
  email: string;
  failures: number;
  last_failed_at: string;
  locked_until: string | null;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  kind: FormKind;
  /** the client's key for one filled-in form; UNIQUE, so retries and double clicks store one row */
  idempotency_key: string;
  /** JSON of the validated fields the visitor sent */
  payload: string;
  ip: string;
  /** JSON of the marketing attribution (browser fields + server geolocation); null on older rows */
  attribution: string | null;
  created_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string;
  /** plain text; paragraphs are separated by a blank line */
  description: string;
  starts_at: string;
  /** exclusive: the instant the event is over */
  ends_at: string;
  /** IANA zone the event's days are counted in */
  time_zone: string;
  attendance: 'online' | 'offline';
  venue_name: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2 */
  country: string | null;
  /** entry price in whole US dollars */
  price_usd: Generated<number>;
  created_at: string;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  phone_verifications: PhoneVerificationsTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  sign_in_failures: SignInFailuresTable;
  events: EventsTable;
  form_submissions: FormSubmissionsTable;
}
