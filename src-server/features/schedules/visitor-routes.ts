import type { FastifyInstance } from 'fastify';
import {
  findPortsForVisitors,
  previewRoutes,
  VISITOR_SAILINGS,
  type Sailing,
} from '../../../shared/api/schedules';
import type { Db } from '../../db/database';
import { route } from '../../http/route';
import type { Clock } from '../../core/clock';
import { portFinder, routeAnswer } from '../../engines/schedules/route-search';
import { PORT_FINDER_STALENESS_MS } from './routes';
import { scheduleCatalog } from '../../engines/schedules/schedule-repository';

const MINUTE = 60 * 1000;
/** A visitor trying a few routes in a minute is welcome; a script walking every port pair is not. */
const PREVIEWS_PER_MINUTE = 20;
/** The finder asks once per pause in typing. */
const PORT_LOOKUPS_PER_MINUTE = 60;

function carriersOf(sailing: Sailing): string {
  return [...new Set(sailing.legs.map((leg) => leg.carrier.name))].join(' / ');
}

/**
 * The sailings search as visitors may try it: the port finder, and the first three sailings of
 * a route with how many there are in all. Each answer is the members' search, cut down, so the
 * two never disagree.
 */
export function visitorScheduleRoutes(
  app: FastifyInstance,
  { db, indexMaxCalls, clock }: { db: Db; indexMaxCalls: number; clock: Clock },
): void {
  route(
    app,
    findPortsForVisitors,
    async ({ query }) => {
      const { calledPorts } = await scheduleCatalog(db, PORT_FINDER_STALENESS_MS);
      return { ports: (await portFinder(db)).find(query.q, 10, calledPorts) };
    },
    { access: 'anyone', config: { rateLimit: { max: PORT_LOOKUPS_PER_MINUTE, timeWindow: MINUTE } } },
  );

  route(
    app,
    previewRoutes,
    async ({ query }) => {
      const answer = await routeAnswer(
        db,
        indexMaxCalls,
        { from: query.from, to: query.to, sort: 'departure', page: 1 },
        { today: clock().toISOString().slice(0, 10) },
      );
      const sailings = answer.sailings.slice(0, VISITOR_SAILINGS);
      const hubs = sailings.flatMap((sailing) => (sailing.transshipment ? [sailing.transshipment.port] : []));
      return {
        from: answer.from,
        to: answer.to,
        departFrom: answer.departFrom,
        departTo: answer.departTo,
        sailings: sailings.map((sailing) => ({
          id: sailing.id,
          sample: sailing.sample,
          carrier: carriersOf(sailing),
          departure: sailing.departure,
          arrival: sailing.arrival,
          transitHours: sailing.transitHours,
          transshipment: sailing.transshipment?.port ?? null,
        })),
        total: answer.total,
        ports: Object.fromEntries(
          hubs.flatMap((code) => (answer.ports[code] ? [[code, answer.ports[code]]] : [])),
        ),
        sample: sailings.some((sailing) => sailing.sample),
      };
    },
    { access: 'anyone', config: { rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: MINUTE } } },
  );
}
