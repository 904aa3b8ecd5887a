import type { FastifyInstance } from 'fastify';
import { confirmEmail, resendConfirmation } from '../../../shared/api/email-confirmation';
import type { Db } from '../../db/database';
import { route } from '../../http/route';
import type { Clock } from '../../core/clock';
import { confirm, resend } from './email-confirmation';

const MINUTE = 60 * 1000;

export function emailConfirmationRoutes(
  app: FastifyInstance,
  { db, siteUrl, clock }: { db: Db; siteUrl: string; clock: Clock },
): void {
  // Anyone holding a link.
  route(
    app,
    confirmEmail,
    async ({ body }) => ({ status: 'confirmed' as const, email: await confirm(db, body.token, clock()) }),
    { access: 'anyone', config: { rateLimit: { max: 30, timeWindow: 10 * MINUTE } } },
  );

  // Anyone; the answer never says whether the address has an account or waits for confirmation.
  route(
    app,
    resendConfirmation,
    async ({ body }) => {
      await resend(db, body.email, { siteUrl, now: clock() });
      return { status: 'sent' as const };
    },
    { access: 'anyone', config: { rateLimit: { max: 10, timeWindow: 60 * MINUTE } } },
  );
}
