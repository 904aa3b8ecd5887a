import { isIP } from 'node:net';
import { z } from 'zod';
import { PHONE_CODE_RESEND_SECONDS } from '../shared/api/auth';
import { DEFAULT_CLAIM_WINDOW_DAYS } from '../shared/api/payment-protection';
import { DEFAULT_LEAD_DAYS } from '../shared/api/shipping-leads';
import { parseSupportAddress, parseSupportPhones, type SupportPhone } from './support-contacts';

export const DEFAULT_DATABASE_URL = 'sqlite:./data/dfa.sqlite';
const DEFAULT_CONTACT_INBOX = 'contact@localhost';
const DEFAULT_PAYMENT_INSTRUCTIONS =
  'Pay by bank transfer to DF Alliance FZE, quoting the invoice number. The membership team sends the bank details with every invoice and on request.';
export const DEFAULT_FILES_DIR = './data/files';
const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const TWILIO_API_URL = 'https://api.twilio.com';

/** A host name (or IPv4 address, or bracketed IPv6 address) with an optional port. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const envSchema = z.object({
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://www.example.com' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  CAPTCHA: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).optional(),
  CAPTCHA_SITE_KEY: z.string().trim().optional(),
  CAPTCHA_SECRET: z.string().trim().optional(),
  CAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .default(TURNSTILE_VERIFY_URL),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail:587',
    })
    .optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be a sender like "DFA Portal <no-reply@example.com>"').optional(),
  SMS_OUTBOX_FILE: z.string().trim().min(1).optional(),
  SMS_ACCOUNT_SID: z.string().trim().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().trim().min(1).optional(),
  SMS_FROM: z
    .string()
    .trim()
    .regex(
      /^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/,
      'must be an E.164 number like +447700900123 or a sender name',
    )
    .optional(),
  SMS_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .default(TWILIO_API_URL),
  OUTBOX_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(10, 'must be at least 10 milliseconds')
    .default(2000),
  CONTACT_INBOX: z
    .string()
    .trim()
    .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an email address such as contact@example.com')
    .default(DEFAULT_CONTACT_INBOX),
  FILES_DIR: z.string().trim().min(1, 'must be a directory path').default(DEFAULT_FILES_DIR),
  GEOLOCATION_SOURCE: z
    .enum(['none', 'cloudflare'], {
      error: 'must be "cloudflare" (read Cloudflare\'s visitor location headers) or "none"',
    })
    .default('none'),
  PHONE_CODE_RESEND_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more seconds')
    .default(PHONE_CODE_RESEND_SECONDS),
  API_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of requests' })
    .int('must be a whole number of requests')
    .min(1, 'must be at least 1 request a minute')
    .default(300),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of requests' })
    .int('must be a whole number of requests')
    .min(1, 'must be at least 1 request a minute')
    .default(120),
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of pages' })
    .int('must be a whole number of pages')
    .min(1, 'must be at least 1 page a minute')
    .default(600),
  PAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1 megabyte')
    .max(4096, 'must be at most 4096 megabytes')
    .default(64),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      const trust = parseTrustProxy(value ?? '');
      if (typeof trust === 'string') {
        context.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }
      return trust;
    }),
  ALLOWED_HOSTS: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      const hosts = (value ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean);
      const wrong = hosts.find((host) => !HOST_NAME.test(host));
      if (wrong !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `"${wrong}" is not a host name with an optional port, like www.example.com or portal.example.com:8443`,
        });
        return z.NEVER;
      }
      return hosts;
    }),
  METRICS_PORT: portSchema.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  OUTBOX_RETRY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .default(30),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .default(10),
  MEMBERSHIP_CHECK_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000 milliseconds')
    .default(60 * 60 * 1000),
  PROTECTION_CLAIM_WINDOW_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(3650, 'must be at most 3650 days')
    .default(DEFAULT_CLAIM_WINDOW_DAYS),
  INVOICE_PAYMENT_INSTRUCTIONS: z
    .string()
    .trim()
    .min(10, 'must say how members pay, e.g. the bank account to wire the fee to')
    .max(1000, 'must be at most 1000 characters')
    .default(DEFAULT_PAYMENT_INSTRUCTIONS),
  DIRECTORY_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 (no cache) or more seconds')
    .max(3600, 'must be at most 3600 seconds')
    .default(30),
  SCHEDULE_INDEX_MAX_CALLS: z.coerce
    .number({ error: 'must be a number of port calls' })
    .int('must be a whole number of port calls')
    .min(0, 'must be 0 (every search reads its rows with SQL) or more port calls')
    .default(500_000),
  SHIPPING_LEAD_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(365, 'must be at most 365 days')
    .default(DEFAULT_LEAD_DAYS),
  LEAD_DIGEST_HOUR_UTC: z.coerce
    .number({ error: 'must be an hour from 0 to 23' })
    .int('must be a whole hour from 0 to 23')
    .min(0, 'must be an hour from 0 to 23')
    .max(23, 'must be an hour from 0 to 23')
    .default(6),
  LEAD_DIGEST_CHECK_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 milliseconds')
    .default(300_000),
  MEETING_REMINDER_CHECK_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 milliseconds')
    .default(60_000),
  SUPPORT_PHONES: z.string().trim().optional(),
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an email address such as support@example.com')
    .optional()
    .or(z.literal('')),
  SUPPORT_ADDRESS: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});

/**
 * Which proxies may say who the client is (`X-Forwarded-For`): none, the nearest N hops, or the
 * listed addresses and ranges. Trusting every hop would let any client choose its own address,
 * and with it its rate limits and the address stored with its forms.
 */
export type TrustProxy = false | number | string[];

/** Named ranges the proxy-addr library understands. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The parsed setting, or the message explaining why the value is refused. */
function parseTrustProxy(value: string): TrustProxy | string {
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : 'must be at most 10 proxy hops';
  }
  if (value === 'true' || value === '*') {
    return 'trusting every proxy lets any client choose its address; give the number of proxies in front of the server (e.g. 1) or their addresses';
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    return `"${wrong}" is not a number of hops, an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal`;
  }
  return entries;
}

export type DatabaseTarget = { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string };

/** The bot check: off, or on with a verification secret and the site key the pages need. */
/** An SMS provider that speaks Twilio's Messages API (Twilio itself, or a compatible gateway). */
export interface SmsProviderConfig {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** the sender: an E.164 number or an alphanumeric sender id */
  from: string;
}

export type CaptchaConfig =
  { enabled: false } | { enabled: true; siteKey: string; secret: string; verifyUrl: string };

export interface Config {
  port: number;
  host: string;
  siteUrl: string;
  database: DatabaseTarget;
  env: 'development' | 'production' | 'test';
  logLevel: string;
  captcha: CaptchaConfig;
  /** absent: emails are written to the log instead (development) */
  smtpUrl?: string;
  mailFrom: string;
  /** absent: text messages are written to the log instead */
  smsOutboxFile?: string;
  /** the SMS provider (Twilio's Messages API); takes precedence over `smsOutboxFile` */
  smsProvider?: SmsProviderConfig;
  outboxIntervalMs: number;
  /** the first retry of a failed message; each later one waits twice as long (at most an hour) */
  outboxRetryMs: number;
  /** absent: no metrics endpoint */
  metrics?: { port: number; host: string };
  /** how long SIGTERM waits for in-flight requests before the process exits anyway */
  shutdownGraceMs: number;
  phoneCodeResendSeconds: number;
  /** where the public forms' submissions are emailed for the team */
  contactInbox: string;
  /** per client address, across the API; routes may set tighter limits */
  apiRateLimitPerMinute: number;
  /** per member API key, across every server instance on PostgreSQL */
  apiKeyRequestsPerMinute: number;
  /** website pages per minute per client address (assets are not counted) */
  pageRateLimitPerMinute: number;
  /** the most memory rendered pages are kept in, in bytes */
  pageCacheBytes: number;
  /** which proxies' `X-Forwarded-For` is believed; false: none, the socket's address is the client */
  trustProxy: TrustProxy;
  /** host names (with a port where one is given) answered besides SITE_URL's, lowercase */
  allowedHosts: string[];
  /** how long public directory answers are reused; 0 turns the cache off */
  directoryCacheSeconds: number;
  /** up to how many port calls the server keeps the whole schedule indexed in memory */
  scheduleIndexMaxCalls: number;
  /** uploaded files (evidence, images), stored by content hash outside any web root */
  filesDir: string;
  /** how often renewal invoices, reminders and lapses are checked */
  membershipCheckIntervalMs: number;
  /** days from a covered invoice's date within which its creditor may open a claim */
  protectionClaimWindowDays: number;
  /** what printed membership invoices say about paying */
  invoicePaymentInstructions: string;
  /**
   * Where a form submission's city, country, region and coordinates come from: `cloudflare`
   * reads the visitor location headers Cloudflare adds; `none` records no location.
   */
  geolocationSource: 'none' | 'cloudflare';
  /** how long a published shipping lead stays open unless awarded or closed first */
  shippingLeadDays: number;
  /** the hour (UTC) from which each day's saved-lane digests go out */
  leadDigestHourUtc: number;
  /** how often due digests are looked for */
  leadDigestCheckMs: number;
  /** how often meetings due a 24-hour reminder are looked for */
  meetingReminderCheckMs: number;
  /** how visitors reach the association: shown only when set, never made up */
  support: SupportContacts;
}

export interface SupportContacts {
  phones: SupportPhone[];
  email?: string;
  /** the postal address, one line each; empty when not set */
  address: string[];
}

const DEFAULT_MAIL_FROM = 'DFA Portal <no-reply@localhost>';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `postgres://` or `postgresql://` selects PostgreSQL; `sqlite:<path>` or a bare path, SQLite. */
export function parseDatabaseUrl(value: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//.test(value)) return { dialect: 'postgres', url: value };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !value.startsWith('sqlite:')) {
    throw new ConfigError(
      `DATABASE_URL: unsupported scheme in "${value.split('://')[0]}://…"; use postgres://… or sqlite:<path>`,
    );
  }
  const path = value.startsWith('sqlite:') ? value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '') : value;
  if (!path) throw new ConfigError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/dfa.sqlite');
  return { dialect: 'sqlite', path };
}

/** Reads and validates the environment once at boot; every problem is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    siteUrl: values.SITE_URL,
    database: parseDatabaseUrl(values.DATABASE_URL),
    env: values.NODE_ENV,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    captcha: captchaConfig(values),
    ...(values.SMTP_URL ? { smtpUrl: values.SMTP_URL } : {}),
    mailFrom: values.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    ...(values.SMS_OUTBOX_FILE ? { smsOutboxFile: values.SMS_OUTBOX_FILE } : {}),
    ...smsProviderConfig(values),
    outboxIntervalMs: values.OUTBOX_INTERVAL_MS,
    outboxRetryMs: values.OUTBOX_RETRY_SECONDS * 1000,
    ...(values.METRICS_PORT !== undefined
      ? { metrics: { port: values.METRICS_PORT, host: values.METRICS_HOST } }
      : {}),
    shutdownGraceMs: values.SHUTDOWN_GRACE_SECONDS * 1000,
    phoneCodeResendSeconds: values.PHONE_CODE_RESEND_SECONDS,
    contactInbox: values.CONTACT_INBOX,
    apiRateLimitPerMinute: values.API_RATE_LIMIT_PER_MINUTE,
    apiKeyRequestsPerMinute: values.API_KEY_REQUESTS_PER_MINUTE,
    pageRateLimitPerMinute: values.PAGE_RATE_LIMIT_PER_MINUTE,
    pageCacheBytes: values.PAGE_CACHE_MB * 1024 * 1024,
    directoryCacheSeconds: values.DIRECTORY_CACHE_SECONDS,
    scheduleIndexMaxCalls: values.SCHEDULE_INDEX_MAX_CALLS,
    trustProxy: values.TRUST_PROXY,
    allowedHosts: values.ALLOWED_HOSTS,
    filesDir: values.FILES_DIR,
    membershipCheckIntervalMs: values.MEMBERSHIP_CHECK_INTERVAL_MS,
    invoicePaymentInstructions: values.INVOICE_PAYMENT_INSTRUCTIONS,
    protectionClaimWindowDays: values.PROTECTION_CLAIM_WINDOW_DAYS,
    geolocationSource: values.GEOLOCATION_SOURCE,
    shippingLeadDays: values.SHIPPING_LEAD_DAYS,
    leadDigestHourUtc: values.LEAD_DIGEST_HOUR_UTC,
    leadDigestCheckMs: values.LEAD_DIGEST_CHECK_MS,
    meetingReminderCheckMs: values.MEETING_REMINDER_CHECK_MS,
    support: supportContacts(values),
  };
}

/** Production refuses numbers kept for fiction, so a placeholder can never reach visitors. */
function supportContacts(values: z.infer<typeof envSchema>): SupportContacts {
  const phones = parseSupportPhones(values.SUPPORT_PHONES ?? '', {
    refuseFictional: values.NODE_ENV === 'production',
  });
  if (typeof phones === 'string') throw new ConfigError(`SUPPORT_PHONES: ${phones}`);
  return {
    phones,
    ...(values.SUPPORT_EMAIL ? { email: values.SUPPORT_EMAIL } : {}),
    address: parseSupportAddress(values.SUPPORT_ADDRESS ?? ''),
  };
}

/**
 * Without a secret the bot check is off in development and tests; production must either have
 * one or say `CAPTCHA=off`, so a forgotten secret never silently opens sign-up to bots.
 */
function smsProviderConfig(values: z.infer<typeof envSchema>): { smsProvider?: SmsProviderConfig } {
  const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = values;
  if (!accountSid && !authToken && !from) return {};
  if (!accountSid || !authToken || !from) {
    throw new ConfigError(
      'SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: the SMS provider needs all three (or none, to write text messages to SMS_OUTBOX_FILE or the log)',
    );
  }
  return { smsProvider: { apiUrl: values.SMS_API_URL, accountSid, authToken, from } };
}

function captchaConfig(values: z.infer<typeof envSchema>): CaptchaConfig {
  if (values.CAPTCHA === 'off') return { enabled: false };
  const secret = values.CAPTCHA_SECRET || undefined;
  const siteKey = values.CAPTCHA_SITE_KEY || undefined;
  if (!secret) {
    if (values.CAPTCHA === 'on' || values.NODE_ENV === 'production') {
      throw new ConfigError(
        'CAPTCHA_SECRET: the bot check needs its secret (and CAPTCHA_SITE_KEY); set CAPTCHA=off to run without a bot check',
      );
    }
    return { enabled: false };
  }
  if (!siteKey) {
    throw new ConfigError(
      'CAPTCHA_SITE_KEY: needed with CAPTCHA_SECRET, so the pages can show the bot check',
    );
  }
  return { enabled: true, siteKey, secret, verifyUrl: values.CAPTCHA_VERIFY_URL };
}
