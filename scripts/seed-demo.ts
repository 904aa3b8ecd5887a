/**
 * `npm run seed:demo -- --members 20000 [--reset] [--seed 2020]`: fills the directory of the
 * database in DATABASE_URL with fictional demo companies, for development and benchmarks.
 * Never run automatically.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src-server/config';
import { createDatabase } from '../src-server/db/database';
import { migrateToLatest } from '../src-server/db/migrate';
import { DemoSeedError, seedDemoDirectory } from '../src-server/features/directory/demo-seed';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '2020' },
    reset: { type: 'boolean', default: false },
  },
});

const config = loadConfig();
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  const started = performance.now();
  const { created, removed } = await seedDemoDirectory(db, {
    members: Number(values.members),
    seed: Number(values.seed),
    reset: values.reset,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${removed > 0 ? `Removed ${removed} earlier demo companies. ` : ''}Created ${created} fictional demo companies in ${seconds} s (${config.database.dialect}).`,
  );
} catch (error) {
  if (!(error instanceof DemoSeedError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
