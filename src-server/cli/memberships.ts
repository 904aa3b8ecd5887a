import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runAndPublish } from '../features/members/membership-calendar';

const USAGE = `Usage:
  npm run memberships -- run [--at 2027-11-01T09:00:00Z]

Issues renewal invoices 30 days before memberships end, sends the 30- and 7-day reminders
(each once per membership year) and makes memberships that ended unpaid Standard Inactive,
as of --at (default: now). Servers do the same every MEMBERSHIP_CHECK_INTERVAL_MS; this
runs it once, for example from a scheduler or to check what a given day would do.
Uses the database of DATABASE_URL, like the server.`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { at: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals[0] !== 'run' || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 1;
  }
  const now = values.at === undefined ? new Date() : new Date(values.at);
  if (Number.isNaN(now.getTime())) {
    console.error(`--at: "${values.at}" is not a date and time, like 2027-11-01T09:00:00Z.`);
    return 1;
  }
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const report = await runAndPublish(db, { now, siteUrl: config.siteUrl });
    console.log(
      `As of ${now.toISOString()}: ${report.invoicesIssued} renewal invoices issued, ${report.remindersSent} reminders sent, ${report.lapsed} memberships lapsed.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
