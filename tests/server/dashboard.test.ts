import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboard, NEW_LEAD_DAYS } from '../../shared/api/dashboard';
import { protectionOverviewSchema } from '../../shared/api/payment-protection';
import { leadForm, publishLead } from '../../shared/api/shipping-leads';
import { listWatchlist } from '../../shared/api/tracking';
import { addDays, utcDay } from '../../shared/domain/date';
import { loadSampleShipments, SAMPLE_CONTAINERS } from '../../src-server/engines/tracking/sample-shipments';
import { adminSession } from '../support/members';
import { shipmentReport, tradingMember } from '../support/payment-protection';
import { nextIp, post } from './support/auth';
import { get, postAs } from './support/membership';
import { inDays, leadBody } from './support/shipping-leads';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SHIPPING_LEAD_DAYS: '14' } });
  admin = await adminSession(t.db);
  await loadSampleShipments(t.db, { siteUrl: TEST_SITE_URL });
});
afterAll(async () => {
  await t?.close();
});

const dashboardOf = async (session: string) => {
  const response = await get(t.app, '/api/dashboard', session);
  expect(response.statusCode, response.body).toBe(200);
  return getDashboard.response.parse(response.json());
};

/** A shipper's request, published by the DFA team. */
async function publishedLead(origin: string, destination: string) {
  const body = leadBody({
    origin: { country: origin, port: '', city: 'Factory gate' },
    destination: { country: destination, port: '', city: 'Warehouse' },
  });
  const sent = await post(t.app, leadForm.path, body, { ip: nextIp() });
  expect(sent.statusCode, sent.body).toBe(200);
  const { id } = sent.json<{ id: number }>();
  const published = await postAs(t.app, publishLead.path, { id }, admin);
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

/** A day of this year, so the report counts against this year's cover. */
function invoiceDay(): string {
  const day = addDays(utcDay(), -20);
  const yearStart = `${new Date().getUTCFullYear()}-01-02`;
  return day < yearStart ? yearStart : day;
}

describe(`the member dashboard on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, { timeout: 90_000 }, () => {
  it('gives a member the figures of their own business, each as its own feature answers it', async () => {
    const run = Date.now().toString(36);
    const member = await tradingMember(t.db, {
      companyName: `Gulf Crest Shipping ${run}`,
      city: 'Jebel Ali',
      country: 'AE',
    });
    const debtor = await tradingMember(t.db, { companyName: `Rhine Delta Cargo ${run}`, city: 'Rotterdam' });

    // Nothing yet: every figure is zero, every list empty, and the cover untouched.
    const empty = await dashboardOf(member.session);
    expect(empty.leads).toEqual({ savedLanes: 0, newOnLanes: 0, newest: [], openBids: 0, bids: [] });
    expect(empty.containers).toEqual({ watched: 0, shipments: [] });
    expect(empty.protection).toMatchObject({ premium: true, openCases: 0, cases: [] });
    expect(empty.protection.cover?.usedUsdMinor).toBe(0);

    // A saved lane, two new leads on it and one elsewhere; a quote on one of the two.
    const lane = await postAs(
      t.app,
      '/api/shipping-leads/lanes',
      { originCountry: 'AE', destinationCountry: 'NL', mode: 'sea-fcl' },
      member.session,
    );
    expect(lane.statusCode, lane.body).toBe(200);
    const first = await publishedLead('AE', 'NL');
    const second = await publishedLead('AE', 'NL');
    await publishedLead('CN', 'NL');
    const bid = await postAs(
      t.app,
      '/api/shipping-leads/bid',
      {
        leadId: first,
        kind: 'lump-sum',
        lumpSum: { amount: '3100', currency: 'USD' },
        lines: [],
        validUntil: inDays(20),
        transitDays: 24,
        freeDays: 7,
        routing: 'Direct, Jebel Ali to Rotterdam',
        notes: '',
      },
      member.session,
    );
    expect(bid.statusCode, bid.body).toBe(200);

    // A watched container and a reported shipment.
    const container = SAMPLE_CONTAINERS[0]!;
    const tracked = await postAs(
      t.app,
      '/api/tracking/track',
      { kind: 'container', reference: container },
      member.session,
    );
    expect(tracked.statusCode, tracked.body).toBe(200);
    const watched = await postAs(
      t.app,
      '/api/tracking/watchlist',
      { kind: 'container', reference: container },
      member.session,
    );
    expect(watched.statusCode, watched.body).toBe(200);
    const invoiceDate = invoiceDay();
    const reported = await postAs(
      t.app,
      '/api/payment-protection/reports',
      shipmentReport(member, debtor, { invoiceDate, dueDate: addDays(invoiceDate, 30), amount: '4250.00' }),
      member.session,
    );
    expect(reported.statusCode, reported.body).toBe(201);

    const dashboard = await dashboardOf(member.session);
    expect(dashboard.leads).toMatchObject({ savedLanes: 1, newOnLanes: 2, openBids: 1 });
    expect(dashboard.leads.newest.map((lead) => lead.id)).toEqual([second, first]);
    expect(dashboard.leads.bids).toEqual([
      expect.objectContaining({ leadId: first, state: 'live', leadState: 'open', originCountry: 'AE' }),
    ]);

    const watchlist = listWatchlist.response.parse(
      (await get(t.app, '/api/tracking/watchlist', member.session)).json(),
    );
    expect(dashboard.containers).toEqual({ watched: 1, shipments: watchlist.shipments });

    const protection = protectionOverviewSchema.parse(
      (await get(t.app, '/api/payment-protection', member.session)).json(),
    );
    expect(dashboard.protection.cover).toEqual(protection.cover);
    expect(dashboard.protection.cover?.usedUsdMinor).toBeGreaterThan(0);
    expect(dashboard.protection).toMatchObject({ premium: true, openCases: 1 });
    expect(dashboard.protection.cases).toEqual([
      expect.objectContaining({
        status: 'awaiting_confirmation',
        role: 'creditor',
        counterparty: debtor.companyName,
        amountMinor: 425_000,
        currency: 'USD',
      }),
    ]);

    // The other party sees the same case from its side, against its own cover.
    const seenByDebtor = await dashboardOf(debtor.session);
    expect(seenByDebtor.protection.cases).toEqual([
      expect.objectContaining({ role: 'debtor', counterparty: member.companyName }),
    ]);
    expect(seenByDebtor.protection.cover?.usedUsdMinor).toBe(0);
  });

  it(`counts a lead on a saved lane as new for ${NEW_LEAD_DAYS} days only`, async () => {
    const member = await tradingMember(t.db, {
      companyName: `Lagos Gate Logistics ${Date.now()}`,
      country: 'NG',
      city: 'Lagos',
    });
    await postAs(
      t.app,
      '/api/shipping-leads/lanes',
      { originCountry: 'NG', destinationCountry: 'BE', mode: '' },
      member.session,
    );
    const recent = await publishedLead('NG', 'BE');
    const older = await publishedLead('NG', 'BE');
    const eightDaysAgo = new Date(Date.now() - (NEW_LEAD_DAYS + 1) * 86_400_000).toISOString();
    await t.db
      .updateTable('shipping_leads')
      .set({ published_at: eightDaysAgo })
      .where('id', '=', older)
      .execute();
    const { leads } = await dashboardOf(member.session);
    expect(leads.newOnLanes).toBe(1);
    expect(leads.newest.map((lead) => lead.id)).toEqual([recent]);
  });

  it('gives a Standard member no cover figure, and refuses anonymous callers', async () => {
    const standard = await tradingMember(t.db, {
      membership: 'standard_active',
      city: 'Antwerp',
      country: 'BE',
    });
    const { protection } = await dashboardOf(standard.session);
    expect(protection).toMatchObject({ premium: false, cover: null });
    expect((await get(t.app, '/api/dashboard')).statusCode).toBe(401);
  });
});
