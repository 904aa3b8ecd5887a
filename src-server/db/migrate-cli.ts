import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const db = createDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.destroy();
}
