import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmWidgetNotifyEmail,
  getMyWidget,
  listWidgetRequests,
  saveMyWidget,
  sendWidgetQuoteRequest,
  switchMyWidget,
  WIDGET_REQUESTS_PER_HOUR,
  WIDGET_REQUESTS_PER_VISITOR,
} from '../../../shared/api/calculator-widget';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { signedInCaller } from '../../http/guards';
import { limitPer } from '../../http/rate-limits';
import { route } from '../../http/route';
import { portCatalog } from '../../engines/ports/port-repository';
import { knownPlaces } from '../../services/port-places';
import { equipmentOf, toLeadView, toRequesterView } from '../../services/shipping-lead-repository';
import type { Clock } from '../../core/clock';
import { enqueueEmail } from '../../services/email';
import {
  chooseNotifyAddress,
  confirmAddressEmail,
  confirmNotifyAddress,
  recordLimitReached,
} from './notify-address';
import { receiveQuoteRequest } from './quote-requests';
import {
  builderContact,
  findCompanyWidget,
  leadsAddressedTo,
  saveWidget,
  switchWidget,
  toWidgetView,
} from './widget-repository';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/** A company's own widget and the requests it brought: companies in good standing. */
const BUILDER = { members: 'calculator-widget' } as const;

interface Builder {
  userId: number;
  companyId: number;
  email: string;
  companyName: string;
}

/** The member the widget builder's access rule let in, with their company. */
async function resolveBuilder(db: Db, request: FastifyRequest): Promise<Builder> {
  const member = signedInCaller(request);
  const row = await builderContact(db, member.userId);
  if (!row) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
  return { userId: member.userId, companyId: member.companyId, email: row.email, companyName: row.name };
}

/**
 * The calculator widget: members build theirs (look, rate sheet, switch) and see the requests
 * it brought; visitors of members' sites send quote requests through it.
 */
export function calculatorWidgetRoutes(
  app: FastifyInstance,
  { db, siteUrl, clock }: { db: Db; siteUrl: string; clock: Clock },
): void {
  const builders = new WeakMap<FastifyRequest, Builder>();
  const membersOnly = [
    async (request: FastifyRequest) => {
      builders.set(request, await resolveBuilder(db, request));
    },
  ];
  const limitPerVisitor = limitPer(app, {
    max: WIDGET_REQUESTS_PER_VISITOR,
    timeWindowMs: 10 * MINUTE,
    key: (request) => `widget-visitor:${request.ip}`,
    message: (seconds) =>
      `You have sent several requests in a short time. Please wait ${waitText(seconds)} before sending another.`,
  });
  /** The widget a valid request is for, as stored (ids are case-sensitive). */
  const admittedWidgets = new WeakMap<FastifyRequest, string>();
  const limitPerWidget = limitPer(app, {
    max: WIDGET_REQUESTS_PER_HOUR,
    timeWindowMs: HOUR,
    key: (request) => `widget:${admittedWidgets.get(request)}`,
    message: (seconds) =>
      `This calculator has received many requests in the last hour. Please try again in ${waitText(seconds)}, or contact the forwarder directly.`,
  });
  // A member flipping between addresses cannot make the portal email strangers over and over.
  const limitConfirmationLinks = limitPer(app, {
    max: 5,
    timeWindowMs: HOUR,
    key: (request) => `widget-address:${builderOf(request).companyId}`,
    message: (seconds) =>
      `Confirmation links for new addresses were sent five times this hour. Please wait ${waitText(seconds)}, or use an address of your company's accounts, which needs no link.`,
  });
  const builderOf = (request: FastifyRequest): Builder => {
    const builder = builders.get(request);
    if (!builder) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
    return builder;
  };

  route(
    app,
    getMyWidget,
    async ({ request }) => {
      const builder = builderOf(request);
      const record = await findCompanyWidget(db, builder.companyId);
      return {
        widget: record ? toWidgetView(record, (await portCatalog(db)).finder) : null,
        defaults: { displayName: builder.companyName, notifyEmail: builder.email },
      };
    },
    { access: BUILDER, preHandler: membersOnly },
  );

  route(
    app,
    saveMyWidget,
    async ({ request, body }) => {
      const builder = builderOf(request);
      const { finder: ports } = await portCatalog(db);
      const places = knownPlaces(
        ports,
        Object.fromEntries(
          body.lanes.flatMap((lane, index) => [
            [`lanes.${index}.origin`, lane.origin],
            [`lanes.${index}.destination`, lane.destination],
          ]),
        ),
      );
      const lanes = body.lanes.map((lane, index) => ({
        ...lane,
        origin: places[`lanes.${index}.origin`]!,
        destination: places[`lanes.${index}.destination`]!,
      }));
      const now = clock();
      const { address, link } = await chooseNotifyAddress(
        db,
        {
          companyId: builder.companyId,
          requested: body.notifyEmail,
          current: await findCompanyWidget(db, builder.companyId),
          memberEmail: builder.email,
        },
        now,
      );
      if (link) await limitConfirmationLinks(request);
      const record = await saveWidget(
        db,
        {
          companyId: builder.companyId,
          userId: builder.userId,
          settings: { ...body, lanes },
          address,
          alongside: async (trx) => {
            if (link) {
              await enqueueEmail(
                trx,
                confirmAddressEmail(link, { company: builder.companyName, siteUrl }),
                now,
              );
            }
          },
        },
        now,
      );
      return toWidgetView(record, ports);
    },
    { access: BUILDER, preHandler: membersOnly, config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  // Anyone holding the link: it is opened in the inbox of the address being confirmed.
  route(app, confirmWidgetNotifyEmail, async ({ body }) => confirmNotifyAddress(db, body.token, clock()), {
    access: 'anyone',
    config: { rateLimit: { max: 30, timeWindow: MINUTE } },
  });

  route(
    app,
    switchMyWidget,
    async ({ request, body }) => {
      const builder = builderOf(request);
      const record = await switchWidget(db, { companyId: builder.companyId, enabled: body.enabled }, clock());
      if (!record) {
        throw new ApiError('NOT_FOUND', 'Your company has no calculator yet: save one first.');
      }
      return toWidgetView(record, (await portCatalog(db)).finder);
    },
    { access: BUILDER, preHandler: membersOnly, config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  route(
    app,
    listWidgetRequests,
    async ({ request }) => {
      const now = clock();
      const rows = await leadsAddressedTo(db, builderOf(request).companyId);
      const equipment = await equipmentOf(
        db,
        rows.map((row) => row.id),
      );
      const { finder: ports } = await portCatalog(db);
      return {
        items: rows.map((row) => ({
          lead: toLeadView(row, equipment.get(row.id) ?? [], now, ports),
          requester: toRequesterView(row),
          createdAt: row.created_at,
        })),
      };
    },
    { access: BUILDER, preHandler: membersOnly },
  );

  // Requests come from visitors of members' sites, without the bot check (a third-party
  // script has no place in the widget): limited per visitor address, and per widget so no
  // one can flood a member's inbox from many addresses. Only valid requests count, so junk
  // cannot use up a widget's hour and turn real visitors away; junk meets the API's own limit.
  route(
    app,
    sendWidgetQuoteRequest,
    async ({ request, body }) => {
      const record = await receiveQuoteRequest(
        db,
        {
          request: body,
          ip: request.ip,
          admit: async (widget) => {
            admittedWidgets.set(request, widget.widgetId);
            await limitPerVisitor(request);
            try {
              await limitPerWidget(request);
            } catch (error) {
              if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') throw error;
              await recordLimitReached(db, widget, { siteUrl }, clock());
              throw error;
            }
          },
        },
        clock(),
      );
      return { status: 'sent' as const, company: record.displayName };
    },
    { access: 'anyone' },
  );
}
