/**
 * Reading the World Port Index extract (NGA Pub. 150, public domain; see the README beside the
 * CSV) for the scripts that generate port data from it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_WPI_CSV = fileURLToPath(
  new URL('../../shared/data/ports/wpi-ports.csv', import.meta.url),
);
export const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/**
 * Where the index departs from the code carriers and schedules use (Shanghai, Singapore's
 * terminals, Ningbo), or spells a port in a form forwarders would not recognise. Keyed by WPI number.
 */
export const OVERRIDES: Record<string, { name?: string; unlocode?: string }> = {
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

export interface WpiRow {
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

export function readPorts(path: string): WpiRow[] {
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

export function sizeRank(size: string): number {
  const rank = ['Large', 'Medium', 'Small', 'Very Small'].indexOf(size);
  return rank < 0 ? 4 : rank;
}
