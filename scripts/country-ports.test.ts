import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRY_PORTS, type CountryPorts } from '../shared/freight-forwarder/country-ports';
import { readWpiRows, WPI_PORTS_CSV } from '../src-server/db/ports/wpi-ports';
import { buildCountryPorts, portTableProblems } from './country-ports';

const generated = buildCountryPorts(readWpiRows(readFileSync(WPI_PORTS_CSV, 'utf8')));
const wpi = { number: '1', name: 'Somewhere', unlocode: 'XXABC', harborSize: 'Large' };

describe('the port tables content check', () => {
  it('finds nothing wrong with the tables as generated', () => {
    expect(portTableProblems(COUNTRY_PORTS, generated)).toEqual([]);
  });

  it('reports a code that is not five characters, or not of the table’s country', () => {
    const tables: Record<string, CountryPorts> = {
      IN: {
        gateways: [
          { name: 'Visakhapatnam', unlocode: 'INVTZ', wpi },
          { name: 'Short', unlocode: 'INVT', wpi },
        ],
        others: [{ name: 'Elsewhere', unlocode: 'LKCMB', source: 'A list.' }],
      },
    };
    expect(portTableProblems(tables, tables)).toEqual([
      'port table IN: Short has UN/LOCODE "INVT", which is not five characters starting with IN',
      'port table IN: Elsewhere has UN/LOCODE "LKCMB", which is not five characters starting with IN',
    ]);
  });

  it('reports a table file that its sources would no longer generate', () => {
    const stale = { ...generated, SG: { gateways: [], others: [] } };
    expect(portTableProblems(stale, generated)).toEqual([
      expect.stringMatching(/^shared\/freight-forwarder\/country-ports\.ts differs from its sources/),
    ]);
  });
});
