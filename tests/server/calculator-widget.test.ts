import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmWidgetNotifyEmail,
  getMyWidget,
  listWidgetRequests,
  saveMyWidget,
  sendWidgetQuoteRequest,
  switchMyWidget,
} from '../../shared/api/calculator-widget';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { CONTROL_CHARACTER_MESSAGE } from '../../shared/api/fields';
import { listLeads } from '../../shared/api/shipping-leads';
import { widgetPath, type WidgetConfig } from '../../shared/calculator/widget-config';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { BUILD_PATHS } from '../../src-server/paths';
import { loadSite } from '../../src-server/web/site';
import { nextEmail, nextIp, post } from './support/auth';
import { inDays, leadRowCounts, mailTo } from './support/shipping-leads';
import { insertColleague, signedInMember } from '../support/members';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

type SignedInMember = Awaited<ReturnType<typeof signedInMember>>;

const DATABASE = usingPostgres() ? 'PostgreSQL' : 'SQLite';

let t: TestApp;
let member: SignedInMember;
beforeAll(async () => {
  const site = await loadSite({ ...BUILD_PATHS, siteUrl: TEST_SITE_URL });
  t = await createTestApp({ site });
  member = await signedInMember(t.db, {
    membership: 'standard_active',
    companyName: 'Gulf Bridge Logistics',
  });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;
const as = (who: SignedInMember | undefined) => ({ ip: nextIp(), ...(who ? { session: who.token } : {}) });
const get = (who: SignedInMember | undefined, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: nextIp(),
    ...(who ? { cookies: { [SESSION_COOKIE]: who.token } } : {}),
  });

function settings(overrides: Record<string, unknown> = {}) {
  return {
    displayName: 'Gulf Bridge Logistics',
    primaryColor: '#0A1F3C',
    accentColor: '#f2a900',
    currency: 'USD',
    notifyEmail: 'quotes@gulfbridge.example',
    allowedSites: [],
    lanes: [
      {
        origin: { country: 'AE', port: 'AEJEA' },
        destination: { country: 'NL', port: 'NLRTM' },
        validFrom: inDays(-10),
        validUntil: inDays(60),
        fcl: { '20GP': '1150', '40GP': '1750.00', '40HC': '' },
        lcl: { perRevenueTon: '48', minimum: '96' },
        surcharges: [{ name: 'Documentation', basis: 'shipment', amount: '45' }],
      },
      {
        origin: { country: 'CN' },
        destination: { country: 'AE', port: 'AEJEA' },
        validFrom: inDays(-10),
        validUntil: inDays(60),
        fcl: { '20GP': '', '40GP': '', '40HC': '1580' },
        lcl: { perRevenueTon: '', minimum: '' },
        surcharges: [],
      },
    ],
    ...overrides,
  };
}

async function savedWidget(who: SignedInMember, overrides: Record<string, unknown> = {}) {
  const response = await post(t.app, saveMyWidget.path, settings(overrides), as(who));
  expect(response.statusCode, response.body).toBe(200);
  return saveMyWidget.response.parse(response.json());
}

/** Opens the newest link emailed to confirm `email` as a widget's notification address. */
async function confirmAddress(email: string) {
  const mails = await mailTo(t.db, email);
  const token = /\/confirm-address\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link emailed to ${email}`);
  return post(t.app, confirmWidgetNotifyEmail.path, { token }, { ip: nextIp() });
}

/** The widget config its page embeds for the script. */
function embeddedConfig(html: string): WidgetConfig {
  const json = /<script type="application\/json" id="dfa-widget-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page embeds no widget config');
  return JSON.parse(json) as WidgetConfig;
}

const pallets = [
  { count: 10, length: 120, width: 80, height: 150, lengthUnit: 'cm', weight: 400, weightUnit: 'kg' },
];
function quoteRequest(widgetId: string, overrides: Record<string, unknown> = {}) {
  return {
    widgetId,
    origin: { country: 'AE', port: 'AEJEA' },
    destination: { country: 'NL', port: 'NLRTM' },
    mode: 'sea-lcl',
    pieces: pallets,
    commodity: 'Dates in cartons',
    readyDate: inDays(7),
    name: 'Omar Haddad',
    company: 'Oasis Foods',
    email: nextEmail(),
    phone: '',
    country: 'AE',
    notes: '',
    ...overrides,
  };
}

describe(`a member's calculator widget on ${DATABASE}`, () => {
  it('is for signed-in members, and starts from the company name and the member’s email', async () => {
    expect((await get(undefined, getMyWidget.path)).statusCode).toBe(401);
    expect((await post(t.app, saveMyWidget.path, settings(), as(undefined))).statusCode).toBe(401);
    const fresh = await signedInMember(t.db, { companyName: 'Blue Anchor Forwarding' });
    const answer = getMyWidget.response.parse((await get(fresh, getMyWidget.path)).json());
    expect(answer).toEqual({
      widget: null,
      defaults: { displayName: 'Blue Anchor Forwarding', notifyEmail: fresh.email },
    });
    expect((await post(t.app, switchMyWidget.path, { enabled: false }, as(fresh))).statusCode).toBe(404);
  });

  it('saves the look and the rate sheet as integer minor units, and keeps its public id', async () => {
    const first = await savedWidget(member);
    expect(first.widgetId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.enabled).toBe(true);
    expect(first.settings.primaryColor).toBe('#0a1f3c');
    expect(first.settings.lanes[0]).toMatchObject({
      fcl: { '20GP': '1150.00', '40GP': '1750.00', '40HC': '' },
      lcl: { perRevenueTon: '48.00', minimum: '96.00' },
    });
    expect(first.portNames).toEqual({ AEJEA: 'Jebel Ali', NLRTM: 'Rotterdam' });
    const row = await t.db
      .selectFrom('calculator_widgets')
      .select('rates')
      .where('company_id', '=', member.companyId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.rates)[0]).toMatchObject({
      fcl: { '20GP': 115_000, '40GP': 175_000 },
      lcl: { perRevenueTonMinor: 4_800, minimumMinor: 9_600 },
    });
    const second = await savedWidget(member, { displayName: 'Gulf Bridge' });
    expect(second.widgetId).toBe(first.widgetId);
    expect(second.settings.displayName).toBe('Gulf Bridge');
  });

  it('keeps a lane’s port under its own code when it is given another code it is known by', async () => {
    const owner = await signedInMember(t.db, { companyName: 'Yangtze Link Forwarding' });
    const lane = settings().lanes[0]!;
    const saved = await savedWidget(owner, {
      lanes: [
        { ...lane, origin: { country: 'CN', port: 'CNSGH' }, destination: { country: 'SG', port: 'SGKEP' } },
      ],
    });
    expect(saved.settings.lanes[0]).toMatchObject({
      origin: { country: 'CN', port: 'CNSHA' },
      destination: { country: 'SG', port: 'SGSIN' },
    });
    expect(saved.portNames).toEqual({ CNSHA: 'Shanghai', SGSIN: 'Singapore' });
  });

  it('refuses bad settings with field messages and changes nothing', async () => {
    await savedWidget(member);
    const lane = settings().lanes[0]!;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { currency: 'JPY', lanes: [{ ...lane, fcl: { ...lane.fcl, '20GP': '1150.50', '40GP': '1750' } }] },
        { 'lanes.0.fcl.20GP': 'Enter a whole amount: JPY has no decimal places.' },
      ],
      [
        { lanes: [{ ...lane, origin: { country: 'AE', port: 'AEZZZ' } }] },
        { 'lanes.0.origin.port': 'We do not know a port with the code AEZZZ. Choose one from the list.' },
      ],
      [
        { lanes: [{ ...lane, validUntil: inDays(-20) }] },
        { 'lanes.0.validUntil': 'The last day cannot be before the first day.' },
      ],
      [
        {
          lanes: [
            { ...lane, fcl: { '20GP': '', '40GP': '', '40HC': '' }, lcl: { perRevenueTon: '', minimum: '' } },
          ],
        },
        { 'lanes.0.fcl.20GP': 'Give at least one container price or an LCL rate for this lane.' },
      ],
      [
        { lanes: [{ ...lane, lcl: { perRevenueTon: '-48', minimum: '' } }] },
        { 'lanes.0.lcl.perRevenueTon': 'Enter a number, like 1250 or 1250.50, or leave it empty.' },
      ],
      [{ primaryColor: 'red' }, { primaryColor: 'Choose a colour as #rrggbb, like #0b6b73.' }],
      [
        { allowedSites: ['https://www.example.com/contact'] },
        { 'allowedSites.0': 'Enter the site’s address only, like https://www.example.com (no page path).' },
      ],
      [{ displayName: 'Gulf\u0000Bridge' }, { displayName: CONTROL_CHARACTER_MESSAGE }],
    ];
    const before = await t.db
      .selectFrom('calculator_widgets')
      .selectAll()
      .where('company_id', '=', member.companyId)
      .executeTakeFirstOrThrow();
    for (const [change, fields] of cases) {
      const response = await post(t.app, saveMyWidget.path, settings(change), as(member));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(response).fields).toEqual(fields);
    }
    const after = await t.db
      .selectFrom('calculator_widgets')
      .selectAll()
      .where('company_id', '=', member.companyId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe(`the widget's notification address on ${DATABASE}`, () => {
  it('gets nothing until its owner opens the link sent to it; until then requests go to the member', async () => {
    const owner = await signedInMember(t.db, { membership: 'premium', companyName: 'Careful Cargo' });
    const stranger = 'someone@unrelated.example';
    const saved = await savedWidget(owner, { notifyEmail: stranger });
    expect(saved.settings.notifyEmail).toBe(owner.email);
    expect(saved.pendingNotifyEmail).toBe(stranger);
    const links = await mailTo(t.db, stranger);
    expect(links).toHaveLength(1);
    expect(links[0]!.subject).toBe("Confirm this address for Careful Cargo's calculator quote requests");
    // Saving again while the link is live sends no second one.
    await savedWidget(owner, { notifyEmail: stranger });
    expect(await mailTo(t.db, stranger)).toHaveLength(1);

    const body = quoteRequest(saved.widgetId);
    expect((await post(t.app, sendWidgetQuoteRequest.path, body, { ip: nextIp() })).statusCode).toBe(200);
    expect(await mailTo(t.db, stranger)).toHaveLength(1);
    expect((await mailTo(t.db, owner.email)).map((mail) => mail.subject)).toContain(
      'Quote request from your calculator: Omar Haddad',
    );

    const confirmed = await confirmAddress(stranger);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: stranger, company: 'Gulf Bridge Logistics' });
    const again = await confirmAddress(stranger);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).fields).toHaveProperty('token');
    const view = getMyWidget.response.parse((await get(owner, getMyWidget.path)).json());
    expect(view.widget).toMatchObject({ settings: { notifyEmail: stranger }, pendingNotifyEmail: null });
    expect(
      (await post(t.app, sendWidgetQuoteRequest.path, quoteRequest(saved.widgetId), { ip: nextIp() }))
        .statusCode,
    ).toBe(200);
    expect((await mailTo(t.db, stranger)).at(-1)!.subject).toBe(
      'Quote request from your calculator: Omar Haddad',
    );
  });

  it("takes a colleague's account address at once, and sends at most five links an hour", async () => {
    const owner = await signedInMember(t.db, { membership: 'premium', companyName: 'Link Budget Lines' });
    const colleague = await insertColleague(t.db, owner.companyId, { email: nextEmail() });
    const saved = await savedWidget(owner, { notifyEmail: colleague.email });
    expect(saved).toMatchObject({ settings: { notifyEmail: colleague.email }, pendingNotifyEmail: null });
    expect(await mailTo(t.db, colleague.email)).toEqual([]);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await savedWidget(owner, { notifyEmail: `desk${attempt}@elsewhere.example` });
    const sixth = await post(
      t.app,
      saveMyWidget.path,
      settings({ notifyEmail: 'desk6@elsewhere.example' }),
      as(owner),
    );
    expect(sixth.statusCode).toBe(429);
    expect(await mailTo(t.db, 'desk6@elsewhere.example')).toEqual([]);
  });
});

describe(`the widget's own page on ${DATABASE}`, () => {
  it('may be framed by other sites, sets no cookie and loads only its own script', async () => {
    const widget = await savedWidget(member);
    const response = await get(undefined, widgetPath(widget.widgetId));
    expect(response.statusCode).toBe(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.body;
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/widget-[\w-]+\.js$/);
    // The calculator's code comes when the visitor first uses it; its styles come with the page.
    const [calculator, ...calculatorChunks] = /<script[^>]*data-calculator="([^"]+)"/
      .exec(html)![1]!
      .split(' ');
    expect(calculator).toMatch(/^\/assets\/widget-calculator-[\w-]+\.js$/);
    for (const file of [calculator!, ...calculatorChunks]) {
      expect((await get(undefined, file)).statusCode).toBe(200);
    }
    expect(html).not.toContain('rel="modulepreload" href="/assets/widget-calculator-');
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    const css = (await Promise.all(styles.map((href) => get(undefined, href)))).map((answer) => answer.body);
    const rootClass = /<div class="([\w-]+)"[^>]*data-dfa-widget/.exec(html)![1]!;
    expect(css.join('\n')).toContain(`.${rootClass}{`);
    expect(html).not.toMatch(/https?:\/\/(?!portal\.test)/);
    expect(html).toContain('<h1 id="dfa-w-title"');
    expect(html).toContain('Gulf Bridge Logistics');
    expect(html).toContain('Jebel Ali, United Arab Emirates');
    expect(html).toContain('China (any port)');
    const config = embeddedConfig(html);
    expect(config).toMatchObject({ widgetId: widget.widgetId, mode: 'live', currency: 'USD' });
    expect(config.lanes[0]!.fcl).toEqual({ '20GP': 115_000, '40GP': 175_000 });
  });

  it('lists the member’s sites as the only frame ancestors when they named some', async () => {
    const widget = await savedWidget(member, {
      allowedSites: ['https://www.gulfbridge.example/', 'http://127.0.0.1:4780'],
    });
    const response = await get(undefined, widgetPath(widget.widgetId));
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://www.gulfbridge.example http://127.0.0.1:4780",
    );
    await savedWidget(member);
  });

  it('keeps the rest of the site unframeable', async () => {
    for (const path of ['/', '/digital-tools/freight-calculator', '/shipping-leads']) {
      const response = await get(undefined, path);
      expect(response.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('shows a short neutral message when switched off, and when unknown', async () => {
    const widget = await savedWidget(member);
    const off = await post(t.app, switchMyWidget.path, { enabled: false }, as(member));
    expect(switchMyWidget.response.parse(off.json()).enabled).toBe(false);
    const page = await get(undefined, widgetPath(widget.widgetId));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This calculator is not available at the moment.');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('Gulf Bridge');
    const unknown = await get(undefined, widgetPath('AAAAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This calculator is not available.');
    await post(t.app, switchMyWidget.path, { enabled: true }, as(member));
  });

  it('serves the demo with demo rates, for DFA’s own pages only', async () => {
    const response = await get(undefined, widgetPath('demo'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.body).toContain('Demo rates for trying the calculator: not an offer.');
    expect(embeddedConfig(response.body)).toMatchObject({ mode: 'demo', currency: 'USD' });
  });
});

describe(`quote requests through a widget on ${DATABASE}`, () => {
  it('create a lead for that member only, emailed to their address, never on the board', async () => {
    const widget = await savedWidget(member, { notifyEmail: 'desk@gulfbridge.example' });
    expect((await confirmAddress('desk@gulfbridge.example')).statusCode).toBe(200);
    const body = quoteRequest(widget.widgetId);
    const response = await post(t.app, sendWidgetQuoteRequest.path, body, {
      ip: nextIp(),
      headers: { origin: TEST_SITE_URL },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'sent', company: 'Gulf Bridge Logistics' });
    expect(response.headers['set-cookie']).toBeUndefined();

    const lead = await t.db
      .selectFrom('shipping_leads')
      .selectAll()
      .where('requester_email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      status: 'direct',
      source: 'widget',
      addressed_company_id: member.companyId,
      token_hash: null,
    });
    const [mail, ...others] = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('payload', 'like', `%"leadId":${lead.id},%`)
      .execute();
    expect(others).toEqual([]);
    expect(mail!.recipient).toBe('desk@gulfbridge.example');
    expect(mail!.subject).toBe('Quote request from your calculator: Omar Haddad');
    expect(mail!.text).toContain(body.email);
    // 14.4 m³ at USD 48 per revenue ton, plus USD 45 documentation.
    expect(mail!.text).toContain('LCL: total: USD 736.20');
    expect(mail!.text).toContain("Suggested container (typical): 1 × 20' GP");
    expect(await mailTo(t.db, body.email)).toEqual([]);

    const premium = await signedInMember(t.db, { membership: 'premium' });
    const board = listLeads.response.parse((await get(premium, listLeads.path)).json());
    expect(board.items.map((item) => item.id)).not.toContain(lead.id);
    const requests = listWidgetRequests.response.parse((await get(member, listWidgetRequests.path)).json());
    expect(requests.items[0]).toMatchObject({
      lead: { id: lead.id, state: 'direct' },
      requester: { email: body.email },
    });
    const stranger = await signedInMember(t.db);
    expect(
      listWidgetRequests.response.parse((await get(stranger, listWidgetRequests.path)).json()).items,
    ).toEqual([]);
  });

  it('refuses bad requests with field messages and stores nothing', async () => {
    const widget = await savedWidget(member);
    const piece = pallets[0]!;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { pieces: [{ ...piece, height: -150 }] },
        { 'pieces.0.height': 'Enter the height as a number above 0.' },
      ],
      [
        { pieces: [{ ...piece, count: 10_000 }] },
        {
          'pieces.0.count': 'At most 9,999 pieces.',
          pieces:
            'At most 9,999 pieces in all: ship larger consignments as several requests or by container.',
        },
      ],
      [
        {
          pieces: [
            { ...piece, count: 5_000 },
            { ...piece, count: 5_000 },
          ],
        },
        {
          pieces:
            'At most 9,999 pieces in all: ship larger consignments as several requests or by container.',
        },
      ],
      [
        { destination: { country: 'NL', port: 'NLZZZ' } },
        { 'destination.port': 'We do not know a port with the code NLZZZ. Choose one from the list.' },
      ],
      [{ pieces: [] }, { pieces: 'Add at least one line of pieces.' }],
      [{ email: 'omar' }, { email: 'Enter a valid email address, like name@company.com.' }],
      [{ mode: 'air' }, { mode: 'Choose LCL or a full container.' }],
    ];
    const before = await leadRowCounts(t.db);
    for (const [change, fields] of cases) {
      const response = await post(t.app, sendWidgetQuoteRequest.path, quoteRequest(widget.widgetId, change), {
        ip: nextIp(),
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(response).fields).toEqual(fields);
    }
    expect(await leadRowCounts(t.db)).toEqual(before);
  });

  it('refuses requests to a switched-off or unknown widget', async () => {
    const widget = await savedWidget(member);
    await post(t.app, switchMyWidget.path, { enabled: false }, as(member));
    const before = await leadRowCounts(t.db);
    expect(
      (await post(t.app, sendWidgetQuoteRequest.path, quoteRequest(widget.widgetId), { ip: nextIp() }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await post(t.app, sendWidgetQuoteRequest.path, quoteRequest('AAAAAAAAAAAAAAAAAAAAAA'), {
          ip: nextIp(),
        })
      ).statusCode,
    ).toBe(404);
    expect(await leadRowCounts(t.db)).toEqual(before);
    await post(t.app, switchMyWidget.path, { enabled: true }, as(member));
  });

  it('limits requests per visitor address and per widget', async () => {
    const colleague = await signedInMember(t.db, {
      membership: 'premium',
      companyName: 'Limit Test Shipping',
    });
    const widget = await savedWidget(colleague);
    const ip = nextIp();
    const fromOne = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      fromOne.push(
        (await post(t.app, sendWidgetQuoteRequest.path, quoteRequest(widget.widgetId), { ip })).statusCode,
      );
    }
    expect(fromOne).toEqual([200, 200, 200, 200, 200, 429]);
    const fromMany = [];
    for (let attempt = 0; attempt < 26; attempt += 1) {
      fromMany.push(
        (await post(t.app, sendWidgetQuoteRequest.path, quoteRequest(widget.widgetId), { ip: nextIp() }))
          .statusCode,
      );
    }
    // 30 an hour per widget: 5 from the first address, 25 more, then refused.
    expect(fromMany.slice(0, 25).every((status) => status === 200)).toBe(true);
    expect(fromMany[25]).toBe(429);
  });

  it('lets junk use up nothing: a real visitor is heard after 40 invalid requests to the widget', async () => {
    const owner = await signedInMember(t.db, { membership: 'premium', companyName: 'Junk Proof Lines' });
    const widget = await savedWidget(owner);
    const visitor = nextIp();
    const junk = [
      { widgetId: widget.widgetId },
      quoteRequest(widget.widgetId, { pieces: [] }),
      quoteRequest(widget.widgetId, { email: 'not-an-address' }),
      quoteRequest(widget.widgetId, { origin: { country: 'ZZ', port: 'ZZXXX' } }),
    ];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      // From many addresses, and some from the visitor's own (a shared office network).
      const ip = attempt % 8 === 0 ? visitor : nextIp();
      const refused = await post(t.app, sendWidgetQuoteRequest.path, junk[attempt % junk.length], { ip });
      expect(refused.statusCode).toBe(400);
    }
    const real = await post(t.app, sendWidgetQuoteRequest.path, quoteRequest(widget.widgetId), {
      ip: visitor,
    });
    expect(real.statusCode, real.body).toBe(200);
  });

  it('tells the member, once an hour, when the widget turns visitors away', async () => {
    const owner = await signedInMember(t.db, { membership: 'premium', companyName: 'Busy Quay Freight' });
    const widget = await savedWidget(owner, { notifyEmail: owner.email });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const sent = await post(t.app, sendWidgetQuoteRequest.path, quoteRequest(widget.widgetId), {
        ip: nextIp(),
      });
      expect(sent.statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await post(t.app, sendWidgetQuoteRequest.path, quoteRequest(widget.widgetId), {
        ip: nextIp(),
      });
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).message).toMatch(
        /^This calculator has received many requests in the last hour\. Please try again in \d+ minutes, or contact the forwarder directly\.$/,
      );
    }
    const notices = (await mailTo(t.db, owner.email)).filter((mail) =>
      mail.subject?.startsWith('Your website calculator reached its hourly limit'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('taken 30 quote requests in the last hour');
    const view = getMyWidget.response.parse((await get(owner, getMyWidget.path)).json());
    expect(Date.now() - Date.parse(view.widget!.limitReachedAt!)).toBeLessThan(60_000);
  });

  it('is refused when another website posts it directly', async () => {
    const widget = await savedWidget(member);
    const response = await post(t.app, sendWidgetQuoteRequest.path, quoteRequest(widget.widgetId), {
      ip: nextIp(),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});
