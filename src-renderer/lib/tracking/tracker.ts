import type { Attribution, Touch } from '../../../shared/api/attribution';
import { PAGES_VISITED_MAX } from '../../../shared/attribution-limits';
import { channelOf, hostOf } from './channel';
import { CONSENT_KEY, JOURNEY_KEY } from './storage-keys';
import { platformOf } from './user-agent';

export type ConsentChoice = 'granted' | 'denied';

/** What the tracker needs from the browser, passed in so it runs the same under test. */
export interface TrackerEnvironment {
  /** localStorage, or undefined where it is unavailable (private modes, server rendering) */
  storage: Storage | undefined;
  /** navigator.doNotTrack === '1' or Global Privacy Control */
  doNotTrack: boolean;
  userAgent: string;
  /** document.cookie, read for the analytics ids */
  cookies: () => string;
  /** read only when attribution is sent: Intl's first use is slow on a phone */
  timeZone: () => string | undefined;
  /** the site's own host: a referrer from it is a page of the same visit, not a new source */
  ownHost: string;
  now: () => Date;
}

/** Everything kept across page views: in memory only until the visitor consents. */
interface Journey {
  firstTouch: Touch;
  lastTouch: Touch;
  clickId?: string | undefined;
  pageViews: number;
  pagesVisited: string[];
  visitStartedAt: string;
  lastSeenAt: string;
}

export { CONSENT_KEY, JOURNEY_KEY };

/** A pause this long starts a new visit, as in common analytics tools. */
const VISIT_TIMEOUT_MS = 30 * 60 * 1000;
const CLICK_ID_PARAMS = ['gclid', 'fbclid', 'msclkid'] as const;

function read<T>(storage: Storage | undefined, key: string): T | undefined {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs attribution, never the page.
  }
}

/** The visit's origin as the URL and referrer tell it; undefined fields are simply unknown. */
function touchOf(
  url: URL,
  referrer: string,
  ownHost: string,
  at: string,
): { touch: Touch; clickId?: string } {
  const param = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const clickId = CLICK_ID_PARAMS.map(param).find(Boolean);
  const external = hostOf(referrer) !== ownHost ? referrer || undefined : undefined;
  const touch: Touch = {
    source: param('utm_source') ?? hostOf(external),
    medium: param('utm_medium'),
    campaign: param('utm_campaign'),
    term: param('utm_term'),
    content: param('utm_content'),
    landing: `${url.pathname}${url.search}`,
    referrer: external,
    at,
  };
  touch.channel = channelOf(touch, clickId);
  return { touch: dropEmpty(touch), ...(clickId ? { clickId } : {}) };
}

function dropEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** Whether this page view starts a new visit rather than continuing the last one. */
function startsVisit(url: URL, referrer: string, ownHost: string): boolean {
  const tagged = [...url.searchParams.keys()].some(
    (key) => key.startsWith('utm_') || (CLICK_ID_PARAMS as readonly string[]).includes(key),
  );
  const fromElsewhere = Boolean(referrer) && hostOf(referrer) !== ownHost;
  return tagged || fromElsewhere;
}

/** `_ga` = GA1.1.<client id>; `_ga_<stream>` = GS1.1.<session id>.… or GS2.1.s<session id>$…. */
function analyticsIds(cookies: string): { gaClientId?: string; gaSessionId?: string } {
  const jar = new Map(
    cookies
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length >= 2)
      .map(([name, value]) => [name, decodeURIComponent(value)]),
  );
  const client = /^GA\d\.\d+\.(\d+\.\d+)$/.exec(jar.get('_ga') ?? '')?.[1];
  const streamCookie = [...jar.entries()].find(([name]) => name.startsWith('_ga_'))?.[1] ?? '';
  const session = /^GS\d\.\d+\.s?(\d+)/.exec(streamCookie)?.[1];
  return { ...(client ? { gaClientId: client } : {}), ...(session ? { gaSessionId: session } : {}) };
}

/**
 * Marketing attribution for the forms. It follows the visitor's page views; with
 * consent it keeps the journey in localStorage (first touch across visits, last touch per
 * visit), without consent only in memory for this page, and with Do-Not-Track it does nothing.
 */
export class Tracker {
  private journey: Journey | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly env: TrackerEnvironment) {}

  get doNotTrack(): boolean {
    return this.env.doNotTrack;
  }

  consent(): ConsentChoice | undefined {
    if (this.env.doNotTrack) return undefined;
    const choice = this.env.storage?.getItem(CONSENT_KEY);
    return choice === 'granted' || choice === 'denied' ? choice : undefined;
  }

  /** Whether to ask: not when the browser already said no tracking, nor once the visitor chose. */
  needsConsent(): boolean {
    return !this.env.doNotTrack && this.consent() === undefined;
  }

  setConsent(choice: ConsentChoice): void {
    if (this.env.doNotTrack) return;
    write(this.env.storage, CONSENT_KEY, choice);
    if (choice === 'granted') this.persist();
    else this.env.storage?.removeItem(JOURNEY_KEY);
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `seenAt`: when the page was opened, if that was before now (views queued while loading). */
  pageView(href: string, referrer: string, seenAt?: Date): void {
    if (this.env.doNotTrack) return;
    const url = new URL(href);
    const now = seenAt ?? this.env.now();
    const at = now.toISOString();
    const known =
      this.journey ??
      (this.consent() === 'granted' ? read<Journey>(this.env.storage, JOURNEY_KEY) : undefined);
    const idle = known ? now.getTime() - Date.parse(known.lastSeenAt) > VISIT_TIMEOUT_MS : true;
    const path = url.pathname;
    if (!known || idle || startsVisit(url, referrer, this.env.ownHost)) {
      const { touch, clickId } = touchOf(url, referrer, this.env.ownHost, at);
      this.journey = {
        firstTouch: known?.firstTouch ?? touch,
        lastTouch: touch,
        clickId: clickId ?? known?.clickId,
        pageViews: (known?.pageViews ?? 0) + 1,
        pagesVisited: [...(known?.pagesVisited ?? []), path].slice(-PAGES_VISITED_MAX),
        visitStartedAt: at,
        lastSeenAt: at,
      };
    } else {
      this.journey = {
        ...known,
        pageViews: known.pageViews + 1,
        pagesVisited:
          known.pagesVisited.at(-1) === path
            ? known.pagesVisited
            : [...known.pagesVisited, path].slice(-PAGES_VISITED_MAX),
        lastSeenAt: at,
      };
    }
    this.persist();
  }

  /** The hidden fields for a form being sent now; undefined under Do-Not-Track. */
  attribution(): Attribution | undefined {
    if (this.env.doNotTrack) return undefined;
    const journey = this.journey;
    const { browser, os, device } = platformOf(this.env.userAgent);
    const lastTouch = journey?.lastTouch;
    const elapsed = journey
      ? Math.round((this.env.now().getTime() - Date.parse(journey.visitStartedAt)) / 1000)
      : undefined;
    return dropEmpty({
      trafficSource: lastTouch
        ? `${lastTouch.source ?? '(direct)'} / ${lastTouch.medium ?? lastTouch.channel ?? '(none)'}`
        : undefined,
      firstTouch: journey?.firstTouch,
      lastTouch,
      clickId: journey?.clickId,
      ...analyticsIds(this.env.cookies()),
      browser,
      os,
      device,
      timeZone: this.env.timeZone(),
      pageVisits: journey?.pageViews,
      pagesVisited: journey?.pagesVisited,
      timePassedSeconds: elapsed === undefined ? undefined : Math.max(0, elapsed),
    });
  }

  private persist(): void {
    if (this.journey && this.consent() === 'granted') write(this.env.storage, JOURNEY_KEY, this.journey);
  }
}
