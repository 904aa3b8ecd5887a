import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  COMMERCIAL_SCHEDULES,
  eventsQuerySchema,
  MAX_PAGE_LIMIT,
  pointToPointQuerySchema,
  portScheduleQuerySchema,
  TRACK_AND_TRACE,
  vesselScheduleQuerySchema,
} from '../../../shared/api/dcsa';
import type { Db } from '../../db/database';
import { limitPer } from '../../http/rate-limits';
import type { Clock } from '../../core/clock';
import { serverSecret } from '../../services/server-secrets';
import { checkApiKey, createKeyUseRecorder } from './api-key-repository';
import { pointToPointPage, portScheduleItems, vesselScheduleItems } from './commercial-schedules';
import { hasSampleSchedules } from './schedule-call-repository';
import { compareKeys, createCursorCodec, type CursorScope, type SortKey } from './cursor';
import { answerErrorsAsDcsa, DcsaError, queryProblems, type DcsaStandard } from './dcsa-errors';
import { apiKeyRoutes } from './key-routes';
import { eventItems } from './track-and-trace';
import { watchesSamples } from './tracking-event-repository';

export interface MemberApiOptions {
  db: Db;
  clock: Clock;
  siteUrl: string;
  indexMaxCalls: number;
  requestsPerMinute: number;
}

/** The company a request's key speaks for, once the key has been checked. */
interface KeyCaller {
  keyId: number;
  companyId: number;
}

const keyCallers = new WeakMap<FastifyRequest, KeyCaller>();

function keyCaller(request: FastifyRequest): KeyCaller {
  const caller = keyCallers.get(request);
  if (!caller) throw new Error(`${request.method} ${request.url}: no key was checked for this request`);
  return caller;
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export const NO_KEY_MESSAGE = 'Send your API key in the header Authorization: Bearer <key>.';

/** Whether an answer is built from the portal's sample data (`sample`) or carriers' (`carrier`). */
const DFA_DATA_HEADER = 'dfa-data';

const KEY_REFUSALS = {
  unknown:
    'This API key is not known. Check that it was copied whole, or make a new key on your account page.',
  revoked: 'This API key has been revoked. Make a new key on your account page and use it instead.',
  pending:
    'Your company’s membership is not approved yet, so its API keys are not accepted. We will email you when it is.',
  lapsed:
    'Your company’s membership has lapsed or is suspended, so its API keys are refused. Renew your membership to use them again.',
} as const;

function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new DcsaError(400, queryProblems(parsed.error, raw));
  return parsed.data;
}

/** A parsed query: its filters, and the paging parameters, which are not filters. */
type PagedQuery = Record<string, unknown> & { limit?: number | undefined; cursor?: string | undefined };

type Item<T> = { document: T; key: SortKey; sample: boolean };

/** Every item of the answer, to be cut into pages here, or a page already cut by the search. */
type Page<T> = (
  | { items: Item<T>[]; compare?: (a: SortKey, b: SortKey) => number }
  | { cut: { items: Item<T>[]; more: boolean } }
) & {
  /** whether an empty answer is drawn from sample data */
  sampleWhenEmpty: () => Promise<boolean>;
};

export function memberApiRoutes(app: FastifyInstance, options: MemberApiOptions): void {
  const { db, clock, siteUrl } = options;
  const uses = createKeyUseRecorder(db, {
    onError: (error) => app.log.warn({ err: error }, 'api key use not recorded'),
  });
  app.addHook('onClose', () => uses.close());
  apiKeyRoutes(app, { db, clock, requestsPerMinute: options.requestsPerMinute, beforeRead: uses.flush });
  const today = () => clock().toISOString().slice(0, 10);
  const cursors = async () => createCursorCodec(await serverSecret(db, 'member-api-cursors'));
  // One allowance per key across both standards.
  const perKey = limitPer(app, {
    max: options.requestsPerMinute,
    timeWindowMs: 60_000,
    key: (request) => {
      const caller = keyCallers.get(request);
      return caller ? `api-key:${caller.keyId}` : undefined;
    },
  });

  function standardScope(
    standard: DcsaStandard,
    { base, version, major }: { base: string; version: string; major: string },
    routes: (scope: FastifyInstance, helpers: ReturnType<typeof helpersFor>) => void,
  ) {
    void app.register(
      async (scope) => {
        answerErrorsAsDcsa(scope, standard, { siteUrl, clock });
        scope.addHook('onRequest', async (request, reply) => {
          reply.header('api-version', version).header('cache-control', 'no-store');
          const asked = request.headers['api-version'];
          if (asked !== undefined && String(asked).trim() !== major) {
            throw new DcsaError(400, [
              {
                property: 'API-Version',
                value: String(asked).slice(0, 20),
                message: `This endpoint is version ${major} of the standard: send API-Version: ${major}, or leave the header out.`,
              },
            ]);
          }
        });
        routes(scope, helpersFor(standard));
      },
      { prefix: base },
    );
  }

  function helpersFor(standard: DcsaStandard) {
    /** Lets in only a request with a live key of a company in good standing, within its rate. */
    const authenticate = async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) {
        throw new DcsaError(401, [{ property: 'Authorization', message: NO_KEY_MESSAGE }], 'invalid_request');
      }
      const secret = BEARER.exec(header)?.[1];
      if (!secret) {
        throw new DcsaError(
          401,
          [
            {
              property: 'Authorization',
              message: 'The Authorization header must be the word Bearer, a space, and your API key.',
            },
          ],
          'invalid_request',
        );
      }
      const check = await checkApiKey(db, secret);
      if (!check.ok) {
        const status = check.refusal === 'unknown' || check.refusal === 'revoked' ? 401 : 403;
        throw new DcsaError(
          status,
          [{ property: 'Authorization', message: KEY_REFUSALS[check.refusal] }],
          status === 401 ? 'invalid_token' : undefined,
        );
      }
      keyCallers.set(request, { keyId: check.keyId, companyId: check.companyId });
      await perKey(request);
      uses.record(check, clock());
    };

    /** The sort key after which this page starts, from the request's cursor. */
    const after = async (request: FastifyRequest, endpoint: string, query: PagedQuery) => {
      const { cursor } = query;
      if (cursor === undefined) return undefined;
      const scopeOf: CursorScope = { endpoint, companyId: keyCaller(request).companyId, filters: query };
      const decoded = (await cursors()).decode(scopeOf, cursor);
      if ('key' in decoded) return decoded.key;
      throw new DcsaError(400, [
        {
          property: 'cursor',
          value: cursor.slice(0, 500),
          message:
            decoded.problem === 'other-filters'
              ? 'This cursor belongs to a request with other filters: send the same query parameters as for the first page (limit may change), or start again without a cursor.'
              : 'This cursor was not given out by this server for this endpoint, or it has been changed. Start again without a cursor.',
        },
      ]);
    };

    /** One page of the answer, with the paging and sample headers the standard and the portal add. */
    const sendPage = async <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      endpoint: string,
      query: PagedQuery,
      start: SortKey | undefined,
      page: Page<T>,
    ): Promise<T[]> => {
      const { cursor } = query;
      const size = query.limit ?? MAX_PAGE_LIMIT;
      let shown: Item<T>[];
      let more: boolean;
      let all: Item<T>[];
      if ('cut' in page) {
        ({ items: shown, more } = page.cut);
        all = shown;
      } else {
        const compare = page.compare ?? compareKeys;
        let first = 0;
        if (start) {
          first = page.items.findIndex((item) => compare(item.key, start) > 0);
          if (first < 0) first = page.items.length;
        }
        shown = page.items.slice(first, first + size);
        more = first + size < page.items.length;
        all = page.items;
      }
      const sample = all.length > 0 ? all.some((item) => item.sample) : await page.sampleWhenEmpty();
      reply.header(DFA_DATA_HEADER, sample ? 'sample' : 'carrier');
      const last = shown.at(-1);
      const next =
        more && last
          ? (await cursors()).encode(
              { endpoint, companyId: keyCaller(request).companyId, filters: query },
              last.key,
            )
          : undefined;
      if (standard === 'CS') {
        if (next) reply.header('next-page-cursor', next);
      } else {
        const path = request.url.split('?')[0]!;
        const link = (pageCursor: string | undefined) => {
          const params = new URLSearchParams();
          for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
            if (name !== 'cursor' && typeof value === 'string') params.set(name, value);
          }
          if (pageCursor) params.set('cursor', pageCursor);
          const search = params.toString();
          return `${siteUrl}${path}${search ? `?${search}` : ''}`;
        };
        reply.header('current-page', link(cursor));
        if (next) reply.header('next-page', link(next));
        if (start) reply.header('first-page', link(undefined));
      }
      return shown.map((item) => item.document);
    };

    return { authenticate, after, sendPage };
  }

  const routeOptions = (authenticate: (request: FastifyRequest) => Promise<void>) => ({
    config: { access: 'api-key' as const },
    preHandler: [authenticate],
  });

  const sampleSchedulesLoaded = () => hasSampleSchedules(db);

  standardScope('CS', COMMERCIAL_SCHEDULES, (scope, { authenticate, after, sendPage }) => {
    scope.get('/point-to-point-routes', routeOptions(authenticate), async (request, reply) => {
      const query = parseQuery(pointToPointQuerySchema, request);
      const start = await after(request, 'cs/point-to-point-routes', query);
      const cut = await pointToPointPage(db, options.indexMaxCalls, query, {
        today: today(),
        after: start,
        limit: query.limit ?? MAX_PAGE_LIMIT,
      });
      return sendPage(request, reply, 'cs/point-to-point-routes', query, start, {
        cut,
        sampleWhenEmpty: sampleSchedulesLoaded,
      });
    });

    scope.get('/port-schedules', routeOptions(authenticate), async (request, reply) => {
      const query = parseQuery(portScheduleQuerySchema, request);
      const start = await after(request, 'cs/port-schedules', query);
      const items = await portScheduleItems(db, query);
      return sendPage(request, reply, 'cs/port-schedules', query, start, {
        items,
        sampleWhenEmpty: sampleSchedulesLoaded,
      });
    });

    scope.get('/vessel-schedules', routeOptions(authenticate), async (request, reply) => {
      const query = parseQuery(vesselScheduleQuerySchema, request);
      const start = await after(request, 'cs/vessel-schedules', query);
      const items = await vesselScheduleItems(db, query, today());
      return sendPage(request, reply, 'cs/vessel-schedules', query, start, {
        items,
        sampleWhenEmpty: sampleSchedulesLoaded,
      });
    });
  });

  standardScope('TNT', TRACK_AND_TRACE, (scope, { authenticate, after, sendPage }) => {
    scope.get('/events', routeOptions(authenticate), async (request, reply) => {
      const query = parseQuery(eventsQuerySchema, request);
      const start = await after(request, 'tnt/events', query);
      const { companyId } = keyCaller(request);
      const { items, compare } = await eventItems(db, companyId, query);
      return sendPage(request, reply, 'tnt/events', query, start, {
        items,
        compare,
        sampleWhenEmpty: () => watchesSamples(db, companyId),
      });
    });
  });
}
