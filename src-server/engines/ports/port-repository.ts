import { createPortFinder, type PortEntry, type PortFinder } from '../../../shared/schedules/port-finder';
import type { Db } from '../../db/database';

/** The `ports` table as the features read it: every port, the aliases, and the finder over both. */
interface PortCatalog {
  ports: PortEntry[];
  aliases: [code: string, unlocode: string][];
  finder: PortFinder;
  /** A country's ports (ISO 3166-1 alpha-2), by name. */
  inCountry(country: string): readonly { code: string; name: string }[];
}

async function readCatalog(db: Db): Promise<PortCatalog> {
  const [rows, aliasRows] = await Promise.all([
    db.selectFrom('ports').selectAll().orderBy('unlocode').execute(),
    db.selectFrom('port_aliases').select(['code', 'unlocode']).orderBy('code').execute(),
  ]);
  const ports = rows.map((port): PortEntry => ({
    unlocode: port.unlocode,
    name: port.name,
    alternateNames: JSON.parse(port.alternate_names) as string[],
    countryCode: port.country_code,
    countryName: port.country_name,
    latitude: Number(port.latitude),
    longitude: Number(port.longitude),
    harborSize: port.harbor_size,
  }));
  const aliases = aliasRows.map((alias): [string, string] => [alias.code, alias.unlocode]);
  const byCountry = new Map<string, { code: string; name: string }[]>();
  for (const port of ports) {
    const list =
      byCountry.get(port.countryCode) ?? byCountry.set(port.countryCode, []).get(port.countryCode)!;
    list.push({ code: port.unlocode, name: port.name });
  }
  for (const list of byCountry.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return {
    ports,
    aliases,
    finder: createPortFinder(ports, aliases),
    inCountry: (country) => byCountry.get(country) ?? [],
  };
}

const catalogs = new WeakMap<Db, Promise<PortCatalog>>();

/**
 * The port list changes only when the server migrates at start, so each database's is read
 * once. Call it with the database, not inside a transaction: a transaction is a new key each time.
 */
export function portCatalog(db: Db): Promise<PortCatalog> {
  let catalog = catalogs.get(db);
  if (!catalog) {
    catalog = readCatalog(db);
    catalogs.set(db, catalog);
    catalog.catch(() => catalogs.delete(db));
  }
  return catalog;
}
