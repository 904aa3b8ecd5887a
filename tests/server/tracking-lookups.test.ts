import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentView } from '../../shared/api/tracking';
import { containerCheckDigit } from '../../shared/tracking/container-number';
import { sampleShipmentEvents } from '../../src-server/engines/tracking/sample-shipments';
import { signedInMember } from '../support/members';
import { nextIp, post } from './support/auth';
import { startDcsaStandIn } from './support/dcsa-stand-in';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let now = new Date('2026-11-30T09:00:00Z');
let standIn: Awaited<ReturnType<typeof startDcsaStandIn>>;

const container = (serial: number) => {
  const owner = `MSKU${String(serial).padStart(6, '0')}`;
  return `${owner}${containerCheckDigit(owner)}`;
};

beforeAll(async () => {
  standIn = await startDcsaStandIn({
    '/tnt/v2/events': (request) => {
      const reference = request.query.get('equipmentReference') ?? 'MSKU0000000';
      return {
        body: sampleShipmentEvents(now)[0]!.events.map((event, index) => ({
          ...event,
          eventID: `${reference.slice(4, 10)}00-d872-11ea-811c-${String(index).padStart(12, '0')}`,
          ...('equipmentReference' in event ? { equipmentReference: reference } : {}),
        })),
      };
    },
  });
  t = await createTestApp({ clock: () => now });
  const admin = await signedInMember(t.db, { isAdmin: true, signedInAt: now });
  const connected = await post(
    t.app,
    '/api/carriers/connections',
    {
      scac: 'MAEU',
      kind: 'tracking',
      baseUrl: `${standIn.baseUrl}/tnt`,
      apiKey: 'tnt-live-5c1e82a4d7f90b36',
      intervalMinutes: 60,
      enabled: true,
    },
    { session: admin.token },
  );
  expect(connected.statusCode).toBe(200);
});
afterAll(async () => {
  await standIn.close();
  await t?.close();
});

const track = (session: string, reference: string) =>
  post(
    t.app,
    '/api/tracking/track',
    { kind: 'container', reference, carrier: 'MAEU' },
    { session, ip: nextIp() },
  );
const carrierCalls = () => standIn.received.filter((request) => request.path === '/tnt/v2/events').length;

describe(`members' carrier lookups on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('asks the carrier once for a shipment looked up again within five minutes', async () => {
    const member = await signedInMember(t.db, { signedInAt: now });
    const box = container(401001);
    const before = carrierCalls();
    const first = (await track(member.token, box)).json<ShipmentView>();
    expect(first.pull?.result).toBe('ok');
    expect(carrierCalls()).toBe(before + 1);
    now = new Date(now.getTime() + 2 * 60_000);
    for (const session of [member.token, (await signedInMember(t.db, { signedInAt: now })).token]) {
      const again = await track(session, box);
      expect(again.statusCode).toBe(200);
      expect(again.json<ShipmentView>().pull).toEqual({
        result: 'ok',
        message: 'MAEU was asked 2 minutes ago; its answer is shown. Ask again in 3 minutes for news.',
      });
      expect(again.json<ShipmentView>().timeline).toEqual(first.timeline);
    }
    expect(carrierCalls()).toBe(before + 1);
    now = new Date(now.getTime() + 4 * 60_000);
    expect((await track(member.token, box)).json<ShipmentView>().pull?.message).toMatch(
      /^MAEU answered with/,
    );
    expect(carrierCalls()).toBe(before + 2);
  });

  it(
    'lets a member ask carriers about 30 shipments an hour, then answers 429 without asking',
    { timeout: 90_000 },
    async () => {
      const member = await signedInMember(t.db, { signedInAt: now });
      const before = carrierCalls();
      for (let serial = 402001; serial <= 402030; serial += 1) {
        expect((await track(member.token, container(serial))).statusCode).toBe(200);
      }
      expect(carrierCalls()).toBe(before + 30);
      const refused = await track(member.token, container(402031));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error.message).toMatch(
        /^You have asked carriers about 30 shipments in the last hour, the most one member may\. Please try again in \d+ minutes?; shipments on your watchlist keep updating meanwhile\.$/,
      );
      expect(carrierCalls()).toBe(before + 30);
      // A recent answer costs the carrier nothing, so it is still given; so is another member's lookup.
      expect((await track(member.token, container(402030))).statusCode).toBe(200);
      expect(
        (await track((await signedInMember(t.db, { signedInAt: now })).token, container(402031))).statusCode,
      ).toBe(200);
    },
  );
});
