import { describe, expect, it } from 'vitest';
import { createPortFinder, editDistance, type PortEntry } from './port-finder';
import { createScheduleIndex, dayNumber, type CallRecord, type ScheduleData } from './schedule-index';
import { searchRoutes, type RouteQuery } from './search';
import { encodeSnapshot, openSnapshot } from './snapshot';

const port = (
  unlocode: string,
  name: string,
  harborSize = 'Large',
  alternateNames: string[] = [],
): PortEntry => ({
  unlocode,
  name,
  alternateNames,
  countryCode: unlocode.slice(0, 2),
  countryName: unlocode.slice(0, 2),
  latitude: 0,
  longitude: 0,
  harborSize,
});

const PORTS = [
  port('AAONE', 'Origin'),
  port('BBHUB', 'Hub City'),
  port('CCEND', 'Destination Bay'),
  port('DDFAR', 'Far Away', 'Small'),
];
const DAY = dayNumber('2027-03-01');
/** Minutes since 1970 of a day of March 2027 and an hour (UTC). */
const at = (day: number, hour = 0) => (DAY + day - 1) * 1440 + hour * 60;

let nextId = 1;
function call(
  port: string,
  voyage: number,
  arrival: number | null,
  departure: number | null,
  departureVoyage = voyage,
): CallRecord {
  return {
    id: nextId++,
    port,
    arrivalVoyage: voyage,
    departureVoyage,
    arrival,
    arrivalOffset: arrival === null ? null : 0,
    arrivalClass: arrival === null ? null : 'PLN',
    departure,
    departureOffset: departure === null ? null : 0,
    departureClass: departure === null ? null : 'PLN',
  };
}

/**
 * Voyage 1 (vessel 1): Origin 2 Mar → Hub 5 Mar → Far Away 9 Mar.
 * Voyage 2 (vessel 2): Hub 7 Mar → Destination 10 Mar (a 2-day wait at the hub).
 * Voyage 3 (vessel 3): Origin 3 Mar → Destination 20 Mar, direct but slow.
 * Voyage 4 (vessel 1 again): Hub 6 Mar → Destination 8 Mar: the same ship, not a transshipment.
 */
function data(): ScheduleData {
  nextId = 1;
  return {
    carriers: [{ scac: 'TEST', name: 'Test Line' }],
    services: [1, 2, 3, 4].map((id) => ({
      id,
      carrier: 'TEST',
      code: `S${id}`,
      name: `Service ${id}`,
      sample: id === 2,
    })),
    vessels: [1, 2, 3].map((id) => ({ id, imo: null, name: `Vessel ${id}`, dummy: false, operator: 'TEST' })),
    voyages: [
      { id: 1, service: 1, vessel: 1, number: '1W' },
      { id: 2, service: 2, vessel: 2, number: '2W' },
      { id: 3, service: 3, vessel: 3, number: '3W' },
      { id: 4, service: 4, vessel: 1, number: '4W' },
    ],
    calls: [
      call('AAONE', 1, null, at(2, 12)),
      call('BBHUB', 1, at(5), at(5, 20)),
      call('DDFAR', 1, at(9), null),
      call('BBHUB', 2, null, at(7)),
      call('CCEND', 2, at(10), null),
      call('AAONE', 3, null, at(3)),
      call('CCEND', 3, at(20), null),
      call('BBHUB', 4, null, at(6)),
      call('CCEND', 4, at(8), null),
    ],
    ports: PORTS,
    aliases: [['AAOLD', 'AAONE']],
  };
}

const query = (overrides: Partial<RouteQuery> = {}): RouteQuery => ({
  from: 'AAONE',
  to: 'CCEND',
  window: { first: DAY, last: DAY + 6 },
  transshipment: 'one',
  minConnectionHours: 24,
  sort: 'departure',
  page: 1,
  ...overrides,
});

describe('route search', () => {
  it('offers the direct sailing and a faster transshipment, never changing onto the same ship', () => {
    const answer = searchRoutes(createScheduleIndex(data()), query());
    expect(
      answer.sailings.map((sailing) => [sailing.id, sailing.transitHours, sailing.transshipment]),
    ).toEqual([
      // Origin 2 Mar 12:00 → Hub 5 Mar 00:00, two days' wait, → Destination 10 Mar 00:00.
      ['1-2-4-5', 180, { port: 'BBHUB', waitHours: 48 }],
      ['6-7', 408, null],
    ]);
    expect(answer.sailings[0]!.sample).toBe(true);
    expect(answer.sailings[1]!.sample).toBe(false);
    expect(answer.sample).toBe(true);
  });

  it('keeps the minimum connection time and drops connections that wait too long', () => {
    expect(searchRoutes(createScheduleIndex(data()), query({ minConnectionHours: 48 })).total).toBe(2);
    expect(searchRoutes(createScheduleIndex(data()), query({ minConnectionHours: 49 })).total).toBe(1);
    const late = data();
    (late.calls[3] as { departure: number }).departure = at(16);
    expect(searchRoutes(createScheduleIndex(late), query()).sailings.map((sailing) => sailing.id)).toEqual([
      '6-7',
    ]);
  });

  it('drops a transshipment that a later direct sailing beats, and finds nothing outside the window', () => {
    const slowHub = data();
    (slowHub.calls[4] as { arrival: number }).arrival = at(21);
    expect(searchRoutes(createScheduleIndex(slowHub), query()).sailings.map((sailing) => sailing.id)).toEqual(
      ['6-7'],
    );
    expect(
      searchRoutes(createScheduleIndex(data()), query({ window: { first: DAY + 3, last: DAY + 9 } })).total,
    ).toBe(0);
    expect(searchRoutes(createScheduleIndex(data()), query({ transshipment: 'direct' })).total).toBe(1);
  });

  it('reads an alias as the port it names, and answers alike from a snapshot', () => {
    const direct = searchRoutes(createScheduleIndex(data()), query({ from: 'AAOLD' }));
    expect(direct.from.unlocode).toBe('AAONE');
    const snapshot = encodeSnapshot(data(), {
      generatedAt: '2027-03-01T00:00:00.000Z',
      dataVersion: 'test',
      validFrom: '2027-03-01',
      validUntil: '2027-04-25',
    });
    const offline = openSnapshot(JSON.parse(JSON.stringify(snapshot)));
    expect(searchRoutes(offline.index, query())).toEqual(searchRoutes(createScheduleIndex(data()), query()));
    // Only called ports travel in the snapshot.
    expect(snapshot.ports.map((entry) => entry[0])).toEqual(['AAONE', 'BBHUB', 'CCEND', 'DDFAR']);
  });
});

describe('the port finder', () => {
  const finder = createPortFinder(
    [
      port('NLRTM', 'Rotterdam'),
      port('CNSHA', 'Shanghai'),
      port('BEANR', 'Antwerp', 'Large', ['Antwerpen']),
      port('USPSM', 'Portsmouth', 'Small'),
      port('GBPME', 'Portsmouth', 'Medium'),
    ],
    [['CNSGH', 'CNSHA']],
    new Set(['USPSM']),
  );
  const codes = (query: string) => finder.find(query).map((match) => match.unlocode);

  it('forgives typing errors, spaces and case, and knows codes and aliases', () => {
    expect(codes('rotterdm')).toEqual(['NLRTM']);
    expect(codes('Shang hai')).toEqual(['CNSHA']);
    expect(codes('nlrtm')).toEqual(['NLRTM']);
    expect(finder.find('CNSGH')).toEqual([
      { unlocode: 'CNSHA', name: 'Shanghai', countryCode: 'CN', countryName: 'CN', matched: 'CNSGH' },
    ]);
    expect(finder.find('antwerpen')[0]).toMatchObject({ unlocode: 'BEANR', matched: 'Antwerpen' });
    expect(codes('shangai')).toEqual(['CNSHA']);
    expect(codes('x')).toEqual([]);
  });

  it('lists ports with scheduled calls first, then bigger harbours', () => {
    expect(codes('portsmouth')).toEqual(['USPSM', 'GBPME']);
  });

  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('rotterdam', 'rottedram', 2)).toBe(1);
    expect(editDistance('rotterdam', 'rotredam', 2)).toBe(2);
    expect(editDistance('shanghai', 'shagnhai', 2)).toBe(1);
    expect(editDistance('abc', 'xyzuvw', 2)).toBe(3);
  });
});
