import { parseArgs } from 'node:util';
import { TIER_LABELS } from '../../shared/domain/membership';
import { formatDate } from '../../shared/domain/date';
import { formatMoney, isCurrency } from '../../shared/domain/money';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest, pendingMigrations } from '../db/migrate';
import { runAndPublish, type CalendarStep } from '../features/members/membership-calendar';

const USAGE = `Usage:
  npm run memberships -- run [--at 2027-11-01T09:00:00Z] [--apply]

Issues renewal invoices 30 days before memberships end, sends the 30- and 7-day reminders
(each once per membership year) and makes memberships that ended unpaid Standard Inactive.
Servers do the same every MEMBERSHIP_CHECK_INTERVAL_MS; this runs it once, for example from a
scheduler. Uses the database of DATABASE_URL, like the server.

Without --at it acts as of now. With --at it is a dry run of that moment: it prints what would
happen and writes nothing (no invoice, email or change of status). Add --apply to act as of
--at; a moment in the future is refused outside test mode (NODE_ENV=test), since members would
receive real invoices and emails ahead of time.`;

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

function describe(step: CalendarStep, acting: boolean): string {
  switch (step.kind) {
    case 'renewal-invoice': {
      const amount = isCurrency(step.currency)
        ? formatMoney(step.amountMinor, step.currency)
        : `${step.amountMinor} ${step.currency}`;
      return `${step.company}: ${acting ? 'issued' : 'would issue'} the ${TIER_LABELS[step.tier]} renewal invoice of ${amount} for the year after ${formatDate(step.renewsUntil)}.`;
    }
    case 'reminder':
      return `${step.company}: ${acting ? 'queued' : 'would queue'} the ${step.daysLeft}-day renewal reminder to ${people(step.recipients)} (membership ends ${formatDate(step.validUntil)}).`;
    case 'lapse':
      return `${step.company}: ${acting ? 'made' : 'would make'} the membership Standard Inactive (it ended ${formatDate(step.validUntil)} unpaid)${step.recipients > 0 ? `, ${acting ? 'telling' : 'and tell'} ${people(step.recipients)}` : ''}.`;
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { at: { type: 'string' }, apply: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals[0] !== 'run' || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 1;
  }
  const realNow = new Date();
  const now = values.at === undefined ? realNow : new Date(values.at);
  if (Number.isNaN(now.getTime())) {
    console.error(`--at: "${values.at}" is not a date and time, like 2027-11-01T09:00:00Z.`);
    return 1;
  }
  const simulated = values.at !== undefined;
  const apply = !simulated || values.apply === true;
  const config = loadConfig();
  if (apply && now.getTime() > realNow.getTime() && config.env !== 'test') {
    console.error(
      `--apply with --at ${now.toISOString()} is refused: that moment is still to come, and acting on it would send members real invoices and emails ahead of time. Leave out --apply to see what it would do.`,
    );
    return 1;
  }
  const db = createDatabase(config.database);
  try {
    if (apply) {
      await migrateToLatest(db);
    } else if ((await pendingMigrations(db)).length > 0) {
      // A dry run writes nothing, not even the database's own upgrade.
      console.error('The database needs migrating first: start the server or run `npm run migrate`.');
      return 1;
    }
    const report = await runAndPublish(db, { now, siteUrl: config.siteUrl, apply });
    const heading = apply
      ? `As of ${now.toISOString()}:`
      : `Dry run as of ${now.toISOString()}: nothing was written. With --apply it would do this:`;
    console.log(heading);
    for (const step of report.steps) console.log(`- ${describe(step, apply)}`);
    console.log(
      apply
        ? `${report.invoicesIssued} renewal invoices issued, ${report.remindersSent} reminders queued, ${report.lapsed} memberships lapsed.`
        : `${report.invoicesIssued} renewal invoices, ${report.remindersSent} reminders and ${report.lapsed} lapses would follow.`,
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
