/**
 * `npm run build:schedules-snapshot [-- --out out/schedules-snapshot.json] [--allow-sample-schedules]`:
 * writes the schedules snapshot the desktop app bundles (electron-builder copies it into the
 * app's resources), made by the server's own snapshot code. From the database in
 * SNAPSHOT_DATABASE_URL when it is set (a release build reading the production schedules, never
 * migrated from here); otherwise from a fresh SQLite database with the sample schedules loaded,
 * so any machine can build the app. A release build (DFA_API_ORIGIN not this computer) refuses
 * the samples unless `--allow-sample-schedules` asks for them.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scheduleSnapshotSchema } from '../shared/api/schedules';
import { openSnapshot, type ScheduleSnapshot } from '../shared/schedules/snapshot';
import { parseDatabaseUrl } from '../src-server/config';
import { createDatabase, type Db } from '../src-server/db/database';
import { migrateToLatest } from '../src-server/db/migrate';
import { buildScheduleSnapshot } from '../src-server/features/schedules/snapshot-builder';
import { loadSampleSchedules } from '../src-server/engines/schedules/sample-schedules';
import { scheduleVersion } from '../src-server/engines/schedules/schedule-batch-repository';
import { bundledSchedulesSource } from './desktop-build-settings';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'out/schedules-snapshot.json' },
    'allow-sample-schedules': { type: 'boolean', default: false },
  },
});
let source: 'database' | 'sample';
try {
  source = bundledSchedulesSource(process.env, { allowSampleSchedules: values['allow-sample-schedules'] });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (source === 'sample' && values['allow-sample-schedules']) {
  console.warn(
    'Bundling the generated sample schedules, as asked: the app labels every answer from them as samples.',
  );
}
const outFile = path.resolve(values.out);
const today = new Date().toISOString().slice(0, 10);

async function fromDatabase(db: Db): Promise<ScheduleSnapshot> {
  return buildScheduleSnapshot(db, today, await scheduleVersion(db), new Date());
}

async function snapshot(): Promise<{ snapshot: ScheduleSnapshot; source: string }> {
  const url = process.env.SNAPSHOT_DATABASE_URL;
  if (source === 'database' && url) {
    const db = createDatabase(parseDatabaseUrl(url));
    try {
      return { snapshot: await fromDatabase(db), source: 'SNAPSHOT_DATABASE_URL' };
    } finally {
      await db.destroy();
    }
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'dfa-snapshot-'));
  const db = createDatabase({ dialect: 'sqlite', path: path.join(folder, 'schedules.db') });
  try {
    await migrateToLatest(db);
    await loadSampleSchedules(db);
    return { snapshot: await fromDatabase(db), source: 'the sample schedules' };
  } finally {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

const started = performance.now();
const built = await snapshot();
const json = JSON.stringify(built.snapshot);
// Read back as the app will read it, so a build never ships a snapshot the app refuses.
const opened = openSnapshot(scheduleSnapshotSchema.parse(JSON.parse(json)) as ScheduleSnapshot);
if (opened.index.voyages.size === 0) {
  console.error(`The schedules snapshot from ${built.source} holds no voyages; refusing to bundle it.`);
  process.exit(1);
}
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(`${outFile}.tmp`, json);
renameSync(`${outFile}.tmp`, outFile);
console.log(
  `Wrote ${path.relative(process.cwd(), outFile)} from ${built.source}: ${opened.index.voyages.size} voyages, departures ${opened.validFrom} to ${opened.validUntil}, ${(json.length / 1024).toFixed(0)} KiB, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
