/**
 * `npm run schedules:import -- FILE [--carrier SCAC]`: imports a DCSA Commercial Schedules
 * `GET /v1/vessel-schedules` answer (a JSON array of service schedules) into the database in
 * DATABASE_URL. The whole file is checked against the standard first and written in one
 * transaction; importing a voyage again updates it. Without --carrier, each service belongs
 * to its vessels' operator.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { importVesselSchedules } from '../engines/schedules/import-schedules';
import { ScheduleImportError } from '../engines/schedules/vessel-schedules';

const { values, positionals } = parseArgs({
  options: { carrier: { type: 'string' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: npm run schedules:import -- FILE [--carrier SCAC]');
  process.exit(2);
}

let document: unknown;
try {
  document = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(
    `${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const config = loadConfig();
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  const counts = await importVesselSchedules(db, [document], {
    ...(values.carrier ? { carrier: values.carrier.trim().toUpperCase() } : {}),
    what: file,
  });
  console.log(
    `Imported ${file}: ${counts.services} services, ${counts.vessels} vessels, ${counts.voyages} voyages, ${counts.calls} port calls (${config.database.dialect}).`,
  );
} catch (error) {
  if (!(error instanceof ScheduleImportError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
