import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      siteUrl: 'http://localhost:3000',
      database: { dialect: 'sqlite', path: './data/dfa.sqlite' },
      env: 'development',
      logLevel: 'info',
      captcha: { enabled: false },
      mailFrom: 'DFA Portal <no-reply@localhost>',
      outboxIntervalMs: 2000,
      outboxRetryMs: 30_000,
      shutdownGraceMs: 10_000,
      phoneCodeResendSeconds: 60,
      contactInbox: 'contact@localhost',
      filesDir: './data/files',
      geolocationSource: 'none',
      apiRateLimitPerMinute: 300,
      apiKeyRequestsPerMinute: 120,
      pageRateLimitPerMinute: 600,
      pageCacheBytes: 64 * 1024 * 1024,
      directoryCacheSeconds: 30,
      scheduleIndexMaxCalls: 500_000,
      shippingLeadDays: 14,
      leadDigestHourUtc: 6,
      leadDigestCheckMs: 300_000,
      meetingReminderCheckMs: 60_000,
      membershipCheckIntervalMs: 3_600_000,
      protectionClaimWindowDays: 150,
      invoicePaymentInstructions:
        'Pay by bank transfer to DF Alliance FZE, quoting the invoice number. The membership team sends the bank details with every invoice and on request.',
      trustProxy: false,
      allowedHosts: [],
      support: { phones: [], address: [] },
    });
  });

  it('reads the extra host names to answer, and refuses what is not one', () => {
    expect(
      loadConfig({ ALLOWED_HOSTS: 'WWW.Portal.example, portal.example:8443,[::1]:3000' }).allowedHosts,
    ).toEqual(['www.portal.example', 'portal.example:8443', '[::1]:3000']);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://portal.example' })).toThrow(
      /ALLOWED_HOSTS: "https:\/\/portal.example" is not a host name/,
    );
  });

  it('shows the support lines, email and postal address it is given, and none it is not', () => {
    const config = loadConfig({
      SUPPORT_PHONES: 'us=+1 (202) 318-2990, es=+34 910 82 42 00',
      SUPPORT_EMAIL: 'support@dfa.example',
      SUPPORT_ADDRESS: 'DF Alliance FZE; Jebel Ali Free Zone;Dubai, United Arab Emirates',
    });
    expect(config.support).toEqual({
      phones: [
        { country: 'us', display: '+1 202 318 2990', tel: 'tel:+12023182990' },
        { country: 'es', display: '+34 910 82 42 00', tel: 'tel:+34910824200' },
      ],
      email: 'support@dfa.example',
      address: ['DF Alliance FZE', 'Jebel Ali Free Zone', 'Dubai, United Arab Emirates'],
    });
    expect(loadConfig({ SUPPORT_PHONES: '', SUPPORT_EMAIL: '', SUPPORT_ADDRESS: '' }).support).toEqual({
      phones: [],
      address: [],
    });
  });

  it('refuses a support line that is not a real number of its country', () => {
    expect(() => loadConfig({ SUPPORT_PHONES: 'us +1 202 318 2990' })).toThrow(
      /SUPPORT_PHONES: "us \+1 202 318 2990" is not a country=number pair/,
    );
    expect(() => loadConfig({ SUPPORT_PHONES: 'cn=+86 21 0000 0142' })).toThrow(
      /SUPPORT_PHONES: \+86 21 0000 0142 is not a complete international number/,
    );
    expect(() => loadConfig({ SUPPORT_PHONES: 'ca=+1 202 318 2990' })).toThrow(
      /SUPPORT_PHONES: \+1 202 318 2990 is not a number in CA \(it belongs to US\)/,
    );
    expect(() => loadConfig({ SUPPORT_PHONES: 'us=+1 202 318 2990,us=+1 202 318 2991' })).toThrow(
      /SUPPORT_PHONES: us is given twice/,
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL: must be an email address/);
  });

  it('never lets a production server show a number kept for fiction', () => {
    const production = { NODE_ENV: 'production', CAPTCHA: 'off' };
    for (const fictional of ['us=+1 (202) 555-0142', 'do=+1 809 555 0199', 'gb=+44 20 7946 0321']) {
      expect(() => loadConfig({ ...production, SUPPORT_PHONES: fictional }), fictional).toThrow(
        /SUPPORT_PHONES: .* is in a range kept for fiction/,
      );
      // A developer may still try the contact page with one.
      expect(loadConfig({ SUPPORT_PHONES: fictional }).support.phones).toHaveLength(1);
    }
    expect(loadConfig({ ...production, SUPPORT_PHONES: 'us=+1 202 555 0200' }).support.phones).toHaveLength(
      1,
    );
  });

  it('trusts no proxy unless told how many hops or which addresses, and never every hop', () => {
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every proxy/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10.0.0.0\/33" is not/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: "proxy.internal"/);
    expect(() => loadConfig({ TRUST_PROXY: '25' })).toThrow(/TRUST_PROXY: must be at most 10/);
  });

  it('serves metrics only when given a port, on loopback unless told otherwise', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT: must be a number/);
  });

  it('reads the outbox retry and the shutdown grace in seconds', () => {
    const config = loadConfig({ OUTBOX_RETRY_SECONDS: '2', SHUTDOWN_GRACE_SECONDS: '25' });
    expect(config.outboxRetryMs).toBe(2000);
    expect(config.shutdownGraceMs).toBe(25_000);
    expect(() => loadConfig({ OUTBOX_RETRY_SECONDS: '0' })).toThrow(
      /OUTBOX_RETRY_SECONDS: must be at least 1/,
    );
  });

  it('keeps the schedule in memory up to a number of calls, or never with 0', () => {
    expect(loadConfig({ SCHEDULE_INDEX_MAX_CALLS: '0' }).scheduleIndexMaxCalls).toBe(0);
    expect(loadConfig({ SCHEDULE_INDEX_MAX_CALLS: '2000000' }).scheduleIndexMaxCalls).toBe(2_000_000);
    expect(() => loadConfig({ SCHEDULE_INDEX_MAX_CALLS: '-1' })).toThrow(
      /SCHEDULE_INDEX_MAX_CALLS: must be 0 \(every search reads its rows with SQL\) or more port calls/,
    );
    expect(() => loadConfig({ SCHEDULE_INDEX_MAX_CALLS: 'many' })).toThrow(
      /SCHEDULE_INDEX_MAX_CALLS: must be a number of port calls/,
    );
  });

  it('reads the shipping lead settings and explains wrong ones', () => {
    const config = loadConfig({
      SHIPPING_LEAD_DAYS: '21',
      LEAD_DIGEST_HOUR_UTC: '0',
      LEAD_DIGEST_CHECK_MS: '500',
    });
    expect(config).toMatchObject({ shippingLeadDays: 21, leadDigestHourUtc: 0, leadDigestCheckMs: 500 });
    expect(() => loadConfig({ SHIPPING_LEAD_DAYS: '0' })).toThrow(
      /SHIPPING_LEAD_DAYS: must be at least 1 day/,
    );
    expect(() => loadConfig({ LEAD_DIGEST_HOUR_UTC: '24' })).toThrow(
      /LEAD_DIGEST_HOUR_UTC: must be an hour from 0 to 23/,
    );
  });

  it('uses the SMS provider only with its account, token and sender all set', () => {
    expect(loadConfig({}).smsProvider).toBeUndefined();
    const provider = { SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 'secret', SMS_FROM: '+447700900123' };
    expect(loadConfig(provider).smsProvider).toEqual({
      apiUrl: 'https://api.twilio.com',
      accountSid: 'AC1',
      authToken: 'secret',
      from: '+447700900123',
    });
    expect(loadConfig({ ...provider, SMS_FROM: 'DFA' }).smsProvider?.from).toBe('DFA');
    expect(() => loadConfig({ SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 'secret' })).toThrow(
      /SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: the SMS provider needs all three/,
    );
    expect(() => loadConfig({ ...provider, SMS_FROM: '07700 900123!' })).toThrow(
      /SMS_FROM: must be an E\.164/,
    );
  });

  it('reads the geolocation source and explains a wrong one', () => {
    expect(loadConfig({ GEOLOCATION_SOURCE: 'cloudflare' }).geolocationSource).toBe('cloudflare');
    expect(() => loadConfig({ GEOLOCATION_SOURCE: 'maxmind' })).toThrow(
      /GEOLOCATION_SOURCE: must be "cloudflare"/,
    );
  });

  it('reads every variable and trims the trailing slash of SITE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SITE_URL: 'https://www.example.org/',
      DATABASE_URL: 'postgres://dfa:secret@db:5432/dfa',
      NODE_ENV: 'production',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: 'secret',
      SMTP_URL: 'smtp://mailer:secret@mail.example.org:587',
      MAIL_FROM: 'DFA <hello@example.org>',
      SMS_OUTBOX_FILE: '/tmp/sms.jsonl',
      OUTBOX_INTERVAL_MS: '250',
      PHONE_CODE_RESEND_SECONDS: '30',
    });
    expect(config).toMatchObject({
      captcha: {
        enabled: true,
        siteKey: 'site-key',
        secret: 'secret',
        verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      },
      smtpUrl: 'smtp://mailer:secret@mail.example.org:587',
      mailFrom: 'DFA <hello@example.org>',
      smsOutboxFile: '/tmp/sms.jsonl',
      outboxIntervalMs: 250,
      phoneCodeResendSeconds: 30,
      port: 8080,
      host: '0.0.0.0',
      siteUrl: 'https://www.example.org',
      database: { dialect: 'postgres', url: 'postgres://dfa:secret@db:5432/dfa' },
      env: 'production',
    });
  });

  it('reports every invalid variable by name in one error', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', SITE_URL: 'example.org', NODE_ENV: 'staging' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT: must be a number');
    expect(message).toContain('SITE_URL: must be an absolute http(s) URL');
    expect(message).toContain('NODE_ENV');
  });
});

describe('the bot check setting', () => {
  it('is off without a secret in development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).captcha).toEqual({ enabled: false });
    expect(loadConfig({}).captcha).toEqual({ enabled: false });
  });

  it('refuses to start in production without a secret unless CAPTCHA=off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_SECRET.*CAPTCHA=off/);
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off' }).captcha).toEqual({ enabled: false });
  });

  it('needs the site key beside the secret', () => {
    expect(() => loadConfig({ CAPTCHA_SECRET: 'secret' })).toThrow(/CAPTCHA_SITE_KEY/);
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    ['sqlite:./data/x.sqlite', { dialect: 'sqlite', path: './data/x.sqlite' }],
    ['sqlite:///var/lib/dfa.sqlite', { dialect: 'sqlite', path: '/var/lib/dfa.sqlite' }],
    ['./plain/path.db', { dialect: 'sqlite', path: './plain/path.db' }],
    ['postgresql://u@h/d', { dialect: 'postgres', url: 'postgresql://u@h/d' }],
  ])('%s', (value, expected) => expect(parseDatabaseUrl(value)).toEqual(expected));

  it('refuses an unsupported scheme with a helpful message', () => {
    expect(() => parseDatabaseUrl('mysql://u@h/d')).toThrow(/unsupported scheme.*postgres:\/\/.*sqlite:/);
    expect(() => parseDatabaseUrl('sqlite:')).toThrow(/needs a file path/);
  });
});
