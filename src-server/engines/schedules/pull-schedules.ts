import { SCHEDULE_HORIZON_WEEKS } from '../../../shared/schedules/model';
import { dcsaAdapter, type CarrierAdapter, type PullOptions } from '../carriers/adapter';
import type { SyncHandler } from '../carriers/sync-worker';
import { importVesselSchedules } from './import-schedules';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Pulls a connected carrier's vessel schedules from today to the schedule horizon, checks every page against Commercial Schedules 1.0.3 and stores them all
 * in one transaction; a page that breaks the standard fails the run and stores nothing.
 */
export function pullSchedules(adapter: CarrierAdapter = dcsaAdapter, options: PullOptions = {}): SyncHandler {
  return async ({ db, connection, signal, now }) => {
    const pages = await adapter.pullVesselSchedules(
      connection,
      {
        startDate: isoDay(now.getTime()),
        endDate: isoDay(now.getTime() + SCHEDULE_HORIZON_WEEKS * 7 * DAY_MS),
      },
      { ...options, signal },
    );
    const counts = await importVesselSchedules(db, pages, {
      carrier: connection.scac,
      what: `${connection.scac}’s vessel schedules`,
      now,
    });
    const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
    return {
      pages: pages.length,
      counts: { ...counts },
      message: `Stored ${plural(counts.services, 'service')}, ${plural(counts.vessels, 'vessel')}, ${plural(counts.voyages, 'voyage')} and ${plural(counts.calls, 'port call')} from ${plural(pages.length, 'page')}.`,
    };
  };
}
