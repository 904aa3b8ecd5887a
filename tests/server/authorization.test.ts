import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { MEMBER_TOOLS } from '../../shared/domain/member-access';
import { apiRoutesOf } from '../../src-server/app';
import { NO_KEY_MESSAGE } from '../../src-server/features/member-api/routes';
import { SIGNATURE_MESSAGE } from '../../src-server/features/tracking/routes';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { createDirectoryEntry } from '../../src-server/services/company-repository';
import {
  ADMINS_ONLY_MESSAGE,
  describeAccess,
  SIGN_IN_MESSAGE,
  type Access,
} from '../../src-server/http/guards';
import { insertMember, ROLES, sessionAs, type Role } from '../support/members';
import { nextEmail, nextIp } from './support/auth';
import { CONTRACT_ENDPOINTS, endpointKey } from './support/contract';
import { PDF } from './support/sample-files';
import { createTestApp, usingPostgres } from './support/test-app';
import { transportUnit } from './support/virtual-office';

/**
 * Every route of the API, as the server registers it, called by every kind of caller. A route
 * cannot be registered without an access rule (building the app throws, naming the route), so
 * each new route appears here with its rule and is checked for all five callers.
 */
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

type Outcome = { allowed: true } | { allowed: false; status: 401 | 403; message: string; shape?: 'dcsa' };

const ALLOWED: Outcome = { allowed: true };
const SIGN_IN: Outcome = { allowed: false, status: 401, message: SIGN_IN_MESSAGE };
const ADMINS_ONLY: Outcome = { allowed: false, status: 403, message: ADMINS_ONLY_MESSAGE };

/** What each kind of caller must get from a route with this rule. */
function expectedOutcome(access: Access, role: Role): Outcome {
  if (access === 'anyone') return ALLOWED;
  // No session counts: without a carrier's signature every caller is refused.
  if (access === 'carrier-signed') return { allowed: false, status: 401, message: SIGNATURE_MESSAGE };
  // The member API takes a key, never a session, and answers in the DCSA standard's shape.
  if (access === 'api-key') return { allowed: false, status: 401, message: NO_KEY_MESSAGE, shape: 'dcsa' };
  if (role === 'anonymous') return SIGN_IN;
  if (access === 'signed-in' || role === 'admin') return ALLOWED;
  if (access === 'admins') return ADMINS_ONLY;
  const tool: { pending: string; lapsed: string; standard?: string } = MEMBER_TOOLS[access.members];
  // A member here is Standard Active: a Premium benefit tells them why it is closed.
  if (role === 'member')
    return tool.standard ? { allowed: false, status: 403, message: tool.standard } : ALLOWED;
  return { allowed: false, status: 403, message: role === 'applicant' ? tool.pending : tool.lapsed };
}

/** Path parameters get a value of the right shape that names nothing. */
const concrete = (path: string) => path.replace(/:([a-z]+)/gi, 'unknown');

async function call(method: string, path: string, role: Role) {
  // A fresh account per call: one of the routes is sign-out.
  const session = await sessionAs(t.db, role);
  return t.app.inject({
    method: method as 'GET' | 'POST' | 'DELETE',
    url: concrete(path),
    remoteAddress: nextIp(),
    headers: {
      'x-requested-with': 'dfa-portal',
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { payload: '{}' }),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

const ROUTES = [...apiRoutesOf(t.app)].sort((a, b) =>
  `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`),
);

describe(`who may call each route, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('has a rule for every endpoint of the contract, and for nothing outside the API', () => {
    const registered = new Set(ROUTES.map(endpointKey));
    expect(CONTRACT_ENDPOINTS.map(endpointKey).filter((key) => !registered.has(key))).toEqual([]);
    expect(ROUTES.filter((route) => !route.path.startsWith('/api/')).map(endpointKey)).toEqual([
      'GET /blog/rss.xml',
    ]);
  });

  // The rules side by side, so that a route opened wider than it should be shows in review.
  it('gives each route the rule pinned here', () => {
    expect(ROUTES.map((route) => `${endpointKey(route)}: ${describeAccess(route.access)}`))
      .toMatchInlineSnapshot(`
        [
          "GET /api/account/api-keys: signed-in",
          "POST /api/account/api-keys: members (member-api)",
          "GET /api/account/api-keys/key: signed-in",
          "POST /api/account/api-keys/revoke: signed-in",
          "POST /api/account/email: signed-in",
          "POST /api/account/email/cancel: signed-in",
          "POST /api/account/email/confirm: anyone",
          "POST /api/account/name: signed-in",
          "POST /api/account/password: signed-in",
          "POST /api/account/phone: signed-in",
          "POST /api/account/phone/send-code: signed-in",
          "GET /api/account/security: signed-in",
          "POST /api/account/sessions/sign-out: signed-in",
          "POST /api/account/sessions/sign-out-others: signed-in",
          "GET /api/admin/api-keys: admins",
          "POST /api/admin/api-keys/revoke: admins",
          "GET /api/admin/article: admins",
          "POST /api/admin/article-create: admins",
          "POST /api/admin/article-delete: admins",
          "GET /api/admin/articles: admins",
          "POST /api/admin/events: admins",
          "POST /api/admin/events/attendance: admins",
          "POST /api/admin/events/attendees/import: admins",
          "POST /api/admin/events/attendees/remove: admins",
          "GET /api/admin/events/next-event: admins",
          "GET /api/admin/events/registrations: admins",
          "POST /api/admin/events/update: admins",
          "GET /api/admin/forms: admins",
          "GET /api/admin/invoices: admins",
          "POST /api/admin/invoices/mark-paid: admins",
          "GET /api/admin/meetings/conference: admins",
          "POST /api/admin/meetings/conference: admins",
          "POST /api/admin/meetings/move: admins",
          "GET /api/admin/members: admins",
          "POST /api/admin/members/approve: admins",
          "POST /api/admin/members/change-tier: admins",
          "GET /api/admin/members/member: admins",
          "POST /api/admin/members/premium-request/approve: admins",
          "POST /api/admin/members/premium-request/decline: admins",
          "POST /api/admin/members/protection-cover: admins",
          "POST /api/admin/members/reinstate: admins",
          "POST /api/admin/members/reject: admins",
          "POST /api/admin/members/request-information: admins",
          "POST /api/admin/members/suspend: admins",
          "GET /api/admin/membership-prices: admins",
          "POST /api/admin/membership-prices: admins",
          "GET /api/admin/payment-protection: admins",
          "POST /api/admin/payment-protection/confirm: admins",
          "POST /api/admin/payment-protection/decide: admins",
          "POST /api/admin/payment-protection/decline: admins",
          "GET /api/admin/shipping-leads: admins",
          "POST /api/admin/shipping-leads/close: admins",
          "POST /api/admin/shipping-leads/publish: admins",
          "POST /api/admin/shipping-leads/reject: admins",
          "GET /api/admin/surveys/responses: admins",
          "POST /api/admin/upload-file: admins",
          "GET /api/admin/work-queues: admins",
          "POST /api/articles/add-like: anyone",
          "POST /api/articles/add-view: anyone",
          "GET /api/articles/blog-item: anyone",
          "GET /api/articles/blog-items: anyone",
          "GET /api/articles/image/:id: anyone",
          "GET /api/articles/likes: anyone",
          "POST /api/auth/check-existing-email: anyone",
          "GET /api/auth/check-reset-token: anyone",
          "POST /api/auth/confirm-email: anyone",
          "POST /api/auth/confirm-password: anyone",
          "POST /api/auth/logout: anyone",
          "POST /api/auth/resend-confirmation: anyone",
          "POST /api/auth/reset-password-request: anyone",
          "POST /api/auth/second-factor: anyone",
          "POST /api/auth/send-phone-code: anyone",
          "POST /api/auth/sign-in: anyone",
          "POST /api/auth/sign-in-link: anyone",
          "POST /api/auth/sign-in-link/use: anyone",
          "POST /api/auth/submit-registration: anyone",
          "POST /api/auth/validate-phone: anyone",
          "DELETE /api/blacklist/blacklist-delete: admins",
          "DELETE /api/blacklist/blacklist-delete-file: admins",
          "POST /api/blacklist/blacklist-item: admins",
          "POST /api/blacklist/change-status: admins",
          "POST /api/blacklist/edit-company: admins",
          "GET /api/blacklist/file: members (blacklist)",
          "GET /api/blacklist/get-all-companies: members (blacklist)",
          "GET /api/blacklist/get-all-countries: members (blacklist)",
          "GET /api/blacklist/get-all-managers: members (blacklist)",
          "GET /api/blacklist/get-cities: members (blacklist)",
          "GET /api/blacklist/get-one-company: members (blacklist)",
          "GET /api/blacklist/my-reports: members (blacklist)",
          "POST /api/blacklist/notify-company: admins",
          "POST /api/blacklist/report: members (blacklist)",
          "GET /api/blacklist/response: anyone",
          "POST /api/blacklist/response: anyone",
          "POST /api/blacklist/upload-files: admins",
          "GET /api/calculator-widget: members (calculator-widget)",
          "POST /api/calculator-widget: members (calculator-widget)",
          "POST /api/calculator-widget/notify-email/confirm: anyone",
          "GET /api/calculator-widget/requests: members (calculator-widget)",
          "POST /api/calculator-widget/switch: members (calculator-widget)",
          "POST /api/cargoes-finance-demo: anyone",
          "GET /api/carriers: members (schedules)",
          "POST /api/carriers: admins",
          "GET /api/carriers/connections: admins",
          "POST /api/carriers/connections: admins",
          "POST /api/carriers/connections/delete: admins",
          "POST /api/carriers/connections/subscribe: admins",
          "POST /api/carriers/connections/sync: admins",
          "POST /api/company/contact-us: anyone",
          "GET /api/dashboard: signed-in",
          "GET /api/dcsa/cs/v1/point-to-point-routes: api-key",
          "GET /api/dcsa/cs/v1/port-schedules: api-key",
          "GET /api/dcsa/cs/v1/vessel-schedules: api-key",
          "GET /api/dcsa/tnt/v2/events: api-key",
          "GET /api/directory/company: anyone",
          "GET /api/directory/filter: anyone",
          "GET /api/directory/get-cities: anyone",
          "GET /api/directory/logo/:file: anyone",
          "GET /api/directory/member-map: anyone",
          "GET /api/directory/members: anyone",
          "GET /api/directory/my-company: signed-in",
          "POST /api/directory/my-company: signed-in",
          "POST /api/directory/my-company/logo: signed-in",
          "POST /api/directory/my-company/logo/remove: signed-in",
          "POST /api/directory/reveal-contacts: members (member-contacts)",
          "GET /api/docs: anyone",
          "GET /api/docs/assets/:file: anyone",
          "GET /api/events: anyone",
          "GET /api/events/:slug/calendar.ics: anyone",
          "GET /api/events/attendees: members (attendee-lists)",
          "GET /api/events/attendees/count: anyone",
          "GET /api/events/event: anyone",
          "POST /api/events/next-event: anyone",
          "POST /api/events/register: anyone",
          "GET /api/events/registration: anyone",
          "POST /api/events/registration/cancel: anyone",
          "POST /api/feedback/expectations: anyone",
          "POST /api/feedback/experience: anyone",
          "GET /api/freight-forwarder/country: anyone",
          "GET /api/health: anyone",
          "POST /api/help/delete: admins",
          "GET /api/help/formatted-help: anyone",
          "POST /api/help/item: admins",
          "POST /api/help/reorder: admins",
          "GET /api/initialAuthenticate: anyone",
          "POST /api/lead-form: anyone",
          "GET /api/meetings: members (meetings)",
          "POST /api/meetings/accept: members (meetings)",
          "GET /api/meetings/availability: members (meetings)",
          "POST /api/meetings/availability: members (meetings)",
          "GET /api/meetings/blocks: members (meetings)",
          "POST /api/meetings/blocks: members (meetings)",
          "POST /api/meetings/blocks/remove: members (meetings)",
          "POST /api/meetings/cancel: members (meetings)",
          "GET /api/meetings/company: members (meetings)",
          "GET /api/meetings/conference: members (meetings)",
          "GET /api/meetings/conference/:event/meetings.ics: members (meetings)",
          "GET /api/meetings/conference/met: members (meetings)",
          "POST /api/meetings/conference/request: members (meetings)",
          "GET /api/meetings/conference/schedule: members (meetings)",
          "GET /api/meetings/conference/slots: members (meetings)",
          "POST /api/meetings/decline: members (meetings)",
          "GET /api/meetings/feed: members (meetings)",
          "POST /api/meetings/feed: members (meetings)",
          "GET /api/meetings/feed/:token/meetings.ics: anyone",
          "POST /api/meetings/feed/revoke: members (meetings)",
          "GET /api/meetings/meeting: members (meetings)",
          "GET /api/meetings/meeting/:id/meeting.ics: members (meetings)",
          "POST /api/meetings/propose: members (meetings)",
          "POST /api/meetings/request: members (meetings)",
          "POST /api/meetings/reschedule: members (meetings)",
          "GET /api/meetings/slots: members (meetings)",
          "GET /api/meetings/starting-soon: members (meetings)",
          "GET /api/membership: signed-in",
          "POST /api/membership/application/answer: signed-in",
          "GET /api/membership/fees: anyone",
          "GET /api/membership/invoice: signed-in",
          "POST /api/membership/premium-request: signed-in",
          "POST /api/membership/premium-request/withdraw: signed-in",
          "GET /api/openapi.json: anyone",
          "POST /api/partners/erp-enquiry: anyone",
          "GET /api/payment-protection: signed-in",
          "GET /api/payment-protection/case: signed-in",
          "POST /api/payment-protection/claim: signed-in",
          "GET /api/payment-protection/file: signed-in",
          "GET /api/payment-protection/parties: signed-in",
          "POST /api/payment-protection/reports: signed-in",
          "POST /api/payment-protection/response: signed-in",
          "POST /api/payment-protection/withdraw: signed-in",
          "GET /api/ports: anyone",
          "GET /api/ready: anyone",
          "GET /api/schedules/carrier: members (schedules)",
          "GET /api/schedules/point-to-point-routes: members (schedules)",
          "GET /api/schedules/port-calls: members (schedules)",
          "GET /api/schedules/ports: members (schedules)",
          "GET /api/schedules/preview: anyone",
          "GET /api/schedules/preview/ports: anyone",
          "GET /api/schedules/routes: members (schedules)",
          "GET /api/schedules/snapshot: members (schedules)",
          "GET /api/schedules/vessel: members (schedules)",
          "POST /api/searates-erp-demo: anyone",
          "GET /api/shipping-leads: members (shipping-leads)",
          "POST /api/shipping-leads/bid: members (shipping-leads)",
          "POST /api/shipping-leads/bid-withdraw: members (shipping-leads)",
          "POST /api/shipping-leads/lane-delete: members (shipping-leads)",
          "GET /api/shipping-leads/lanes: members (shipping-leads)",
          "POST /api/shipping-leads/lanes: members (shipping-leads)",
          "GET /api/shipping-leads/lead: members (shipping-leads)",
          "GET /api/shipping-leads/quotes: anyone",
          "POST /api/shipping-leads/quotes/accept: anyone",
          "POST /api/shipping-leads/quotes/accept-code: anyone",
          "POST /api/shipping-leads/report: members (shipping-leads)",
          "GET /api/site/contacts: anyone",
          "GET /api/site/figures: anyone",
          "POST /api/survey/cargoes-finance: anyone",
          "GET /api/survey/config: anyone",
          "POST /api/survey/save: anyone",
          "GET /api/survey/tags: anyone",
          "POST /api/tracking/notifications: carrier-signed",
          "GET /api/tracking/sample: anyone",
          "GET /api/tracking/samples: anyone",
          "POST /api/tracking/track: members (tracking)",
          "GET /api/tracking/watchlist: members (tracking)",
          "POST /api/tracking/watchlist: members (tracking)",
          "POST /api/tracking/watchlist/remove: members (tracking)",
          "GET /api/user: anyone",
          "GET /api/virtual-office/unit: members (virtual-office)",
          "POST /api/virtual-office/unit: members (virtual-office)",
          "POST /api/virtual-office/unit-delete: members (virtual-office)",
          "GET /api/virtual-office/units: members (virtual-office)",
          "POST /api/widgets/quote-request: anyone",
          "GET /blog/rss.xml: anyone",
        ]
      `);
  });

  it.each(ROUTES.map((route) => [`${endpointKey(route)}: ${describeAccess(route.access)}`, route] as const))(
    '%s',
    async (_title, { method, path, access }) => {
      for (const role of ROLES) {
        const response = await call(method, path, role);
        const expected = expectedOutcome(access, role);
        const what = `${method} ${path} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (expected.allowed) {
          expect([401, 403], what).not.toContain(response.statusCode);
          expect(response.statusCode, what).toBeLessThan(500);
        } else {
          expect(response.statusCode, what).toBe(expected.status);
          const message =
            expected.shape === 'dcsa'
              ? response.json<{ errors: { errorCodeMessage?: string; message?: string }[] }>().errors[0]
              : errorEnvelopeSchema.parse(response.json()).error;
          expect(
            message && ('errorCodeMessage' in message ? message.errorCodeMessage : message.message),
            what,
          ).toBe(expected.message);
        }
      }
    },
  );
});

/** A company at the given stage of membership, with a directory profile, and one signed-in user. */
async function companyAccount(
  membership: 'pending' | 'standard_inactive' | 'standard_active' | 'premium',
  isAdmin = false,
) {
  const account = await insertMember(t.db, { email: nextEmail(), membership, isAdmin });
  await createDirectoryEntry(t.db, account.companyId, {
    name: `Kestrel Freight ${account.hashId}`,
    country: 'GR',
    city: 'Piraeus',
    services: ['sea-freight'],
  });
  return { ...account, session: (await createSession(t.db, account.userId, new Date())).token };
}

function as(session: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: {
      'x-requested-with': 'dfa-portal',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    cookies: { [SESSION_COOKIE]: session },
  });
}

const UNIT = transportUnit();

describe(`what applicants and lapsed members may see and do, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  let evidenceId: number;
  let listedSlug: string;
  let unitId: number;

  // A blacklisted company with evidence, a listed member company and its transport unit.
  beforeAll(async () => {
    const admin = await companyAccount('premium', true);
    const created = await as(admin.session, 'POST', '/api/blacklist/blacklist-item', {
      companyName: 'Harbourside Shadow Cargo',
      aliases: [],
      countries: [{ country: 'NL', cities: ['Rotterdam'] }],
      reasons: ['Kept the freight paid by the shipper and never released the cargo.'],
      managers: [],
    });
    const entryId = created.json<{ id: number }>().id;
    for (const status of ['under_review', 'listed']) {
      await as(admin.session, 'POST', '/api/blacklist/change-status', {
        id: entryId,
        status,
        note: 'Checked.',
      });
    }
    const form = new FormData();
    form.append('entryId', String(entryId));
    form.append('files', new Blob([new Uint8Array(PDF)]), 'invoice.pdf');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/blacklist/upload-files',
      remoteAddress: nextIp(),
      headers: { 'x-requested-with': 'dfa-portal' },
      payload: form,
      cookies: { [SESSION_COOKIE]: admin.session },
    });
    evidenceId = uploaded.json<{ files: { id: number }[] }>().files[0]!.id;

    const listed = await companyAccount('standard_active');
    listedSlug = (await as(listed.session, 'GET', '/api/directory/my-company')).json<{ slug: string }>().slug;
    const unit = await as(listed.session, 'POST', '/api/virtual-office/unit', UNIT);
    expect(unit.statusCode, unit.body).toBe(200);
    unitId = unit.json<{ id: number }>().id;
  });

  const CLOSED = [
    ['read the blacklist', 'blacklist', () => ['GET', '/api/blacklist/get-all-companies']],
    ['download evidence', 'blacklist', () => ['GET', `/api/blacklist/file?id=${evidenceId}`]],
    ['search the virtual office', 'virtual-office', () => ['GET', '/api/virtual-office/units']],
    ['open a transport unit', 'virtual-office', () => ['GET', `/api/virtual-office/unit?id=${unitId}`]],
    ['post a transport unit', 'virtual-office', () => ['POST', '/api/virtual-office/unit', UNIT]],
    [
      'see member contacts',
      'member-contacts',
      () => ['POST', '/api/directory/reveal-contacts', { slug: listedSlug }],
    ],
  ] as const;

  it.each([
    ['an applicant', 'pending', 'pending'],
    ['a lapsed (Standard Inactive) member', 'standard_inactive', 'lapsed'],
  ] as const)('%s may not use the member tools, and is told why', async (_who, membership, standing) => {
    const account = await companyAccount(membership);
    const units = async () =>
      Number(
        (
          await t.db
            .selectFrom('transport_units')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await units();
    for (const [what, tool, request] of CLOSED) {
      const [method, url, body] = request() as ['GET' | 'POST', string, unknown?];
      const response = await as(account.session, method, url, body);
      expect(response.statusCode, what).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).error, what).toEqual({
        code: 'FORBIDDEN',
        message: MEMBER_TOOLS[tool][standing],
      });
    }
    expect(await units()).toBe(before);
    // Their own profile stays theirs to keep up to date, and the public directory open.
    expect((await as(account.session, 'GET', '/api/directory/my-company')).statusCode).toBe(200);
    expect((await as(account.session, 'GET', `/api/directory/company?slug=${listedSlug}`)).statusCode).toBe(
      200,
    );
  });

  it('a member in good standing uses every tool', async () => {
    const member = await companyAccount('premium');
    for (const [what, , request] of CLOSED) {
      const [method, url, body] = request() as ['GET' | 'POST', string, unknown?];
      expect((await as(member.session, method, url, body)).statusCode, what).toBe(200);
    }
  });

  it("hides a company's transport units from members while its membership has lapsed", async () => {
    const owner = await companyAccount('standard_active');
    const unit = (await as(owner.session, 'POST', '/api/virtual-office/unit', UNIT)).json<{ id: number }>();
    const member = await companyAccount('premium');
    const admin = await companyAccount('premium', true);
    const listedTo = async (session: string) =>
      (await as(session, 'GET', '/api/virtual-office/units?view=all'))
        .json<{ items: { id: number }[] }>()
        .items.map((item) => item.id);
    expect(await listedTo(member.session)).toContain(unit.id);

    await t.db
      .updateTable('companies')
      .set({ membership_type: 'standard_inactive' })
      .where('id', '=', owner.companyId)
      .execute();
    expect(await listedTo(member.session)).not.toContain(unit.id);
    expect((await as(member.session, 'GET', `/api/virtual-office/unit?id=${unit.id}`)).statusCode).toBe(404);
    expect(await listedTo(admin.session)).toContain(unit.id);

    await t.db
      .updateTable('companies')
      .set({ membership_type: 'standard_active' })
      .where('id', '=', owner.companyId)
      .execute();
    expect(await listedTo(member.session)).toContain(unit.id);
  });
});
