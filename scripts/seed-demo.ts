/**
 * `npm run seed:demo -- --members 20000 [--reset] [--seed 2020]`: fills the database in
 * DATABASE_URL with demo data for development and benchmarks: fictional directory companies,
 * and a fresh set of sample ship schedules starting now. Never run automatically.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src-server/config';
import { createDatabase } from '../src-server/db/database';
import { migrateToLatest } from '../src-server/db/migrate';
import { DemoSeedError, seedDemoDirectory } from '../src-server/features/directory/demo-seed';
import { loadSampleSchedules } from '../src-server/engines/schedules/sample-schedules';
import { loadSampleShipments } from '../src-server/engines/tracking/sample-shipments';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '2020' },
    reset: { type: 'boolean', default: false },
  },
});

const config = loadConfig();
const db = createDatabase(config.database);
const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
try {
  await migrateToLatest(db);
  let started = performance.now();
  try {
    const { created, removed } = await seedDemoDirectory(db, {
      members: Number(values.members),
      seed: Number(values.seed),
      reset: values.reset,
    });
    console.log(
      `${removed > 0 ? `Removed ${removed} earlier demo companies. ` : ''}Created ${created} fictional demo companies in ${seconds(started)} s (${config.database.dialect}).`,
    );
  } catch (error) {
    // The directory refuses a second demo set; the sample schedules are replaced all the same.
    if (!(error instanceof DemoSeedError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
  started = performance.now();
  const counts = await loadSampleSchedules(db, { seed: Number(values.seed) });
  console.log(
    `Loaded sample schedules: ${counts.services} services, ${counts.vessels} vessels, ${counts.calls} port calls in ${seconds(started)} s.`,
  );
  const shipments = await loadSampleShipments(db, { siteUrl: config.siteUrl });
  console.log(`Loaded ${shipments.shipments} sample shipments with ${shipments.events} tracking events.`);
} finally {
  await db.destroy();
}
