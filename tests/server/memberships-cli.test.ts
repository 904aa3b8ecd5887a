import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, utcDay } from '../../shared/domain/date';
import { loadConfig } from '../../src-server/config';
import { createDatabase, type Db } from '../../src-server/db/database';
import { migrateToLatest } from '../../src-server/db/migrate';
import { insertColleague, insertMember } from '../support/members';

/**
 * `npm run memberships -- run --at <day>` as an operator types it, against a SQLite file: a
 * simulated day is a dry run that leaves the file as it found it, and `--apply` acts.
 */
const run = promisify(execFile);

let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dfa-memberships-cli-'));
  file = join(dir, 'memberships.sqlite');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function memberships(
  args: string[],
  env: Record<string, string> = { NODE_ENV: 'test' },
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      'node',
      ['--import', 'tsx', 'src-server/cli/memberships.ts', 'run', ...args],
      { env: { ...process.env, DATABASE_URL: `sqlite:${file}`, SITE_URL: 'https://portal.test', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withDb<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const db = createDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: `sqlite:${file}` }).database);
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

/** Every row of every table (and the schema itself), in a stable order. */
async function dump(): Promise<Record<string, unknown[]>> {
  return withDb(async (db) => {
    const { rows: tables } = await sql<{ name: string; sql: string | null }>`
      select name, sql from sqlite_master order by type, name`.execute(db);
    const contents: Record<string, unknown[]> = { sqlite_master: tables };
    for (const { name } of tables) {
      const isTable = await sql<{ n: number }>`
        select count(*) as n from sqlite_master where type = 'table' and name = ${name}`.execute(db);
      if (Number(isTable.rows[0]!.n) === 0) continue;
      const { rows } = await sql`select * from ${sql.table(name)} order by rowid`.execute(db);
      contents[name] = rows;
    }
    return contents;
  });
}

const fileHash = () => createHash('sha256').update(readFileSync(file)).digest('hex');

// A year from today, at nine in the morning.
const atDay = addDays(utcDay(), 365);
const at = `${atDay}T09:00:00.000Z`;

/** Companies whose memberships a year from now end soon, ended, or run on. */
const COMPANIES = {
  endsIn20Days: { name: 'Kestrel Ocean Lines', tier: 'premium', validUntil: addDays(atDay, 20) },
  endsIn5Days: { name: 'Lindqvist Cargo', tier: 'standard', validUntil: addDays(atDay, 5) },
  ended3DaysAgo: { name: 'Marlow Forwarding', tier: 'standard', validUntil: addDays(atDay, -3) },
  runsOn: { name: 'Norrland Shipping', tier: 'premium', validUntil: addDays(atDay, 200) },
} as const;

describe('npm run memberships -- run', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await withDb(async (db) => {
      await migrateToLatest(db);
      for (const company of Object.values(COMPANIES)) {
        const member = await insertMember(db, {
          companyName: company.name,
          membership: company.tier === 'premium' ? 'premium' : 'standard_active',
        });
        await insertColleague(db, member.companyId, { firstName: 'Ola' });
        await db
          .updateTable('companies')
          .set({ tier: company.tier, valid_until: company.validUntil })
          .where('id', '=', member.companyId)
          .execute();
      }
    });
  });

  it('with --at a year ahead is a dry run: it says what would happen and leaves the database byte for byte', async () => {
    const rowsBefore = await dump();
    const bytesBefore = fileHash();

    const dry = await memberships(['--at', at]);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`Dry run as of ${at}: nothing was written.`);
    expect(dry.stdout).toContain(
      `- Kestrel Ocean Lines: would issue the Premium renewal invoice of USD 4,500.00 for the year after ${formatDate(COMPANIES.endsIn20Days.validUntil)}.`,
    );
    expect(dry.stdout).toContain(
      `- Kestrel Ocean Lines: would queue the 30-day renewal reminder to 2 people (membership ends ${formatDate(COMPANIES.endsIn20Days.validUntil)}).`,
    );
    expect(dry.stdout).toContain(
      '- Lindqvist Cargo: would issue the Standard renewal invoice of USD 1,500.00',
    );
    expect(dry.stdout).toContain('- Lindqvist Cargo: would queue the 7-day renewal reminder to 2 people');
    expect(dry.stdout).toContain(
      `- Marlow Forwarding: would make the membership Standard Inactive (it ended ${formatDate(COMPANIES.ended3DaysAgo.validUntil)} unpaid), and tell 2 people.`,
    );
    expect(dry.stdout).not.toContain('Norrland Shipping');
    expect(dry.stdout).toContain('2 renewal invoices, 2 reminders and 1 lapses would follow.');

    expect(fileHash()).toBe(bytesBefore);
    expect(await dump()).toEqual(rowsBefore);
  });

  it('refuses --apply for a day still to come outside test mode, and writes nothing', async () => {
    const rowsBefore = await dump();
    const refused = await memberships(['--at', at, '--apply'], { NODE_ENV: 'development' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`--apply with --at ${at} is refused: that moment is still to come`);
    expect(await dump()).toEqual(rowsBefore);
  });

  it('with --apply in test mode issues exactly the expected invoices, reminders and lapse', async () => {
    const applied = await memberships(['--at', at, '--apply']);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain('2 renewal invoices issued, 2 reminders queued, 1 memberships lapsed.');

    await withDb(async (db) => {
      const invoices = await db
        .selectFrom('membership_invoices')
        .innerJoin('companies', 'companies.id', 'membership_invoices.company_id')
        .select([
          'companies.name',
          'membership_invoices.kind',
          'membership_invoices.tier',
          'membership_invoices.amount_minor',
          'membership_invoices.currency',
          'membership_invoices.issued_on',
          'membership_invoices.due_on',
          'membership_invoices.renews_until',
          'membership_invoices.status',
        ])
        .orderBy('companies.name')
        .execute();
      expect(invoices).toEqual([
        {
          name: 'Kestrel Ocean Lines',
          kind: 'renewal',
          tier: 'premium',
          amount_minor: 450_000,
          currency: 'USD',
          issued_on: atDay,
          // Issued late, so due by the year's last day rather than in 30 days.
          due_on: COMPANIES.endsIn20Days.validUntil,
          renews_until: COMPANIES.endsIn20Days.validUntil,
          status: 'open',
        },
        {
          name: 'Lindqvist Cargo',
          kind: 'renewal',
          tier: 'standard',
          amount_minor: 150_000,
          currency: 'USD',
          issued_on: atDay,
          due_on: COMPANIES.endsIn5Days.validUntil,
          renews_until: COMPANIES.endsIn5Days.validUntil,
          status: 'open',
        },
      ]);
      const statuses = await db
        .selectFrom('companies')
        .select(['name', 'membership_type'])
        .orderBy('name')
        .execute();
      expect(statuses).toEqual([
        { name: 'Kestrel Ocean Lines', membership_type: 'premium' },
        { name: 'Lindqvist Cargo', membership_type: 'standard_active' },
        { name: 'Marlow Forwarding', membership_type: 'standard_inactive' },
        { name: 'Norrland Shipping', membership_type: 'premium' },
      ]);
      const queued = await db.selectFrom('outbox').select('subject').orderBy('id').execute();
      expect(queued).toHaveLength(6);
    });

    // Run again: everything was done once, so nothing more is issued or sent.
    const again = await memberships(['--at', at, '--apply']);
    expect(again.stdout).toContain('0 renewal invoices issued, 0 reminders queued, 0 memberships lapsed.');
  });
});
