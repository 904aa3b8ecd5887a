import { parseArgs } from 'node:util';
import { ConfigError, DEFAULT_DATABASE_URL, DEFAULT_FILES_DIR, parseDatabaseUrl } from '../config';
import { BackupError, createBackup } from '../services/backup';

const USAGE = `Usage: npm run backup [-- --out DIR]

Writes dfa-backup-<time>.tar.gz (the database of DATABASE_URL and the files of FILES_DIR) into
DIR, ./backups by default. Safe while the server runs.`;

async function main(argv: string[]): Promise<number> {
  let out: string;
  try {
    out = parseArgs({ args: argv, options: { out: { type: 'string', default: './backups' } } }).values.out;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  try {
    const database = parseDatabaseUrl(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
    const archive = await createBackup(
      { database, filesDir: process.env.FILES_DIR || DEFAULT_FILES_DIR },
      out,
    );
    console.log(`Backed up the ${database.dialect} database and the uploaded files into ${archive}`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
