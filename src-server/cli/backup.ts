import { parseArgs } from 'node:util';
import { createBackup, runStorageCommand, storageFromEnvironment } from '../services/backup';

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
  return runStorageCommand(async () => {
    const storage = storageFromEnvironment();
    const archive = await createBackup(storage, out);
    return `Backed up the ${storage.database.dialect} database and the uploaded files into ${archive}`;
  });
}

process.exitCode = await main(process.argv.slice(2));
