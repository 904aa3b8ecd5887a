/**
 * Writes `shared/freight-forwarder/country-ports.ts` (see scripts/country-ports.ts for what goes
 * in it). Run it after changing the port data, the overrides, the gateways or the curated list:
 *
 *   npx tsx scripts/generate-country-ports.ts [path/to/wpi-ports.csv]
 *   npx prettier --write shared/freight-forwarder/country-ports.ts
 *
 * `npm run content:check` fails while the file differs from what this would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readWpiRows, WPI_PORTS_CSV } from '../src-server/db/ports/wpi-ports';
import { buildCountryPorts, countryPortsSource } from './country-ports';

const OUTPUT = fileURLToPath(new URL('../shared/freight-forwarder/country-ports.ts', import.meta.url));

const ports = buildCountryPorts(readWpiRows(readFileSync(process.argv[2] ?? WPI_PORTS_CSV, 'utf8')));
writeFileSync(OUTPUT, countryPortsSource(ports));
console.log(`Wrote ports for ${Object.keys(ports).length} countries to ${OUTPUT}`);
