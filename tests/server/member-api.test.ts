import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MAX_ACTIVE_API_KEYS } from '../../shared/api/api-keys';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { DCSA_SCHEMAS, dcsaValidator, responseBody } from '../../src-server/engines/dcsa/validator';
import { loadSampleSchedules } from '../../src-server/engines/schedules/sample-schedules';
import { storeTrackingEvents } from '../../src-server/engines/tracking/event-store';
import { loadSampleShipments, SAMPLE_CONTAINERS } from '../../src-server/engines/tracking/sample-shipments';
import { insertMember, signedInMember } from '../support/members';
import { nextIp } from './support/auth';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

/**
 * The member API as a DCSA client meets it: keys from the account page, Commercial Schedules
 * 1.0.3 and Track & Trace 2.2 answers checked against the published YAML with the project's
 * validator, paging by cursor, and the standard's error document for everything refused.
 */
const validator = dcsaValidator();
const CS_ERROR = responseBody('CS', 'get', '/v1/point-to-point-routes', '400');
const TNT_ERROR = responseBody('TNT', 'get', '/v2/events', 'default');

let t: TestApp;
let member: Awaited<ReturnType<typeof signedInMember>>;
let key: string;

function session(token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    cookies: { [SESSION_COOKIE]: token },
    ...(body === undefined
      ? { headers: { 'x-requested-with': 'dfa-portal' } }
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });
}

async function newKey(token: string, name = 'Transport management system'): Promise<string> {
  const created = await session(token, 'POST', '/api/account/api-keys', { name });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<{ secret: string }>().secret;
}

function call(secret: string | undefined, path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/dcsa${path}${search ? `?${search}` : ''}`,
    remoteAddress: nextIp(),
    ...(secret === undefined ? {} : { headers: { authorization: `Bearer ${secret}` } }),
  });
}

/** The standard's error document, and the properties it names. */
function expectCsError(response: LightMyRequestResponse, status: number, property?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['api-version']).toBe('1.0.3');
  const document = response.json<{
    statusCode: number;
    providerCorrelationReference: string;
    errors: { property?: string; errorCodeMessage: string }[];
  }>();
  expect(validator.check(CS_ERROR, document)).toEqual([]);
  expect(document.statusCode).toBe(status);
  expect(document.providerCorrelationReference).toBe(response.headers['x-request-id']);
  if (property) expect(document.errors.map((error) => error.property)).toContain(property);
  return document;
}

const SHANGHAI_ROTTERDAM = { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM' };

beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: '10000' } });
  await loadSampleSchedules(t.db);
  member = await signedInMember(t.db, { companyName: 'Kestrel Forwarding' });
  key = await newKey(member.token);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe(`Commercial Schedules 1.0.3 by API key, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers point-to-point routes that follow the standard, with its headers and the sample marks', async () => {
    const response = await call(key, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['api-version']).toBe('1.0.3');
    expect(response.headers['dfa-data']).toBe('sample');
    const routings = response.json<{ legs: { transport: { vessel: { isDummyVessel?: boolean } } }[] }[]>();
    expect(routings.length).toBeGreaterThan(10);
    expect(validator.check(DCSA_SCHEMAS.pointToPointRoutes, routings)).toEqual([]);
    for (const routing of routings)
      for (const leg of routing.legs) expect(leg.transport.vessel.isDummyVessel).toBe(true);
  });

  it('pages with limit and Next-Page-Cursor through every route exactly once', async () => {
    const whole = await call(key, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM);
    const all = whole.json<unknown[]>();
    expect(whole.headers['next-page-cursor']).toBeUndefined();
    const paged: unknown[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await call(key, '/cs/v1/point-to-point-routes', {
        ...SHANGHAI_ROTTERDAM,
        limit: '10',
        ...(cursor ? { cursor } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<unknown[]>();
      expect(validator.check(DCSA_SCHEMAS.pointToPointRoutes, page)).toEqual([]);
      expect(page.length).toBeLessThanOrEqual(10);
      paged.push(...page);
      cursor = response.headers['next-page-cursor'] as string | undefined;
      pages += 1;
    } while (cursor && pages < 50);
    expect(pages).toBe(Math.ceil(all.length / 10));
    expect(paged).toEqual(all);
    const routes = paged.map((routing) => JSON.stringify(routing));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('narrows routes to the arrival dates asked for, and to direct sailings with maxTranshipment=0', async () => {
    const all = (await call(key, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM)).json<
      { placeOfDelivery: { dateTime: string }; legs: unknown[] }[]
    >();
    const arrivals = all.map((routing) => routing.placeOfDelivery.dateTime.slice(0, 10)).sort();
    const from = arrivals[Math.floor(arrivals.length / 2)]!;
    const late = await call(key, '/cs/v1/point-to-point-routes', {
      ...SHANGHAI_ROTTERDAM,
      arrivalStartDate: from,
    });
    const lateRoutings = late.json<typeof all>();
    expect(lateRoutings.length).toBe(arrivals.filter((day) => day >= from).length);
    expect(lateRoutings.every((routing) => routing.placeOfDelivery.dateTime.slice(0, 10) >= from)).toBe(true);
    expect(validator.check(DCSA_SCHEMAS.pointToPointRoutes, lateRoutings)).toEqual([]);

    const direct = (
      await call(key, '/cs/v1/point-to-point-routes', { ...SHANGHAI_ROTTERDAM, maxTranshipment: '0' })
    ).json<typeof all>();
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((routing) => routing.legs.length === 1)).toBe(true);
    expect(all.some((routing) => routing.legs.length === 2)).toBe(true);
  });

  it('refuses a cursor used with other filters, or changed', async () => {
    const first = await call(key, '/cs/v1/point-to-point-routes', { ...SHANGHAI_ROTTERDAM, limit: '5' });
    const cursor = String(first.headers['next-page-cursor']);
    const otherFilters = await call(key, '/cs/v1/point-to-point-routes', {
      ...SHANGHAI_ROTTERDAM,
      maxTranshipment: '0',
      cursor,
    });
    expectCsError(otherFilters, 400, 'cursor');
    const [payload, signature] = cursor.split('.');
    const body = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { c: number };
    const edited = JSON.stringify({ ...body, c: body.c + 1 });
    const forged = await call(key, '/cs/v1/point-to-point-routes', {
      ...SHANGHAI_ROTTERDAM,
      cursor: `${Buffer.from(edited).toString('base64url')}.${signature}`,
    });
    expectCsError(forged, 400, 'cursor');
    expectCsError(
      await call(key, '/cs/v1/point-to-point-routes', { ...SHANGHAI_ROTTERDAM, cursor: 'not-a-cursor' }),
      400,
      'cursor',
    );
    // The limit is not a filter: the next page may be of another size.
    const next = await call(key, '/cs/v1/point-to-point-routes', {
      ...SHANGHAI_ROTTERDAM,
      limit: '7',
      cursor,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<unknown[]>()).toHaveLength(7);
  });

  it('answers port schedules that follow the standard', async () => {
    const response = await call(key, '/cs/v1/port-schedules', {
      UNLocationCode: 'SGSIN',
      date: new Date().toISOString().slice(0, 10),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['api-version']).toBe('1.0.3');
    expect(response.headers['dfa-data']).toBe('sample');
    const schedules = response.json<{ vesselSchedules: { isDummyVessel: boolean }[] }[]>();
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.vesselSchedules.length).toBeGreaterThan(0);
    expect(schedules[0]!.vesselSchedules.every((schedule) => schedule.isDummyVessel)).toBe(true);
    expect(validator.check(responseBody('CS', 'get', '/v1/port-schedules'), schedules)).toEqual([]);
  });

  it('answers vessel schedules that follow the standard, whole voyages or matched calls', async () => {
    const full = await call(key, '/cs/v1/vessel-schedules', { UNLocationCode: 'NLRTM', limit: '3' });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.headers['dfa-data']).toBe('sample');
    const services = full.json<
      {
        vesselSchedules: {
          isDummyVessel: boolean;
          transportCalls: { location: { UNLocationCode: string } }[];
        }[];
      }[]
    >();
    expect(services).toHaveLength(3);
    expect(full.headers['next-page-cursor']).toBeDefined();
    expect(validator.check(DCSA_SCHEMAS.vesselSchedules, services)).toEqual([]);
    const calls = services.flatMap((service) => service.vesselSchedules.flatMap((run) => run.transportCalls));
    expect(new Set(calls.map((c) => c.location.UNLocationCode)).size).toBeGreaterThan(1);

    const matched = await call(key, '/cs/v1/vessel-schedules', {
      UNLocationCode: 'NLRTM',
      responseScope: 'MATCHED_CALLS',
    });
    expect(matched.statusCode, matched.body).toBe(200);
    const matchedServices = matched.json<typeof services>();
    expect(validator.check(DCSA_SCHEMAS.vesselSchedules, matchedServices)).toEqual([]);
    const matchedCalls = matchedServices.flatMap((service) =>
      service.vesselSchedules.flatMap((run) => run.transportCalls),
    );
    expect(matchedCalls.length).toBeGreaterThan(0);
    expect(new Set(matchedCalls.map((c) => c.location.UNLocationCode))).toEqual(new Set(['NLRTM']));
  });

  it('names the offending property of bad input in DCSA errors, and never answers 500', async () => {
    const cases: [Record<string, string>, string, string?][] = [
      [{ placeOfReceipt: 'ZZZZZ', placeOfDelivery: 'NLRTM' }, 'placeOfReceipt', 'ZZZZZ'],
      [{ placeOfReceipt: 'CNSHA', placeOfDelivery: 'Rotterdam' }, 'placeOfDelivery', 'Rotterdam'],
      [
        { ...SHANGHAI_ROTTERDAM, departureStartDate: '2026-12-20', departureEndDate: '2026-12-01' },
        'departureEndDate',
        '2026-12-01',
      ],
      [{ ...SHANGHAI_ROTTERDAM, arrivalStartDate: '2026-02-30' }, 'arrivalStartDate'],
      [{ ...SHANGHAI_ROTTERDAM, limit: '101' }, 'limit', '101'],
      [{ ...SHANGHAI_ROTTERDAM, limit: '0' }, 'limit'],
      [{ ...SHANGHAI_ROTTERDAM, maxTranshipment: '-1' }, 'maxTranshipment'],
      [{ ...SHANGHAI_ROTTERDAM, from: 'CNSHA' }, 'from'],
    ];
    for (const [query, property, value] of cases) {
      const document = expectCsError(await call(key, '/cs/v1/point-to-point-routes', query), 400, property);
      const error = document.errors.find((item) => item.property === property) as { value?: string };
      if (value) expect(error.value).toBe(value);
    }
    expectCsError(await call(key, '/cs/v1/port-schedules', { UNLocationCode: 'SGSIN' }), 400, 'date');
    expectCsError(await call(key, '/cs/v1/vessel-schedules', { startDate: '2026-12-01' }), 400);
    expectCsError(
      await call(key, '/cs/v1/vessel-schedules', {
        UNLocationCode: 'NLRTM',
        startDate: '2026-12-01',
        endDate: '2026-11-01',
      }),
      400,
      'endDate',
    );
    const wrongVersion = await t.app.inject({
      method: 'GET',
      url: '/api/dcsa/cs/v1/point-to-point-routes?placeOfReceipt=CNSHA&placeOfDelivery=NLRTM',
      headers: { authorization: `Bearer ${key}`, 'api-version': '2' },
    });
    expectCsError(wrongVersion, 400, 'API-Version');
    expectCsError(await call(key, '/cs/v1/sailings'), 404);
  });

  it('refuses a missing, unknown or revoked key with 401 in the standard’s shape, and a lapsed member’s with 403', async () => {
    expectCsError(
      await call(undefined, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM),
      401,
      'Authorization',
    );
    const unknown = await call(`dfa_${'A'.repeat(43)}`, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM);
    expectCsError(unknown, 401, 'Authorization');
    expect(unknown.headers['www-authenticate']).toBe('Bearer realm="DFA member API", error="invalid_token"');

    const doomed = await newKey(member.token, 'Old integration');
    expect((await call(doomed, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM)).statusCode).toBe(200);
    const { keys } = (await session(member.token, 'GET', '/api/account/api-keys')).json<{
      keys: { id: number; name: string }[];
    }>();
    const id = keys.find((item) => item.name === 'Old integration')!.id;
    const revoked = await session(member.token, 'POST', '/api/account/api-keys/revoke', { id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = expectCsError(
      await call(doomed, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM),
      401,
      'Authorization',
    );
    expect(refused.errors[0]!.errorCodeMessage).toContain('revoked');

    const lapsing = await signedInMember(t.db, { companyName: 'Lapsing Lines' });
    const lapsingKey = await newKey(lapsing.token);
    expect((await call(lapsingKey, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM)).statusCode).toBe(200);
    await t.db
      .updateTable('companies')
      .set({ membership_type: 'standard_inactive' })
      .where('id', '=', lapsing.companyId)
      .execute();
    expectCsError(
      await call(lapsingKey, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM),
      403,
      'Authorization',
    );
  });
});

describe(`Track & Trace 2.2 events of the company's watchlist, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  let other: Awaited<ReturnType<typeof signedInMember>>;
  let otherKey: string;
  const OWN_CONTAINER = 'MSKU6104820';

  beforeAll(async () => {
    await loadSampleShipments(t.db, { siteUrl: TEST_SITE_URL });
    // A colleague of the member watches the sample boxes: the company's watchlist.
    const colleague = await insertMember(t.db, { companyName: 'Colleague placeholder' });
    await t.db
      .updateTable('users')
      .set({ company_id: member.companyId })
      .where('id', '=', colleague.userId)
      .execute();
    for (const reference of SAMPLE_CONTAINERS.slice(0, 2)) {
      const shipment = await t.db
        .selectFrom('tracked_shipments')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('tracking_watches')
        .values({ user_id: colleague.userId, shipment_id: shipment.id, created_at: new Date().toISOString() })
        .execute();
    }
    // Another company follows a box of its own, with events from its carrier.
    other = await signedInMember(t.db, { companyName: 'Other Freight' });
    otherKey = await newKey(other.token);
    await storeTrackingEvents(
      t.db,
      [
        {
          eventID: '0b7b1c52-5d6e-4a43-9d7e-2f2f6b7e0001',
          eventType: 'EQUIPMENT',
          eventCreatedDateTime: '2026-11-20T08:05:00+01:00',
          eventDateTime: '2026-11-20T08:00:00+01:00',
          eventClassifierCode: 'ACT',
          equipmentEventTypeCode: 'GTIN',
          equipmentReference: OWN_CONTAINER,
          emptyIndicatorCode: 'LADEN',
          eventLocation: { UNLocationCode: 'NLRTM' },
        },
      ],
      { source: 'pull', what: 'test events', siteUrl: TEST_SITE_URL },
    );
    const ownShipment = await t.db
      .insertInto('tracked_shipments')
      .values({
        reference_kind: 'container',
        reference: OWN_CONTAINER,
        carrier_id: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('tracking_watches')
      .values({ user_id: other.userId, shipment_id: ownShipment.id, created_at: new Date().toISOString() })
      .execute();
  });

  it('answers the watchlist’s events as Track & Trace 2.2 has them', async () => {
    const response = await call(key, '/tnt/v2/events');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['api-version']).toBe('2.2.0');
    expect(response.headers['dfa-data']).toBe('sample');
    expect(response.headers['current-page']).toBe(`${TEST_SITE_URL}/api/dcsa/tnt/v2/events`);
    const events =
      response.json<{ eventType: string; equipmentReference?: string; eventCreatedDateTime: string }[]>();
    expect(events.length).toBeGreaterThan(5);
    expect(validator.check(DCSA_SCHEMAS.trackingEvents, events)).toEqual([]);
    const created = events.map((event) => Date.parse(event.eventCreatedDateTime));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(events.some((event) => event.equipmentReference === SAMPLE_CONTAINERS[2])).toBe(false);

    const equipment = await call(key, '/tnt/v2/events', {
      eventType: 'EQUIPMENT',
      equipmentReference: SAMPLE_CONTAINERS[0]!,
      sort: 'eventDateTime:DESC',
    });
    const boxEvents = equipment.json<{ eventType: string; equipmentReference: string }[]>();
    expect(boxEvents.length).toBeGreaterThan(0);
    expect(
      boxEvents.every(
        (event) => event.eventType === 'EQUIPMENT' && event.equipmentReference === SAMPLE_CONTAINERS[0],
      ),
    ).toBe(true);
    expect(validator.check(DCSA_SCHEMAS.trackingEvents, boxEvents)).toEqual([]);
  });

  it('pages the events with limit and the Next-Page link, every event once', async () => {
    const all = (await call(key, '/tnt/v2/events')).json<{ eventID: string }[]>();
    const seen: string[] = [];
    let next: string | undefined = `/api/dcsa/tnt/v2/events?limit=4`;
    while (next) {
      const response = await t.app.inject({
        method: 'GET',
        url: next.replace(TEST_SITE_URL, ''),
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ eventID: string }[]>();
      expect(validator.check(DCSA_SCHEMAS.trackingEvents, page)).toEqual([]);
      seen.push(...page.map((event) => event.eventID));
      next = response.headers['next-page'] as string | undefined;
    }
    expect(seen).toEqual(all.map((event) => event.eventID));
  });

  it('lets one company’s key read nothing of another company’s watchlist', async () => {
    const theirs = await call(otherKey, '/tnt/v2/events');
    expect(theirs.statusCode, theirs.body).toBe(200);
    const events = theirs.json<{ equipmentReference?: string }[]>();
    expect(events.map((event) => event.equipmentReference)).toEqual([OWN_CONTAINER]);
    expect(theirs.headers['dfa-data']).toBe('carrier');
    expect(validator.check(DCSA_SCHEMAS.trackingEvents, events)).toEqual([]);

    const asked = await call(otherKey, '/tnt/v2/events', { equipmentReference: SAMPLE_CONTAINERS[0]! });
    expect(asked.json()).toEqual([]);
    const ours = (await call(key, '/tnt/v2/events', { equipmentReference: OWN_CONTAINER })).json();
    expect(ours).toEqual([]);

    // A cursor of one company's pages means nothing with another company's key.
    const first = await call(key, '/tnt/v2/events', { limit: '2' });
    const cursor = new URL(String(first.headers['next-page'])).searchParams.get('cursor')!;
    const borrowed = await call(otherKey, '/tnt/v2/events', { limit: '2', cursor });
    expect(borrowed.statusCode).toBe(400);
    expect(validator.check(TNT_ERROR, borrowed.json())).toEqual([]);
  });

  it('answers refusals and bad filters in the Track & Trace error shape, naming the parameter', async () => {
    for (const [query, property] of [
      [{ eventType: 'PARCEL' }, 'eventType'],
      [{ limit: '500' }, 'limit'],
      [{ cursor: 'abc.def' }, 'cursor'],
      [{ 'eventCreatedDateTime:gte': 'yesterday' }, 'eventCreatedDateTime:gte'],
      [{ sort: 'carrier' }, 'sort'],
    ] as const) {
      const response = await call(key, '/tnt/v2/events', query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['api-version']).toBe('2.2.0');
      const document = response.json<{
        providerCorrelationReference: string;
        errors: { property?: string }[];
      }>();
      expect(validator.check(TNT_ERROR, document)).toEqual([]);
      expect(document.errors.map((error) => error.property)).toContain(property);
      expect(document.providerCorrelationReference).toBe(response.headers['x-request-id']);
    }
    const refused = await call('dfa_nothing', '/tnt/v2/events');
    expect(refused.statusCode).toBe(401);
    expect(validator.check(TNT_ERROR, refused.json())).toEqual([]);
  });
});

describe('API keys on the account page and for admins', () => {
  it('shows the secret once, keeps only its hash, and counts the key’s use per day', async () => {
    const owner = await signedInMember(t.db, { companyName: 'Harbour Keys' });
    const created = await session(owner.token, 'POST', '/api/account/api-keys', { name: 'Warehouse system' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const { secret, key: made } = created.json<{ secret: string; key: { id: number; hint: string } }>();
    expect(secret).toMatch(/^dfa_[A-Za-z0-9_-]{43}$/);
    expect(made.hint).toBe(secret.slice(-4));
    const stored = await t.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret.slice(4));

    const listed = await session(owner.token, 'GET', '/api/account/api-keys');
    expect(listed.body).not.toContain(secret.slice(4));
    expect(listed.json()).toMatchObject({
      keys: [{ id: made.id, name: 'Warehouse system', lastUsedAt: null }],
    });

    for (let index = 0; index < 3; index += 1)
      expect((await call(secret, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM)).statusCode).toBe(200);
    const page = (await session(owner.token, 'GET', `/api/account/api-keys/key?id=${made.id}`)).json<{
      key: { lastUsedAt: string | null };
      usage: { day: string; requests: number }[];
    }>();
    expect(page.key.lastUsedAt).not.toBeNull();
    expect(page.usage).toHaveLength(30);
    expect(page.usage.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), requests: 3 });

    // Another company can neither see nor revoke it.
    const stranger = await signedInMember(t.db, { companyName: 'Stranger Cargo' });
    expect((await session(stranger.token, 'GET', `/api/account/api-keys/key?id=${made.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await session(stranger.token, 'POST', '/api/account/api-keys/revoke', { id: made.id })).statusCode,
    ).toBe(404);
    expect((await call(secret, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM)).statusCode).toBe(200);
  });

  it('lets an admin list every company’s keys and revoke one', async () => {
    const owner = await signedInMember(t.db, { companyName: 'Admin Watched Lines' });
    const secret = await newKey(owner.token, 'Nightly export');
    const admin = await signedInMember(t.db, { isAdmin: true });
    const listed = await session(admin.token, 'GET', '/api/admin/api-keys?text=watched');
    expect(listed.statusCode, listed.body).toBe(200);
    const [found] = listed.json<{ keys: { id: number; company: { name: string } }[] }>().keys;
    expect(found).toMatchObject({ company: { name: 'Admin Watched Lines' } });
    const revoked = await session(admin.token, 'POST', '/api/admin/api-keys/revoke', { id: found!.id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expectCsError(
      await call(secret, '/cs/v1/point-to-point-routes', SHANGHAI_ROTTERDAM),
      401,
      'Authorization',
    );
    const afterwards = await session(admin.token, 'GET', '/api/admin/api-keys?status=revoked&text=watched');
    expect(afterwards.json<{ keys: unknown[] }>().keys).toHaveLength(1);
    expect((await session(owner.token, 'GET', '/api/admin/api-keys')).statusCode).toBe(403);
  });

  it(`allows ${MAX_ACTIVE_API_KEYS} keys in use per company, and none to a lapsed one`, async () => {
    const busy = await signedInMember(t.db, { companyName: 'Many Keys Ltd' });
    for (let index = 0; index < MAX_ACTIVE_API_KEYS; index += 1) await newKey(busy.token, `System ${index}`);
    const refused = await session(busy.token, 'POST', '/api/account/api-keys', { name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    const lapsed = await signedInMember(t.db, { membership: 'standard_inactive' });
    expect((await session(lapsed.token, 'POST', '/api/account/api-keys', { name: 'Late' })).statusCode).toBe(
      403,
    );
    expect((await session(lapsed.token, 'GET', '/api/account/api-keys')).statusCode).toBe(200);
  });
});

describe('the per-key rate limit', () => {
  it('answers 429 with Retry-After in the standard’s shape once a key has used its minute', async () => {
    const limited = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: '3' } });
    try {
      const owner = await signedInMember(limited.db);
      const created = await limited.app.inject({
        method: 'POST',
        url: '/api/account/api-keys',
        cookies: { [SESSION_COOKIE]: owner.token },
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Polling script' }),
      });
      const { secret } = created.json<{ secret: string }>();
      const poll = () =>
        limited.app.inject({
          method: 'GET',
          url: '/api/dcsa/tnt/v2/events',
          remoteAddress: nextIp(),
          headers: { authorization: `Bearer ${secret}` },
        });
      const schedules = () =>
        limited.app.inject({
          method: 'GET',
          url: '/api/dcsa/cs/v1/port-schedules?UNLocationCode=SGSIN&date=2026-12-01',
          remoteAddress: nextIp(),
          headers: { authorization: `Bearer ${secret}` },
        });
      // One allowance per key, whichever standard it calls.
      for (let index = 0; index < 2; index += 1) expect((await poll()).statusCode).toBe(200);
      expect((await schedules()).statusCode).toBe(200);
      const refusedSchedules = await schedules();
      expect(refusedSchedules.statusCode).toBe(429);
      expect(validator.check(CS_ERROR, refusedSchedules.json())).toEqual([]);
      const refused = await poll();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(validator.check(TNT_ERROR, refused.json())).toEqual([]);
      // Another key of the same company has its own allowance.
      const second = await limited.app.inject({
        method: 'POST',
        url: '/api/account/api-keys',
        cookies: { [SESSION_COOKIE]: owner.token },
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Second script' }),
      });
      const fresh = await limited.app.inject({
        method: 'GET',
        url: '/api/dcsa/tnt/v2/events',
        remoteAddress: nextIp(),
        headers: { authorization: `Bearer ${second.json<{ secret: string }>().secret}` },
      });
      expect(fresh.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the member API in the OpenAPI document', () => {
  type Operation = {
    operationId: string;
    description: string;
    security: Record<string, string[]>[];
    parameters: ({ $ref: string } | { name: string; required?: boolean })[];
    responses: Record<
      string,
      { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }
    >;
  };

  it('describes each endpoint with its standard’s own parameters and schemas, the key and the sample header', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get: Operation }>;
      components: {
        schemas: Record<string, { required?: string[] }>;
        parameters: Record<string, unknown>;
        securitySchemes: Record<string, { type: string; scheme: string }>;
      };
    }>();
    const cs = parse(readFileSync('reference-data/dcsa/CS_v1.0.3.yaml', 'utf8')) as {
      components: { schemas: Record<string, { required?: string[] }> };
    };
    const routes = document.paths['/api/dcsa/cs/v1/point-to-point-routes']!.get;
    expect(routes.responses['200']!.content!['application/json']!.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/DcsaCs_PointToPoint' },
    });
    expect(document.components.schemas.DcsaCs_PointToPoint!.required).toEqual(
      cs.components.schemas.PointToPoint!.required,
    );
    expect(routes.parameters).toContainEqual(
      expect.objectContaining({ name: 'placeOfReceipt', required: true }),
    );
    expect(routes.parameters).toContainEqual(expect.objectContaining({ name: 'cursor' }));
    expect(Object.keys(routes.responses['200']!.headers!)).toEqual(
      expect.arrayContaining(['API-Version', 'Next-Page-Cursor', 'DFA-Data']),
    );
    expect(routes.description).toContain('DFA-Data');
    expect(routes.description).toContain('isDummyVessel');
    expect(document.components.securitySchemes.memberApiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });

    for (const path of [
      '/api/dcsa/cs/v1/port-schedules',
      '/api/dcsa/cs/v1/vessel-schedules',
      '/api/dcsa/tnt/v2/events',
    ]) {
      const operation = document.paths[path]!.get;
      expect(operation.security).toEqual([{ memberApiKey: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
      expect(operation.responses['200']!.headers).toHaveProperty('DFA-Data');
    }
    const events = document.paths['/api/dcsa/tnt/v2/events']!.get;
    expect(events.parameters).toContainEqual({
      $ref: '#/components/parameters/DcsaEvent_equipmentReference',
    });
    expect(document.components.parameters).toHaveProperty('DcsaEvent_equipmentReference');
  });
});
