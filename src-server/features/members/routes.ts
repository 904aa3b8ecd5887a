import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  answerApplicationQuestions,
  approveApplication,
  approvePremiumRequest,
  changeTier,
  declinePremiumRequest,
  getAdminMember,
  getInvoice,
  getMembershipPrices,
  getMyMembership,
  listAdminMembers,
  listMembershipFees,
  listInvoices,
  markInvoicePaid,
  reinstateMember,
  rejectApplication,
  requestInformation,
  requestPremium,
  setMembershipPrice,
  setProtectionCover,
  suspendMember,
  withdrawPremiumRequest,
} from '../../../shared/api/members';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { signedInCaller } from '../../http/guards';
import { route, type RouteContext } from '../../http/route';
import type { Endpoint, ResponseOf } from '../../../shared/api/endpoint';
import type { Clock } from '../../core/clock';
import { countryName } from '../../services/country-name';
import type { SiteHooks } from '../../web/site-hooks';
import { readAudit } from './audit-log';
import { actorFor, type Person } from '../../services/member-audit';
import * as decisions from './decisions';
import * as premiumRequests from './premium-requests';
import { markPaid, setPrice } from './invoices';
import { billingOffice, findInvoice, listInvoices as readInvoices, readPrices } from './invoice-repository';
import { readMemberDetail, readMyMembership, searchMemberRecords } from './member-repository';

export interface MemberRouteOptions {
  db: Db;
  siteUrl: string;
  clock: Clock;
  /** what the printed invoice tells the member about paying */
  paymentInstructions: string;
  site: Pick<SiteHooks, 'invalidatePages'>;
}

/** Who issues the invoices. */
const ISSUER = {
  name: 'DF Alliance FZE (Digital Freight Alliance)',
  address: 'Jebel Ali Free Zone, Dubai, United Arab Emirates',
};

/**
 * Every access rule of this feature, in one place: admins work applications, members and fees;
 * a signed-in person of any standing reads their own company's membership (applicants and
 * lapsed members most of all need to see where they stand).
 */
const access = (db: Db) => ({
  admin: (request: FastifyRequest) => actorFor(db, signedInCaller(request).userId),
  adminsOnly: { access: 'admins' } as const,
  member: (request: FastifyRequest) => signedInCaller(request),
  signedIn: { access: 'signed-in' } as const,
});

export function memberRoutes(app: FastifyInstance, options: MemberRouteOptions): void {
  adminRoutes(app, options);
  ownMembershipRoutes(app, options);
}

function adminRoutes(app: FastifyInstance, { db, siteUrl, clock, site }: MemberRouteOptions): void {
  const guard = access(db);
  const context = () => ({ now: clock(), siteUrl });

  route(app, listAdminMembers, async ({ query }) => searchMemberRecords(db, query), guard.adminsOnly);
  route(app, getAdminMember, async ({ query }) => readMemberDetail(db, query.id, clock()), guard.adminsOnly);

  /** A decision on a company: made, then the directory and the pages that show its status refreshed. */
  const decide = <E extends Endpoint>(
    endpoint: E,
    action: (body: RouteContext<E>['body'], actor: Person, now: ReturnType<typeof context>) => Promise<void>,
  ) =>
    route(
      app,
      endpoint,
      async ({ request, body }) => {
        await action(body, await guard.admin(request), context());
        site.invalidatePages();
        return readMemberDetail(db, (body as { companyId: number }).companyId, clock()) as Promise<
          ResponseOf<E>
        >;
      },
      guard.adminsOnly,
    );

  decide(approveApplication, (body, actor, at) => decisions.approve(db, body, actor, at));
  decide(rejectApplication, (body, actor, at) => decisions.reject(db, body, actor, at));
  decide(requestInformation, (body, actor, at) => decisions.requestInformation(db, body, actor, at));
  decide(changeTier, (body, actor, at) => decisions.changeTier(db, body, actor, at));
  decide(suspendMember, (body, actor, at) => decisions.suspend(db, body, actor, at));
  decide(reinstateMember, (body, actor, at) => decisions.reinstate(db, body, actor, at));
  decide(setProtectionCover, (body, actor, at) => decisions.setProtectionCover(db, body, actor, at));
  decide(approvePremiumRequest, (body, actor, at) =>
    premiumRequests.approvePremiumRequest(db, body.companyId, actor, at),
  );
  decide(declinePremiumRequest, (body, actor, at) =>
    premiumRequests.declinePremiumRequest(db, body, actor, at),
  );

  route(
    app,
    listInvoices,
    async ({ query }) => ({ items: await readInvoices(db, query.status) }),
    guard.adminsOnly,
  );
  route(
    app,
    markInvoicePaid,
    async ({ request, body }) => {
      const invoice = await markPaid(db, body, await guard.admin(request), context());
      site.invalidatePages();
      return invoice;
    },
    guard.adminsOnly,
  );

  const feeTable = async () => ({ prices: await readPrices(db), history: await readAudit(db, null) });
  route(app, getMembershipPrices, feeTable, guard.adminsOnly);
  route(
    app,
    setMembershipPrice,
    async ({ request, body }) => {
      await setPrice(db, body, await guard.admin(request), clock());
      // The membership page shows the fees.
      site.invalidatePages();
      return feeTable();
    },
    guard.adminsOnly,
  );

  // Anyone: the fees are published on the membership page.
  route(
    app,
    listMembershipFees,
    async () => ({
      fees: (await readPrices(db)).map(({ tier, amountMinor, currency }) => ({
        tier,
        amountMinor,
        currency,
      })),
    }),
    { access: 'anyone' },
  );
}

function ownMembershipRoutes(
  app: FastifyInstance,
  { db, siteUrl, clock, paymentInstructions }: MemberRouteOptions,
): void {
  const guard = access(db);

  route(
    app,
    getMyMembership,
    async ({ request }) => {
      const user = guard.member(request);
      return readMyMembership(db, user.companyId, clock());
    },
    guard.signedIn,
  );

  route(
    app,
    answerApplicationQuestions,
    async ({ request, body }) => {
      const user = guard.member(request);
      const companyId = user.companyId;
      await decisions.answerQuestions(
        db,
        { companyId, message: body.message },
        await actorFor(db, user.userId),
        {
          now: clock(),
          siteUrl,
        },
      );
      return readMyMembership(db, companyId, clock());
    },
    { ...guard.signedIn, config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
  );

  route(
    app,
    requestPremium,
    async ({ request, body }) => {
      const user = guard.member(request);
      const companyId = user.companyId;
      await premiumRequests.requestPremium(
        db,
        { companyId, note: body.note ?? null },
        await actorFor(db, user.userId),
        { now: clock(), siteUrl },
      );
      return readMyMembership(db, companyId, clock());
    },
    { ...guard.signedIn, config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
  );

  route(
    app,
    withdrawPremiumRequest,
    async ({ request }) => {
      const user = guard.member(request);
      const companyId = user.companyId;
      await premiumRequests.withdrawPremiumRequest(db, companyId, await actorFor(db, user.userId), {
        now: clock(),
        siteUrl,
      });
      return readMyMembership(db, companyId, clock());
    },
    guard.signedIn,
  );

  route(
    app,
    getInvoice,
    async ({ request, query }) => {
      const user = guard.member(request);
      const invoice = await findInvoice(db, query.number);
      const own = invoice && (user.isAdmin || invoice.companyId === user.companyId);
      if (!invoice || !own)
        throw new ApiError('NOT_FOUND', `There is no invoice ${query.number} for your company.`);
      const office = await billingOffice(db, invoice.companyId);
      return {
        invoice,
        billTo: {
          name: invoice.companyName,
          address: office?.address ?? null,
          city: office?.city ?? null,
          countryName: office ? countryName(office.country) : null,
        },
        issuer: { ...ISSUER, paymentInstructions },
      };
    },
    guard.signedIn,
  );
}
