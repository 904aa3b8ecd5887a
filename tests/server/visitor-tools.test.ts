import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { findPortsForVisitors, previewRoutes, searchRoutes } from '../../shared/api/schedules';
import { listSampleShipments, trackSampleShipment } from '../../shared/api/tracking';
import { containerCheckDigit } from '../../shared/tracking/container-number';
import { createSession } from '../../src-server/http/sessions';
import { MEMBERS_ONLY_MESSAGE } from '../../src-server/features/tracking/visitor-routes';
import { loadSampleSchedules } from '../../src-server/engines/schedules/sample-schedules';
import { loadSampleShipments, SAMPLE_CONTAINERS } from '../../src-server/engines/tracking/sample-shipments';
import { insertMember } from '../support/members';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

const NOW = new Date();
let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  await loadSampleSchedules(t.db, { now: NOW, weeks: 6 });
  await loadSampleShipments(t.db, { now: NOW, siteUrl: TEST_SITE_URL });
  member = (await createSession(t.db, (await insertMember(t.db)).userId, new Date())).token;
});
afterAll(async () => {
  await t?.close();
});

/** Each test calls from an address of its own, so the per-address limits do not add up across tests. */
let addresses = 0;
function visitor() {
  addresses += 1;
  const remoteAddress = `198.51.100.${addresses}`;
  return (url: string, session?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress,
      ...(session ? { cookies: { dfa_session: session } } : {}),
    });
}

describe(`the sailings search for visitors on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('finds ports by name without an account', async () => {
    const get = visitor();
    const answer = findPortsForVisitors.response.parse(
      (await get('/api/schedules/preview/ports?q=rotterdam')).json(),
    );
    expect(answer.ports[0]).toMatchObject({ unlocode: 'NLRTM', name: 'Rotterdam' });
  });

  it('shows a visitor the first three sailings, earliest first, and how many members see', async () => {
    const get = visitor();
    const response = await get('/api/schedules/preview?from=CNSHA&to=NLRTM');
    expect(response.statusCode).toBe(200);
    const preview = previewRoutes.response.parse(response.json());
    expect(preview.from.name).toBe('Shanghai');
    expect(preview.to.name).toBe('Rotterdam');
    expect(preview.sailings).toHaveLength(3);
    expect(preview.total).toBeGreaterThan(3);
    expect(preview.sample).toBe(true);
    const departures = preview.sailings.map((sailing) => sailing.departure.at);
    expect(departures).toEqual([...departures].sort());
    // Nothing a visitor gets names a vessel or a voyage: those are the members' details.
    expect(JSON.stringify(preview)).not.toMatch(/vessel|voyage|"legs"/i);

    // The same sailings lead the members' own search, so the two never disagree.
    const full = searchRoutes.response.parse(
      (await visitor()('/api/schedules/routes?from=CNSHA&to=NLRTM', member)).json(),
    );
    expect(full.total).toBe(preview.total);
    expect(full.sailings.slice(0, 3).map((sailing) => sailing.id)).toEqual(
      preview.sailings.map((sailing) => sailing.id),
    );
  });

  it('explains a missing or repeated port, and an unknown one, field by field', async () => {
    const get = visitor();
    const same = await get('/api/schedules/preview?from=CNSHA&to=CNSHA');
    expect(same.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(same.json()).error.fields).toEqual({
      to: 'Choose a destination other than the origin.',
    });
    const unknown = await get('/api/schedules/preview?from=CNSHA&to=ZZZZZ');
    expect(unknown.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(unknown.json()).error.fields?.to).toMatch(/No port has the code ZZZZZ/);
    const missing = await get('/api/schedules/preview?from=CNSHA');
    expect(missing.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(missing.json()).error.fields?.to).toBeTruthy();
  });

  it('limits each address to 20 searches a minute, without slowing anyone else', async () => {
    const get = visitor();
    for (let search = 0; search < 20; search += 1) {
      expect((await get('/api/schedules/preview?from=CNSHA&to=DEHAM')).statusCode).toBe(200);
    }
    const refused = await get('/api/schedules/preview?from=CNSHA&to=DEHAM');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(errorEnvelopeSchema.parse(refused.json()).error.message).toMatch(/Too many requests/);
    expect((await visitor()('/api/schedules/preview?from=CNSHA&to=DEHAM')).statusCode).toBe(200);
  });
});

describe('tracking the sample shipments without an account', () => {
  it('lists the sample containers with where each stands', async () => {
    const { shipments } = listSampleShipments.response.parse(
      (await visitor()('/api/tracking/samples')).json(),
    );
    expect(shipments.map((shipment) => shipment.reference).sort()).toEqual([...SAMPLE_CONTAINERS].sort());
    expect(
      shipments.every((shipment) => shipment.kind === 'container' && shipment.statusLine.length > 0),
    ).toBe(true);
  });

  it('shows a sample’s timeline and route, labelled as a sample and watched by no one', async () => {
    const response = await visitor()(`/api/tracking/sample?kind=container&reference=${SAMPLE_CONTAINERS[0]}`);
    expect(response.statusCode).toBe(200);
    const view = trackSampleShipment.response.parse(response.json());
    expect(view.isSample).toBe(true);
    expect(view.watched).toBe(false);
    expect(view.pull).toBeNull();
    expect(view.timeline.length).toBeGreaterThan(3);
    expect(view.route.map((port) => port.code)).toEqual(expect.arrayContaining(['CNSHA', 'NLRTM']));
  });

  it('refuses a real reference the same way whether anyone tracks it or not, and asks no carrier', async () => {
    const get = visitor();
    const tracked = `MSKU555000${containerCheckDigit('MSKU555000')}`;
    await t.db
      .insertInto('tracked_shipments')
      .values({
        reference_kind: 'container',
        reference: tracked,
        carrier_id: null,
        created_at: NOW.toISOString(),
      })
      .execute();
    const untracked = `MSKU555001${containerCheckDigit('MSKU555001')}`;
    for (const reference of [tracked, untracked]) {
      const response = await get(`/api/tracking/sample?kind=container&reference=${reference}`);
      expect(response.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).error.message).toBe(MEMBERS_ONLY_MESSAGE);
    }
    const typo = await get('/api/tracking/sample?kind=container&reference=MSKU5550009');
    expect(typo.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(typo.json()).error.fields?.reference).toMatch(/check digit/);
  });
});
