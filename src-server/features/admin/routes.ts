import type { FastifyInstance } from 'fastify';
import { getWorkQueues } from '../../../shared/api/admin';
import type { Db } from '../../db/database';
import { route } from '../../http/route';
import { readWorkQueues } from './work-queue-repository';

export function adminRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, getWorkQueues, async () => ({ queues: await readWorkQueues(db) }), { access: 'admins' });
}
