/**
 * Builds `shared/freight-forwarder/country-ports.ts` from the World Port Index extract
 * (NGA Pub. 150, public domain; see the README beside the CSV).
 *
 *   npx tsx scripts/generate-country-ports.ts [path/to/wpi-ports.csv]
 *   npx prettier --write shared/freight-forwarder/country-ports.ts
 *
 * For each landing-page country: its curated container gateways first (looked up by UN/LOCODE,
 * any harbour size), then the other Large and Medium harbours, capped so the table stays useful.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COUNTRY_GATEWAYS } from '../shared/freight-forwarder/country-gateways';
import { FORWARDER_COUNTRIES } from '../shared/freight-forwarder/countries';

const DEFAULT_CSV = fileURLToPath(new URL('../../shared/data/ports/wpi-ports.csv', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../shared/freight-forwarder/country-ports.ts', import.meta.url));
const MAX_OTHER_PORTS = 8;
const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/**
 * Where the index departs from the code carriers and schedules use (Shanghai, Singapore's
 * terminals, Ningbo), or spells a port in a form forwarders would not recognise. Keyed by WPI number.
 */
const OVERRIDES: Record<string, { name?: string; unlocode?: string }> = {
  '59970': { unlocode: 'CNSHA' },
  '50000': { name: 'Singapore (Keppel)', unlocode: 'SGSIN' },
  '59940': { unlocode: 'CNNGB' },
  '42230': { name: 'Piraeus' },
  '48276': { name: 'Jebel Ali' },
  '48278': { name: 'Abu Dhabi' },
  '48271': { name: 'Sharjah (Mina Khalid)' },
  '48263': { name: 'Khor Fakkan' },
  '45165': { name: 'Alexandria' },
  '45140': { name: 'Port Said' },
  '48140': { name: 'Jeddah' },
  '48335': { name: 'Dammam (King Abdulaziz Port)' },
  '48605': { name: 'Port Qasim' },
  '57580': { name: 'Ho Chi Minh City' },
  '49590': { name: 'Chattogram (Chittagong)' },
  '46820': { name: 'Gqeberha (Port Elizabeth)' },
  '48730': { name: 'Pipavav' },
  '48630': { name: 'Kandla (Deendayal Port)' },
  '48845': { name: 'Jawaharlal Nehru Port (Nhava Sheva)' },
  '60140': { name: 'Qingdao' },
  '60190': { name: 'Tianjin (Xingang)' },
  '43130': { name: 'Heraklion' },
  '41720': { name: 'Corfu' },
};

interface WpiRow {
  wpiNumber: string;
  name: string;
  unlocode: string;
  countryCode: string;
  harborSize: string;
}

/** RFC 4180: a field is quoted only when it holds a comma or a quote; quotes inside are doubled. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

function readPorts(path: string): WpiRow[] {
  const [header, ...records] = parseCsv(readFileSync(path, 'utf8'));
  if (!header) throw new Error(`${path} is empty`);
  const column = (name: string) => {
    const position = header.indexOf(name);
    if (position < 0) throw new Error(`${path} has no "${name}" column`);
    return position;
  };
  const at = {
    wpiNumber: column('wpi_number'),
    name: column('name'),
    unlocode: column('unlocode'),
    countryCode: column('country_code'),
    harborSize: column('harbor_size'),
  };
  return records.map((record) => ({
    wpiNumber: record[at.wpiNumber] ?? '',
    name: record[at.name] ?? '',
    unlocode: record[at.unlocode] ?? '',
    countryCode: record[at.countryCode] ?? '',
    harborSize: record[at.harborSize] ?? '',
  }));
}

interface PortEntry {
  name: string;
  wpiName: string;
  unlocode: string;
  harborSize: string;
  wpiNumber: string;
}

function toEntry(row: WpiRow): PortEntry {
  const override = OVERRIDES[row.wpiNumber] ?? {};
  return {
    name: override.name ?? row.name,
    wpiName: row.name,
    unlocode: override.unlocode ?? row.unlocode,
    harborSize: row.harborSize || 'Not given',
    wpiNumber: row.wpiNumber,
  };
}

const SIZE_ORDER = ['Large', 'Medium'];

function portsFor(rows: WpiRow[], code: string, gateways: readonly string[]) {
  const ofCountry = rows.filter((row) => row.countryCode === code && UNLOCODE.test(row.unlocode));
  const gatewayRows = gateways.map((unlocode) => {
    // Where two rows share a code (Vung Tau), the larger harbour is the one meant.
    const matches = ofCountry
      .filter((row) => row.unlocode === unlocode)
      .sort((a, b) => sizeRank(a.harborSize) - sizeRank(b.harborSize));
    const match = matches[0];
    if (!match) throw new Error(`Gateway ${unlocode} (${code}) is not in the World Port Index extract`);
    return match;
  });
  const taken = new Set(gatewayRows.map((row) => row.unlocode));
  const others = ofCountry
    .filter((row) => SIZE_ORDER.includes(row.harborSize) && !taken.has(row.unlocode))
    .sort((a, b) => sizeRank(a.harborSize) - sizeRank(b.harborSize) || a.name.localeCompare(b.name))
    .slice(0, MAX_OTHER_PORTS);
  return { gateways: gatewayRows.map(toEntry), others: others.map(toEntry) };
}

function sizeRank(size: string): number {
  const rank = ['Large', 'Medium', 'Small', 'Very Small'].indexOf(size);
  return rank < 0 ? 4 : rank;
}

function main() {
  const csvPath = process.argv[2] ?? DEFAULT_CSV;
  const rows = readPorts(csvPath);
  const byCountry = Object.fromEntries(
    FORWARDER_COUNTRIES.map((country) => [
      country.code,
      portsFor(rows, country.code, COUNTRY_GATEWAYS[country.code] ?? []),
    ]),
  );
  const source = `// Generated by scripts/generate-country-ports.ts from the World Port Index (NGA Pub. 150,
// public domain). Do not edit by hand: change the script or shared/freight-forwarder/countries.ts.

export interface CountryPort {
  /** the name forwarders use; \`wpiName\` is the index's own spelling */
  name: string;
  wpiName: string;
  unlocode: string;
  /** the index's harbour size: area and facilities, not container volume */
  harborSize: string;
  wpiNumber: string;
}

export interface CountryPorts {
  gateways: readonly CountryPort[];
  others: readonly CountryPort[];
}

export const COUNTRY_PORTS: Readonly<Record<string, CountryPorts>> = ${JSON.stringify(byCountry, null, 2)};
`;
  writeFileSync(OUTPUT, source);
  console.log(`Wrote ports for ${FORWARDER_COUNTRIES.length} countries to ${OUTPUT}`);
}

main();
