import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShipmentView, WatchedShipment } from '../../shared/api/tracking';
import { containerCheckDigit } from '../../shared/tracking/container-number';
import type { Db } from '../../src-server/db/database';
import { notificationSignature, SIGNATURE_MESSAGE } from '../../src-server/features/tracking/routes';
import { createSession } from '../../src-server/http/sessions';
import { syncDueConnections } from '../../src-server/engines/carriers/sync-worker';
import { pullTracking } from '../../src-server/engines/tracking/pull-events';
import {
  loadSampleShipments,
  SAMPLE_CONTAINERS,
  sampleShipmentEvents,
} from '../../src-server/engines/tracking/sample-shipments';
import { insertMember } from '../support/members';
import { recordSubscription } from '../support/tracking';
import { post } from './support/auth';
import { dcsaError, startDcsaStandIn, type StandInAnswer } from './support/dcsa-stand-in';
import { createTestApp, TEST_SITE_URL, type TestApp } from './support/test-app';

const API_KEY = 'tnt-live-5c1e82a4d7f90b36';
const SECRET = randomBytes(32).toString('base64');
const SUBSCRIPTION = '8fbdc2d8-57c8-48b9-a04b-18fd8ec1d809';

let t: TestApp;
let db: Db;
let admin: string;
let member: string;
let memberEmail: string;
let standIn: Awaited<ReturnType<typeof startDcsaStandIn>>;
let answers: StandInAnswer[];
let subscriptionAnswer: StandInAnswer;

/** A box of Maersk's no sample uses, with its events as the carrier would send them. */
const liveContainer = (serial: string) => `MSKU${serial}${containerCheckDigit(`MSKU${serial}`)}`;
function carrierEvents(container: string, now = new Date()): Record<string, unknown>[] {
  return sampleShipmentEvents(now)[0]!.events.map((event, index) => ({
    ...event,
    eventID: `${container.slice(4, 10)}00-d872-11ea-811c-${String(index).padStart(12, '0')}`,
    ...('equipmentReference' in event ? { equipmentReference: container } : {}),
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
  const adminUser = await insertMember(db, { isAdmin: true });
  const memberUser = await insertMember(db);
  memberEmail = memberUser.email;
  admin = (await createSession(db, adminUser.userId, new Date())).token;
  member = (await createSession(db, memberUser.userId, new Date())).token;
  await loadSampleShipments(db, { siteUrl: TEST_SITE_URL });
  standIn = await startDcsaStandIn({
    '/tnt/v2/events': (request) => answers[Number(request.query.get('cursor') ?? 0)]!,
    '/tnt/v2/event-subscriptions': () => subscriptionAnswer,
  });
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});
beforeEach(() => {
  standIn.received.length = 0;
});

const track = (body: Record<string, unknown>, session: string | null = member) =>
  post(t.app, '/api/tracking/track', body, session ? { session } : {});

describe('tracking a reference', () => {
  it('is for members: a visitor gets 401 and no data', async () => {
    const response = await track({ kind: 'container', reference: SAMPLE_CONTAINERS[0] }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().timeline).toBeUndefined();
    const watchlist = await t.app.inject({ method: 'GET', url: '/api/tracking/watchlist' });
    expect(watchlist.statusCode).toBe(401);
  });

  it('checks container numbers by ISO 6346, with a message about the check digit', async () => {
    const good = await track({ kind: 'container', reference: 'MSKU 610482 0' });
    expect(good.statusCode).toBe(200);
    const view = good.json<ShipmentView>();
    expect(view).toMatchObject({
      reference: 'MSKU6104820',
      hint: { kind: 'carrier', scac: 'MAEU', name: 'Maersk' },
      carrier: { scac: 'MAEU', trackingConnected: false },
      timeline: [],
      pull: null,
    });

    const bad = await track({ kind: 'container', reference: 'MSKU6104821' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.reference).toMatch(
      /check digit of MSKU6104821 does not match.*would be 0/,
    );
    const junk = await track({ kind: 'container', reference: 'FOOBARZ123456' });
    expect(junk.statusCode).toBe(400);
  });

  it('says when a box belongs to a lessor, and lets the member choose the carrier', async () => {
    const lessorBox = `TGHU123456${containerCheckDigit('TGHU123456')}`;
    const view = (await track({ kind: 'container', reference: lessorBox })).json<ShipmentView>();
    expect(view.hint).toEqual({ kind: 'lessor', lessor: 'Textainer' });
    expect(view.carrier).toBeNull();
    const chosen = (
      await track({ kind: 'container', reference: lessorBox, carrier: 'HLCU' })
    ).json<ShipmentView>();
    expect(chosen.carrier).toMatchObject({ scac: 'HLCU', name: 'Hapag-Lloyd' });
    const unknown = await track({ kind: 'container', reference: lessorBox, carrier: 'QQQQ' });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows a sample container’s timeline, status, vessel and route, labelled as sample', async () => {
    const view = (await track({ kind: 'container', reference: SAMPLE_CONTAINERS[0] })).json<ShipmentView>();
    expect(view.isSample).toBe(true);
    expect(view.timeline.length).toBeGreaterThan(5);
    const times = view.timeline.map((event) => event.eventAt);
    expect(times).toEqual([...times].sort());
    expect(view.status.lastActual).toMatchObject({ code: 'DEPA', unlocode: 'CNSHA' });
    expect(view.status.destination).toMatchObject({ code: 'ARRI', unlocode: 'NLRTM', classifier: 'EST' });
    expect(view.status.line).toMatch(
      /^Vessel departure at Shanghai \(CNSHA\).*; next: vessel arrival at Rotterdam \(NLRTM\).*ETA/,
    );
    expect(view.vessel?.name).toBeTruthy();
    expect(view.route.map((port) => port.code)).toEqual(['CNSHA', 'NLRTM']);
    // The bill of lading finds the same shipment.
    const byBill = (
      await track({ kind: 'bill-of-lading', reference: 'maeu 260418337' })
    ).json<ShipmentView>();
    expect(byBill.timeline.map((event) => event.eventId)).toEqual(
      view.timeline.map((event) => event.eventId),
    );
  });
});

describe('the pull adapter (GET /v2/events)', () => {
  beforeAll(async () => {
    const response = await post(
      t.app,
      '/api/carriers/connections',
      {
        scac: 'MAEU',
        kind: 'tracking',
        baseUrl: `${standIn.baseUrl}/tnt`,
        apiKey: API_KEY,
        intervalMinutes: 60,
        enabled: true,
      },
      { session: admin },
    );
    expect(response.statusCode).toBe(200);
  });

  it('asks the connected carrier for the reference, follows Next-Page and stores each event once', async () => {
    const container = liveContainer('301144');
    const events = carrierEvents(container);
    answers = [{ body: events.slice(0, 4), headers: { 'Next-Page': '1' } }, { body: events.slice(4) }];
    const view = (await track({ kind: 'container', reference: container })).json<ShipmentView>();
    expect(view.pull).toEqual({
      result: 'ok',
      message: `MAEU answered with ${events.length} events, ${events.length} of them new.`,
    });
    expect(view.carrier).toMatchObject({ scac: 'MAEU', trackingConnected: true });
    expect(view.timeline.length).toBeGreaterThan(5);
    expect(standIn.received.map((request) => request.query.get('equipmentReference'))).toEqual([
      container,
      container,
    ]);
    expect(standIn.received[0]!.authorization).toBe(`Bearer ${API_KEY}`);

    // Asked again at once: the carrier's answer of a moment ago is shown, not asked for again.
    const again = (await track({ kind: 'container', reference: container })).json<ShipmentView>();
    expect(again.pull?.message).toBe(
      'MAEU was asked moments ago; its answer is shown. Ask again in 5 minutes for news.',
    );
    expect(standIn.received).toHaveLength(2);
    const rows = await db
      .selectFrom('tracking_events')
      .select('event_id')
      .where(
        'event_id',
        'in',
        events.map((event) => event.eventID as string),
      )
      .execute();
    expect(rows).toHaveLength(events.length);
  });

  it('reports a carrier error or a page that breaks the standard, and stores nothing from it', async () => {
    const container = liveContainer('301150');
    answers = [{ status: 500, body: dcsaError(500, 'Internal Server Error', 'Event store offline') }];
    const failed = (await track({ kind: 'container', reference: container })).json<ShipmentView>();
    expect(failed.pull).toEqual({
      result: 'failed',
      message: expect.stringMatching(/answered 500.*Event store offline/),
    });

    const events = carrierEvents(container);
    answers = [
      { body: events.slice(0, 3), headers: { 'Next-Page': '1' } },
      { body: [{ ...events[3]!, eventClassifierCode: 'MAYBE' }] },
    ];
    const refused = (await track({ kind: 'container', reference: container })).json<ShipmentView>();
    expect(refused.pull).toEqual({
      result: 'failed',
      message: expect.stringMatching(/^Page 2 of MAEU’s events for .* at \/0\/eventClassifierCode/),
    });
    expect(refused.timeline).toEqual([]);
  });

  it('pulls the watched shipments on the connection’s interval and emails watchers of new actual events', async () => {
    const container = liveContainer('301167');
    answers = [{ body: [] }];
    await track({ kind: 'container', reference: container });
    expect(
      (
        await post(
          t.app,
          '/api/tracking/watchlist',
          { kind: 'container', reference: container },
          { session: member },
        )
      ).statusCode,
    ).toBe(200);
    answers = [{ body: carrierEvents(container) }];
    await db
      .updateTable('carrier_connections')
      .set({ next_sync_at: new Date(0).toISOString() })
      .execute();
    const [report] = await syncDueConnections(db, {
      tracking: pullTracking({ siteUrl: TEST_SITE_URL, options: { retryDelayMs: 5 } }),
    });
    expect(report).toMatchObject({ scac: 'MAEU', kind: 'tracking', result: 'ok' });
    const mails = await db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text'])
      .where('recipient', '=', memberEmail)
      .execute();
    const actuals = carrierEvents(container).filter(
      (event) => event.eventClassifierCode === 'ACT' && event.eventType !== 'SHIPMENT',
    );
    expect(mails.length).toBeGreaterThanOrEqual(actuals.length);
    expect(mails.map((mail) => mail.subject)).toContain(`${container}: Loaded on board at Shanghai (CNSHA)`);
    expect(mails[0]!.text).toContain(
      `${TEST_SITE_URL}/digital-tools/tracking-system?kind=container&reference=${container}`,
    );
  });
});

describe('the subscription callback (Notification-Signature)', () => {
  beforeAll(async () => {
    await recordSubscription(db, { scac: 'MAEU', subscriptionId: SUBSCRIPTION, secret: SECRET });
  });

  const notify = (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tracking/notifications',
      headers: { 'content-type': 'application/json', 'subscription-id': SUBSCRIPTION, ...headers },
      payload: body,
    });
  const storedCount = async (ids: string[]) =>
    (await db.selectFrom('tracking_events').select('id').where('event_id', 'in', ids).execute()).length;

  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const events = carrierEvents(liveContainer('301173'));
    const ids = events.map((event) => event.eventID as string);
    const body = JSON.stringify(events, null, 2);
    expect((await notify(body, {})).statusCode).toBe(401);
    const wrongSecret = notificationSignature(randomBytes(32).toString('base64'), body);
    expect((await notify(body, { 'notification-signature': wrongSecret })).statusCode).toBe(401);
    // Signed, then changed on the way: the signature covers every byte.
    const tampered = body.replace('"ACT"', '"EST"');
    expect(
      (await notify(tampered, { 'notification-signature': notificationSignature(SECRET, body) })).statusCode,
    ).toBe(401);
    const unknown = await notify(body, {
      'notification-signature': notificationSignature(SECRET, body),
      'subscription-id': 'nobody',
    });
    expect(unknown.statusCode).toBe(401);
    expect(await storedCount(ids)).toBe(0);
  });

  it('asks for the signature before it looks at the body', async () => {
    expect((await notify('', {})).statusCode).toBe(401);
    expect((await notify('{not json', {})).statusCode).toBe(401);
    expect((await notify('{"a":1}', { 'notification-signature': 'sha256=00' })).statusCode).toBe(401);
    // Signed by the carrier but not a list of events: now the body is what is wrong.
    const notAList = '{"eventID":"x"}';
    const signed = await notify(notAList, {
      'notification-signature': notificationSignature(SECRET, notAList),
    });
    expect(signed.statusCode).toBe(400);
    expect(signed.json().error.fields).toEqual({ _: 'A notification is a list of events.' });
    const garbled = '[{"eventID":';
    expect(
      (await notify(garbled, { 'notification-signature': notificationSignature(SECRET, garbled) }))
        .statusCode,
    ).toBe(400);
  });

  it('stores a signed notification’s events once, however often it comes', async () => {
    const events = carrierEvents(liveContainer('301181'));
    const ids = events.map((event) => event.eventID as string);
    const body = JSON.stringify(events, null, 2);
    const signed = { 'notification-signature': notificationSignature(SECRET, body) };
    const first = await notify(body, signed);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await storedCount(ids)).toBe(events.length);
    expect((await notify(body, signed)).statusCode).toBe(204);
    expect(await storedCount(ids)).toBe(events.length);
  });

  it('refuses an unsigned body with 401 before reading it, whatever its size or type', async () => {
    const huge = `[${'"x",'.repeat(500_000)}"x"]`;
    expect(huge.length).toBeGreaterThan(2_000_000);
    const unsignedHuge = await notify(huge, {});
    expect(unsignedHuge.statusCode).toBe(401);
    expect(unsignedHuge.json().error.message).toBe(SIGNATURE_MESSAGE);
    const noType = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/notifications',
      headers: { 'subscription-id': SUBSCRIPTION },
      payload: '[]',
    });
    expect(noType.statusCode).toBe(401);
    // A carrier that leaves out the content type but signs is heard.
    const events = carrierEvents(liveContainer('301204'));
    const body = JSON.stringify(events);
    const signedNoType = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/notifications',
      headers: {
        'subscription-id': SUBSCRIPTION,
        'notification-signature': notificationSignature(SECRET, body),
      },
      payload: body,
    });
    expect(signedNoType.statusCode).toBe(204);
    expect(await storedCount(events.map((event) => event.eventID as string))).toBe(events.length);
  });

  it('gives a body that does not arrive a few seconds, then 408, and an unsigned one none', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { hostname, port } = new URL(address);
    /** Sends the head of a request that promises a body, sends no body, and times the answer. */
    const promiseBodyAndWait = (headers: string[]) =>
      new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const started = performance.now();
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            [
              'POST /api/tracking/notifications HTTP/1.1',
              'Host: 127.0.0.1',
              'Content-Type: application/json',
              'Content-Length: 5000',
              ...headers,
              '',
              '',
            ].join('\r\n'),
          );
        });
        let answer = '';
        socket.on('data', (chunk: Buffer) => {
          answer += chunk.toString('latin1');
          const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
          if (status) {
            resolve({ status: Number(status[1]), ms: performance.now() - started });
            socket.destroy();
          }
        });
        socket.on('error', reject);
        socket.setTimeout(20_000, () => reject(new Error('no answer within 20 s')));
      });
    const unsigned = await promiseBodyAndWait([`Subscription-Id: ${SUBSCRIPTION}`]);
    expect(unsigned.status).toBe(401);
    expect(unsigned.ms).toBeLessThan(1_000);
    const signedButSilent = await promiseBodyAndWait([
      `Subscription-Id: ${SUBSCRIPTION}`,
      `Notification-Signature: ${notificationSignature(SECRET, 'never sent')}`,
    ]);
    expect(signedButSilent.status).toBe(408);
    expect(signedButSilent.ms).toBeLessThan(10_000);
  }, 30_000);

  it('cleans NUL and other control characters out of signed events before storing them', async () => {
    const container = liveContainer('301211');
    const events = carrierEvents(container).map((event) =>
      event.eventType === 'EQUIPMENT'
        ? {
            ...event,
            eventLocation: { locationName: 'Maasvlakte\u0000 II\u0007 Terminal', UNLocationCode: 'NLRTM' },
          }
        : event,
    );
    const body = JSON.stringify(events);
    const response = await notify(body, { 'notification-signature': notificationSignature(SECRET, body) });
    expect(response.statusCode, response.body).toBe(204);
    const stored = await db
      .selectFrom('tracking_events')
      .select(['location_name', 'document'])
      .where('equipment_reference', '=', container)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.location_name).toBe('Maasvlakte II Terminal');
      expect(row.document).not.toMatch(/\\u000[07]/);
    }
  });

  it('refuses a signed notification that breaks the standard, naming the pointer', async () => {
    const events = carrierEvents(liveContainer('301198'));
    const body = JSON.stringify([events[0], { ...events[1], eventDateTime: 'yesterday' }]);
    const response = await notify(body, { 'notification-signature': notificationSignature(SECRET, body) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(
      /notification does not follow the DCSA standard: at \/1\/eventDateTime/,
    );
    expect(await storedCount([events[0]!.eventID as string])).toBe(0);
  });
});

describe('the watchlist', () => {
  it('saves shipments with their status at a glance, and removes them', async () => {
    const reference = SAMPLE_CONTAINERS[1]!;
    await track({ kind: 'container', reference });
    const untracked = await post(
      t.app,
      '/api/tracking/watchlist',
      { kind: 'container', reference: liveContainer('999990') },
      { session: member },
    );
    expect(untracked.statusCode).toBe(404);
    expect(
      (await post(t.app, '/api/tracking/watchlist', { kind: 'container', reference }, { session: member }))
        .statusCode,
    ).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/tracking/watchlist',
      cookies: { dfa_session: member },
    });
    const shipments = list.json<{ shipments: WatchedShipment[] }>().shipments;
    expect(shipments.find((entry) => entry.reference === reference)).toMatchObject({
      carrierName: 'MSC',
      isSample: true,
      lastActual: { code: 'DISC', unlocode: 'NLRTM' },
    });
    await post(
      t.app,
      '/api/tracking/watchlist/remove',
      { kind: 'container', reference },
      { session: member },
    );
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/tracking/watchlist',
      cookies: { dfa_session: member },
    });
    expect(
      after.json<{ shipments: WatchedShipment[] }>().shipments.map((entry) => entry.reference),
    ).not.toContain(reference);
  });
});

describe('subscribing to a carrier’s pushed events', () => {
  const PUSHED_BY = 'MSCU';
  const subscribe = (session: string | null = admin, scac = PUSHED_BY) =>
    post(t.app, '/api/carriers/connections/subscribe', { scac }, session ? { session } : {});
  const subscriptionRows = () =>
    db
      .selectFrom('tracking_subscriptions')
      .innerJoin('carriers', 'carriers.id', 'tracking_subscriptions.carrier_id')
      .select(['tracking_subscriptions.subscription_id', 'tracking_subscriptions.secret'])
      .where('carriers.scac', '=', PUSHED_BY)
      .execute();
  const confirmed = (subscriptionID: string) => ({
    status: 201,
    body: {
      subscriptionID,
      callbackUrl: `${TEST_SITE_URL}/api/tracking/notifications`,
      eventType: ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'],
    },
  });

  it('needs a tracking connection to the carrier first', async () => {
    const response = await subscribe();
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/MSCU has no tracking connection/);
    const connected = await post(
      t.app,
      '/api/carriers/connections',
      {
        scac: PUSHED_BY,
        kind: 'tracking',
        baseUrl: `${standIn.baseUrl}/tnt`,
        apiKey: API_KEY,
        intervalMinutes: 60,
        enabled: true,
      },
      { session: admin },
    );
    expect(connected.statusCode).toBe(200);
    expect(connected.json().eventSubscription).toBeNull();
  });

  it('is an admin’s action', async () => {
    expect((await subscribe(null)).statusCode).toBe(401);
    expect((await subscribe(member)).statusCode).toBe(403);
    expect(standIn.received).toHaveLength(0);
  });

  it('sends the callback address and a fresh secret; the carrier’s signed notifications are then stored', async () => {
    subscriptionAnswer = confirmed('6b1e3c52-7f4a-4d0e-9c1b-2a8e5f7d9031');
    const response = await subscribe();
    expect(response.statusCode).toBe(200);
    expect(response.json().eventSubscription).toMatchObject({
      subscriptionId: '6b1e3c52-7f4a-4d0e-9c1b-2a8e5f7d9031',
    });
    const [sent] = standIn.received;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/tnt/v2/event-subscriptions',
      authorization: `Bearer ${API_KEY}`,
      apiVersion: '2',
    });
    const body = sent!.body as { callbackUrl: string; secret: string };
    expect(body.callbackUrl).toBe(`${TEST_SITE_URL}/api/tracking/notifications`);
    expect(Buffer.from(body.secret, 'base64')).toHaveLength(32);
    const [row] = await subscriptionRows();
    expect(row!.secret).toBe(body.secret);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/carriers/connections',
      cookies: { dfa_session: admin },
    });
    expect(JSON.stringify(listed.json())).not.toContain(body.secret);

    const events = carrierEvents(liveContainer('301205'));
    const payload = JSON.stringify(events);
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/notifications',
      headers: {
        'content-type': 'application/json',
        'subscription-id': '6b1e3c52-7f4a-4d0e-9c1b-2a8e5f7d9031',
        'notification-signature': notificationSignature(body.secret, payload),
      },
      payload,
    });
    expect(notified.statusCode).toBe(204);
    const stored = await db
      .selectFrom('tracking_events')
      .select('id')
      .where(
        'event_id',
        'in',
        events.map((event) => event.eventID as string),
      )
      .execute();
    expect(stored).toHaveLength(events.length);
  });

  it('renewing replaces the subscription, and the old secret stops working', async () => {
    const [before] = await subscriptionRows();
    subscriptionAnswer = confirmed('0d4a7e19-3b62-4c85-a1f0-6e9b2c7d5a48');
    expect((await subscribe()).statusCode).toBe(200);
    const rows = await subscriptionRows();
    expect(rows.map((row) => row.subscription_id)).toEqual(['0d4a7e19-3b62-4c85-a1f0-6e9b2c7d5a48']);
    const payload = JSON.stringify(carrierEvents(liveContainer('301212')));
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/notifications',
      headers: {
        'content-type': 'application/json',
        'subscription-id': before!.subscription_id,
        'notification-signature': notificationSignature(before!.secret, payload),
      },
      payload,
    });
    expect(stale.statusCode).toBe(401);
  });

  it('keeps the current subscription when the carrier fails or answers outside the standard', async () => {
    const before = await subscriptionRows();
    subscriptionAnswer = {
      status: 500,
      body: dcsaError(500, 'Internal Server Error', 'Subscriptions are being migrated'),
    };
    const failed = await subscribe();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toMatch(/answered 500.*Subscriptions are being migrated/);
    subscriptionAnswer = { status: 201, body: { callbackUrl: 42 } };
    const malformed = await subscribe();
    expect(malformed.statusCode).toBe(503);
    expect(malformed.json().error.message).toMatch(/callbackUrl/);
    subscriptionAnswer = {
      status: 201,
      body: { callbackUrl: `${TEST_SITE_URL}/api/tracking/notifications` },
    };
    const anonymous = await subscribe();
    expect(anonymous.statusCode).toBe(503);
    expect(anonymous.json().error.message).toMatch(/names no subscriptionID/);
    expect(await subscriptionRows()).toEqual(before);
  });
});
