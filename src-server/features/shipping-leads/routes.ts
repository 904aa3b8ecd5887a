import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptQuote,
  adminListLeads,
  closeLead,
  deleteLane,
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
  sendAcceptanceCode,
  withdrawBid,
} from '../../../shared/api/shipping-leads';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { systemClock, type Clock } from '../../core/clock';
import { ApiError } from '../../core/errors';
import { toolLockedMessage } from '../../../shared/domain/member-access';
import { findSignedInUser, signedInCaller, type SignedInUser } from '../../http/guards';
import { route } from '../../http/route';
import { storedAttribution } from '../../services/attribution';
import type { BotCheck } from '../../services/captcha';
import { requireHuman } from '../../http/human-check';
import * as bids from './bids';
import { reportLead as fileReport, requireMemberLead, searchLeads } from './board';
import { receiveLead } from './intake';
import { addLane, listLanes, removeLane } from './lanes';
import { adminLead, close, listForReview, publish, reject } from './moderation';
import { acceptQuote as accept, sendAcceptanceCode as sendCode, viewQuotes } from './quotes';
import { resolveViewer, type LeadViewer } from './viewer';

/** A member other members may book meetings with: bidders on a lead it sends can meet it. */
const bookable = (sender: SignedInUser) =>
  !sender.isAdmin && toolLockedMessage('meetings', { type: sender.membershipType, isAdmin: false }) === null;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

interface Dependencies {
  db: Db;
  config: Config;
  botCheck: BotCheck;
  /** "now" for the shipper's link and codes; tests move it */
  clock?: Clock;
}

/** The board, its bids and saved lanes: companies in good standing. */
const BOARD = { members: 'shipping-leads' } as const;

const pages = (totalItems: number) => Math.ceil(totalItems / PAGE_SIZE);

/**
 * Shipping leads: the public request form, the members' board with bids and saved lanes, the
 * shipper's private page, and the review queue for DFA staff.
 */
export function shippingLeadRoutes(
  app: FastifyInstance,
  { db, config, botCheck, clock = systemClock }: Dependencies,
): void {
  // Resolved before the query and body are validated, so an anonymous caller hears "sign in"
  // rather than details about fields it may not send anyway.
  const viewers = new WeakMap<FastifyRequest, LeadViewer>();
  const membersOnly = [
    async (request: FastifyRequest) => {
      viewers.set(request, resolveViewer(request));
    },
  ];
  const viewerOf = (request: FastifyRequest): LeadViewer => {
    const viewer = viewers.get(request);
    if (!viewer) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
    return viewer;
  };
  // The lead form keeps the limits every public form has: the bot check and 5 per 10 minutes.
  route(
    app,
    leadForm,
    async ({ body, request }) => {
      const { captchaToken, attribution } = body;
      await requireHuman(botCheck, captchaToken, request);
      const sender = await findSignedInUser(db, request, clock());
      const id = await receiveLead(
        db,
        {
          form: body,
          ip: request.ip,
          attribution: storedAttribution(attribution, request, config),
          inbox: config.contactInbox,
          siteUrl: config.siteUrl,
          requesterCompanyId: sender && bookable(sender) ? sender.companyId : null,
        },
        clock(),
      );
      return { status: 'received' as const, id };
    },
    { access: 'anyone', config: { rateLimit: { max: 5, timeWindow: 10 * MINUTE } } },
  );

  route(
    app,
    listLeads,
    async ({ request, query }) => {
      const { items, totalItems } = await searchLeads(db, query, viewerOf(request), clock());
      return { items, total_items: totalItems, total_pages: pages(totalItems), page: query.page };
    },
    { access: BOARD, preHandler: membersOnly },
  );

  route(
    app,
    getLead,
    async ({ request, query }) => requireMemberLead(db, query.id, viewerOf(request), clock()),
    {
      access: BOARD,
      preHandler: membersOnly,
    },
  );

  route(
    app,
    saveBid,
    async ({ request, body }) => {
      const viewer = viewerOf(request);
      await bids.saveBid(db, viewer, body, clock());
      return requireMemberLead(db, body.leadId, viewer, clock());
    },
    { access: BOARD, preHandler: membersOnly, config: { rateLimit: { max: 60, timeWindow: MINUTE } } },
  );

  route(
    app,
    withdrawBid,
    async ({ request, body }) => {
      const viewer = viewerOf(request);
      await bids.withdrawBid(db, viewer, body.leadId, clock());
      return requireMemberLead(db, body.leadId, viewer, clock());
    },
    { access: BOARD, preHandler: membersOnly, config: { rateLimit: { max: 60, timeWindow: MINUTE } } },
  );

  route(
    app,
    reportLead,
    async ({ request, body }) => {
      const viewer = viewerOf(request);
      await fileReport(db, viewer, body, clock());
      return requireMemberLead(db, body.leadId, viewer, clock());
    },
    { access: BOARD, preHandler: membersOnly, config: { rateLimit: { max: 20, timeWindow: HOUR } } },
  );

  route(
    app,
    listSavedLanes,
    async ({ request }) => ({ lanes: await listLanes(db, viewerOf(request).userId) }),
    { access: BOARD, preHandler: membersOnly },
  );

  route(
    app,
    saveLane,
    async ({ request, body }) => {
      const { userId } = viewerOf(request);
      await addLane(db, userId, body, clock());
      return { lanes: await listLanes(db, userId) };
    },
    { access: BOARD, preHandler: membersOnly, config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  route(
    app,
    deleteLane,
    async ({ request, body }) => {
      const { userId } = viewerOf(request);
      await removeLane(db, userId, body.id);
      return { lanes: await listLanes(db, userId) };
    },
    { access: BOARD, preHandler: membersOnly, config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  // The shipper's page: a 256-bit link cannot be guessed, the limit only keeps it cheap to serve.
  route(app, getQuotes, async ({ query }) => viewQuotes(db, query.token, clock()), {
    access: 'anyone',
    config: { rateLimit: { max: 60, timeWindow: MINUTE } },
  });

  // Accepting takes the link and a code emailed to the shipper: the link alone is not enough.
  route(app, sendAcceptanceCode, async ({ body }) => sendCode(db, body, clock()), {
    access: 'anyone',
    config: { rateLimit: { max: 10, timeWindow: MINUTE } },
  });

  route(app, acceptQuote, async ({ body }) => accept(db, { ...body, siteUrl: config.siteUrl }, clock()), {
    access: 'anyone',
    config: { rateLimit: { max: 10, timeWindow: MINUTE } },
  });

  route(
    app,
    adminListLeads,
    async ({ query }) => {
      const { items, totalItems } = await listForReview(db, query.filter, query.page, clock());
      return { items, total_items: totalItems, total_pages: pages(totalItems), page: query.page };
    },
    { access: 'admins' },
  );

  route(
    app,
    publishLead,
    async ({ request, body }) => {
      const admin = signedInCaller(request);
      await publish(
        db,
        {
          id: body.id,
          ...(body.corrections ? { corrections: body.corrections } : {}),
          reviewerId: admin.userId,
          days: config.shippingLeadDays,
          siteUrl: config.siteUrl,
        },
        clock(),
      );
      return adminLead(db, body.id, clock());
    },
    { access: 'admins' },
  );

  route(
    app,
    rejectLead,
    async ({ request, body }) => {
      const admin = signedInCaller(request);
      await reject(db, { id: body.id, reason: body.reason, reviewerId: admin.userId }, clock());
      return adminLead(db, body.id, clock());
    },
    { access: 'admins' },
  );

  route(
    app,
    closeLead,
    async ({ request, body }) => {
      const admin = signedInCaller(request);
      await close(db, { id: body.id, reason: body.reason, reviewerId: admin.userId }, clock());
      return adminLead(db, body.id, clock());
    },
    { access: 'admins' },
  );
}
