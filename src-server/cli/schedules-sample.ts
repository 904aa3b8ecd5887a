/**
 * `npm run schedules:sample [-- --weeks 26] [-- --remove]`: replaces the sample schedules in the
 * database in DATABASE_URL with a fresh set starting now (invented services and vessels on real
 * ports and carriers, labelled "Sample schedules" wherever they show) with sample shipments
 * tracked on them, or removes both.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { loadSampleSchedules, SAMPLE_WEEKS } from '../engines/schedules/sample-schedules';
import { removeSampleSchedules } from '../engines/schedules/schedule-batch-repository';
import { loadSampleShipments } from '../engines/tracking/sample-shipments';
import { removeSampleShipments } from '../engines/tracking/shipment-repository';

const { values } = parseArgs({
  options: {
    weeks: { type: 'string', default: String(SAMPLE_WEEKS) },
    remove: { type: 'boolean', default: false },
  },
});
const weeks = Number(values.weeks);
if (!Number.isInteger(weeks) || weeks < 1 || weeks > 104) {
  console.error('--weeks is a whole number of weeks from 1 to 104.');
  process.exit(2);
}

const config = loadConfig();
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  if (values.remove) {
    const removed = await removeSampleSchedules(db);
    await removeSampleShipments(db);
    console.log(`Removed ${removed} sample services (${config.database.dialect}).`);
  } else {
    const started = performance.now();
    const counts = await loadSampleSchedules(db, { weeks });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Loaded sample schedules for ${weeks} weeks: ${counts.services} services, ${counts.vessels} vessels, ${counts.calls} port calls in ${seconds} s (${config.database.dialect}).`,
    );
    const shipments = await loadSampleShipments(db, { siteUrl: config.siteUrl });
    console.log(`Loaded ${shipments.shipments} sample shipments with ${shipments.events} tracking events.`);
  }
} finally {
  await db.destroy();
}
