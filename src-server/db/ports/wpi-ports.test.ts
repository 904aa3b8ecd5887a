import { describe, expect, it } from 'vitest';
import { buildPortDataset, readWpiRows, shippedPortData, type WpiRow } from './wpi-ports';

const { dataset } = shippedPortData();
const port = (code: string) => dataset.ports.find((entry) => entry.unlocode === code);

describe('the port list', () => {
  it('has one port per valid UN/LOCODE of the World Port Index', () => {
    const codes = dataset.ports.map((entry) => entry.unlocode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z]{2}[A-Z2-9]{3}$/.test(code))).toBe(true);
    // 3,338 rows carry a code; 25 codes are shared by two rows (one pair split by an override,
    // Kattupalli and Krishnapatnam) and one code is malformed.
    expect(dataset.ports.length).toBe(3314);
  });

  it('gives the hubs the codes carriers use, and keeps the index’s codes as aliases', () => {
    expect(port('CNSHA')).toMatchObject({ name: 'Shanghai', wpiNumber: '59970', countryCode: 'CN' });
    expect(port('SGSIN')).toMatchObject({ name: 'Singapore', wpiName: 'Keppel - (East Singapore)' });
    expect(port('CNSGH')).toBeUndefined();
    expect(dataset.aliases).toEqual(
      expect.arrayContaining([
        { code: 'CNSGH', unlocode: 'CNSHA' },
        { code: 'SGKEP', unlocode: 'SGSIN' },
        { code: 'CNNBO', unlocode: 'CNNGB' },
      ]),
    );
    expect(port('NLRTM')).toMatchObject({ name: 'Rotterdam', latitude: 51.9, longitude: 4.483333 });
  });

  it('gives Visakhapatnam and Kattupalli their own codes, and Krishnapatnam back its code', () => {
    expect(port('INVTZ')).toMatchObject({ name: 'Visakhapatnam', wpiName: 'Vishakhapatnam' });
    expect(port('INKAT')).toMatchObject({ name: 'Kattupalli', wpiNumber: '49454.5' });
    expect(port('INKRI')).toMatchObject({ name: 'Krishnapatnam', alternateNames: [] });
    expect(dataset.aliases).toContainEqual({ code: 'INNRP', unlocode: 'INVTZ' });
  });

  it('repairs the malformed code of Portsmouth and names ports as forwarders do', () => {
    expect(port('GBPME')).toMatchObject({ name: 'Portsmouth', wpiName: 'Portsmouth Harbour' });
    expect(port('GRPIR')).toMatchObject({
      name: 'Piraeus',
      alternateNames: expect.arrayContaining(['Piraievs']),
    });
  });

  it('settles a shared code for the row in the code’s own country', () => {
    expect(port('BSCBT')).toMatchObject({ name: 'Cockburn Town', countryName: 'The Bahamas' });
    expect(port('GBTOB')).toMatchObject({ countryName: 'United Kingdom' });
    // Two terminals of one place: the second name stays findable.
    expect(port('FRDKK')?.alternateNames).toContain('Dunkerque Port Ouest');
  });

  it('prefers the larger harbour when both rows are in the code’s country', () => {
    const rows: WpiRow[] = readWpiRows(
      [
        'wpi_number,name,alternate_names,unlocode,country,country_code,water_body,harbor_size,harbor_type,container_facilities,ro_ro,latitude,longitude',
        '2,Small Quay,,XXABC,Nowhere,XX,Sea,Small,,Unknown,Unknown,1,1',
        '1,Big Harbour,"Grand Port; Le Port",XXABC,Nowhere,XX,Sea,Large,,Unknown,Unknown,2,2',
      ].join('\n'),
    );
    expect(buildPortDataset(rows).ports).toEqual([
      expect.objectContaining({
        unlocode: 'XXABC',
        name: 'Big Harbour',
        alternateNames: ['Grand Port', 'Le Port', 'Small Quay'],
        latitude: 2,
      }),
    ]);
  });
});
