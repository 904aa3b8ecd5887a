import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { listPorts } from '../../shared/api/places';
import { CONTROL_CHARACTER_MESSAGE } from '../../shared/api/fields';
import { SHIPPING_LEADS_RULE } from '../../shared/domain/membership-statements';
import {
  acceptQuote,
  adminListLeads,
  closeLead,
  getLead,
  getQuotes,
  leadForm,
  listLeads,
  listSavedLanes,
  publishLead,
  rejectLead,
  reportLead,
  saveBid,
  saveLane,
  withdrawBid,
} from '../../shared/api/shipping-leads';
import { accessChanged, SESSION_COOKIE } from '../../src-server/http/sessions';
import { digestCutoff, sendDueDigests } from '../../src-server/features/shipping-leads/digests';
import { nextIp, post } from './support/auth';
import {
  acceptanceCode,
  inDays,
  lclLeadBody,
  leadBody,
  leadRowCounts,
  mailTo,
  quotesTokenFor,
} from './support/shipping-leads';
import { signedInMember } from '../support/members';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

const INBOX = 'leads-team@dfa.test';
type SignedInMember = Awaited<ReturnType<typeof signedInMember>>;

const DATABASE = usingPostgres() ? 'PostgreSQL' : 'SQLite';

let t: TestApp;
let admin: SignedInMember;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_INBOX: INBOX, SHIPPING_LEAD_DAYS: '14' } });
  admin = await signedInMember(t.db, { isAdmin: true, companyName: 'DFA Secretariat' });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

const as = (member: SignedInMember | undefined) => ({
  ip: nextIp(),
  ...(member ? { session: member.token } : {}),
});

function get(member: SignedInMember | undefined, url: string, query: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    query,
    remoteAddress: nextIp(),
    ...(member ? { cookies: { [SESSION_COOKIE]: member.token } } : {}),
  });
}

async function submitLead(body = leadBody()): Promise<{ id: number; body: ReturnType<typeof leadBody> }> {
  const response = await post(t.app, leadForm.path, body, { ip: nextIp() });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json<{ id: number }>().id, body };
}

async function publishedLead(body = leadBody()) {
  const { id } = await submitLead(body);
  const response = await post(t.app, publishLead.path, { id }, as(admin));
  expect(response.statusCode, response.body).toBe(200);
  return { id, body, token: await quotesTokenFor(t.db, body.email.toLowerCase()) };
}

const itemisedBid = (leadId: number, overrides: Record<string, unknown> = {}) => ({
  leadId,
  kind: 'itemised',
  lines: [
    {
      description: 'Ocean freight',
      basis: 'container',
      quantity: '2',
      unitPrice: '1250.50',
      currency: 'USD',
    },
    {
      description: 'Terminal handling, Rotterdam',
      basis: 'container',
      quantity: '3',
      unitPrice: '185',
      currency: 'EUR',
    },
    {
      description: 'Documentation',
      basis: 'bill-of-lading',
      quantity: '1',
      unitPrice: '45',
      currency: 'USD',
    },
  ],
  validUntil: inDays(20),
  transitDays: 24,
  freeDays: 7,
  routing: 'MSC via Jebel Ali, direct service',
  notes: 'Excludes customs duties.',
  ...overrides,
});

describe(`the lead form on ${DATABASE}`, () => {
  it('turns a request into a lead waiting for review and tells the team', async () => {
    const before = await leadRowCounts(t.db);
    const { id, body } = await submitLead();
    const lead = await t.db
      .selectFrom('shipping_leads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      status: 'pending',
      source: 'form',
      origin_country: 'AE',
      origin_port: 'AEJEA',
      origin_city: null,
      destination_city: 'Venlo',
      commodity: 'Ceramic floor tiles on pallets',
      requester_email: body.email.toLowerCase(),
      requester_phone: '+34910000142',
      requester_country: 'ES',
      incoterm: 'FOB',
      token_hash: null,
    });
    const equipment = await t.db
      .selectFrom('shipping_lead_equipment')
      .selectAll()
      .where('lead_id', '=', id)
      .execute();
    expect(equipment.map(({ type, count }) => [type, count])).toEqual([
      ['40HC', 2],
      ['20GP', 1],
    ]);
    const [notice] = await mailTo(t.db, INBOX).then((mails) =>
      mails.filter((mail) => mail.text.includes(`lead ${id})`)),
    );
    expect(notice?.subject).toBe(
      `Shipping lead ${id} to review: Jebel Ali (AEJEA), United Arab Emirates to Rotterdam (NLRTM), Netherlands`,
    );
    expect(notice?.text).toContain(`${TEST_SITE_URL}/shipping-leads/review`);
    const after = await leadRowCounts(t.db);
    expect(after.shipping_leads - before.shipping_leads).toBe(1);
    expect(after.outbox - before.outbox).toBe(1);
  });

  it('offers a country’s ports from the one port table the schedules use, by name', async () => {
    const response = await get(undefined, listPorts.path, { country: 'cn' });
    expect(response.statusCode, response.body).toBe(200);
    const { ports } = listPorts.response.parse(response.json());
    const rows = await t.db
      .selectFrom('ports')
      .select(['unlocode', 'name'])
      .where('country_code', '=', 'CN')
      .execute();
    expect(ports).toHaveLength(rows.length);
    expect(new Set(ports.map((port) => port.code))).toEqual(new Set(rows.map((row) => row.unlocode)));
    expect(ports.map((port) => port.name)).toEqual(
      ports.map((port) => port.name).sort((a, b) => a.localeCompare(b, 'en')),
    );
    // The carriers' codes for the hubs, with the names forwarders use.
    expect(ports).toEqual(
      expect.arrayContaining([
        { code: 'CNSHA', name: 'Shanghai' },
        { code: 'CNTAO', name: 'Qingdao' },
      ]),
    );
    expect(ports.some((port) => port.code === 'CNSGH')).toBe(false);
  });

  it('takes a port by another code it is known by, and keeps the port’s own code', async () => {
    const { id } = await submitLead(leadBody({ origin: { country: 'CN', port: 'cnsgh', city: '' } }));
    const lead = await t.db
      .selectFrom('shipping_leads')
      .select(['origin_country', 'origin_port'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ origin_country: 'CN', origin_port: 'CNSHA' });
    const [notice] = await mailTo(t.db, INBOX).then((mails) =>
      mails.filter((mail) => mail.text.includes(`lead ${id})`)),
    );
    expect(notice?.subject).toBe(
      `Shipping lead ${id} to review: Shanghai (CNSHA), People's Republic of China to Rotterdam (NLRTM), Netherlands`,
    );
  });

  it('stores a double submit once', async () => {
    const body = leadBody();
    const answers = await Promise.all([post(t.app, leadForm.path, body), post(t.app, leadForm.path, body)]);
    expect(new Set(answers.map((answer) => answer.json<{ id: number }>().id)).size).toBe(1);
    const rows = await t.db
      .selectFrom('shipping_leads')
      .select('id')
      .where('idempotency_key', '=', body.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps the packing list of an LCL request, and only the part that fits the mode', async () => {
    const { id } = await submitLead(lclLeadBody({ equipment: [{ type: '40HC', count: 1 }] }));
    const lead = await t.db
      .selectFrom('shipping_leads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(lead.pieces)).toEqual([
      { count: 10, length: 120, width: 80, height: 150, lengthUnit: 'cm', weight: 400, weightUnit: 'kg' },
    ]);
    expect(
      await t.db.selectFrom('shipping_lead_equipment').selectAll().where('lead_id', '=', id).execute(),
    ).toEqual([]);
  });

  const piece = {
    count: 1,
    length: 100,
    width: 100,
    height: 100,
    lengthUnit: 'cm',
    weight: 100,
    weightUnit: 'kg',
  };
  it.each([
    [
      'negative dimensions',
      lclLeadBody({ pieces: [{ ...piece, length: -120 }] }),
      { 'pieces.0.length': 'Enter the length as a number above 0.' },
    ],
    [
      '10,000 pieces',
      lclLeadBody({
        pieces: [
          { ...piece, count: 5000 },
          { ...piece, count: 5000 },
        ],
      }),
      {
        pieces: 'At most 9,999 pieces in all: ship larger consignments as several requests or by container.',
      },
    ],
    [
      'an unknown port',
      leadBody({ origin: { country: 'NL', port: 'NLZZZ' } }),
      { 'origin.port': 'We do not know a port with the code NLZZZ. Choose one from the list.' },
    ],
    [
      'a port in another country',
      leadBody({ origin: { country: 'ES', port: 'AEJEA' } }),
      { 'origin.port': 'This port is in another country: choose a port in the country above.' },
    ],
    [
      'neither port nor city',
      leadBody({ destination: { country: 'NL', port: '', city: ' ' } }),
      { 'destination.city': 'Choose a port, or enter the city.' },
    ],
    ['FCL without containers', leadBody({ equipment: [] }), { equipment: 'Add the containers you need.' }],
    [
      'a ready date in the past',
      leadBody({ readyDate: inDays(-5) }),
      { readyDate: 'Choose today or a later day.' },
    ],
    [
      'an unknown incoterm',
      leadBody({ incoterm: 'FOB2' }),
      { incoterm: 'Choose an Incoterms® 2020 rule, or “not agreed yet”.' },
    ],
    ['a NUL in the goods', leadBody({ commodity: 'Tiles\u0000' }), { commodity: CONTROL_CHARACTER_MESSAGE }],
  ])('refuses %s with a field message and stores nothing', async (_case, body, fields) => {
    const before = await leadRowCounts(t.db);
    const response = await post(t.app, leadForm.path, body, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual(fields);
    expect(await leadRowCounts(t.db)).toEqual(before);
  });

  it('answers every malformed body with a 4xx envelope, never a 5xx, and writes nothing', async () => {
    const before = await leadRowCounts(t.db);
    const valid = lclLeadBody();
    const garbage = fc.oneof(fc.jsonValue(), fc.string({ maxLength: 300 }), fc.constant(null), fc.double());
    const payloads = fc
      .oneof(
        fc
          .record({ field: fc.constantFrom(...Object.keys(valid)), value: garbage })
          .map(({ field, value }) => ({ ...valid, [field]: value })),
        fc
          .record({ field: fc.constantFrom('count', 'length', 'weight', 'lengthUnit'), value: garbage })
          .map(({ field, value }) => ({
            ...valid,
            pieces: [{ ...piece, [field]: value }],
          })),
      )
      .filter((payload) => !leadForm.body.safeParse(payload).success);
    await fc.assert(
      fc.asyncProperty(payloads, async (payload) => {
        const response = await post(t.app, leadForm.path, payload, { ip: nextIp() });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
      }),
      { numRuns: 40 },
    );
    expect(await leadRowCounts(t.db)).toEqual(before);
  });

  it('keeps its per-address limit of 5 requests in 10 minutes', async () => {
    const ip = nextIp();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push(await post(t.app, leadForm.path, leadBody(), { ip }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe(`review by DFA staff on ${DATABASE}`, () => {
  it('is for admins only', async () => {
    const { id } = await submitLead();
    const member = await signedInMember(t.db);
    expect((await post(t.app, publishLead.path, { id }, as(undefined))).statusCode).toBe(401);
    expect((await post(t.app, publishLead.path, { id }, as(member))).statusCode).toBe(403);
    expect((await get(member, adminListLeads.path)).statusCode).toBe(403);
  });

  it('publishes a lead for the configured days with corrections, and emails the shipper a private link', async () => {
    const { id, body } = await submitLead(leadBody({ commodity: 'Ceramic flor tiles' }));
    const published = await post(
      t.app,
      publishLead.path,
      { id, corrections: { commodity: 'Ceramic floor tiles', destinationCity: 'Venlo (NL)' } },
      as(admin),
    );
    expect(published.statusCode, published.body).toBe(200);
    const lead = publishLead.response.parse(published.json());
    expect(lead).toMatchObject({
      state: 'open',
      commodity: 'Ceramic floor tiles',
      destination: { city: 'Venlo (NL)' },
    });
    const days = (Date.parse(lead.expiresAt!) - Date.parse(lead.publishedAt!)) / 86_400_000;
    expect(days).toBe(14);
    const [mail] = await mailTo(t.db, body.email.toLowerCase());
    expect(mail!.subject).toMatch(/^Your shipping request is live/);
    const token = await quotesTokenFor(t.db, body.email.toLowerCase());
    // 32 random bytes; only their SHA-256 is kept.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await t.db
      .selectFrom('shipping_leads')
      .select('token_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    // A second decision on the same lead changes nothing.
    const before = await leadRowCounts(t.db);
    const again = await post(t.app, publishLead.path, { id }, as(admin));
    expect(again.statusCode).toBe(409);
    expect(await leadRowCounts(t.db)).toEqual(before);
  });

  it('refuses to clear the city of a place without a port', async () => {
    const { id } = await submitLead(leadBody({ destination: { country: 'NL', port: '', city: 'Venlo' } }));
    const response = await post(
      t.app,
      publishLead.path,
      { id, corrections: { destinationCity: '' } },
      as(admin),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION',
      message: 'One entry needs correcting: This place has no port, so it needs its city.',
      fields: { 'corrections.destinationCity': 'This place has no port, so it needs its city.' },
    });
    const row = await t.db
      .selectFrom('shipping_leads')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('rejects with a reason the shipper receives', async () => {
    const { id, body } = await submitLead();
    const response = await post(
      t.app,
      rejectLead.path,
      { id, reason: 'The destination is a sanctioned port; we cannot publish it.' },
      as(admin),
    );
    expect(response.statusCode).toBe(200);
    expect(rejectLead.response.parse(response.json()).state).toBe('rejected');
    const [mail] = await mailTo(t.db, body.email.toLowerCase());
    expect(mail!.subject).toMatch(/^Your shipping request was not published/);
    expect(mail!.text).toContain('The destination is a sanctioned port; we cannot publish it.');
    expect((await post(t.app, rejectLead.path, { id, reason: 'short' }, as(admin))).statusCode).toBe(400);
  });

  it('lists the queue oldest first, with the shipper and members’ reports', async () => {
    const response = await get(admin, adminListLeads.path, { filter: 'pending' });
    expect(response.statusCode).toBe(200);
    const { items } = adminListLeads.response.parse(response.json());
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.state === 'pending')).toBe(true);
    expect(items.map((item) => item.id)).toEqual([...items.map((item) => item.id)].sort((a, b) => a - b));
    expect(items[0]!.requester.email).toMatch(/@azulejos\.example$/);
  });
});

describe(`the members' board and bids on ${DATABASE}`, () => {
  let premium: SignedInMember;
  let rival: SignedInMember;
  let reporter: SignedInMember;
  let standard: SignedInMember;
  beforeAll(async () => {
    premium = await signedInMember(t.db, {
      membership: 'premium',
      companyName: 'Gulf Bridge Logistics',
      slug: 'gulf-bridge-logistics',
    });
    rival = await signedInMember(t.db, { membership: 'premium', companyName: 'Nordic Reefer Lines' });
    reporter = await signedInMember(t.db, { membership: 'premium', companyName: 'Andes Cargo' });
    standard = await signedInMember(t.db, { membership: 'standard_active', companyName: 'Pampas Cargo' });
  });

  it('needs a signed-in member', async () => {
    expect((await get(undefined, listLeads.path)).statusCode).toBe(401);
    expect((await post(t.app, saveBid.path, itemisedBid(1), as(undefined))).statusCode).toBe(401);
  });

  it('lists open leads newest first without anyone’s contact details, with filters and pages', async () => {
    const origin = { country: 'IN', port: 'INNSA' };
    const lcl = await publishedLead(lclLeadBody({ origin, readyDate: inDays(30) }));
    const fcl = await publishedLead(leadBody({ origin, readyDate: inDays(5) }));
    const pending = await submitLead(leadBody({ origin }));
    const response = await get(rival, listLeads.path, { origin: 'IN' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('azulejos.example');
    expect(response.body).not.toContain('+34910000142');
    const board = listLeads.response.parse(response.json());
    expect(board.items.map((lead) => lead.id)).toEqual([fcl.id, lcl.id]);
    expect(board.items.map((lead) => lead.id)).not.toContain(pending.id);
    const ids = async (query: Record<string, string>) =>
      listLeads.response
        .parse((await get(rival, listLeads.path, { origin: 'IN', ...query })).json())
        .items.map((lead) => lead.id);
    expect(await ids({ mode: 'sea-lcl' })).toEqual([lcl.id]);
    expect(await ids({ equipment: '40HC' })).toEqual([fcl.id]);
    expect(await ids({ equipment: '45HC' })).toEqual([]);
    expect(await ids({ readyFrom: inDays(20) })).toEqual([lcl.id]);
    expect(await ids({ readyUntil: inDays(20), destination: 'NL' })).toEqual([fcl.id]);
    expect(await ids({ destination: 'DE' })).toEqual([]);
    const lclView = board.items.find((lead) => lead.id === lcl.id)!;
    expect(lclView.totals).toEqual({ pieces: 10, volumeCbm: 14.4, weightKg: 4000 });
    expect((await get(rival, listLeads.path, { page: '0' })).statusCode).toBe(400);
    expect((await get(rival, listLeads.path, { mode: 'ship' })).statusCode).toBe(400);
  });

  it('closes the board to a Standard member with the Premium rule, and writes nothing they send', async () => {
    const { id } = await publishedLead();
    const refused = (response: { statusCode: number; json: () => unknown }) => {
      expect(response.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).error.message).toBe(
        `${SHIPPING_LEADS_RULE} Move your company to Premium membership to open the board.`,
      );
    };
    const before = await leadRowCounts(t.db);
    refused(await get(standard, listLeads.path));
    refused(await get(standard, getLead.path, { id: String(id) }));
    refused(await post(t.app, saveBid.path, itemisedBid(id), as(standard)));
    refused(
      await post(t.app, reportLead.path, { leadId: id, reason: 'Looks like a test request.' }, as(standard)),
    );
    refused(
      await post(t.app, saveLane.path, { originCountry: 'IN', destinationCountry: 'NL' }, as(standard)),
    );
    expect(await leadRowCounts(t.db)).toEqual(before);
    // The same company once it is Premium: the lead opens and takes its quote.
    await t.db
      .updateTable('companies')
      .set({ membership_type: 'premium', tier: 'premium' })
      .where('id', '=', standard.companyId)
      .execute();
    // Written here directly, so the change is announced as the association's decisions announce it.
    accessChanged();
    const lead = getLead.response.parse((await get(standard, getLead.path, { id: String(id) })).json());
    expect(lead.bidding).toEqual({ allowed: true, reason: null });
  });

  it('computes the totals of an itemised bid on the server, per currency, never converted', async () => {
    const { id } = await publishedLead();
    const response = await post(
      t.app,
      saveBid.path,
      { ...itemisedBid(id), totals: [{ currency: 'USD', amountMinor: 1 }] },
      as(premium),
    );
    expect(response.statusCode, response.body).toBe(200);
    const bid = saveBid.response.parse(response.json()).myBid!;
    expect(bid.lines.map((line) => [line.quantity, line.unitPrice, line.currency, line.totalMinor])).toEqual([
      ['2', '1250.50', 'USD', 250_100],
      ['3', '185.00', 'EUR', 55_500],
      ['1', '45.00', 'USD', 4_500],
    ]);
    expect(bid.totals).toEqual([
      { currency: 'USD', amountMinor: 254_600 },
      { currency: 'EUR', amountMinor: 55_500 },
    ]);
    const stored = await t.db
      .selectFrom('lead_bid_lines')
      .select(['unit_price_minor', 'total_minor'])
      .where('bid_id', '=', bid.id)
      .orderBy('position')
      .execute();
    expect(stored.map((line) => [Number(line.unit_price_minor), Number(line.total_minor)])).toEqual([
      [125_050, 250_100],
      [18_500, 55_500],
      [4_500, 4_500],
    ]);
  });

  it('keeps one bid per member company: a second bid edits the first, a colleague edits the same', async () => {
    const { id } = await publishedLead();
    await post(t.app, saveBid.path, itemisedBid(id), as(premium));
    const lump = await post(
      t.app,
      saveBid.path,
      { ...itemisedBid(id), kind: 'lump-sum', lumpSum: { amount: '2950', currency: 'USD' }, lines: [] },
      as(premium),
    );
    expect(lump.statusCode, lump.body).toBe(200);
    const bid = saveBid.response.parse(lump.json()).myBid!;
    expect(bid).toMatchObject({ kind: 'lump-sum', totals: [{ currency: 'USD', amountMinor: 295_000 }] });
    const bids = await t.db.selectFrom('lead_bids').selectAll().where('lead_id', '=', id).execute();
    expect(bids).toHaveLength(1);
  });

  it('shows members only their own bid', async () => {
    const { id } = await publishedLead();
    await post(t.app, saveBid.path, itemisedBid(id), as(premium));
    const seen = await get(rival, getLead.path, { id: String(id) });
    expect(getLead.response.parse(seen.json()).myBid).toBeNull();
    expect(seen.body).not.toContain('1250.50');
    expect(seen.body).not.toContain('Gulf Bridge');
  });

  it('withdraws a bid while the lead is open, and lets the member quote again', async () => {
    const { id, token } = await publishedLead();
    await post(t.app, saveBid.path, itemisedBid(id), as(premium));
    const withdrawn = await post(t.app, withdrawBid.path, { leadId: id }, as(premium));
    expect(withdrawBid.response.parse(withdrawn.json()).myBid?.state).toBe('withdrawn');
    const quotes = getQuotes.response.parse((await get(undefined, getQuotes.path, { token })).json());
    expect(quotes.quotes).toEqual([]);
    const again = await post(t.app, saveBid.path, itemisedBid(id), as(premium));
    expect(saveBid.response.parse(again.json()).myBid?.state).toBe('live');
  });

  it.each([
    ['a closed lead', 'closed'],
    ['an expired lead', 'expired'],
  ])('refuses a bid on %s with 409 and changes nothing', async (_case, how) => {
    const { id } = await publishedLead();
    if (how === 'closed') {
      await post(
        t.app,
        closeLead.path,
        { id, reason: 'The shipper withdrew the request by phone.' },
        as(admin),
      );
    } else {
      await t.db
        .updateTable('shipping_leads')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const before = await leadRowCounts(t.db);
    const response = await post(t.app, saveBid.path, itemisedBid(id), as(premium));
    expect(response.statusCode).toBe(409);
    expect(await leadRowCounts(t.db)).toEqual(before);
    expect(
      listLeads.response.parse((await get(premium, listLeads.path)).json()).items.map((lead) => lead.id),
    ).not.toContain(id);
  });

  it('refuses bids on leads members cannot see, and bad bids, with 4xx and nothing written', async () => {
    const { id: pending } = await submitLead();
    const { id } = await publishedLead();
    const before = await leadRowCounts(t.db);
    expect((await post(t.app, saveBid.path, itemisedBid(pending), as(premium))).statusCode).toBe(404);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { lines: [{ ...itemisedBid(id).lines[0], unitPrice: '-5' }] },
        { 'lines.0.unitPrice': 'Enter the unit price as a number, like 1250 or 1250.50.' },
      ],
      [
        { lines: [{ ...itemisedBid(id).lines[0], unitPrice: '12.345' }] },
        { 'lines.0.unitPrice': 'Enter at most 2 decimal places and 9 digits before the point.' },
      ],
      [
        { lines: [{ ...itemisedBid(id).lines[0], currency: 'XBT' }] },
        { 'lines.0.currency': 'Choose a currency from the list.' },
      ],
      [{ lines: [] }, { lines: 'Add at least one charge.' }],
      [{ kind: 'lump-sum', lumpSum: { amount: '1500', currency: 'JPY' } }, {}],
      [
        { kind: 'lump-sum', lumpSum: { amount: '1500.5', currency: 'JPY' } },
        { 'lumpSum.amount': 'Enter a whole amount: JPY has no decimal places.' },
      ],
      [{ validUntil: inDays(-1) }, { validUntil: 'Choose today or a later day.' }],
      [{ transitDays: 0 }, { transitDays: 'Enter the transit time in days, 1 or more.' }],
    ];
    for (const [change, fields] of cases) {
      const response = await post(t.app, saveBid.path, { ...itemisedBid(id), ...change }, as(rival));
      if (Object.keys(fields).length === 0) {
        expect(response.statusCode, response.body).toBe(200);
        await post(t.app, withdrawBid.path, { leadId: id }, as(rival));
        continue;
      }
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(response).fields).toEqual(fields);
    }
    const after = await leadRowCounts(t.db);
    // Only the one valid bid above (kept as withdrawn) was written.
    expect(after.lead_bids - before.lead_bids).toBe(1);
  });

  it('takes a spam report once per member and shows it to the reviewers', async () => {
    const { id } = await publishedLead();
    const reason = 'Looks like a competitor fishing for rates: same request posted every week.';
    const first = await post(t.app, reportLead.path, { leadId: id, reason }, as(reporter));
    expect(reportLead.response.parse(first.json()).reported).toBe(true);
    expect((await post(t.app, reportLead.path, { leadId: id, reason }, as(reporter))).statusCode).toBe(409);
    const { items } = adminListLeads.response.parse(
      (await get(admin, adminListLeads.path, { filter: 'open' })).json(),
    );
    expect(items.find((item) => item.id === id)?.reports).toEqual([
      { company: 'Andes Cargo', reason, createdAt: expect.any(String) },
    ]);
  });
});

describe(`the shipper's private page on ${DATABASE}`, () => {
  let winner: SignedInMember;
  let loser: SignedInMember;
  beforeAll(async () => {
    winner = await signedInMember(t.db, {
      membership: 'premium',
      companyName: 'Blue Anchor Forwarding',
      slug: 'blue-anchor-forwarding',
    });
    loser = await signedInMember(t.db, { membership: 'premium', companyName: 'Harbour Line Logistics' });
  });

  it('shows the quotes side by side and awards the one the shipper accepts', async () => {
    const { id, body, token } = await publishedLead();
    await post(t.app, saveBid.path, itemisedBid(id), as(winner));
    await post(
      t.app,
      saveBid.path,
      { ...itemisedBid(id), kind: 'lump-sum', lumpSum: { amount: '3100', currency: 'EUR' }, lines: [] },
      as(loser),
    );
    const page = await get(undefined, getQuotes.path, { token });
    expect(page.statusCode).toBe(200);
    const quotes = getQuotes.response.parse(page.json());
    expect(
      quotes.quotes.map((quote) => [
        quote.company.name,
        quote.company.slug,
        quote.company.membership,
        quote.totals,
      ]),
    ).toEqual([
      [
        'Blue Anchor Forwarding',
        'blue-anchor-forwarding',
        'premium',
        [
          { currency: 'USD', amountMinor: 254_600 },
          { currency: 'EUR', amountMinor: 55_500 },
        ],
      ],
      ['Harbour Line Logistics', null, 'premium', [{ currency: 'EUR', amountMinor: 310_000 }]],
    ]);
    const winningBid = quotes.quotes[0]!.id;

    const code = await acceptanceCode(t, { token, bidId: winningBid, shipper: body.email });
    const accepted = await post(
      t.app,
      acceptQuote.path,
      { token, bidId: winningBid, code },
      { ip: nextIp() },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = acceptQuote.response.parse(accepted.json());
    expect(after).toMatchObject({ acceptedBidId: winningBid, lead: { state: 'awarded' } });
    expect(after.quotes.map((quote) => quote.state)).toEqual(['won', 'lost']);

    const [won] = await mailTo(t.db, winner.email);
    expect(won!.subject).toBe(
      `Your quote was accepted: shipping lead ${id}, Jebel Ali (AEJEA), United Arab Emirates to Rotterdam (NLRTM), Netherlands`,
    );
    expect(won!.text).toContain(body.email.toLowerCase());
    expect(won!.text).toContain('+34910000142');
    const [lost] = await mailTo(t.db, loser.email);
    expect(lost!.subject).toBe(`Shipping lead ${id} was awarded to another member`);
    expect(lost!.text).not.toContain(body.email.toLowerCase());
    const shipper = await mailTo(t.db, body.email.toLowerCase());
    expect(shipper.at(-1)!.subject).toMatch(/^You accepted Blue Anchor Forwarding’s quote/);

    // Accepting again, or a bid after the award, changes nothing.
    const before = await leadRowCounts(t.db);
    expect(
      (await post(t.app, acceptQuote.path, { token, bidId: quotes.quotes[1]!.id, code: '123456' }))
        .statusCode,
    ).toBe(409);
    expect((await post(t.app, saveBid.path, itemisedBid(id), as(loser))).statusCode).toBe(409);
    expect(await leadRowCounts(t.db)).toEqual(before);
    // The winner still sees the lead and the outcome.
    const seen = getLead.response.parse((await get(winner, getLead.path, { id: String(id) })).json());
    expect(seen).toMatchObject({ state: 'awarded', myBid: { state: 'won' } });
  });

  it('refuses a stale or wrong token, and a bid of another lead, with 4xx and nothing changed', async () => {
    const first = await publishedLead();
    const second = await publishedLead();
    await post(t.app, saveBid.path, itemisedBid(first.id), as(winner));
    await post(t.app, saveBid.path, itemisedBid(second.id), as(winner));
    const secondBid = getQuotes.response.parse(
      (await get(undefined, getQuotes.path, { token: second.token })).json(),
    ).quotes[0]!.id;
    const before = await leadRowCounts(t.db);
    const stale = randomBytes(32).toString('base64url');
    expect((await get(undefined, getQuotes.path, { token: stale })).statusCode).toBe(404);
    expect(errorOf(await get(undefined, getQuotes.path, { token: stale })).message).toMatch(
      /^This link does not open a shipping request/,
    );
    const code = '123456';
    expect((await post(t.app, acceptQuote.path, { token: stale, bidId: secondBid, code })).statusCode).toBe(
      404,
    );
    expect(
      (await post(t.app, acceptQuote.path, { token: first.token, bidId: secondBid, code })).statusCode,
    ).toBe(404);
    expect((await post(t.app, acceptQuote.path, { token: first.token, bidId: 'one', code })).statusCode).toBe(
      400,
    );
    expect((await get(undefined, getQuotes.path, { token: '' })).statusCode).toBe(400);
    expect(await leadRowCounts(t.db)).toEqual(before);
    const row = await t.db
      .selectFrom('shipping_leads')
      .select('status')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('published');
  });

  it('tells the shipper and every bidder when DFA closes a lead', async () => {
    const { id, body, token } = await publishedLead();
    await post(t.app, saveBid.path, itemisedBid(id), as(winner));
    const reason = 'The shipper asked us to withdraw the request.';
    const closed = await post(t.app, closeLead.path, { id, reason }, as(admin));
    expect(closeLead.response.parse(closed.json()).state).toBe('closed');
    expect((await mailTo(t.db, body.email.toLowerCase())).at(-1)!.text).toContain(reason);
    expect((await mailTo(t.db, winner.email)).at(-1)!.subject).toBe(
      `Shipping lead ${id} is closed: Jebel Ali (AEJEA), United Arab Emirates to Rotterdam (NLRTM), Netherlands`,
    );
    expect((await post(t.app, closeLead.path, { id, reason }, as(admin))).statusCode).toBe(409);
    const quotes = getQuotes.response.parse((await get(undefined, getQuotes.path, { token })).json());
    expect(quotes.lead.state).toBe('closed');
  });
});

describe(`saved lanes and the daily digest on ${DATABASE}`, () => {
  const hour = 6;

  it('digest time is the latest digest hour that has passed', () => {
    expect(digestCutoff(new Date('2026-12-01T07:30:00Z'), hour).toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(digestCutoff(new Date('2026-12-01T05:59:00Z'), hour).toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
  });

  it('sends one digest of the new matching leads, once a day, and nothing on a day without them', async () => {
    const member = await signedInMember(t.db, { membership: 'premium' });
    const saved = await post(
      t.app,
      saveLane.path,
      { originCountry: 'cn', destinationCountry: 'AE', mode: '' },
      as(member),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saveLane.response.parse(saved.json()).lanes).toMatchObject([
      { originCountry: 'CN', destinationCountry: 'AE', mode: null },
    ]);
    expect(
      (await post(t.app, saveLane.path, { originCountry: 'CN', destinationCountry: 'AE' }, as(member)))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(t.app, saveLane.path, { originCountry: 'XX', destinationCountry: 'AE' }, as(member)))
        .statusCode,
    ).toBe(400);

    // Nothing new yet: nothing is sent.
    expect(await sendDueDigests(t.db, { siteUrl: TEST_SITE_URL, hourUtc: hour }, new Date())).toBe(0);
    const shanghai = { country: 'CN', port: 'CNSHA' };
    const jebelAli = { country: 'AE', port: 'AEJEA' };
    const match = await publishedLead(leadBody({ origin: shanghai, destination: jebelAli }));
    const other = await publishedLead(
      leadBody({ origin: shanghai, destination: { country: 'NL', port: 'NLRTM' } }),
    );
    const now = new Date();
    await sendDueDigests(t.db, { siteUrl: TEST_SITE_URL, hourUtc: hour }, now);
    const digests = (await mailTo(t.db, member.email)).filter((mail) =>
      mail.subject?.includes('on your lanes'),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('1 new shipping lead on your lanes');
    expect(digests[0]!.text).toContain(`${TEST_SITE_URL}/shipping-leads/${match.id}`);
    expect(digests[0]!.text).not.toContain(`/shipping-leads/${other.id}`);

    // Another matching lead the same day waits for tomorrow's digest.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await publishedLead(leadBody({ origin: shanghai, destination: jebelAli }));
    await sendDueDigests(t.db, { siteUrl: TEST_SITE_URL, hourUtc: hour }, new Date(now.getTime() + 1000));
    expect(
      (await mailTo(t.db, member.email)).filter((mail) => mail.subject?.includes('on your lanes')),
    ).toHaveLength(1);
    const tomorrow = new Date(digestCutoff(now, hour).getTime() + 86_400_000 + 60_000);
    await sendDueDigests(t.db, { siteUrl: TEST_SITE_URL, hourUtc: hour }, tomorrow);
    const next = (await mailTo(t.db, member.email)).filter((mail) => mail.subject?.includes('on your lanes'));
    expect(next).toHaveLength(2);
    expect(next[1]!.text).toContain(`/shipping-leads/${later.id}`);
    expect(next[1]!.text).not.toContain(`/shipping-leads/${match.id}`);
    const lanes = listSavedLanes.response.parse((await get(member, listSavedLanes.path)).json()).lanes;
    expect(lanes).toHaveLength(1);
  });

  it('stops the digest when the company moves from Premium to Standard', async () => {
    const member = await signedInMember(t.db, { membership: 'premium' });
    const saved = await post(
      t.app,
      saveLane.path,
      { originCountry: 'BR', destinationCountry: 'ES', mode: 'sea-fcl' },
      as(member),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db
      .updateTable('companies')
      .set({ membership_type: 'standard_active', tier: 'standard' })
      .where('id', '=', member.companyId)
      .execute();
    await publishedLead(
      leadBody({ origin: { country: 'BR', port: 'BRSSZ' }, destination: { country: 'ES', port: 'ESVLC' } }),
    );
    await sendDueDigests(t.db, { siteUrl: TEST_SITE_URL, hourUtc: hour }, new Date(Date.now() + 1000));
    expect(
      (await mailTo(t.db, member.email)).filter((mail) => mail.subject?.includes('on your lanes')),
    ).toEqual([]);
  });

  it('sends no digest to lapsed members', async () => {
    const lapsed = await signedInMember(t.db, { membership: 'standard_inactive' });
    await post(
      t.app,
      saveLane.path,
      { originCountry: 'SG', destinationCountry: 'US', mode: 'sea-fcl' },
      as(lapsed),
    );
    await publishedLead(
      leadBody({ origin: { country: 'SG', port: 'SGSIN' }, destination: { country: 'US', port: 'USLAX' } }),
    );
    await sendDueDigests(t.db, { siteUrl: TEST_SITE_URL, hourUtc: hour }, new Date(Date.now() + 1000));
    expect(await mailTo(t.db, lapsed.email)).toEqual([]);
  });
});
