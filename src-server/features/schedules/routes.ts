import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '../../../shared/api/envelope';
import {
  findPorts,
  getScheduleSnapshot,
  searchCarrier as searchCarrierEndpoint,
  searchPointToPoint,
  searchPortCalls as searchPortCallsEndpoint,
  searchRoutes as searchRoutesEndpoint,
  searchVessel as searchVesselEndpoint,
} from '../../../shared/api/schedules';
import { pointToPointRoutes } from '../../../shared/schedules/point-to-point';
import { sailingsCsv } from '../../../shared/schedules/sailings-csv';
import { createScheduleIndex } from '../../../shared/schedules/schedule-index';
import {
  rotationVoyages,
  resolveWindow,
  searchCarrier,
  searchPortCalls,
  searchVessel,
} from '../../../shared/schedules/search';
import { SNAPSHOT_VERSION } from '../../../shared/schedules/snapshot';
import type { Db } from '../../db/database';
import type { Clock } from '../../services/clock';
import { ApiError } from '../../http/errors';
import { checkedJson, route } from '../../http/route';
import { scheduleVersion } from '../../services/schedules/schedule-store';
import {
  carrierData,
  portCallData,
  scheduleCatalog,
  vesselData,
} from '../../services/schedules/schedule-data';
import { knownPort, portFinder, routeAnswer, searchIndex } from '../../services/schedules/route-search';
import { buildScheduleSnapshot, snapshotWindow } from './snapshot-builder';

/** Today's date in UTC, the first day searched when none is given. */

/** How old the finder's knowledge of which ports have calls may be: a keystroke's worth. */
export const PORT_FINDER_STALENESS_MS = 1_000;

interface SnapshotBody {
  key: string;
  etag: string;
  json: string;
  gzip: Buffer;
}

const snapshots = new WeakMap<Db, SnapshotBody>();

/** The snapshot of the schedule data as it is today, built once per data version and day. */
async function currentSnapshot(db: Db, now: Date): Promise<SnapshotBody> {
  const today = () => now.toISOString().slice(0, 10);
  const dataVersion = await scheduleVersion(db);
  const key = `${SNAPSHOT_VERSION}|${dataVersion}|${snapshotWindow(today()).first}`;
  const cached = snapshots.get(db);
  if (cached?.key === key) return cached;
  const snapshot = await buildScheduleSnapshot(db, today(), dataVersion, now);
  const { json } = checkedJson(getScheduleSnapshot, snapshot);
  const body: SnapshotBody = {
    key,
    etag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`,
    json,
    gzip: gzipSync(json, { level: 9 }),
  };
  snapshots.set(db, body);
  return body;
}

function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const parsed = schema.safeParse(request.query ?? {});
  if (!parsed.success)
    throw new ApiError('VALIDATION', 'The query has invalid fields.', fieldErrors(parsed.error));
  return parsed.data;
}

export function scheduleRoutes(
  app: FastifyInstance,
  { db, indexMaxCalls, clock }: { db: Db; indexMaxCalls: number; clock: Clock },
): void {
  /** Today's date in UTC, the first day searched when none is given. */
  const today = () => clock().toISOString().slice(0, 10);
  route(
    app,
    findPorts,
    async ({ query }) => {
      const { calledPorts } = await scheduleCatalog(db, PORT_FINDER_STALENESS_MS);
      return { ports: (await portFinder(db)).find(query.q, 10, calledPorts) };
    },
    { access: { members: 'schedules' } },
  );

  // Registered by hand because the CSV answer is not JSON; the query is still checked by the
  // contract, and the JSON answer too.
  app.get(
    searchRoutesEndpoint.path,
    { config: { access: { members: 'schedules' } } },
    async (request, reply) => {
      const query = parseQuery(searchRoutesEndpoint.query, request);
      if (query.format === 'csv') {
        const answer = await routeAnswer(db, indexMaxCalls, query, { today: today(), everything: true });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="sailings-${answer.from.unlocode}-${answer.to.unlocode}-${answer.departFrom}.csv"`,
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(sailingsCsv(answer));
      }
      return searchRoutesEndpoint.response.parse(
        await routeAnswer(db, indexMaxCalls, query, { today: today() }),
      );
    },
  );

  route(
    app,
    searchPointToPoint,
    async ({ query }) => {
      return pointToPointRoutes(await routeAnswer(db, indexMaxCalls, query, { today: today() }));
    },
    { access: { members: 'schedules' } },
  );

  route(
    app,
    searchPortCallsEndpoint,
    async ({ query }) => {
      const port = await knownPort(db, query.port, 'port');
      const window = resolveWindow(query.from, query.to, today());
      return searchPortCalls(await searchIndex(db, indexMaxCalls, () => portCallData(db, port, window)), {
        port,
        window,
        direction: query.direction ?? 'all',
        page: query.page ?? 1,
      });
    },
    { access: { members: 'schedules' } },
  );

  route(
    app,
    searchVesselEndpoint,
    async ({ query }) => {
      const window = resolveWindow(query.from, query.to, today());
      return searchVessel(await searchIndex(db, indexMaxCalls, () => vesselData(db, query.vessel, window)), {
        vessel: query.vessel,
        window,
      });
    },
    { access: { members: 'schedules' } },
  );

  route(
    app,
    searchCarrierEndpoint,
    async ({ query }) => {
      const window = resolveWindow(query.from, query.to, today());
      const carrierQuery = { carrier: query.carrier, window };
      const finder = await portFinder(db);
      const index = await searchIndex(db, indexMaxCalls, () =>
        carrierData(db, query.carrier, window, (partial) =>
          rotationVoyages(createScheduleIndex(partial, { ports: finder }), carrierQuery),
        ),
      );
      return searchCarrier(index, carrierQuery);
    },
    { access: { members: 'schedules' } },
  );

  app.get(
    getScheduleSnapshot.path,
    { config: { access: { members: 'schedules' } } },
    async (request, reply) => {
      const snapshot = await currentSnapshot(db, clock());
      reply
        .header('etag', snapshot.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding, cookie');
      if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(snapshot.gzip);
      }
      return reply.send(snapshot.json);
    },
  );
}
