import { describe, expect, it } from 'vitest';
import { COUNTRY_PORTS, type CountryPort } from './country-ports';
import { CURATED_GATEWAYS } from './curated-gateways';

const table = (country: string) => {
  const ports = COUNTRY_PORTS[country];
  if (!ports) throw new Error(`no ports for ${country}`);
  return ports;
};
const everyRow = (country: string): readonly CountryPort[] => [
  ...table(country).gateways,
  ...table(country).others,
];
/** The code a country's table shows for the port of that name. */
const codeShown = (country: string, name: string) =>
  everyRow(country).find((port) => port.name === name)?.unlocode;
const gatewayCodes = (country: string) => table(country).gateways.map((port) => port.unlocode);

describe('the country port tables', () => {
  it('show the code each port override gives', () => {
    const expected: [string, string, string][] = [
      ['CN', 'Shanghai', 'CNSHA'],
      ['CN', 'Ningbo', 'CNNGB'],
      ['CN', 'Qingdao', 'CNTAO'],
      ['CN', 'Xiamen', 'CNXMN'],
      ['CN', 'Dalian', 'CNDLC'],
      ['CN', 'Guangzhou', 'CNCAN'],
      ['SG', 'Singapore', 'SGSIN'],
      ['IN', 'Visakhapatnam', 'INVTZ'],
      ['IN', 'Kattupalli', 'INKAT'],
    ];
    for (const [country, name, code] of expected) expect(codeShown(country, name), name).toBe(code);
    expect(everyRow('IN').map((port) => port.unlocode)).not.toContain('INNRP');
    expect(everyRow('IN').map((port) => port.unlocode)).not.toContain('INKRI');
  });

  it('keep the index’s own code beside a corrected one', () => {
    const visakhapatnam = everyRow('IN').find((port) => port.unlocode === 'INVTZ');
    expect(visakhapatnam && 'wpi' in visakhapatnam ? visakhapatnam.wpi.unlocode : null).toBe('INNRP');
  });

  it('name the container gateways, not the petrochemical island or the old city port', () => {
    expect(gatewayCodes('SG')).toEqual(['SGSIN']);
    expect(gatewayCodes('AE')).toContain('AEKHL');
    expect(gatewayCodes('AE')).not.toContain('AEAUH');
  });

  it('list the gateways the World Port Index lacks, each with its source', () => {
    const curated: [string, string][] = [
      ['GB', 'GBLGP'],
      ['VN', 'VNCMT'],
      ['NG', 'NGLKK'],
      ['SA', 'SAKAC'],
      ['ZA', 'ZANGQ'],
      ['AE', 'AEKHL'],
    ];
    for (const [country, code] of curated) {
      const row = table(country).gateways.find((port) => port.unlocode === code);
      expect(row, code).toBeDefined();
      expect(row && 'source' in row ? row.source : '', code).toMatch(/^Code from the UN\/LOCODE list/);
    }
    expect(Object.keys(CURATED_GATEWAYS).sort()).toEqual(curated.map(([, code]) => code).sort());
  });
});
