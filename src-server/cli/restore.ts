import { parseArgs } from 'node:util';
import { restoreBackup, runStorageCommand, storageFromEnvironment } from '../services/backup';

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
  return runStorageCommand(async () => {
    const report = await restoreBackup(storageFromEnvironment(), archive, { force });
    return `Restored the ${report.dialect} database and ${report.files} files from the backup of ${report.createdAt}.`;
  });
}

process.exitCode = await main(process.argv.slice(2));
