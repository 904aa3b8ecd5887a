import type { RouteSearch } from '../../../shared/api/schedules';
import { SCHEDULE_LIMITS } from '../../../shared/schedules/limits';
import type { PortFinder } from '../../../shared/schedules/port-finder';
import {
  createScheduleIndex,
  type ScheduleData,
  type ScheduleIndex,
} from '../../../shared/schedules/schedule-index';
import { resolveWindow, searchRoutes, type RouteQuery } from '../../../shared/schedules/search';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { portCatalog } from '../ports/port-repository';
import { routeData, wholeScheduleIndex } from './schedule-repository';

/** The port finder over every port in the `ports` table. */
export async function portFinder(db: Db): Promise<PortFinder> {
  return (await portCatalog(db)).finder;
}

/** A port's own UN/LOCODE for a code (or an alias); refuses an unknown one, naming `field`. */
export async function knownPort(db: Db, code: string, field: string): Promise<string> {
  const port = (await portFinder(db)).byCode(code);
  if (!port) {
    throw ApiError.invalidFields({
      [field]: `No port has the code ${code}. Choose a port from the list.`,
    });
  }
  return port.unlocode;
}

/** The index a search runs on: the whole schedule when it is kept in memory, else the rows `read` selects. */
export async function searchIndex(
  db: Db,
  indexMaxCalls: number,
  read: () => Promise<ScheduleData>,
): Promise<ScheduleIndex> {
  const finder = await portFinder(db);
  return (
    (await wholeScheduleIndex(db, indexMaxCalls, finder)) ??
    createScheduleIndex(await read(), { ports: finder })
  );
}

/**
 * Sailings from one port to another in a departure window, as the member route search and the
 * member API's point-to-point routes both answer them. `fields` names the query parameters
 * an unknown port is reported under.
 */
export async function routeAnswer(
  db: Db,
  indexMaxCalls: number,
  query: RouteSearch,
  {
    today,
    everything = false,
    slice,
    fields = { from: 'from', to: 'to' },
  }: {
    today: string;
    everything?: boolean;
    slice?: RouteQuery['slice'];
    fields?: { from: string; to: string };
  },
) {
  const from = await knownPort(db, query.from, fields.from);
  const to = await knownPort(db, query.to, fields.to);
  const window = resolveWindow(query.departFrom, query.departTo, today);
  const transshipment = query.transshipment ?? 'one';
  const minConnectionHours = query.minConnectionHours ?? SCHEDULE_LIMITS.defaultConnectionHours;
  const index = await searchIndex(db, indexMaxCalls, () =>
    routeData(db, from, to, window, { transshipment, minConnectionHours }),
  );
  return searchRoutes(index, {
    from,
    to,
    window,
    transshipment,
    minConnectionHours,
    sort: query.sort ?? 'departure',
    page: query.page ?? 1,
    everything,
    ...(slice ? { slice } : {}),
  });
}
