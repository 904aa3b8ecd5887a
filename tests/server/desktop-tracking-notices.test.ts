import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackShipment, watchShipment } from '../../shared/api/tracking';
import { trackingToolPath } from '../../shared/tracking/events';
import { notificationSignature } from '../../src-server/features/tracking/routes';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { loadSampleSchedules } from '../../src-server/engines/schedules/sample-schedules';
import { loadSampleShipments, SAMPLE_CONTAINERS } from '../../src-server/engines/tracking/sample-shipments';
import { watchedShipmentEvents } from '../../src-main/tracking-notices';
import { createTestDesktopHost } from '../desktop-support/desktop-host';
import { signedInMember } from '../support/members';
import { recordSubscription } from '../support/tracking';
import { post } from './support/auth';
import { listeningTestApp } from './support/desktop';
import { TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

const SECRET = randomBytes(32).toString('base64');
const SUBSCRIPTION = randomUUID();
const WATCHED = SAMPLE_CONTAINERS[0]!;

let t: TestApp;
let origin: string;

beforeAll(async () => {
  ({ t, origin } = await listeningTestApp());
  await loadSampleSchedules(t.db);
  await loadSampleShipments(t.db, { siteUrl: TEST_SITE_URL });
  await recordSubscription(t.db, { scac: 'MAEU', subscriptionId: SUBSCRIPTION, secret: SECRET });
});
afterAll(async () => {
  await t?.close();
});

/** The carrier reports a move of the box through its signed subscription callback. */
async function carrierReports(eventDateTime: string) {
  const body = JSON.stringify([
    {
      eventID: randomUUID(),
      eventType: 'EQUIPMENT',
      eventClassifierCode: 'ACT',
      eventCreatedDateTime: new Date().toISOString(),
      eventDateTime,
      equipmentEventTypeCode: 'DISC',
      equipmentReference: WATCHED,
      emptyIndicatorCode: 'LADEN',
      eventLocation: { locationName: 'Rotterdam', UNLocationCode: 'NLRTM' },
    },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tracking/notifications',
    headers: {
      'content-type': 'application/json',
      'subscription-id': SUBSCRIPTION,
      'notification-signature': notificationSignature(SECRET, body),
    },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(204);
}

describe(`desktop notices for watched shipments, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('announces an actual event that arrived since the last round, even one the carrier reports late', async () => {
    const member = await signedInMember(t.db, { membership: 'standard_active' });
    const reference = { kind: 'container' as const, reference: WATCHED };
    expect((await post(t.app, trackShipment.path, reference, { session: member.token })).statusCode).toBe(
      200,
    );
    expect((await post(t.app, watchShipment.path, reference, { session: member.token })).statusCode).toBe(
      200,
    );
    const desktop = createTestDesktopHost({ apiOrigin: origin });
    desktop.host.session.jar.store(
      [`${SESSION_COOKIE}=${member.token}; Path=/; HttpOnly`],
      new URL(`${origin}/api/auth/sign-in`),
    );
    const source = watchedShipmentEvents((path) => desktop.host.apiGet(path));

    // The sample box's own history is older than the member's first round: nothing to announce.
    const since = Date.now();
    expect(await source.poll(since)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Discharged an hour ago, reported now.
    await carrierReports(new Date(Date.now() - 60 * 60 * 1000).toISOString());

    const notices = await source.poll(since);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: `${WATCHED}: Discharged at Rotterdam (NLRTM)`,
      route: trackingToolPath(reference),
    });
    expect(notices[0]!.id).toMatch(/^tracking-event-/);
    expect(notices[0]!.body).not.toBe('');
    expect(await source.poll(Date.now())).toEqual([]);
    desktop.host.dispose();
  });

  it('fails the round when the member is signed out, so the poller skips it', async () => {
    const desktop = createTestDesktopHost({ apiOrigin: origin });
    await expect(watchedShipmentEvents((path) => desktop.host.apiGet(path)).poll(0)).rejects.toThrow(
      /answered 401/,
    );
    desktop.host.dispose();
  });
});
