import type { ColumnType, Generated } from 'kysely';
import type { FormKind } from '../../shared/api/forms';
import type { RateModel, UnitType } from '../../shared/api/virtual-office';
import type { Currency } from '../../shared/domain/money';
import type { BlacklistStatus } from '../../shared/api/blacklist';
import type { ChargeType, ProtectionStatus, TransportMode } from '../../shared/api/payment-protection';
import type {
  BidBasis,
  BidKind,
  BidState,
  EquipmentType,
  Incoterm,
  LeadMode,
} from '../../shared/api/shipping-leads';
import type { ApplicationStatus, MembershipTier } from '../../shared/domain/membership';
import type { CarrierConnectionKind } from '../../shared/domain/carrier-connections';
import type { TimestampClassifier } from '../../shared/schedules/model';
import type { ReferenceKind, TrackingEventType } from '../../shared/tracking/events';

/** Timestamps are ISO-8601 strings in UTC on both dialects, so they sort and compare alike. */
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo_url: string | null;
  membership_type: 'premium' | 'standard_active' | 'standard_inactive' | 'pending';
  /** last day of the paid membership, YYYY-MM-DD */
  valid_until: string | null;
  website: string | null;
  /** the user who signed the company up */
  created_by: number | null;
  created_at: string;
  /** public address of the company's profile, `/directory/company/<slug>`; UNIQUE */
  slug: string | null;
  description: Generated<string>;
  /** YYYY-MM-DD */
  member_since: string | null;
  /** lowercased name, a newline, then the lowercased office cities; kept by the directory's writes */
  search_text: Generated<string>;
  /** the tier the company pays for; kept while its status lapses or is suspended */
  tier: MembershipTier | null;
  suspended_at: string | null;
  suspension_reason: string | null;
  /** payment protection cover a year in US cents; null: the smallest cover */
  protection_cover_minor: number | null;
  /** the plan chosen when applying; the association decides the tier */
  requested_tier: Generated<MembershipTier | null>;
}

interface UsersTable {
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
  /** an admin's TOTP secret (base32), once set up */
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** the last TOTP time step accepted, so a code works once */
  totp_last_step: Generated<number | null>;
}

interface SessionsTable {
  /** SHA-256 of the session token (hex): the token itself is never stored */
  token_hash: string;
  /** public session id returned to the client as `hash` */
  public_id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** browser and system read from the user agent at sign-in, like "Firefox 133 on Windows" */
  device: string | null;
  /** ISO 3166-1 alpha-2, only when the edge network told it at sign-in */
  country: string | null;
  /** 1: begun by an admin with the second factor; admin rights and the shorter lengths */
  is_admin: Generated<number>;
}

/** A browser that signed in to an account, or opened an unlock link for it. */
interface TrustedDevicesTable {
  /** SHA-256 of the token in the browser's `dfa_device` cookie */
  token_hash: string;
  user_id: number;
  /** wrong passwords in a row from this browser; trust ends after a few */
  failures: Generated<number>;
  created_at: string;
  last_used_at: string;
}

interface SignInUnlocksTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code (80 random bits) */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** An admin's sign-in between the password and the second factor. */
interface SecondFactorChallengesTable {
  token_hash: string;
  user_id: number;
  /** the secret being set up, at the first sign-in */
  pending_secret: string | null;
  attempts: Generated<number>;
  device: string | null;
  country: string | null;
  expires_at: string;
  created_at: string;
}

interface EmailChangesTable {
  /** SHA-256 of the token emailed to the new address */
  token_hash: string;
  user_id: number;
  new_email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** the session that asked for the change: it stays signed in when the change is confirmed */
  session_public_id: string | null;
}

/** A link sent to confirm the address given at sign-up; one row per link sent. */
interface EmailConfirmationsTable {
  id: Generated<number>;
  user_id: number;
  /** the address the link was sent to */
  email: string;
  /** SHA-256 of the token in the link */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

interface PhoneVerificationsTable {
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

interface PasswordResetsTable {
  /** SHA-256 of the emailed token */
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

type OutboxKind = 'email' | 'sms';

interface OutboxTable {
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
  /** set when the provider refused the message for good: it is never tried again */
  abandoned_at: string | null;
  /** JSON of a calendar invitation sent with an email: {method, filename, content} */
  calendar: Generated<string | null>;
  created_at: string;
}

interface SignInFailuresTable {
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
  /** what a past event's page leads with, written by an admin once it is over */
  recap: string | null;
  created_at: string;
}

/** Someone who asked to hear about the next event while none was announced. */
interface EventInterestTable {
  id: Generated<number>;
  /** lowercased; one row per address */
  email: string;
  consented_at: string;
  ip: string;
  /** JSON of the marketing attribution of the sign-up form */
  attribution: string | null;
  /** when the announcement of an event was queued for them; null while they wait */
  notified_at: string | null;
  /** the slug of the event they were told about */
  notified_event: string | null;
}

export interface SurveyResponsesTable {
  id: Generated<number>;
  /** 'experience', 'expectations', 'cargoes-finance' or 'event:<slug>' */
  survey: string;
  /** SHA-256 (hex) of the browser's respondent key; UNIQUE with the survey */
  respondent_key_hash: string;
  /** UNIQUE: a retried request of one filled-in form stores one row */
  idempotency_key: string;
  /** JSON of the validated answers, keyed by question id */
  answers: string;
  /** JSON of the hidden marketing fields; null on answers stored before they were collected */
  attribution: string | null;
  created_at: string;
}

interface TransportUnitsTable {
  id: Generated<number>;
  company_id: number;
  /** the member who listed it; null once their account is deleted */
  created_by: number | null;
  name: string;
  type: UnitType;
  registration_number: string;
  rate_model: RateModel;
  /** the rate in the currency's minor unit (cents), never a float; bigint, so PostgreSQL answers a string */
  rate_amount_minor: number | string;
  /** ISO 4217 */
  currency: Currency;
  /** YYYY-MM-DD, inclusive */
  available_from: string;
  /** YYYY-MM-DD, inclusive */
  available_until: string;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

interface TransportUnitZonesTable {
  unit_id: number;
  /** order in which the member listed the zones */
  position: number;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** null: the whole country */
  city: string | null;
  /** the city lower-cased, for case-insensitive search */
  city_key: string | null;
}

export interface BlacklistEntriesTable {
  id: Generated<number>;
  company_name: string;
  /** JSON array of strings */
  aliases: string;
  /** JSON array of strings */
  reasons: string;
  /** JSON array of the people associated with the company */
  managers: string;
  /** lowercased name and aliases, one per line, for case-insensitive search */
  search_text: string;
  status: BlacklistStatus;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

interface BlacklistPlacesTable {
  id: Generated<number>;
  entry_id: number;
  /** ISO 3166-1 alpha-2, uppercase */
  country: string;
  /** null for a country listed without cities */
  city: string | null;
}

interface BlacklistResponseLinksTable {
  id: Generated<number>;
  entry_id: number;
  /** SHA-256 of the emailed token */
  token_hash: string;
  /** where the link was sent */
  email: string;
  expires_at: string;
  created_by: number | null;
  created_at: string;
  /** set once: the link is spent when the company answers */
  responded_at: string | null;
  responder_name: string | null;
  statement: string | null;
}

export interface BlacklistFilesTable {
  id: Generated<number>;
  entry_id: number;
  /** set when the listed company sent the file with its response */
  response_id: number | null;
  /** the stored content's hash (services/file-store) */
  sha256: string;
  /** the uploader's file name, sanitised */
  name: string;
  mime: string;
  size: number;
  uploaded_by: number | null;
  created_at: string;
}

export interface BlacklistHistoryTable {
  id: Generated<number>;
  entry_id: number;
  actor_kind: 'user' | 'company';
  actor_user_id: number | null;
  action: string;
  /** JSON object */
  details: string;
  created_at: string;
}

/** Offices and services of a company live in their own tables (companies keep neither). */
interface CompanyOfficesTable {
  id: Generated<number>;
  company_id: number;
  /** ISO 3166-1 alpha-2 */
  country: string;
  city: string;
  address: string | null;
  is_head_office: Generated<number>;
}

interface CompanyServicesTable {
  company_id: number;
  /** a service id of shared/domain/services.ts */
  service: string;
}

interface CompanyContactsTable {
  id: Generated<number>;
  company_id: number;
  /** display order */
  position: Generated<number>;
  name: string;
  role: string;
  email: string;
  phone: string;
}

/** One row per contact reveal: who saw whose contacts, when (audit and rate limit). */
interface ContactRevealsTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  created_at: string;
}

export interface EventRegistrationsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  /** normalised: trimmed and lower case; unique per event */
  email: string;
  company: string | null;
  /** E.164 */
  phone: string | null;
  /** SHA-256 of the personal link's token (hex): the token itself is never stored */
  token_hash: string;
  status: 'active' | 'cancelled';
  /** the form that last wrote the row: a retry of it sends no second email */
  last_idempotency_key: string;
  ip: string;
  /** JSON of the latest registration form's marketing fields; null on older rows */
  attribution: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

/** A directory company that attended an event: one row per registration marked, or one imported. */
interface EventAttendeesTable {
  id: Generated<number>;
  event_id: number;
  company_id: number;
  /** the registration an admin marked as attended; null for a company imported from a list */
  registration_id: number | null;
  source: 'registration' | 'import';
  recorded_by: number | null;
  recorded_at: string;
}

interface HelpSectionsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  position: number;
}

export interface HelpItemsTable {
  id: Generated<number>;
  section_id: number;
  question: string;
  /** plain text; paragraphs are separated by a blank line */
  answer: string;
  /** 0-based order within the section, renumbered on every change */
  position: number;
  updated_at: string;
  /** the admin who last changed it; null for the seeded content */
  updated_by: number | null;
}

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  /** SHA-256 of the post's image in blog_images */
  image_id: string | null;
  author: string;
  markdown: string;
  /** the Markdown rendered and sanitized when the post was saved: what readers get */
  body_html: string;
  word_count: number;
  status: 'draft' | 'published';
  /** set at the first publication and kept when the post is unpublished and published again */
  publish_date: string | null;
  created_at: string;
  updated_at: string;
}

interface ArticleTagsTable {
  article_id: number;
  tag: string;
}

interface ArticleLikesTable {
  article_id: number;
  /** the anonymous visitor id from the visitor cookie */
  visitor_id: string;
  created_at: string;
}

interface ArticleViewsTable {
  article_id: number;
  visitor_id: string;
  /** YYYY-MM-DD in UTC */
  day: string;
  created_at: string;
}

interface BlogImagesTable {
  /** the file store's id of the image */
  sha256: string;
  mime: string;
  size: number;
  created_at: string;
}

type ShippingLeadStatus = 'pending' | 'published' | 'rejected' | 'awarded' | 'closed' | 'direct';

export interface ShippingLeadsTable {
  id: Generated<number>;
  /** published leads stay open until `expires_at` unless awarded or closed first */
  status: ShippingLeadStatus;
  source: 'form' | 'widget';
  /** a widget's request: the member company it goes to, and no one else */
  addressed_company_id: number | null;
  /** the member company of the signed-in member who sent the request, if one did */
  requester_company_id: number | null;
  requester_name: string;
  requester_company: string | null;
  /** normalised: trimmed, lower case */
  requester_email: string;
  /** E.164 */
  requester_phone: string | null;
  /** ISO 3166-1 alpha-2 */
  requester_country: string;
  mode: LeadMode;
  origin_country: string;
  /** UN/LOCODE */
  origin_port: string | null;
  origin_city: string | null;
  destination_country: string;
  destination_port: string | null;
  destination_city: string | null;
  /** JSON array of piece lines; empty for FCL */
  pieces: string;
  commodity: string;
  hazardous: number;
  /** YYYY-MM-DD */
  ready_date: string;
  incoterm: Incoterm | null;
  notes: string | null;
  /** SHA-256 of the shipper's private link (hex); set at publication */
  token_hash: string | null;
  published_at: string | null;
  expires_at: string | null;
  closed_at: string | null;
  closed_reason: string | null;
  rejected_reason: string | null;
  reviewed_by: number | null;
  awarded_bid_id: number | null;
  /** UNIQUE: a retried form stores one lead */
  idempotency_key: string | null;
  ip: string;
  /** JSON of the form's marketing attribution */
  attribution: string | null;
  created_at: string;
  updated_at: string;
}

interface ShippingLeadEquipmentTable {
  lead_id: number;
  position: number;
  type: EquipmentType;
  count: number;
}

export interface LeadBidsTable {
  id: Generated<number>;
  lead_id: number;
  /** the bidding member company: one bid per company and lead */
  company_id: number;
  /** the member who last wrote it */
  user_id: number | null;
  state: BidState;
  kind: BidKind;
  /** YYYY-MM-DD, inclusive */
  valid_until: string;
  transit_days: number;
  free_days: number;
  routing: string;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeadBidLinesTable {
  bid_id: number;
  position: number;
  description: string;
  basis: BidBasis;
  /** thousandths of the quantity */
  quantity_milli: number;
  /** bigint: PostgreSQL answers a string */
  unit_price_minor: number | string;
  /** ISO 4217 */
  currency: Currency;
  /** computed by the server: quantity × unit price, rounded half up */
  total_minor: number | string;
}

/** A code emailed to a shipper to accept one quote; one row per code sent. */
interface QuoteAcceptanceCodesTable {
  id: Generated<number>;
  lead_id: number;
  bid_id: number;
  /** SHA-256 of the row's id and the code */
  code_hash: string;
  /** tries made with it, counted before each comparison */
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

interface LeadSpamReportsTable {
  id: Generated<number>;
  lead_id: number;
  user_id: number;
  reason: string;
  created_at: string;
}

interface SavedLanesTable {
  id: Generated<number>;
  user_id: number;
  origin_country: string;
  destination_country: string;
  /** a mode, or 'any' */
  mode: LeadMode | 'any';
  created_at: string;
}

interface LeadDigestsTable {
  user_id: number;
  /** leads published after this instant are news in the next digest */
  covered_until: string;
  last_sent_at: string | null;
}

export interface CalculatorWidgetsTable {
  id: Generated<number>;
  company_id: number;
  /** the random id in the widget's public address */
  public_id: string;
  enabled: number;
  display_name: string;
  primary_color: string;
  accent_color: string;
  currency: Currency;
  /** where quote requests are emailed: an address confirmed by its owner (or an account's own) */
  notify_email: string;
  /** an address the member chose, waiting for the link sent to it to be opened */
  pending_notify_email: string | null;
  /** SHA-256 of that link's token */
  notify_token_hash: string | null;
  notify_token_expires_at: string | null;
  /** when the widget's hourly limit last turned a visitor away */
  limit_reached_at: string | null;
  /** when the member was last emailed about it (at most once an hour) */
  limit_notice_sent_at: string | null;
  /** JSON array of site origins allowed to frame the widget; empty: any site */
  allowed_sites: string;
  /** JSON array of rate lanes in minor units (shared/calculator/rates.ts) */
  rates: string;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One file a member uploaded for their company (a logo), for the daily allowance. */
export interface CompanyUploadsTable {
  id: Generated<number>;
  company_id: number;
  /** who uploaded it; null once their account is gone */
  user_id: number | null;
  kind: 'logo';
  sha256: string;
  size: number;
  created_at: string;
}

/** One row (id 1): raised by every write that changes what public pages show. */
interface ContentVersionTable {
  id: number;
  version: number;
  changed_at: string;
}

/** The association's decision on a company's application; a pending company without one is new. */
interface MembershipApplicationsTable {
  company_id: number;
  status: ApplicationStatus;
  /** the tier it was approved as */
  tier: MembershipTier | null;
  rejection_reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  updated_at: string;
}

/** Questions the association asks an applicant, and the applicant's answers. */
interface ApplicationMessagesTable {
  id: Generated<number>;
  company_id: number;
  author: 'association' | 'applicant';
  author_user_id: number | null;
  body: string;
  created_at: string;
}

interface MembershipPricesTable {
  tier: MembershipTier;
  /** the annual fee in the currency's minor unit */
  amount_minor: number;
  /** ISO 4217 */
  currency: string;
  updated_by: number | null;
  updated_at: string;
}

export interface MembershipInvoicesTable {
  id: Generated<number>;
  /** DFA-<year>-<id>, UNIQUE */
  number: string;
  company_id: number;
  /** upgrade: the difference to a higher tier, pro rata for the rest of the paid period */
  kind: 'membership' | 'renewal' | 'upgrade';
  tier: MembershipTier;
  amount_minor: number;
  currency: string;
  /** YYYY-MM-DD */
  issued_on: string;
  /** YYYY-MM-DD */
  due_on: string;
  /** a renewal's: the last day of the period it renews (UNIQUE per company) */
  renews_until: string | null;
  status: 'open' | 'paid' | 'void';
  paid_on: string | null;
  payment_reference: string | null;
  confirmed_by: number | null;
  confirmed_at: string | null;
  created_at: string;
  /** an upgrade's: the days it covers, YYYY-MM-DD, inclusive */
  period_from: string | null;
  period_until: string | null;
  /** the voided invoice this one was issued in place of (a renewal reissued at a new fee) */
  replaces_invoice_id: number | null;
}

/** A member's request to move to another tier, decided by the association; one open at a time. */
interface TierRequestsTable {
  id: Generated<number>;
  company_id: number;
  tier: MembershipTier;
  requested_by: number | null;
  /** what the member wrote with the request */
  note: string | null;
  status: 'open' | 'approved' | 'declined' | 'withdrawn';
  decided_by: number | null;
  decided_at: string | null;
  /** a decline's reason, which the member reads */
  decision_reason: string | null;
  created_at: string;
}

/** One row per reminder sent, keyed so each is sent once per membership period. */
interface MembershipRemindersTable {
  company_id: number;
  /** the valid_until the reminder was about */
  period_end: string;
  kind: string;
  sent_at: string;
}

/** Append-only (the database refuses updates and deletes): who did what to which member, and why. */
interface ProtectionCasesTable {
  id: Generated<number>;
  creditor_company_id: number;
  debtor_company_id: number;
  /** the directory offices on both sides; null once an office is removed from the directory */
  creditor_office_id: number | null;
  debtor_office_id: number | null;
  reported_by: number | null;
  status: ProtectionStatus;
  invoice_number: string;
  /** in the invoice currency's minor units */
  amount_minor: number;
  currency: Currency;
  /** what the shipment takes from the creditor's yearly cover, in US cents */
  covered_usd_minor: number;
  /** YYYY-MM-DD */
  invoice_date: string;
  /** YYYY-MM-DD */
  due_date: string;
  bl_number: string;
  mode: TransportMode;
  charge_type: ChargeType;
  confirmed_at: string | null;
  claim_opened_at: string | null;
  /** the reason of a decline or of the claim's decision */
  decision_reason: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

interface ProtectionCaseHistoryTable {
  id: Generated<number>;
  case_id: number;
  actor_user_id: number | null;
  actor_name: string;
  event: string;
  note: string | null;
  created_at: string;
}

interface ProtectionCaseFilesTable {
  id: Generated<number>;
  case_id: number;
  /** which party sent it */
  side: 'creditor' | 'debtor';
  /** the stored content's hash (services/file-store) */
  sha256: string;
  name: string;
  mime: string;
  size: number;
  uploaded_by: number | null;
  created_at: string;
}

interface MemberAuditLogTable {
  id: Generated<number>;
  /** null for association-wide changes such as the fee table */
  company_id: number | null;
  /** null for the portal's own scheduled work */
  actor_user_id: number | null;
  /** the actor's name when it happened */
  actor_name: string;
  action: string;
  reason: string | null;
  /** JSON object */
  details: string;
  created_at: string;
}

/** One rate-limit counter shared by every server instance: hits in the window ending then (ms). */
interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** PostgreSQL reads a bigint back as a string */
  window_ends_at: ColumnType<number | string, number, number>;
}

interface ReferenceDataTable {
  /** the dataset, e.g. 'ports', or 'schedules' for the schedule data's change marker */
  name: string;
  version: string;
  updated_at: string;
}

/** One port per UN/LOCODE, loaded from the shipped World Port Index extract (engines/ports). */
interface PortsTable {
  unlocode: string;
  name: string;
  /** the index's own spelling when `name` is the one forwarders use */
  wpi_name: string;
  /** JSON array of strings */
  alternate_names: string;
  /** the code's first two letters */
  country_code: string;
  country_name: string;
  harbor_size: string | null;
  latitude: number;
  longitude: number;
  wpi_number: string;
}

/** Other codes that lead to a port (the index's CNSGH for Shanghai, CNSHA). */
interface PortAliasesTable {
  code: string;
  unlocode: string;
}

export interface CarriersTable {
  id: Generated<number>;
  /** Standard Carrier Alpha Code; UNIQUE */
  scac: string;
  name: string;
  /** JSON array of ISO 6346 owner codes with category, e.g. ["MSKU","MAEU"] */
  container_prefixes: string;
  /** JSON array of the prefixes its bill of lading numbers start with */
  bill_of_lading_prefixes: string;
  created_at: string;
  updated_at: string;
}

/** How a carrier's data reaches this installation; one per carrier and kind. */
export interface CarrierConnectionsTable {
  id: Generated<number>;
  carrier_id: number;
  kind: CarrierConnectionKind;
  /** the carrier's API root, e.g. https://api.carrier.example/cs */
  base_url: string;
  /** write-only: no endpoint ever returns it */
  api_key: string;
  api_key_updated_at: string;
  interval_minutes: number;
  enabled: number;
  next_sync_at: string;
  /** a worker owns the connection until then, so several servers never sync it at once */
  claimed_until: string | null;
  /** failed runs in a row; the wait before the next run doubles with each */
  consecutive_failures: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

interface CarrierSyncRunsTable {
  id: Generated<number>;
  connection_id: number;
  started_at: string;
  finished_at: string | null;
  result: 'running' | 'ok' | 'failed';
  message: string | null;
  pages: Generated<number>;
  /** JSON object of counts, e.g. {"services":3,"vessels":9,"voyages":40,"calls":520} */
  counts: Generated<string>;
}

interface ScheduleServicesTable {
  id: Generated<number>;
  carrier_id: number;
  service_code: string;
  service_name: string;
  universal_service_reference: string | null;
  /** generated sample data, shown labelled as such; UNIQUE with carrier and code */
  is_sample: number;
  updated_at: string;
}

interface VesselsTable {
  id: Generated<number>;
  /** UNIQUE when present; dummy vessels may have none */
  imo_number: string | null;
  name: string;
  operator_carrier_code: string | null;
  flag: string | null;
  call_sign: string | null;
  /** DCSA isDummyVessel: no real vessel stands behind the number */
  is_dummy: number;
  updated_at: string;
}

interface ScheduleVoyagesTable {
  id: Generated<number>;
  service_id: number;
  vessel_id: number;
  /** the carrier's voyage number; UNIQUE with service and vessel */
  voyage_number: string;
  updated_at: string;
}

/** Timestamps are UTC ISO strings; the offsets are the port's local offset when they were given. */
interface TransportCallsTable {
  id: Generated<number>;
  service_id: number;
  /** the voyage the vessel arrives on (DCSA carrierImportVoyageNumber) */
  arrival_voyage_id: number;
  /** the voyage it leaves on (carrierExportVoyageNumber, the import voyage when absent) */
  departure_voyage_id: number;
  /** DCSA transportCallReference; UNIQUE per service */
  transport_call_reference: string;
  /** position in the vessel's schedule as published */
  sequence: number;
  unlocode: string;
  location_name: string | null;
  facility_code: string | null;
  arrival_at: string | null;
  arrival_offset_minutes: number | null;
  arrival_classifier: TimestampClassifier | null;
  departure_at: string | null;
  departure_offset_minutes: number | null;
  departure_classifier: TimestampClassifier | null;
}

/** A reference members track; UNIQUE by kind and reference. */
interface TrackedShipmentsTable {
  id: Generated<number>;
  reference_kind: ReferenceKind;
  /** normalised: upper case, no spaces */
  reference: string;
  /** the carrier it is tracked with, chosen or likely */
  carrier_id: number | null;
  is_sample: Generated<number>;
  /** when its carrier was last asked for its events */
  last_pulled_at: string | null;
  created_at: string;
}

/** A Track & Trace 2.2 event, stored once per eventID, checked against the event domain first. */
interface TrackingEventsTable {
  id: Generated<number>;
  /** the carrier's eventID; UNIQUE */
  event_id: string;
  event_type: TrackingEventType;
  /** ARRI, LOAD, CONF, … */
  type_code: string;
  classifier: TimestampClassifier;
  /** eventDateTime in UTC */
  event_at: string;
  /** eventDateTime as sent, with its offset */
  event_date_time: string;
  /** eventCreatedDateTime in UTC */
  event_created_at: string;
  unlocode: string | null;
  location_name: string | null;
  facility_code: string | null;
  mode_of_transport: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage_number: string | null;
  service_code: string | null;
  equipment_reference: string | null;
  empty_indicator: string | null;
  carrier_id: number | null;
  /** pull, callback or sample */
  source: 'pull' | 'callback' | 'sample';
  is_sample: Generated<number>;
  received_at: string;
  /** the event as the carrier sent it (JSON) */
  document: string;
}

interface TrackingEventReferencesTable {
  event_row_id: number;
  reference_kind: ReferenceKind;
  reference: string;
}

interface TrackingWatchesTable {
  user_id: number;
  shipment_id: number;
  created_at: string;
}

/** A carrier's event subscription; the secret (base64) signs its notifications. */
interface TrackingSubscriptionsTable {
  id: Generated<number>;
  carrier_id: number;
  /** UNIQUE; sent by the carrier in the Subscription-ID header */
  subscription_id: string;
  secret: string;
  created_at: string;
}

/** A member company's key to the member API; only the SHA-256 of its secret is kept. */
interface ApiKeysTable {
  id: Generated<number>;
  company_id: number;
  created_by: number | null;
  name: string;
  /** UNIQUE; hex SHA-256 of the secret */
  secret_hash: string;
  /** the secret's last four characters, to tell keys apart */
  hint: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: number | null;
}

/** Requests a key made per UTC day (YYYY-MM-DD). */
interface ApiKeyUsageTable {
  key_id: number;
  day: string;
  requests: number;
}

/** Secrets the servers generate once and share through the database, by purpose. */
interface ServerSecretsTable {
  purpose: string;
  /** base64url */
  secret: string;
  created_at: string;
}

interface MeetingProfilesTable {
  user_id: number;
  /** IANA zone name */
  time_zone: string;
  /** JSON array of {weekday (1 Monday … 7 Sunday), from: 'HH:MM', to: 'HH:MM'} in the member's zone */
  weekly_hours: string;
  /** SHA-256 of the private calendar feed's token; UNIQUE */
  feed_token_hash: string | null;
  feed_created_at: string | null;
  updated_at: string;
}

interface MeetingDaysOffTable {
  user_id: number;
  /** YYYY-MM-DD in the member's zone */
  day: string;
  note: string | null;
}

interface MeetingBlocksTable {
  user_id: number;
  blocked_company_id: number;
  created_at: string;
}

interface MeetingConferencesTable {
  event_id: number;
  slot_minutes: number;
  tables: number;
  /** JSON array of {date, from, to, breaks: [{from, to, label}]} on the event's clock */
  days: string;
  updated_by: number | null;
  updated_at: string;
}

export interface MeetingsTable {
  id: Generated<number>;
  /** iCalendar UID; UNIQUE and never changed */
  uid: string;
  /** set for a conference meeting */
  event_id: number | null;
  requester_id: number;
  invitee_id: number;
  requester_zone: string;
  invitee_zone: string;
  starts_at: string;
  ends_at: string;
  subject: string;
  place_kind: 'video' | 'phone' | 'table';
  /** the video link or E.164 phone number */
  place_detail: string | null;
  table_number: number | null;
  status: 'requested' | 'confirmed' | 'declined' | 'cancelled';
  /** whose answer a request waits for */
  awaiting_id: number | null;
  /** 1 once calendar invitations went out */
  invited: Generated<number>;
  sequence: Generated<number>;
  reason: string | null;
  ended_by: number | null;
  reminder_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A five-minute cell of a person's time held by a live meeting; UNIQUE per person and start. */
interface MeetingCellsTable {
  user_id: number;
  starts_at: string;
  meeting_id: number;
}

/** A conference table held by a live meeting in one slot. */
interface MeetingTablesTable {
  event_id: number;
  starts_at: string;
  table_number: number;
  meeting_id: number;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_changes: EmailChangesTable;
  email_confirmations: EmailConfirmationsTable;
  phone_verifications: PhoneVerificationsTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  sign_in_failures: SignInFailuresTable;
  trusted_devices: TrustedDevicesTable;
  sign_in_unlocks: SignInUnlocksTable;
  recovery_codes: RecoveryCodesTable;
  second_factor_challenges: SecondFactorChallengesTable;
  events: EventsTable;
  event_interest: EventInterestTable;
  form_submissions: FormSubmissionsTable;
  survey_responses: SurveyResponsesTable;
  transport_units: TransportUnitsTable;
  transport_unit_zones: TransportUnitZonesTable;
  blacklist_entries: BlacklistEntriesTable;
  blacklist_places: BlacklistPlacesTable;
  blacklist_response_links: BlacklistResponseLinksTable;
  blacklist_files: BlacklistFilesTable;
  blacklist_history: BlacklistHistoryTable;
  company_offices: CompanyOfficesTable;
  company_services: CompanyServicesTable;
  company_contacts: CompanyContactsTable;
  contact_reveals: ContactRevealsTable;
  event_registrations: EventRegistrationsTable;
  event_attendees: EventAttendeesTable;
  help_sections: HelpSectionsTable;
  help_items: HelpItemsTable;
  articles: ArticlesTable;
  article_tags: ArticleTagsTable;
  article_likes: ArticleLikesTable;
  article_views: ArticleViewsTable;
  blog_images: BlogImagesTable;
  company_uploads: CompanyUploadsTable;
  content_version: ContentVersionTable;
  membership_applications: MembershipApplicationsTable;
  application_messages: ApplicationMessagesTable;
  membership_prices: MembershipPricesTable;
  membership_invoices: MembershipInvoicesTable;
  tier_requests: TierRequestsTable;
  membership_reminders: MembershipRemindersTable;
  member_audit_log: MemberAuditLogTable;
  protection_cases: ProtectionCasesTable;
  protection_case_history: ProtectionCaseHistoryTable;
  protection_case_files: ProtectionCaseFilesTable;
  rate_limit_hits: RateLimitHitsTable;
  shipping_leads: ShippingLeadsTable;
  shipping_lead_equipment: ShippingLeadEquipmentTable;
  lead_bids: LeadBidsTable;
  quote_acceptance_codes: QuoteAcceptanceCodesTable;
  lead_bid_lines: LeadBidLinesTable;
  lead_spam_reports: LeadSpamReportsTable;
  saved_lanes: SavedLanesTable;
  lead_digests: LeadDigestsTable;
  calculator_widgets: CalculatorWidgetsTable;
  reference_data: ReferenceDataTable;
  ports: PortsTable;
  port_aliases: PortAliasesTable;
  carriers: CarriersTable;
  carrier_connections: CarrierConnectionsTable;
  carrier_sync_runs: CarrierSyncRunsTable;
  schedule_services: ScheduleServicesTable;
  vessels: VesselsTable;
  schedule_voyages: ScheduleVoyagesTable;
  transport_calls: TransportCallsTable;
  tracked_shipments: TrackedShipmentsTable;
  tracking_events: TrackingEventsTable;
  tracking_event_references: TrackingEventReferencesTable;
  tracking_watches: TrackingWatchesTable;
  tracking_subscriptions: TrackingSubscriptionsTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  server_secrets: ServerSecretsTable;
  meeting_profiles: MeetingProfilesTable;
  meeting_days_off: MeetingDaysOffTable;
  meeting_blocks: MeetingBlocksTable;
  meeting_conferences: MeetingConferencesTable;
  meetings: MeetingsTable;
  meeting_cells: MeetingCellsTable;
  meeting_tables: MeetingTablesTable;
}
