import { describe, expect, it } from 'vitest';
import { channelOf } from './channel';
import { CONSENT_KEY, JOURNEY_KEY, Tracker, type TrackerEnvironment } from './tracker';
import { platformOf } from './user-agent';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SITE = 'https://dfa.example';

function trackerWith(
  storage: Storage,
  overrides: Partial<TrackerEnvironment> = {},
  clock = { now: Date.parse('2026-11-20T08:00:00Z') },
) {
  return new Tracker({
    storage,
    doNotTrack: false,
    userAgent: FIREFOX_LINUX,
    cookies: () => '',
    timeZone: () => 'Europe/Madrid',
    ownHost: 'dfa.example',
    now: () => new Date(clock.now),
    ...overrides,
  });
}

describe('tracker', () => {
  it('dates a page view queued while it loaded from when the page was opened', () => {
    const storage = new MemoryStorage();
    const clock = { now: Date.parse('2026-11-20T08:00:10Z') };
    const tracker = trackerWith(storage, {}, clock);
    tracker.setConsent('granted');
    tracker.pageView(
      `${SITE}/services?utm_source=newsletter&utm_medium=email`,
      '',
      new Date('2026-11-20T08:00:00Z'),
    );
    tracker.pageView(`${SITE}/partners/erp-enquiry`, SITE);
    expect(tracker.attribution()).toMatchObject({
      firstTouch: { source: 'newsletter', at: '2026-11-20T08:00:00.000Z' },
      pagesVisited: ['/services', '/partners/erp-enquiry'],
      timePassedSeconds: 10,
    });
  });

  it('keeps the first touch across visits and updates the last touch per visit, with consent', () => {
    const storage = new MemoryStorage();
    const clock = { now: Date.parse('2026-11-20T08:00:00Z') };
    const first = trackerWith(storage, {}, clock);
    first.setConsent('granted');
    first.pageView(
      `${SITE}/benefits?utm_source=google&utm_medium=cpc&utm_campaign=reefer-week&gclid=abc`,
      'https://www.google.com/',
    );
    first.pageView(`${SITE}/services`, SITE);

    clock.now += 3 * 24 * 3600 * 1000;
    const later = trackerWith(storage, {}, clock); // a new page load days later
    later.pageView(`${SITE}/company/contact-us`, 'https://www.linkedin.com/');
    const attribution = later.attribution()!;
    expect(attribution.firstTouch).toMatchObject({
      source: 'google',
      medium: 'cpc',
      campaign: 'reefer-week',
      channel: 'paid',
    });
    expect(attribution.lastTouch).toMatchObject({
      source: 'www.linkedin.com',
      channel: 'social',
      landing: '/company/contact-us',
    });
    expect(attribution).toMatchObject({
      clickId: 'abc',
      pageVisits: 3,
      pagesVisited: ['/benefits', '/services', '/company/contact-us'],
      browser: 'Firefox',
      os: 'Linux',
      device: 'desktop',
      timeZone: 'Europe/Madrid',
      timePassedSeconds: 0,
    });
  });

  it('writes nothing before consent but still describes the current page', () => {
    const storage = new MemoryStorage();
    const tracker = trackerWith(storage);
    tracker.pageView(`${SITE}/?utm_source=newsletter&utm_medium=email`, '');
    expect(storage.length).toBe(0);
    expect(tracker.needsConsent()).toBe(true);
    expect(tracker.attribution()?.firstTouch).toMatchObject({ source: 'newsletter', channel: 'email' });

    tracker.setConsent('denied');
    expect(storage.getItem(CONSENT_KEY)).toBe('denied');
    expect(storage.getItem(JOURNEY_KEY)).toBeNull();
    expect(tracker.needsConsent()).toBe(false);
  });

  it('saves the journey the moment the visitor accepts', () => {
    const storage = new MemoryStorage();
    const tracker = trackerWith(storage);
    tracker.pageView(`${SITE}/?utm_source=newsletter`, '');
    tracker.setConsent('granted');
    expect(JSON.parse(storage.getItem(JOURNEY_KEY)!).firstTouch.source).toBe('newsletter');
  });

  it('tracks and stores nothing under Do-Not-Track, and does not ask', () => {
    const storage = new MemoryStorage();
    const tracker = trackerWith(storage, { doNotTrack: true });
    tracker.setConsent('granted');
    tracker.pageView(`${SITE}/?utm_source=google`, 'https://www.google.com/');
    expect(storage.length).toBe(0);
    expect(tracker.needsConsent()).toBe(false);
    expect(tracker.attribution()).toBeUndefined();
  });

  it('reads the analytics client and session ids from the _ga cookies', () => {
    const tracker = trackerWith(new MemoryStorage(), {
      cookies: () => '_ga=GA1.1.1234567890.1700000000; _ga_ABC123=GS2.1.s1700000555$o3$g1$t1700000600',
    });
    tracker.pageView(`${SITE}/`, '');
    expect(tracker.attribution()).toMatchObject({
      gaClientId: '1234567890.1700000000',
      gaSessionId: '1700000555',
    });
  });
});

describe('channelOf', () => {
  it.each([
    [{}, undefined, 'direct'],
    [{ referrer: 'https://www.google.com/' }, undefined, 'organic-search'],
    [{ referrer: 'https://www.bing.com/search?q=dfa' }, undefined, 'organic-search'],
    [{ referrer: 'https://www.linkedin.com/feed' }, undefined, 'social'],
    [{ referrer: 'https://www.freightnews.example/article' }, undefined, 'referral'],
    [{ medium: 'email', source: 'newsletter' }, undefined, 'email'],
    [{ medium: 'cpc', source: 'google' }, undefined, 'paid'],
    [{ referrer: 'https://www.google.com/' }, 'gclid-1', 'paid'],
  ] as const)('%j with click id %s is %s', (touch, clickId, channel) => {
    expect(channelOf(touch, clickId)).toBe(channel);
  });
});

describe('platformOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'Windows', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', device: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Android', device: 'tablet' },
    ],
    [FIREFOX_LINUX, { browser: 'Firefox', os: 'Linux', device: 'desktop' }],
  ])('%s', (userAgent, expected) => {
    expect(platformOf(userAgent)).toEqual(expected);
  });
});
