import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../../shared/api/health';
import { isDatabaseReachable, type Db } from '../../db/database';
import type { DatabaseTarget } from '../../config';
import { route } from '../../http/route';

export function healthRoutes(
  app: FastifyInstance,
  { db, dialect }: { db: Db; dialect: DatabaseTarget['dialect'] },
): void {
  route(
    app,
    getHealth,
    async ({ reply }) => {
      const up = await isDatabaseReachable(db);
      if (!up) reply.status(503);
      return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', dialect } as const;
    },
    { access: 'anyone', config: { rateLimit: false } },
  );
}
