import type { z } from 'zod';
import { errorEnvelope, fieldErrors, invalidFieldsEnvelope } from '../shared/api/envelope';
import type { ScheduleSearchAnswer } from '../shared/bridge';
import { scheduleSearchRequestSchema } from '../shared/bridge-schemas';
import { SCHEDULE_LIMITS } from '../shared/schedules/limits';
import {
  resolveWindow,
  searchCarrier,
  searchPortCalls,
  searchRoutes,
  searchVessel,
} from '../shared/schedules/search';
import type { OpenSnapshot } from '../shared/schedules/snapshot';
import { parseArgument } from './ipc';
import type { SavedSchedulesStore } from './saved-schedules';

type ScheduleSearch = z.output<typeof scheduleSearchRequestSchema>;

const NO_SNAPSHOT =
  'No schedules are saved on this computer yet. Connect to the DFA server once, signed in, to save them.';

const PORT_SUGGESTIONS = 10;

/** Today's date in UTC, the first day searched when none is given (as the server counts it). */
const utcToday = () => new Date().toISOString().slice(0, 10);

class UnknownPort extends Error {
  constructor(
    readonly field: string,
    readonly code: string,
  ) {
    super(`The saved schedules have no sailings calling at ${code}.`);
  }
}

function knownPort(snapshot: OpenSnapshot, code: string, field: string): string {
  const port = snapshot.index.ports.byCode(code);
  if (!port) throw new UnknownPort(field, code);
  return port.unlocode;
}

/** The API endpoint's answer for the same query, computed by the shared search over the snapshot. */
function answer(snapshot: OpenSnapshot, search: ScheduleSearch, today: string): unknown {
  const { index } = snapshot;
  switch (search.kind) {
    case 'route': {
      const { query } = search;
      return searchRoutes(index, {
        from: knownPort(snapshot, query.from, 'from'),
        to: knownPort(snapshot, query.to, 'to'),
        window: resolveWindow(query.departFrom, query.departTo, today),
        transshipment: query.transshipment ?? 'one',
        minConnectionHours: query.minConnectionHours ?? SCHEDULE_LIMITS.defaultConnectionHours,
        sort: query.sort ?? 'departure',
        page: query.page ?? 1,
      });
    }
    case 'port': {
      const { query } = search;
      return searchPortCalls(index, {
        port: knownPort(snapshot, query.port, 'port'),
        window: resolveWindow(query.from, query.to, today),
        direction: query.direction ?? 'all',
        page: query.page ?? 1,
      });
    }
    case 'vessel':
      return searchVessel(index, {
        vessel: search.query.vessel,
        window: resolveWindow(search.query.from, search.query.to, today),
      });
    case 'carrier':
      return searchCarrier(index, {
        carrier: search.query.carrier,
        window: resolveWindow(search.query.from, search.query.to, today),
      });
    case 'ports':
      return { ports: index.ports.find(search.query.q, PORT_SUGGESTIONS) };
    case 'carriers':
      return {
        carriers: [...index.carriers.values()]
          .map(({ scac, name }) => ({ scac, name }))
          .sort((a, b) => a.name.localeCompare(b.name, 'en')),
      };
  }
}

/**
 * The `schedules:search` handler: route, port, vessel and carrier searches (and the port and
 * carrier pickers) answered in the main process from the saved snapshot, shaped like the API's
 * answers. A query the API would refuse gets the same 400 envelope; a malformed call is refused.
 */
export function createScheduleSearch(
  saved: Pick<SavedSchedulesStore, 'current' | 'info'>,
  today: () => string = utcToday,
): (argument: unknown) => ScheduleSearchAnswer {
  return (argument) => {
    const parsed = scheduleSearchRequestSchema.safeParse(argument);
    if (!parsed.success) {
      const onlyQuery = parsed.error.issues.every(
        (issue) => issue.path[0] === 'query' && issue.path.length > 1,
      );
      if (!onlyQuery) parseArgument(scheduleSearchRequestSchema, argument);
      const fields = Object.fromEntries(
        Object.entries(fieldErrors(parsed.error)).map(([field, message]) => [
          field.replace(/^query\./, ''),
          message,
        ]),
      );
      return {
        status: 400,
        body: invalidFieldsEnvelope(fields),
        saved: saved.info(),
      };
    }
    const snapshot = saved.current();
    if (!snapshot) return { status: 503, body: errorEnvelope('UNAVAILABLE', NO_SNAPSHOT), saved: null };
    try {
      return { status: 200, body: answer(snapshot.open, parsed.data, today()), saved: saved.info() };
    } catch (error) {
      if (!(error instanceof UnknownPort)) throw error;
      return {
        status: 400,
        body: invalidFieldsEnvelope({ [error.field]: error.message }),
        saved: saved.info(),
      };
    }
  };
}
