import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
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
import type { Clock } from '../../core/clock';
import { csvDownload, RawAnswer } from '../../core/answers';
import { checkedJson, route } from '../../http/route';
import { scheduleVersion } from '../../engines/schedules/schedule-batch-repository';
import {
  carrierData,
  portCallData,
  scheduleCatalog,
  vesselData,
} from '../../engines/schedules/schedule-repository';
import { knownPort, portFinder, routeAnswer, searchIndex } from '../../engines/schedules/route-search';
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

  route(
    app,
    searchRoutesEndpoint,
    async ({ query }) => {
      if (query.format === 'csv') {
        const answer = await routeAnswer(db, indexMaxCalls, query, { today: today(), everything: true });
        return csvDownload(
          `sailings-${answer.from.unlocode}-${answer.to.unlocode}-${answer.departFrom}.csv`,
          sailingsCsv(answer),
        );
      }
      return routeAnswer(db, indexMaxCalls, query, { today: today() });
    },
    { access: { members: 'schedules' } },
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

  // The snapshot is checked against its schema when built, then sent as it is: revalidated by
  // its ETag, and compressed once rather than per request.
  route(
    app,
    getScheduleSnapshot,
    async ({ request }) => {
      const snapshot = await currentSnapshot(db, clock());
      const headers = {
        etag: snapshot.etag,
        'cache-control': 'private, no-cache',
        vary: 'accept-encoding, cookie',
      };
      const type = 'application/json; charset=utf-8';
      if (request.headers['if-none-match'] === snapshot.etag) {
        return new RawAnswer(type, undefined, headers, 304);
      }
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return new RawAnswer(type, snapshot.gzip, { ...headers, 'content-encoding': 'gzip' });
      }
      return new RawAnswer(type, snapshot.json, headers);
    },
    { access: { members: 'schedules' } },
  );
}
