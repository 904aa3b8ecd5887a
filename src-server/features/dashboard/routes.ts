import type { FastifyInstance } from 'fastify';
import { getDashboard } from '../../../shared/api/dashboard';
import type { Db } from '../../db/database';
import { signedInCaller } from '../../http/guards';
import { route } from '../../http/route';
import type { Clock } from '../../core/clock';
import { readDashboard } from './dashboard-repository';

export function dashboardRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  route(
    app,
    getDashboard,
    async ({ request }) => readDashboard(db, signedInCaller(request).userId, clock()),
    {
      access: 'signed-in',
    },
  );
}
