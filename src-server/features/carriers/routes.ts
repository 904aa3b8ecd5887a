import type { FastifyInstance } from 'fastify';
import {
  deleteConnection,
  listCarriers,
  listConnections,
  saveCarrier as saveCarrierEndpoint,
  saveConnection,
  subscribeToEvents,
  syncConnectionNow,
} from '../../../shared/api/carriers';
import type { CarrierConnectionKind } from '../../../shared/domain/carrier-connections';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { signedInCaller } from '../../http/guards';
import { route } from '../../http/route';
import type { SiteHooksHub } from '../../web/site-hooks';
import type { Clock } from '../../core/clock';
import {
  findCarrier,
  listCarrierSummaries,
  listConnectionViews,
  saveCarrier,
} from '../../engines/carriers/carrier-repository';
import { CarrierPullError } from '../../engines/carriers/dcsa-http';
import { DcsaValidationError } from '../../engines/dcsa/validator';
import {
  SubscriptionRefusedError,
  subscribeToCarrierEvents,
} from '../../engines/tracking/event-subscription';
import {
  connectedCarrierCount,
  deleteConnectionById,
  findConnection,
  insertConnection,
  syncConnectionSoon,
  updateConnection,
} from './connection-repository';

const unknownCarrier = (scac: string) =>
  new ApiError('NOT_FOUND', `No carrier with the SCAC ${scac} is in the registry. Add the carrier first.`, {
    scac: 'Choose a carrier from the registry.',
  });

async function carrierId(db: Db, scac: string): Promise<number> {
  const carrier = await findCarrier(db, scac);
  if (!carrier) throw unknownCarrier(scac);
  return carrier.id;
}

async function connectionOf(db: Db, scac: string, kind: CarrierConnectionKind) {
  const connection = await findConnection(db, await carrierId(db, scac), kind);
  if (!connection) throw new ApiError('NOT_FOUND', `${scac} has no ${kind} connection.`);
  return connection;
}

async function viewOf(db: Db, scac: string, kind: CarrierConnectionKind) {
  const [view] = await listConnectionViews(db, { scac, kind });
  if (!view) throw new ApiError('NOT_FOUND', `${scac} has no ${kind} connection.`);
  return view;
}

/** The admin waits on the page while the carrier answers: one try, a bounded wait. */
const SUBSCRIBE_REQUEST = { timeoutMs: 15_000 };

export function carrierRoutes(
  app: FastifyInstance,
  {
    db,
    siteUrl,
    site,
    clock,
  }: {
    db: Db;
    siteUrl: string;
    site?: Pick<SiteHooksHub, 'addFigures' | 'invalidatePages'>;
    clock: Clock;
  },
): void {
  // Counted only once a carrier is really connected here: the association's marketing figure
  // for carriers is never shown as if the tools had it.
  site?.addFigures(async () => {
    const count = await connectedCarrierCount(db);
    return count > 0
      ? [{ id: 'carriers', value: count, label: count === 1 ? 'carrier connected' : 'carriers connected' }]
      : [];
  });

  route(
    app,
    listCarriers,
    async () => {
      return { carriers: await listCarrierSummaries(db) };
    },
    { access: { members: 'schedules' } },
  );

  route(
    app,
    saveCarrierEndpoint,
    async ({ body }) => {
      return saveCarrier(db, body);
    },
    { access: 'admins' },
  );

  route(
    app,
    listConnections,
    async () => {
      return { connections: await listConnectionViews(db) };
    },
    { access: 'admins' },
  );

  route(
    app,
    saveConnection,
    async ({ request, body }) => {
      const admin = signedInCaller(request);
      const id = await carrierId(db, body.scac);
      const now = clock();
      const existing = await findConnection(db, id, body.kind);
      const settings = {
        baseUrl: body.baseUrl,
        intervalMinutes: body.intervalMinutes,
        enabled: body.enabled,
        apiKey: body.apiKey,
      };
      if (existing) {
        await updateConnection(db, existing.id, settings, now);
      } else {
        if (!body.apiKey) {
          throw new ApiError('VALIDATION', 'A new connection needs the API key.', {
            apiKey: 'Enter the API key the carrier gave you.',
          });
        }
        await insertConnection(
          db,
          { ...settings, carrierId: id, kind: body.kind, apiKey: body.apiKey, createdBy: admin.userId },
          now,
        );
      }
      site?.invalidatePages();
      return viewOf(db, body.scac, body.kind);
    },
    { access: 'admins' },
  );

  route(
    app,
    syncConnectionNow,
    async ({ body }) => {
      const connection = await connectionOf(db, body.scac, body.kind);
      await syncConnectionSoon(db, connection.id, clock());
      return viewOf(db, body.scac, body.kind);
    },
    { access: 'admins' },
  );

  route(
    app,
    subscribeToEvents,
    async ({ body }) => {
      const carrier = await findCarrier(db, body.scac);
      if (!carrier) throw unknownCarrier(body.scac);
      const connection = await findConnection(db, carrier.id, 'tracking');
      if (!connection) {
        throw new ApiError(
          'CONFLICT',
          `${body.scac} has no tracking connection. Connect its Track & Trace API first.`,
        );
      }
      try {
        await subscribeToCarrierEvents(db, {
          endpoint: { scac: body.scac, baseUrl: connection.base_url, apiKey: connection.api_key },
          carrierId: carrier.id,
          siteUrl,
          options: SUBSCRIBE_REQUEST,
        });
      } catch (error) {
        if (error instanceof CarrierPullError) throw new ApiError('UNAVAILABLE', error.message);
        if (error instanceof DcsaValidationError || error instanceof SubscriptionRefusedError) {
          throw new ApiError('UNAVAILABLE', `${error.message} Nothing was changed.`);
        }
        throw error;
      }
      return viewOf(db, body.scac, 'tracking');
    },
    { access: 'admins' },
  );

  route(
    app,
    deleteConnection,
    async ({ body }) => {
      const connection = await connectionOf(db, body.scac, body.kind);
      await deleteConnectionById(db, connection.id);
      site?.invalidatePages();
      return { deleted: true as const };
    },
    { access: 'admins' },
  );
}
