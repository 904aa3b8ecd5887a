import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLead, LEAD_MODES, type LeadMode } from '../../shared/api/shipping-leads';
import { saveMyWidget } from '../../shared/api/calculator-widget';
import { signedInMember } from '../support/members';
import { nextEmail, nextIp, post } from './support/auth';
import { get, postAs } from './support/membership';
import { acceptanceCode, inDays, leadBody } from './support/shipping-leads';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

/**
 * Every email about a lead is written from the lead's kind (containers for FCL, a packing list
 * and what it is charged on otherwise) and names the cities beyond the ports, where given.
 */
let t: TestApp;
let admin: string;
let premium: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInMember(t.db, { isAdmin: true, email: nextEmail() })).token;
  premium = await signedInMember(t.db, {
    membership: 'premium',
    companyName: 'Ibex Forwarding',
    // An address of one of the company's own accounts: the calculator sends to it without a
    // confirmation link.
    email: 'quotes@ibex.example',
  });
});
afterAll(async () => {
  await t?.close();
});

const TEAM_INBOX = 'contact@localhost';
const pallets = [
  { count: 10, length: 120, width: 80, height: 150, lengthUnit: 'cm', weight: 400, weightUnit: 'kg' },
];

/** Each kind of request as the form sends it, from Jebel Ali (picked up in Al Quoz) to Rotterdam (for Venlo). */
const REQUESTS: Record<LeadMode, Record<string, unknown>> = {
  'sea-fcl': {},
  'sea-lcl': { mode: 'sea-lcl', equipment: [], pieces: pallets },
  air: { mode: 'air', equipment: [], pieces: pallets },
  road: { mode: 'road', equipment: [], pieces: pallets },
};

/** What each kind's email says about the cargo. */
const CARGO_LINES: Record<LeadMode, string[]> = {
  'sea-fcl': [`Containers: 2 × 40' high cube, 1 × 20' dry`],
  'sea-lcl': ['Cargo: 10 pieces, 14.400 m³, 4,000 kg gross', 'Chargeable (W/M): 14.400 revenue tons'],
  air: [
    'Cargo: 10 pieces, 14.400 m³, 4,000 kg gross',
    'Chargeable weight: 4,000 kg (volumetric 2,400 kg at 1:6,000)',
  ],
  road: [
    'Cargo: 10 pieces, 14.400 m³, 4,000 kg gross',
    'Chargeable weight: 4,795.2 kg (1 m³ counted as 333 kg)',
  ],
};

async function lastEmail(to: string, subject: RegExp) {
  const rows = await t.db
    .selectFrom('outbox')
    .select(['subject', 'text'])
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .execute();
  const found = rows.find((row) => subject.test(row.subject ?? ''));
  if (!found) throw new Error(`no email to ${to} like ${subject}`);
  return found.text;
}

/** No label printed with nothing after it (a dash for a detail the sender left out is fine). */
const emptyLines = (text: string) => text.split('\n').filter((line) => /^[^:\n]{2,40}:\s*$/.test(line));

describe(`lead emails by kind on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, { timeout: 90_000 }, () => {
  for (const mode of LEAD_MODES) {
    it(`writes a ${mode} lead's emails from its kind, with the pickup and delivery cities`, async () => {
      const body = leadBody({
        origin: { country: 'AE', port: 'AEJEA', city: 'Al Quoz' },
        destination: { country: 'NL', port: 'NLRTM', city: 'Venlo' },
        ...REQUESTS[mode],
      });
      const sent = await post(t.app, '/api/lead-form', body, { ip: nextIp() });
      expect(sent.statusCode, sent.body).toBe(200);
      const lead = await t.db
        .selectFrom('shipping_leads')
        .select('id')
        .where('requester_email', '=', String(body.email).toLowerCase())
        .executeTakeFirstOrThrow();

      // The team's review email.
      const review = await lastEmail(TEAM_INBOX, new RegExp(`^Shipping lead ${lead.id} to review`));
      for (const line of CARGO_LINES[mode]) expect(review).toContain(line);
      expect(review).toContain('From: Jebel Ali (AEJEA), United Arab Emirates\nPickup in: Al Quoz');
      expect(review).toContain('To: Rotterdam (NLRTM), Netherlands\nDelivery to: Venlo');
      expect(emptyLines(review)).toEqual([]);

      // Published, quoted and accepted: the winner hears every detail, cities included.
      const published = await postAs(t.app, '/api/admin/shipping-leads/publish', { id: lead.id }, admin);
      expect(published.statusCode, published.body).toBe(200);
      const seen = getLead.response.parse(
        (await get(t.app, `/api/shipping-leads/lead?id=${lead.id}`, premium.token)).json(),
      );
      expect(seen.origin).toMatchObject({ port: { code: 'AEJEA' }, city: 'Al Quoz' });
      expect(seen.destination).toMatchObject({ port: { code: 'NLRTM' }, city: 'Venlo' });
      const bid = await postAs(
        t.app,
        '/api/shipping-leads/bid',
        {
          leadId: lead.id,
          kind: 'lump-sum',
          lumpSum: { amount: '3250', currency: 'USD' },
          validUntil: inDays(20),
          transitDays: 24,
          freeDays: 7,
          routing: 'Direct service',
        },
        premium.token,
      );
      expect(bid.statusCode, bid.body).toBe(200);
      const shipperEmail = await lastEmail(
        String(body.email).toLowerCase(),
        /^Your shipping request is live/,
      );
      expect(shipperEmail).toContain('Pickup in: Al Quoz');
      expect(emptyLines(shipperEmail)).toEqual([]);
      const winner = await t.db
        .selectFrom('lead_bids')
        .select('id')
        .where('lead_id', '=', lead.id)
        .executeTakeFirstOrThrow();
      // The shipper's link, as published.
      const token = /\/shipping-leads\/quotes\/([A-Za-z0-9_-]{43})/.exec(shipperEmail)![1]!;
      await acceptAsShipper(token, winner.id, String(body.email).toLowerCase());
      const won = await lastEmail(premium.email, /^Your quote was accepted/);
      for (const line of CARGO_LINES[mode]) expect(won).toContain(line);
      expect(won).toContain('Pickup in: Al Quoz');
      expect(won).toContain('Delivery to: Venlo');
      expect(emptyLines(won)).toEqual([]);
    });
  }

  it('names the containers of a full-container request from a member’s calculator', async () => {
    const widget = await post(
      t.app,
      saveMyWidget.path,
      {
        displayName: 'Ibex Forwarding',
        primaryColor: '#0A1F3C',
        accentColor: '#f2a900',
        currency: 'USD',
        notifyEmail: 'quotes@ibex.example',
        allowedSites: [],
        lanes: [],
      },
      { ip: nextIp(), session: premium.token },
    );
    expect(widget.statusCode, widget.body).toBe(200);
    const { widgetId } = saveMyWidget.response.parse(widget.json());
    const asked = await post(
      t.app,
      '/api/widgets/quote-request',
      {
        widgetId,
        origin: { country: 'AE', port: 'AEJEA' },
        destination: { country: 'NL', port: 'NLRTM' },
        mode: 'sea-fcl',
        pieces: pallets,
        commodity: 'Dates in cartons',
        readyDate: inDays(7),
        name: 'Omar Haddad',
        company: 'Oasis Foods',
        email: nextEmail(),
        phone: '',
        country: 'AE',
        notes: '',
      },
      { ip: nextIp() },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const email = await lastEmail('quotes@ibex.example', /^Quote request from your calculator/);
    expect(email).toContain(`Containers: 1 × 20' dry`);
    expect(email).toContain('Packing list: 10 pieces, 14.400 m³, 4,000 kg gross');
    expect(emptyLines(email)).toEqual([]);
  });
});

/** The shipper accepts a quote on the private page, with the code emailed to the request's address. */
async function acceptAsShipper(token: string, bidId: number, shipperEmail: string) {
  const code = await acceptanceCode(t, { token, bidId, shipper: shipperEmail });
  const response = await post(
    t.app,
    '/api/shipping-leads/quotes/accept',
    { token, bidId, code },
    { ip: nextIp() },
  );
  expect(response.statusCode, response.body).toBe(200);
}
