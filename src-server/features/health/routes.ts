import type { FastifyInstance } from 'fastify';
import { getHealth, getReadiness } from '../../../shared/api/health';
import { isDatabaseReachable, type Db } from '../../db/database';
import type { DatabaseTarget } from '../../config';
import { NOT_READY_RETRY_SECONDS } from '../../http/error-handler';
import { route } from '../../http/route';

export interface Lifecycle {
  /** set once the server is closing: it finishes its requests but should get no new ones */
  draining: boolean;
}

export function healthRoutes(
  app: FastifyInstance,
  { db, dialect, lifecycle }: { db: Db; dialect: DatabaseTarget['dialect']; lifecycle: Lifecycle },
): void {
  const unlimited = { access: 'anyone', config: { rateLimit: false } } as const;
  route(
    app,
    getHealth,
    async () => {
      const up = await isDatabaseReachable(db);
      return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', dialect } as const;
    },
    unlimited,
  );
  route(
    app,
    getReadiness,
    async ({ reply }) => {
      const up = await isDatabaseReachable(db);
      const ready = up && !lifecycle.draining;
      if (!ready) reply.status(503).header('retry-after', String(NOT_READY_RETRY_SECONDS));
      return { ready, database: up ? 'up' : 'down', draining: lifecycle.draining } as const;
    },
    unlimited,
  );
}
