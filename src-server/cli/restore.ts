import { parseArgs } from 'node:util';
import { ConfigError, DEFAULT_DATABASE_URL, DEFAULT_FILES_DIR, parseDatabaseUrl } from '../config';
import { BackupError, restoreBackup } from '../services/backup';

const USAGE = `Usage: npm run restore -- ARCHIVE [--force]

Restores an archive written by \`npm run backup\` into the database of DATABASE_URL and the
files directory FILES_DIR. Stop the server first. A database that already has tables is
replaced only with --force.`;

async function main(argv: string[]): Promise<number> {
  let archive: string | undefined;
  let force: boolean;
  try {
    const args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
    archive = args.positionals[0];
    force = args.values.force;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!archive) {
    console.error(USAGE);
    return 2;
  }
  try {
    const database = parseDatabaseUrl(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
    const report = await restoreBackup(
      { database, filesDir: process.env.FILES_DIR || DEFAULT_FILES_DIR },
      archive,
      {
        force,
      },
    );
    console.log(
      `Restored the ${report.dialect} database and ${report.files} files from the backup of ${report.createdAt}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
