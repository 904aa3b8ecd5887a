import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import countries from 'i18n-iso-countries';
import { parseCsv } from '../../../shared/domain/csv';
import { isUnLocode } from '../../../shared/schedules/codes';
import { PROJECT_ROOT } from '../../paths';
import { PORT_OVERRIDES } from './port-overrides';

/** The World Port Index extract that ships with the portal (see SOURCE.md beside it). */
export const WPI_PORTS_CSV = join(PROJECT_ROOT, 'reference-data/ports/wpi-ports.csv');

/** One row of the extract, as written there. */
export interface WpiRow {
  wpiNumber: string;
  name: string;
  alternateNames: string[];
  /** empty when the index has none; not always a valid code */
  unlocode: string;
  countryName: string;
  countryCode: string;
  harborSize: string;
  latitude: number;
  longitude: number;
}

/** A port as the portal knows it: one per UN/LOCODE. */
interface PortRecord {
  unlocode: string;
  /** the name forwarders use (an override, or the index's) */
  name: string;
  /** the index's own spelling, kept searchable */
  wpiName: string;
  alternateNames: string[];
  countryCode: string;
  countryName: string;
  harborSize: string | null;
  latitude: number;
  longitude: number;
  wpiNumber: string;
}

export interface PortDataset {
  ports: PortRecord[];
  /** codes that also lead to a port, e.g. the index's CNSGH for Shanghai (CNSHA) */
  aliases: { code: string; unlocode: string }[];
}

export function readWpiRows(text: string): WpiRow[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new Error('The port list is empty');
  const column = (name: string) => {
    const position = header.indexOf(name);
    if (position < 0) throw new Error(`The port list has no "${name}" column`);
    return position;
  };
  const at = {
    wpiNumber: column('wpi_number'),
    name: column('name'),
    alternateNames: column('alternate_names'),
    unlocode: column('unlocode'),
    countryName: column('country'),
    countryCode: column('country_code'),
    harborSize: column('harbor_size'),
    latitude: column('latitude'),
    longitude: column('longitude'),
  };
  return records
    .filter((record) => record.length > 1)
    .map((record) => ({
      wpiNumber: record[at.wpiNumber] ?? '',
      name: record[at.name] ?? '',
      alternateNames: (record[at.alternateNames] ?? '')
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean),
      unlocode: record[at.unlocode] ?? '',
      countryName: record[at.countryName] ?? '',
      countryCode: record[at.countryCode] ?? '',
      harborSize: record[at.harborSize] ?? '',
      latitude: Number(record[at.latitude]),
      longitude: Number(record[at.longitude]),
    }));
}

const SIZE_RANK = ['Large', 'Medium', 'Small', 'Very Small'];
const sizeRank = (size: string) => {
  const rank = SIZE_RANK.indexOf(size);
  return rank < 0 ? SIZE_RANK.length : rank;
};

/** 2 when the row's country is the code's, 1 when the name is not recognised, 0 when it differs. */
function countryAgreement(row: WpiRow, code: string): number {
  const named = countries.getAlpha2Code(row.countryName, 'en');
  if (!named) return 1;
  return named === code.slice(0, 2) ? 2 : 0;
}

/** The index's code for a row after the overrides, or '' when it has no valid one. */
function codeOf(row: WpiRow): string {
  const code = PORT_OVERRIDES[row.wpiNumber]?.unlocode ?? row.unlocode;
  return isUnLocode(code) ? code : '';
}

/**
 * One port per UN/LOCODE. Where the index gives a code to two rows, the row in the code's own
 * country wins, then the larger harbour, then the lower index number; a loser in the same
 * country is the same place under another name (a second terminal), so its name is kept as an
 * alternate name, while a loser elsewhere carries a wrong code and is left out.
 */
export function buildPortDataset(rows: readonly WpiRow[]): PortDataset {
  const byCode = new Map<string, WpiRow[]>();
  for (const row of rows) {
    const code = codeOf(row);
    if (code) (byCode.get(code) ?? byCode.set(code, []).get(code)!).push(row);
  }
  const ports: PortRecord[] = [];
  for (const [code, candidates] of byCode) {
    const [winner, ...others] = [...candidates].sort(
      (a, b) =>
        countryAgreement(b, code) - countryAgreement(a, code) ||
        sizeRank(a.harborSize) - sizeRank(b.harborSize) ||
        Number(a.wpiNumber) - Number(b.wpiNumber),
    ) as [WpiRow, ...WpiRow[]];
    const name = PORT_OVERRIDES[winner.wpiNumber]?.name ?? winner.name;
    const sameCountry = others.filter((row) => countryAgreement(row, code) >= countryAgreement(winner, code));
    const alternateNames = [
      ...new Set(
        [
          winner.name,
          ...winner.alternateNames,
          ...sameCountry.flatMap((row) => [row.name, ...row.alternateNames]),
        ].filter((alternate) => alternate !== name),
      ),
    ];
    ports.push({
      unlocode: code,
      name,
      wpiName: winner.name,
      alternateNames,
      countryCode: code.slice(0, 2),
      countryName: winner.countryName || countries.getName(code.slice(0, 2), 'en') || code.slice(0, 2),
      harborSize: winner.harborSize || null,
      latitude: winner.latitude,
      longitude: winner.longitude,
      wpiNumber: winner.wpiNumber,
    });
  }
  ports.sort((a, b) => (a.unlocode < b.unlocode ? -1 : 1));

  const aliases = rows.flatMap((row) => {
    const code = codeOf(row);
    return code && code !== row.unlocode && isUnLocode(row.unlocode) && !byCode.has(row.unlocode)
      ? [{ code: row.unlocode, unlocode: code }]
      : [];
  });
  return { ports, aliases };
}

let cached: { text: string; dataset: PortDataset } | undefined;

/** The shipped port list, read and built once per process. */
export function shippedPortData(): { text: string; dataset: PortDataset } {
  if (!cached) {
    const text = readFileSync(WPI_PORTS_CSV, 'utf8');
    cached = { text, dataset: buildPortDataset(readWpiRows(text)) };
  }
  return cached;
}
