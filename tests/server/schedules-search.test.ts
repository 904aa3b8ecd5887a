import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CarrierAnswer,
  PortCallAnswer,
  RouteAnswer,
  Sailing,
  VesselAnswer,
} from '../../shared/api/schedules';
import { createSession } from '../../src-server/http/sessions';
import { DCSA_SCHEMAS, dcsaValidator } from '../../src-server/engines/dcsa/validator';
import { loadSampleSchedules } from '../../src-server/engines/schedules/sample-schedules';
import { insertMember } from '../support/members';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let session: string;
const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  testApp = await createTestApp();
  await loadSampleSchedules(testApp.db);
  const member = await insertMember(testApp.db);
  session = (await createSession(testApp.db, member.userId, new Date())).token;
}, 120_000);
afterAll(() => testApp.close());

const get = (path: string, query: Record<string, string | number> = {}, withSession = true) =>
  testApp.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    ...(withSession ? { cookies: { dfa_session: session } } : {}),
  });

const hours = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;

const SHANGHAI_ROTTERDAM = { from: 'CNSHA', to: 'NLRTM', departFrom: today, departTo: inDays(27) };

describe('the schedules search API', () => {
  it('answers visitors with 401 and no schedule data at all', async () => {
    for (const [path, query] of [
      ['/api/schedules/routes', SHANGHAI_ROTTERDAM],
      ['/api/schedules/point-to-point-routes', SHANGHAI_ROTTERDAM],
      ['/api/schedules/port-calls', { port: 'NLRTM' }],
      ['/api/schedules/vessel', { vessel: 'azure' }],
      ['/api/schedules/carrier', { carrier: 'MAEU' }],
      ['/api/schedules/ports', { q: 'rotterdam' }],
      ['/api/schedules/snapshot', {}],
      ['/api/carriers', {}],
    ] as const) {
      const response = await get(path, query, false);
      expect(response.statusCode, path).toBe(401);
      expect(response.json(), path).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
      });
    }
  });

  it('finds Shanghai to Rotterdam direct and with one transshipment, with transit times from the timestamps', async () => {
    const response = await get('/api/schedules/routes', SHANGHAI_ROTTERDAM);
    expect(response.statusCode).toBe(200);
    const answer = response.json<RouteAnswer>();
    expect(answer).toMatchObject({
      from: { unlocode: 'CNSHA', name: 'Shanghai', countryCode: 'CN' },
      to: { unlocode: 'NLRTM', name: 'Rotterdam' },
      departFrom: today,
      departTo: inDays(27),
      page: 1,
      pageSize: 20,
      sample: true,
    });
    const direct = answer.sailings.filter((sailing) => sailing.transshipment === null);
    const transshipped = answer.sailings.filter((sailing) => sailing.transshipment !== null);
    expect(direct.length).toBeGreaterThan(5);
    expect(transshipped.length).toBeGreaterThan(0);

    for (const sailing of answer.sailings) {
      expect(sailing.sample).toBe(true);
      expect(sailing.transitHours).toBe(Math.round(hours(sailing.departure.at, sailing.arrival.at)));
      // About a month by sea through Suez; never more than the limit of 60 days.
      expect(sailing.transitHours / 24).toBeGreaterThan(20);
      expect(sailing.transitHours / 24).toBeLessThanOrEqual(60);
      expect(sailing.legs[0]!.from).toBe('CNSHA');
      expect(sailing.legs.at(-1)!.to).toBe('NLRTM');
      expect(sailing.departure.offsetMinutes).toBe(480);
      expect([60, 120]).toContain(sailing.arrival.offsetMinutes);
    }
    for (const sailing of transshipped) {
      const [first, second] = sailing.legs as [Sailing['legs'][0], Sailing['legs'][0]];
      expect(first.to).toBe(sailing.transshipment!.port);
      expect(second.from).toBe(sailing.transshipment!.port);
      expect(second.vessel.imo).not.toBe(first.vessel.imo);
      expect(sailing.transshipment!.waitHours).toBe(Math.round(hours(first.arrival.at, second.departure.at)));
      expect(sailing.transshipment!.waitHours).toBeGreaterThanOrEqual(24);
    }
    expect(answer.ports.CNSHA).toMatchObject({ latitude: 31.216667, longitude: 121.5 });
  });

  it('gives the transit time a direct sailing’s stored calls give', async () => {
    const answer = (
      await get('/api/schedules/routes', { ...SHANGHAI_ROTTERDAM, transshipment: 'direct' })
    ).json<RouteAnswer>();
    expect(answer.sailings.every((sailing) => sailing.transshipment === null)).toBe(true);
    const sailing = answer.sailings[0]!;
    const [departureId, arrivalId] = sailing.id.split('-').map(Number) as [number, number];
    const rows = await testApp.db
      .selectFrom('transport_calls')
      .select(['id', 'unlocode', 'departure_at', 'arrival_at', 'departure_voyage_id', 'arrival_voyage_id'])
      .where('id', 'in', [departureId, arrivalId])
      .orderBy('id')
      .execute();
    const departure = rows.find((row) => row.id === departureId)!;
    const arrival = rows.find((row) => row.id === arrivalId)!;
    expect(departure.unlocode).toBe('CNSHA');
    expect(arrival.unlocode).toBe('NLRTM');
    expect(arrival.arrival_voyage_id).toBe(departure.departure_voyage_id);
    expect(sailing.transitHours).toBe(Math.round(hours(departure.departure_at!, arrival.arrival_at!)));
    expect(sailing.legs[0]!.via.length).toBeGreaterThan(0);
  });

  it('sorts by departure, arrival or transit time and pages through every sailing', async () => {
    const bySort = async (sort: string, page = 1) =>
      (await get('/api/schedules/routes', { ...SHANGHAI_ROTTERDAM, sort, page })).json<RouteAnswer>();
    const byDeparture = await bySort('departure');
    const departures = byDeparture.sailings.map((sailing) => Date.parse(sailing.departure.at));
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    const byArrival = await bySort('arrival');
    const arrivals = byArrival.sailings.map((sailing) => Date.parse(sailing.arrival.at));
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
    const byTransit = await bySort('transit');
    const transits = byTransit.sailings.map((sailing) => sailing.transitHours);
    expect(transits).toEqual([...transits].sort((a, b) => a - b));

    expect(byDeparture.total).toBeGreaterThan(20);
    const second = await bySort('departure', 2);
    expect(second.page).toBe(2);
    expect(second.total).toBe(byDeparture.total);
    expect(second.sailings.length).toBe(Math.min(20, byDeparture.total - 20));
    const ids = new Set([...byDeparture.sailings, ...second.sailings].map((sailing) => sailing.id));
    expect(ids.size).toBe(byDeparture.sailings.length + second.sailings.length);
  });

  it('keeps the minimum connection time at the hub', async () => {
    const relaxed = (
      await get('/api/schedules/routes', { ...SHANGHAI_ROTTERDAM, minConnectionHours: 6 })
    ).json<RouteAnswer>();
    const strict = (
      await get('/api/schedules/routes', { ...SHANGHAI_ROTTERDAM, minConnectionHours: 96 })
    ).json<RouteAnswer>();
    for (const sailing of strict.sailings.filter((entry) => entry.transshipment)) {
      expect(sailing.transshipment!.waitHours).toBeGreaterThanOrEqual(96);
    }
    const shortWaits = relaxed.sailings.filter(
      (entry) => entry.transshipment && entry.transshipment.waitHours < 96,
    );
    expect(shortWaits.length).toBeGreaterThan(0);
  });

  it('explains a bad search with field messages', async () => {
    const same = await get('/api/schedules/routes', { from: 'NLRTM', to: 'nlrtm' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      error: { fields: { to: 'Choose a destination other than the origin.' } },
    });
    const unknown = await get('/api/schedules/routes', { from: 'NLRTM', to: 'ZZZZZ' });
    // A code no port has is refused with the same person-worded sentence as a schema's refusal.
    expect(unknown.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'One entry needs correcting: No port has the code ZZZZZ. Choose a port from the list.',
        fields: { to: 'No port has the code ZZZZZ. Choose a port from the list.' },
      },
    });
    const malformed = await get('/api/schedules/routes', {
      from: 'Rotterdam',
      to: 'CNSHA',
      departFrom: '2026-13-45',
    });
    expect(malformed.json()).toMatchObject({
      error: { fields: { from: expect.any(String), departFrom: expect.any(String) } },
    });
    const tooLong = await get('/api/schedules/port-calls', { port: 'NLRTM', from: today, to: inDays(90) });
    expect(tooLong.json()).toMatchObject({ error: { fields: { to: 'Search at most 8 weeks at a time.' } } });
  });

  it('downloads every sailing as CSV', async () => {
    const json = (await get('/api/schedules/routes', SHANGHAI_ROTTERDAM)).json<RouteAnswer>();
    const response = await get('/api/schedules/routes', { ...SHANGHAI_ROTTERDAM, format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="sailings-CNSHA-NLRTM-${today}.csv"`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Departure (local time),From,Arrival (local time),To,Transit days,Transshipment port,Wait at transshipment (hours),Carrier,Service,Vessel,IMO number,Voyage,Departure / arrival,Sample schedule',
    );
    expect(lines).toHaveLength(json.total + 1);
    const first = json.sailings[0]!;
    expect(lines[1]).toContain(`Shanghai (CNSHA)`);
    expect(lines[1]).toContain((first.transitHours / 24).toFixed(1));
    expect(lines[1]).toContain('+08:00');
    expect(lines[1]!.endsWith(',planned / planned,yes')).toBe(true);
  });

  it('answers route searches as DCSA PointToPoint routings that Commercial Schedules 1.0.3 accepts', async () => {
    const response = await get('/api/schedules/point-to-point-routes', SHANGHAI_ROTTERDAM);
    expect(response.statusCode).toBe(200);
    const routings = response.json<unknown[]>();
    expect(routings.length).toBe(20);
    expect(dcsaValidator().check(DCSA_SCHEMAS.pointToPointRoutes, routings)).toEqual([]);
    const withHub = routings.find((routing) => (routing as { legs: unknown[] }).legs.length === 2);
    expect(withHub).toBeDefined();
    expect(routings[0]).toMatchObject({
      placeOfReceipt: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'CNSHA', locationName: 'Shanghai' },
      },
      placeOfDelivery: { location: { UNLocationCode: 'NLRTM' } },
      solutionNumber: 1,
    });
    expect((routings[0] as { legs: unknown[] }).legs[0]).toMatchObject({
      sequenceNumber: 1,
      transport: { modeOfTransport: 'VESSEL', vessel: { operatorCarrierCodeListProvider: 'NMFTA' } },
      departure: { location: { UNLocationCode: 'CNSHA' } },
    });
    expect((routings[0] as { placeOfReceipt: { dateTime: string } }).placeOfReceipt.dateTime).toMatch(
      /\+08:00$/,
    );
  });

  it('lists a port’s arrivals and departures with where each ship comes from and goes next', async () => {
    const all = (
      await get('/api/schedules/port-calls', { port: 'NLRTM', from: today, to: inDays(6) })
    ).json<PortCallAnswer>();
    expect(all.port).toMatchObject({ unlocode: 'NLRTM', name: 'Rotterdam' });
    expect(all.total).toBeGreaterThan(10);
    expect(all.calls.every((call) => call.port === 'NLRTM')).toBe(true);
    expect(all.calls.some((call) => call.previousPort !== null && call.nextPort !== null)).toBe(true);
    for (const call of all.calls) {
      if (call.previousPort) expect(all.ports[call.previousPort]).toBeDefined();
    }
    const departures = (
      await get('/api/schedules/port-calls', {
        port: 'NLRTM',
        from: today,
        to: inDays(6),
        direction: 'departures',
      })
    ).json<PortCallAnswer>();
    const times = departures.calls.map((call) => Date.parse(call.departure!.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The index's code for Shanghai leads to the port carriers call CNSHA.
    const alias = (
      await get('/api/schedules/port-calls', { port: 'CNSGH', from: today, to: inDays(6) })
    ).json<PortCallAnswer>();
    expect(alias.port.unlocode).toBe('CNSHA');
    expect(alias.total).toBeGreaterThan(0);
  });

  it('finds a vessel by IMO number or name and lists its calls', async () => {
    const byName = (
      await get('/api/schedules/vessel', { vessel: 'azure', from: today, to: inDays(27) })
    ).json<VesselAnswer>();
    expect(byName.matches.length).toBeGreaterThan(1);
    expect(byName.matches.every((match) => match.name.toLowerCase().includes('azure'))).toBe(true);
    const chosen = byName.matches[0]!;
    const byImo = (
      await get('/api/schedules/vessel', { vessel: chosen.imo!, from: today, to: inDays(27) })
    ).json<VesselAnswer>();
    expect(byImo.vessel).toMatchObject({ imo: chosen.imo, name: chosen.name, dummy: true, sample: true });
    expect(byImo.calls.length).toBeGreaterThan(2);
    const times = byImo.calls.map((call) => Date.parse((call.arrival ?? call.departure)!.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const byFullName = (
      await get('/api/schedules/vessel', { vessel: chosen.name.toUpperCase() })
    ).json<VesselAnswer>();
    expect(byFullName.vessel?.imo).toBe(chosen.imo);
  });

  it('lists a carrier’s services with their rotations and vessels', async () => {
    const answer = (
      await get('/api/schedules/carrier', { carrier: 'maeu', from: today, to: inDays(27) })
    ).json<CarrierAnswer>();
    expect(answer.carrier).toEqual({ scac: 'MAEU', name: 'Maersk' });
    expect(answer.services.length).toBeGreaterThanOrEqual(3);
    const dragon = answer.services.find((service) => service.service.code === 'DRX')!;
    expect(dragon.sample).toBe(true);
    expect(dragon.rotation).toEqual(expect.arrayContaining(['CNSHA', 'NLRTM', 'DEHAM', 'MYTPP']));
    expect(dragon.vessels.length).toBeGreaterThan(5);
    expect(dragon.nextDeparture).toMatchObject({ departure: { classifier: 'PLN' } });
    for (const port of dragon.rotation) expect(answer.ports[port]).toBeDefined();
  });

  it('finds ports by name, other name or UN/LOCODE, typing errors forgiven', async () => {
    const first = async (q: string) =>
      (await get('/api/schedules/ports', { q })).json<{
        ports: { unlocode: string; matched: string | null }[];
      }>().ports[0];
    expect(await first('rotterdm')).toMatchObject({ unlocode: 'NLRTM' });
    expect(await first('Shang hai')).toMatchObject({ unlocode: 'CNSHA' });
    expect(await first('NLRTM')).toMatchObject({ unlocode: 'NLRTM', matched: null });
    expect(await first('CNSGH')).toMatchObject({ unlocode: 'CNSHA', matched: 'CNSGH' });
    expect(await first('singapore')).toMatchObject({ unlocode: 'SGSIN' });
    expect(await first('antwerpen')).toMatchObject({ unlocode: 'BEANR', matched: 'Antwerpen' });
    expect(await first('hamburg')).toMatchObject({ unlocode: 'DEHAM' });
    const none = await get('/api/schedules/ports', { q: 'x' });
    expect(none.json()).toEqual({ ports: [] });
  });
});
