import type { FastifyInstance } from 'fastify';
import {
  adminRevokeApiKey,
  createApiKey,
  getApiKey,
  listAllApiKeys,
  listApiKeys,
  revokeApiKey,
} from '../../../shared/api/api-keys';
import type { Db } from '../../db/database';
import { signedInCaller } from '../../http/guards';
import { limitPer } from '../../http/rate-limits';
import { route } from '../../http/route';
import type { Clock } from '../../core/clock';
import {
  adminRevokeKey,
  allKeys,
  companyKeys,
  companyKeyWithUsage,
  createCompanyKey,
  revokeCompanyKey,
} from './api-key-repository';

/** The account page's keys (the caller's company's) and the admins' list of every key. */
export function apiKeyRoutes(
  app: FastifyInstance,
  {
    db,
    clock,
    requestsPerMinute,
    beforeRead,
  }: {
    db: Db;
    clock: Clock;
    requestsPerMinute: number;
    /** writes the use counted in this server, so a list shows it */
    beforeRead: () => Promise<void>;
  },
): void {
  // A stolen session should not be able to mint keys by the hundred.
  const creations = limitPer(app, {
    max: 30,
    timeWindowMs: 60 * 60 * 1000,
    key: (request) => `api-key-create:${signedInCaller(request).userId}`,
  });

  route(
    app,
    listApiKeys,
    async ({ request }) => {
      const { companyId } = signedInCaller(request);
      await beforeRead();
      return { keys: await companyKeys(db, companyId), requestsPerMinute };
    },
    { access: 'signed-in' },
  );

  route(
    app,
    createApiKey,
    async ({ request, reply, body }) => {
      const { userId, companyId } = signedInCaller(request);
      const created = await createCompanyKey(db, { companyId, userId, name: body.name }, clock());
      request.log.info({ apiKey: created.key.id, companyId }, 'api key created');
      // The answer holds the secret: no cache, proxy or browser history may keep it.
      reply.header('cache-control', 'no-store');
      return created;
    },
    { access: { members: 'member-api' }, preHandler: [creations] },
  );

  route(
    app,
    revokeApiKey,
    async ({ request, body }) => {
      const { userId, companyId } = signedInCaller(request);
      const key = await revokeCompanyKey(db, { companyId, keyId: body.id, userId }, clock());
      request.log.info({ apiKey: key.id, companyId }, 'api key revoked');
      return { key };
    },
    { access: 'signed-in' },
  );

  route(
    app,
    getApiKey,
    async ({ request, query }) => {
      const { companyId } = signedInCaller(request);
      await beforeRead();
      return { ...(await companyKeyWithUsage(db, companyId, query.id, clock())), requestsPerMinute };
    },
    { access: 'signed-in' },
  );

  route(app, listAllApiKeys, async ({ query }) => ({ keys: await allKeys(db, query, clock()) }), {
    access: 'admins',
  });

  route(
    app,
    adminRevokeApiKey,
    async ({ request, body }) => {
      const key = await adminRevokeKey(db, body.id, signedInCaller(request).userId, clock());
      request.log.info({ apiKey: key.id, companyId: key.company.id }, 'api key revoked by an admin');
      return { key };
    },
    { access: 'admins' },
  );
}
