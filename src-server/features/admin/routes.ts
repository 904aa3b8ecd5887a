import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getWorkQueues } from '../../../shared/api/admin';
import type { Db } from '../../db/database';
import { requireAdmin } from '../../http/guards';
import { route } from '../../http/route';
import { readWorkQueues } from './work-queues';

export function adminRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const adminsOnly = {
    preHandler: [async (request: FastifyRequest) => void (await requireAdmin(db, request))],
  };
  route(app, getWorkQueues, async () => ({ queues: await readWorkQueues(db) }), adminsOnly);
}
