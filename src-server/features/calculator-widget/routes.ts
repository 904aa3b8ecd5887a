import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getMyWidget,
  listWidgetRequests,
  saveMyWidget,
  sendWidgetQuoteRequest,
  switchMyWidget,
} from '../../../shared/api/calculator-widget';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { signedInCaller } from '../../http/guards';
import { bodyField, limitPer } from '../../http/rate-limits';
import { route } from '../../http/route';
import { portCatalog } from '../../services/ports/port-catalog';
import { knownPlaces } from '../../services/ports/port-places';
import { equipmentOf, toLeadView, toRequesterView } from '../../services/shipping-lead-records';
import { receiveQuoteRequest } from './quote-requests';
import { findCompanyWidget, saveWidget, switchWidget, toWidgetView } from './widget-repository';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

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
  const row = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.company_id', 'users.email', 'companies.name'])
    .where('users.id', '=', member.userId)
    .executeTakeFirst();
  if (!row) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
  return { userId: member.userId, companyId: row.company_id, email: row.email, companyName: row.name };
}

/**
 * The calculator widget: members build theirs (look, rate sheet, switch) and see the requests
 * it brought; visitors of members' sites send quote requests through it.
 */
export function calculatorWidgetRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const builders = new WeakMap<FastifyRequest, Builder>();
  const membersOnly = [
    async (request: FastifyRequest) => {
      builders.set(request, await resolveBuilder(db, request));
    },
  ];
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
      const record = await saveWidget(db, {
        companyId: builder.companyId,
        userId: builder.userId,
        settings: { ...body, lanes },
      });
      return toWidgetView(record, ports);
    },
    { access: BUILDER, preHandler: membersOnly, config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  route(
    app,
    switchMyWidget,
    async ({ request, body }) => {
      const builder = builderOf(request);
      const record = await switchWidget(db, { companyId: builder.companyId, enabled: body.enabled });
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
      const now = new Date();
      const rows = await db
        .selectFrom('shipping_leads')
        .selectAll()
        .where('addressed_company_id', '=', builderOf(request).companyId)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
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
  // one can flood a member's inbox from many addresses.
  route(
    app,
    sendWidgetQuoteRequest,
    async ({ request, body }) => {
      const record = await receiveQuoteRequest(db, { request: body, ip: request.ip });
      return { status: 'sent' as const, company: record.displayName };
    },
    {
      access: 'anyone',
      config: { rateLimit: { max: 5, timeWindow: 10 * MINUTE } },
      preHandler: [
        limitPer(app, { max: 30, timeWindowMs: HOUR, key: (request) => bodyField(request, 'widgetId') }),
      ],
    },
  );
}
