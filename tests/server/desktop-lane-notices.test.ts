import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../shared/api/http';
import { leadForm, publishLead, saveLane } from '../../shared/api/shipping-leads';
import { formatDate } from '../../shared/domain/date';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { savedLaneLeads } from '../../src-main/lane-notices';
import { createTestDesktopHost } from '../desktop-support/desktop-host';
import { signedInMember } from '../support/members';
import { nextIp, post } from './support/auth';
import { listeningTestApp } from './support/desktop';
import { lclLeadBody, leadBody } from './support/shipping-leads';
import { usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let origin: string;
let adminToken: string;

beforeAll(async () => {
  ({ t, origin } = await listeningTestApp());
  adminToken = (await signedInMember(t.db, { isAdmin: true, companyName: 'DFA Secretariat' })).token;
});
afterAll(async () => {
  await t?.close();
});

async function publishedLead(body: Record<string, unknown>): Promise<number> {
  const submitted = await post(t.app, leadForm.path, body, { ip: nextIp() });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const id = submitted.json<{ id: number }>().id;
  const published = await post(t.app, publishLead.path, { id }, { ip: nextIp(), session: adminToken });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

describe(`desktop notices for saved shipping lanes, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('announces each lead published on a saved lane since the last round, and nothing else', async () => {
    const member = await signedInMember(t.db, { membership: 'premium' });
    const desktop = createTestDesktopHost({ apiOrigin: origin });
    desktop.host.session.jar.store(
      [`${SESSION_COOKIE}=${member.token}; Path=/; HttpOnly`],
      new URL(`${origin}/api/auth/sign-in`),
    );
    const saved = (await desktop.invoke('apiRequest', {
      method: 'POST',
      path: saveLane.path,
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ originCountry: 'CN', destinationCountry: 'AE', mode: 'sea-fcl' }),
    })) as { status: number; body: string };
    expect(saved.status, saved.body).toBe(200);
    const source = savedLaneLeads((path) => desktop.host.apiGet(path));

    const shanghai = { country: 'CN', port: 'CNSHA', city: '' };
    const jebelAli = { country: 'AE', port: 'AEJEA', city: '' };
    await publishedLead(leadBody({ origin: shanghai, destination: jebelAli }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const onLane = leadBody({
      origin: shanghai,
      destination: jebelAli,
      commodity: 'Solar panels on pallets',
    });
    const matching = await publishedLead(onLane);
    // Another destination, and the lane's route as LCL: neither is on the saved FCL lane.
    await publishedLead(
      leadBody({ origin: shanghai, destination: { country: 'NL', port: 'NLRTM', city: '' } }),
    );
    await publishedLead(lclLeadBody({ origin: shanghai, destination: jebelAli }));

    const notices = await source.poll(since);
    expect(notices).toEqual([
      {
        id: `shipping-lead-${matching}`,
        title: 'New lead on your lane: Shanghai to Jebel Ali',
        body: `Sea freight, full container (FCL): Solar panels on pallets, ready ${formatDate(onLane.readyDate)}.`,
        route: `/shipping-leads/${matching}`,
      },
    ]);
    expect(await source.poll(Date.now())).toEqual([]);
    desktop.host.dispose();
  });

  it('fails the round when the member is signed out, so the poller skips it', async () => {
    const desktop = createTestDesktopHost({ apiOrigin: origin });
    await expect(savedLaneLeads((path) => desktop.host.apiGet(path)).poll(0)).rejects.toThrow(/answered 401/);
    desktop.host.dispose();
  });
});
