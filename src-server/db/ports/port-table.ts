import { createHash } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../database';
import { PORT_OVERRIDES } from './port-overrides';
import { shippedPortData, type PortDataset } from './wpi-ports';

const DATASET = 'ports';
const BATCH_SIZE = 400;
/** Bumped when the way rows become ports changes, so existing tables are rebuilt. */
const LOADER_VERSION = 1;

/** Changes with the data file, the overrides and the loader, and with nothing else. */
function portDataVersion(csvText: string): string {
  return createHash('sha256')
    .update(`${LOADER_VERSION}\n${JSON.stringify(PORT_OVERRIDES)}\n${csvText}`)
    .digest('hex');
}

/**
 * Fills the `ports` and `port_aliases` tables from the shipped World Port Index extract when
 * they hold another version (or nothing): the whole set is replaced in one transaction, so a
 * reader sees the old ports or the new, never half of each. Cheap when nothing changed.
 */
export async function loadPortTable(
  db: Db,
  { text, dataset }: { text: string; dataset: PortDataset } = shippedPortData(),
): Promise<{ loaded: boolean; ports: number }> {
  const version = portDataVersion(text);
  const current = await db
    .selectFrom('reference_data')
    .select('version')
    .where('name', '=', DATASET)
    .executeTakeFirst();
  if (current?.version === version) return { loaded: false, ports: dataset.ports.length };

  return db.transaction().execute(async (trx) => {
    // Two servers starting at once: the second waits here, then finds the work done.
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(hashtext('dfa:reference_data:ports'))`.execute(trx);
    }
    const again = await trx
      .selectFrom('reference_data')
      .select('version')
      .where('name', '=', DATASET)
      .executeTakeFirst();
    if (again?.version === version) return { loaded: false, ports: dataset.ports.length };

    await trx.deleteFrom('port_aliases').execute();
    await trx.deleteFrom('ports').execute();
    for (let start = 0; start < dataset.ports.length; start += BATCH_SIZE) {
      await trx
        .insertInto('ports')
        .values(
          dataset.ports.slice(start, start + BATCH_SIZE).map((port) => ({
            unlocode: port.unlocode,
            name: port.name,
            wpi_name: port.wpiName,
            alternate_names: JSON.stringify(port.alternateNames),
            country_code: port.countryCode,
            country_name: port.countryName,
            harbor_size: port.harborSize,
            latitude: port.latitude,
            longitude: port.longitude,
            wpi_number: port.wpiNumber,
          })),
        )
        .execute();
    }
    if (dataset.aliases.length > 0) await trx.insertInto('port_aliases').values(dataset.aliases).execute();
    const now = new Date().toISOString();
    await trx
      .insertInto('reference_data')
      .values({ name: DATASET, version, updated_at: now })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ version, updated_at: now }))
      .execute();
    return { loaded: true, ports: dataset.ports.length };
  });
}
