/**
 * Reading a carrier's DCSA API over HTTP: a bounded wait per request, a few retries with a
 * growing pause when the carrier is briefly unavailable, and paging until the carrier says
 * there is nothing more. Only the carrier's answers are trusted as far as the standard allows:
 * callers check every page against the specification before using it.
 */

export interface DcsaRequestOptions {
  apiKey: string;
  /** per request, in milliseconds */
  timeoutMs?: number;
  /** extra attempts after a failure the carrier may recover from (network, 429, 5xx) */
  retries?: number;
  /** pause before the first retry; it doubles each time */
  retryDelayMs?: number;
  /** at most this many pages are read; a longer answer is refused, not cut short */
  maxPages?: number;
  /** the largest page body accepted, in bytes */
  maxPageBytes?: number;
  signal?: AbortSignal;
  /** names the answer in messages, e.g. "MAEU's vessel schedules" */
  what: string;
  /** the standard's major version, sent as API-Version (Commercial Schedules 1, Track & Trace 2) */
  apiVersion?: string;
  fetch?: typeof fetch;
}

const DCSA_REQUEST_DEFAULTS = {
  timeoutMs: 30_000,
  retries: 2,
  retryDelayMs: 2_000,
  maxPages: 500,
  maxPageBytes: 20 * 1024 * 1024,
};

/** A pull that could not complete; nothing from it is stored. */
export class CarrierPullError extends Error {
  override name = 'CarrierPullError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** How the next page is asked for, from the answer to the current one; null when done. */
export type NextPage = (response: Response, current: URL) => URL | null;

/**
 * Track & Trace 2.2 paging: `Next-Page` holds a link to the next page, or only its cursor. A
 * link must stay on the carrier's host, since the API key goes with it.
 */
export const nextPageByLink: NextPage = (response, current) => {
  const link = response.headers.get('next-page')?.trim();
  if (!link) return null;
  if (!link.includes('/')) {
    const next = new URL(current);
    next.searchParams.set('cursor', link);
    return next;
  }
  const next = new URL(link, current);
  if (next.origin !== current.origin) {
    throw new CarrierPullError('The carrier’s next page is on another host; the pull stopped there.', false);
  }
  return next;
};

/**
 * Commercial Schedules paging: the answer's `Next-Page-Cursor` goes back as `cursor`, with the
 * same filters and limit as the first request (the standard forbids changing them).
 */
export const nextPageByCursor: NextPage = (response, current) => {
  const cursor = response.headers.get('next-page-cursor');
  if (!cursor) return null;
  const next = new URL(current);
  next.searchParams.set('cursor', cursor);
  return next;
};

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function readBody(response: Response, maxBytes: number, what: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new CarrierPullError(`${what} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, false);
  }
  const text = await response.text();
  if (Buffer.byteLength(text) > maxBytes) {
    throw new CarrierPullError(`${what} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, false);
  }
  return text;
}

/** What the carrier said went wrong, from a DCSA error answer, when it said anything. */
function carrierReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      statusCodeMessage?: unknown;
      errors?: { errorCodeMessage?: unknown }[];
    };
    const reason = parsed.statusCodeMessage ?? parsed.errors?.[0]?.errorCodeMessage;
    return typeof reason === 'string' ? `: “${reason.slice(0, 200)}”` : '';
  } catch {
    return '';
  }
}

async function requestJson(
  url: URL,
  options: DcsaRequestOptions & typeof DCSA_REQUEST_DEFAULTS,
  what: string,
  post?: { json: unknown },
) {
  const fetchImpl = options.fetch ?? fetch;
  let attempt = 0;
  for (;;) {
    let failure: CarrierPullError;
    try {
      const signals = [AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])];
      const response = await fetchImpl(url, {
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${options.apiKey}`,
          'api-version': options.apiVersion ?? '1',
          ...(post ? { 'content-type': 'application/json' } : {}),
        },
        ...(post ? { method: 'POST', body: JSON.stringify(post.json) } : {}),
        redirect: 'error',
        signal: AbortSignal.any(signals),
      });
      const body = await readBody(response, options.maxPageBytes, what);
      if (response.ok) {
        try {
          return { response, json: JSON.parse(body) as unknown };
        } catch {
          throw new CarrierPullError(`${what} is not JSON.`, false);
        }
      }
      const retryable = response.status === 429 || response.status >= 500;
      const refused = response.status === 401 || response.status === 403;
      failure = new CarrierPullError(
        refused
          ? `${what}: the carrier refused the API key (${response.status}). Check the key and save it again.`
          : `${what}: the carrier answered ${response.status} ${response.statusText}${carrierReason(body)}.`,
        retryable,
      );
    } catch (error) {
      if (error instanceof CarrierPullError) throw error;
      if (options.signal?.aborted) throw new CarrierPullError(`${what}: the pull was stopped.`, true);
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      failure = new CarrierPullError(
        timedOut
          ? `${what}: the carrier did not answer within ${(options.timeoutMs / 1000).toLocaleString('en-US')} seconds.`
          : `${what}: the carrier could not be reached (${error instanceof Error ? error.message : String(error)}).`,
        true,
      );
    }
    if (!failure.retryable || attempt >= options.retries) throw failure;
    await pause(options.retryDelayMs * 2 ** attempt, options.signal);
    attempt += 1;
  }
}

/** Every page of an answer, in order; fails whole when any page fails. */
export async function fetchAllPages(
  first: URL,
  nextPage: NextPage,
  options: DcsaRequestOptions,
): Promise<unknown[]> {
  const settings = { ...DCSA_REQUEST_DEFAULTS, ...options };
  const pages: unknown[] = [];
  const seen = new Set<string>();
  let url: URL | null = first;
  while (url) {
    if (pages.length >= settings.maxPages) {
      throw new CarrierPullError(`${options.what} has more than ${settings.maxPages} pages.`, false);
    }
    if (seen.has(url.href)) {
      throw new CarrierPullError(
        `${options.what}: the carrier sent the same page twice (paging loops).`,
        false,
      );
    }
    seen.add(url.href);
    const { response, json } = await requestJson(
      url,
      settings,
      `Page ${pages.length + 1} of ${options.what}`,
    );
    pages.push(json);
    url = nextPage(response, url);
  }
  return pages;
}

/**
 * One POST to the carrier with a JSON body, e.g. creating a subscription. It is never repeated
 * on its own: the carrier may have acted on a request whose answer was lost.
 */
export async function postJson(url: URL, json: unknown, options: DcsaRequestOptions): Promise<unknown> {
  const settings = { ...DCSA_REQUEST_DEFAULTS, ...options, retries: 0 };
  return (await requestJson(url, settings, options.what, { json })).json;
}
