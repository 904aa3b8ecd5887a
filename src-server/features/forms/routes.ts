import type { FastifyInstance } from 'fastify';
import { fieldErrors } from '../../../shared/api/envelope';
import { contactUs, listFormSubmissions } from '../../../shared/api/forms';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { requireAdmin } from '../../http/guards';
import { route } from '../../http/route';
import type { BotCheck } from '../../services/captcha';
import { requireHuman } from '../auth/human-check';
import { submissionsCsv } from './csv';
import { contactUsEmail } from './emails';
import { listSubmissions, storeSubmission } from './submissions';

const MINUTE = 60 * 1000;

export function formRoutes(
  app: FastifyInstance,
  { db, config, botCheck }: { db: Db; config: Config; botCheck: BotCheck },
): void {
  // Anyone, with the bot check; per IP, enough for a person and a few retries, too few for spam.
  route(
    app,
    contactUs,
    async ({ body, request }) => {
      await requireHuman(botCheck, body.captchaToken, request);
      const { idempotencyKey, captchaToken: _captchaToken, ...contact } = body;
      const id = await storeSubmission(db, {
        kind: 'contact-us',
        idempotencyKey,
        payload: contact,
        ip: request.ip,
        notification: (submissionId) => contactUsEmail(config.contactInbox, submissionId, contact),
      });
      return { status: 'received' as const, id };
    },
    { config: { rateLimit: { max: 5, timeWindow: 10 * MINUTE } } },
  );

  // Admins only. Registered by hand rather than with `route()` because the CSV answer is not
  // JSON; the query is still validated, and the JSON answer still checked, by the contract.
  app.get(listFormSubmissions.path, async (request, reply) => {
    await requireAdmin(db, request);
    const parsed = listFormSubmissions.query.safeParse(request.query ?? {});
    if (!parsed.success) {
      throw new ApiError('VALIDATION', 'The query has invalid fields.', fieldErrors(parsed.error));
    }
    const submissions = await listSubmissions(db, parsed.data.kind);
    if (parsed.data.format === 'json') return listFormSubmissions.response.parse({ data: submissions });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="form-submissions-${parsed.data.kind ?? 'all'}-${day}.csv"`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(submissionsCsv(submissions));
  });
}
