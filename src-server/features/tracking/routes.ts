import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listWatchlist,
  receiveNotification,
  trackShipment,
  unwatchShipment,
  watchShipment,
  type ShipmentView,
} from '../../../shared/api/tracking';
import { MAX_JSON_BODY_BYTES } from '../../../shared/api/http';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { signedInCaller } from '../../http/guards';
import { limitPer } from '../../http/rate-limits';
import { route } from '../../http/route';
import type { Clock } from '../../core/clock';
import { findCarrier } from '../../engines/carriers/carrier-repository';
import { CarrierPullError } from '../../engines/carriers/dcsa-http';
import { DcsaValidationError } from '../../engines/dcsa/validator';
import { storeTrackingEvents } from '../../engines/tracking/event-store';
import type { ShipmentReference } from '../../engines/tracking/shipment-repository';
import { pullShipmentEvents } from '../../engines/tracking/pull-events';
import { carrierHintOf, shipmentView, watchlistOf } from '../../engines/tracking/shipment-view';
import {
  addWatch,
  findSubscription,
  findTrackedShipmentId,
  liveTrackingConnection,
  recordTrackedShipment,
  removeWatch,
  watchCount,
} from './tracking-repository';

/** A member asks while waiting on the page: the carrier gets one try, not the worker's patience. */
const LIVE_PULL = { timeoutMs: 15_000, retries: 0 };
/** A watchlist is for the boxes a member promised to follow, not a fleet. */
const WATCHLIST_LIMIT = 200;
/** Carrier calls one member's lookups may make in an hour. */
const CARRIER_LOOKUPS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
/** A carrier's answer this recent is shown again rather than asked for again. */
const RECENT_ANSWER_MS = 5 * 60 * 1000;

export const SIGNATURE_MESSAGE =
  'The notification is not signed with this subscription’s secret (Notification-Signature), so nothing was stored.';

/** The body exactly as it arrived: Track & Trace signs the bytes, not the parsed JSON. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();
/** The subscription a request's head names, before its body (and so its signature) is read. */
const claimedSubscriptions = new WeakMap<FastifyRequest, { id: number; scac: string; secret: string }>();
/** The subscription whose secret signed the request, once its signature has been checked. */
const signedSubscriptions = new WeakMap<FastifyRequest, { id: number; scac: string }>();
/** `sha256=` and 64 hex digits: anything else cannot be a signature, so the body is not read. */
const SIGNATURE_SHAPE = /^sha256=[0-9a-f]{64}$/i;
/** A carrier's server sends its notification at once; a body that dawdles is not one. */
const BODY_READ_TIMEOUT_MS = 5_000;

/**
 * Reads a request body, at most `limit` bytes, within BODY_READ_TIMEOUT_MS: an error with the
 * status to answer (413, 408) otherwise.
 */
function readBody(payload: NodeJS.ReadableStream, { limit }: { limit: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (statusCode: number, message: string) => {
      cleanup();
      reject(Object.assign(new Error(message), { statusCode }));
    };
    const timer = setTimeout(
      () =>
        fail(408, `The notification's body did not arrive within ${BODY_READ_TIMEOUT_MS / 1000} seconds.`),
      BODY_READ_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(413, 'The request is too large.');
      else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    function cleanup() {
      clearTimeout(timer);
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
const NOT_JSON = Symbol('not JSON');

/**
 * Track & Trace 2.2's Notification-Signature: `sha256=` and the hex HMAC-SHA256 of the whole
 * body under the subscription's shared secret (sent base64-encoded when subscribing).
 */
export function notificationSignature(secretBase64: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', Buffer.from(secretBase64, 'base64')).update(body).digest('hex')}`;
}

function signatureMatches(header: string | undefined, expected: string): boolean {
  if (!header) return false;
  const given = Buffer.from(header.trim().toLowerCase());
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

const refused = (error: unknown) =>
  error instanceof DcsaValidationError ? new ApiError('VALIDATION', error.message) : error;

async function trackedCarrier(db: Db, scac: string | undefined, reference: string) {
  if (scac) {
    const carrier = await findCarrier(db, scac);
    if (!carrier) {
      throw new ApiError('NOT_FOUND', `No carrier with the SCAC ${scac} is in the registry.`, {
        carrier: 'Choose a carrier from the list.',
      });
    }
    return carrier.id;
  }
  const hint = await carrierHintOf(db, reference);
  return hint.kind === 'carrier' ? ((await findCarrier(db, hint.scac))?.id ?? null) : null;
}

async function shipmentOf(db: Db, reference: ShipmentReference): Promise<{ id: number }> {
  const id = await findTrackedShipmentId(db, reference);
  if (id === undefined) {
    throw new ApiError('NOT_FOUND', `${reference.reference} is not tracked yet. Track it first.`, {
      reference: 'Track the shipment first.',
    });
  }
  return { id };
}

export function trackingRoutes(
  app: FastifyInstance,
  { db, siteUrl, clock }: { db: Db; siteUrl: string; clock: Clock },
): void {
  // Each carrier call is made with the association's key: a member asks about a few dozen
  // shipments an hour at most (the watchlist is pulled on its own), and a repeat within a few
  // minutes is answered from the carrier's last answer.
  const limitCarrierLookups = limitPer(app, {
    max: CARRIER_LOOKUPS_PER_HOUR,
    timeWindowMs: HOUR_MS,
    key: (request) => `carrier-lookups:${signedInCaller(request).userId}`,
    message: (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      return `You have asked carriers about ${CARRIER_LOOKUPS_PER_HOUR} shipments in the last hour, the most one member may. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}; shipments on your watchlist keep updating meanwhile.`;
    },
  });

  route(
    app,
    trackShipment,
    async ({ request, body }) => {
      const user = signedInCaller(request);
      const reference = { kind: body.kind, reference: body.reference };
      const carrierId = await trackedCarrier(db, body.carrier, body.reference);
      const asked = clock();
      await recordTrackedShipment(db, reference, { carrierId, chosen: Boolean(body.carrier), now: asked });
      const shipment = await liveTrackingConnection(db, reference);
      let pull: ShipmentView['pull'] = null;
      const sinceLastPull = shipment?.last_pulled_at
        ? asked.getTime() - Date.parse(shipment.last_pulled_at)
        : Number.POSITIVE_INFINITY;
      if (shipment && Number(shipment.is_sample) === 0 && sinceLastPull < RECENT_ANSWER_MS) {
        const ago = Math.floor(sinceLastPull / 60_000);
        const wait = Math.max(1, Math.ceil((RECENT_ANSWER_MS - sinceLastPull) / 60_000));
        const when = ago < 1 ? 'moments ago' : `${ago} ${ago === 1 ? 'minute' : 'minutes'} ago`;
        pull = {
          result: 'ok',
          message: `${shipment.scac} was asked ${when}; its answer is shown. Ask again in ${wait} ${wait === 1 ? 'minute' : 'minutes'} for news.`,
        };
      } else if (shipment && Number(shipment.is_sample) === 0) {
        await limitCarrierLookups(request);
        try {
          const result = await pullShipmentEvents(db, {
            endpoint: { scac: shipment.scac, baseUrl: shipment.base_url, apiKey: shipment.api_key },
            carrierId: shipment.id,
            reference,
            siteUrl,
            options: LIVE_PULL,
            now: asked,
          });
          pull = {
            result: 'ok',
            message: `${shipment.scac} answered with ${result.stored + result.repeated} events, ${result.stored} of them new.`,
          };
        } catch (error) {
          if (!(error instanceof CarrierPullError || error instanceof DcsaValidationError)) throw error;
          request.log.warn({ err: error, scac: shipment.scac }, 'live tracking pull failed');
          pull = { result: 'failed', message: error.message };
        }
      }
      return shipmentView(db, reference, { userId: user.userId, pull });
    },
    { access: { members: 'tracking' } },
  );

  route(
    app,
    listWatchlist,
    async ({ request }) => ({ shipments: await watchlistOf(db, signedInCaller(request).userId) }),
    { access: { members: 'tracking' } },
  );

  route(
    app,
    watchShipment,
    async ({ request, body }) => {
      const user = signedInCaller(request);
      const shipment = await shipmentOf(db, body);
      if ((await watchCount(db, user.userId)) >= WATCHLIST_LIMIT) {
        throw new ApiError(
          'CONFLICT',
          `Your watchlist holds ${WATCHLIST_LIMIT} shipments, the most it can. Remove delivered ones first.`,
        );
      }
      await addWatch(db, user.userId, shipment.id, clock());
      return { watched: true as const };
    },
    { access: { members: 'tracking' } },
  );

  route(
    app,
    unwatchShipment,
    async ({ request, body }) => {
      const shipment = await shipmentOf(db, body);
      await removeWatch(db, signedInCaller(request).userId, shipment.id);
      return { watched: false as const };
    },
    { access: { members: 'tracking' } },
  );

  // The carrier calls this; the signature, not a session, says who it is. Its head is checked
  // before a byte of the body is read, and the body must then arrive quickly, so a stranger can
  // neither make the server buffer large bodies nor hold a connection open waiting for one.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Any content type, or none: the signature covers the bytes, whatever the carrier calls them.
    scope.addContentTypeParser('*', (request, payload, done) => {
      readBody(payload, { limit: request.routeOptions.bodyLimit ?? MAX_JSON_BODY_BYTES })
        .then((raw) => {
          rawBodies.set(request, raw);
          // Unparseable JSON is still checked for its signature first, so a stranger learns
          // nothing about the body's shape; the contract then refuses it as not a list of events.
          try {
            done(null, JSON.parse(raw.toString('utf8')));
          } catch {
            done(null, NOT_JSON);
          }
        })
        .catch((error: unknown) => done(error as Error));
    });
    scope.addHook('onSend', async (_request, reply) => {
      // The body never came: the connection is not worth keeping.
      if (reply.statusCode === 408) reply.header('connection', 'close');
    });
    route(
      scope,
      receiveNotification,
      async ({ request, reply, body }) => {
        const subscription = signedSubscriptions.get(request);
        if (!subscription) throw new ApiError('UNAUTHENTICATED', SIGNATURE_MESSAGE);
        const { stored, repeated } = await storeTrackingEvents(db, body, {
          source: 'callback',
          carrierId: subscription.id,
          what: `${subscription.scac}’s notification`,
          siteUrl,
        }).catch((error: unknown) => {
          throw refused(error);
        });
        request.log.info({ carrier: subscription.scac, stored, repeated }, 'tracking notification');
        // Track & Trace 2.2 expects 204 from a callback that accepted the events.
        await reply.code(204).send();
        return undefined;
      },
      {
        access: 'carrier-signed',
        onRequest: [
          async (request) => {
            const subscriptionId = request.headers['subscription-id'];
            const signature = request.headers['notification-signature'];
            const subscription =
              typeof subscriptionId === 'string' &&
              typeof signature === 'string' &&
              SIGNATURE_SHAPE.test(signature.trim())
                ? await findSubscription(db, subscriptionId)
                : undefined;
            if (!subscription) throw new ApiError('UNAUTHENTICATED', SIGNATURE_MESSAGE);
            claimedSubscriptions.set(request, subscription);
          },
        ],
        preHandler: [
          async (request) => {
            const subscription = claimedSubscriptions.get(request);
            const header = request.headers['notification-signature'];
            const raw = rawBodies.get(request) ?? Buffer.alloc(0);
            if (
              !subscription ||
              !signatureMatches(
                typeof header === 'string' ? header : undefined,
                notificationSignature(subscription.secret, raw),
              )
            ) {
              throw new ApiError('UNAUTHENTICATED', SIGNATURE_MESSAGE);
            }
            signedSubscriptions.set(request, { id: subscription.id, scac: subscription.scac });
          },
        ],
      },
    );
  });
}
