import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { cargoesFinanceDemo, erpEnquiry, searatesErpDemo } from '../../../shared/api/enquiries';
import type { DefinedEndpoint, ResponseOf } from '../../../shared/api/endpoint';
import type { formEnvelopeShape } from '../../../shared/api/forms';
import { contactUs, type formReceivedSchema, listFormSubmissions } from '../../../shared/api/forms';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { csvDownload } from '../../core/answers';
import { route } from '../../http/route';
import type { BotCheck } from '../../services/captcha';
import { requireHuman } from '../../http/human-check';
import { storedAttribution } from '../../services/attribution';
import { submissionsCsv } from './csv';
import { contactUsNotice, formEmail, type FormNotice } from './emails';
import { cargoesFinanceDemoNotice, erpEnquiryNotice, searatesErpDemoNotice } from './enquiry-notices';
import { listSubmissions, storeSubmission } from './submission-repository';

const MINUTE = 60 * 1000;

type EnvelopeKey = keyof typeof formEnvelopeShape;
type Envelope = z.output<z.ZodObject<typeof formEnvelopeShape>>;
type FormBody = z.ZodType<Envelope & Record<string, unknown>>;
type Received = z.output<typeof formReceivedSchema>;

interface Dependencies {
  db: Db;
  config: Config;
  botCheck: BotCheck;
  clock: Clock;
}

/**
 * One public form: anyone may send it after the bot check; it is stored once per idempotency key
 * with its attribution, and the team is emailed through the outbox in the same transaction.
 * Limited per IP: enough for a person and a few retries, too few for spam.
 */
function formRoute<Body extends FormBody>(
  app: FastifyInstance,
  { db, config, botCheck, clock }: Dependencies,
  endpoint: DefinedEndpoint<undefined, Body, typeof formReceivedSchema>,
  notice: (fields: Omit<z.output<Body>, EnvelopeKey>) => FormNotice,
): void {
  route(
    app,
    endpoint,
    async ({ body, request }) => {
      const { idempotencyKey, captchaToken, attribution, ...fields } = body as z.output<Body>;
      await requireHuman(botCheck, captchaToken, request, { db, clock });
      const described = notice(fields as Omit<z.output<Body>, EnvelopeKey>);
      const id = await storeSubmission(
        db,
        {
          kind: described.kind,
          idempotencyKey,
          payload: fields,
          ip: request.ip,
          attribution: storedAttribution(attribution, request, config),
          notification: (submissionId) => formEmail(config.contactInbox, submissionId, described),
        },
        clock(),
      );
      const received: Received = { status: 'received', id };
      return received as ResponseOf<typeof endpoint>;
    },
    { access: 'anyone', config: { rateLimit: { max: 5, timeWindow: 10 * MINUTE } } },
  );
}

export function formRoutes(app: FastifyInstance, dependencies: Dependencies): void {
  formRoute(app, dependencies, contactUs, contactUsNotice);
  formRoute(app, dependencies, cargoesFinanceDemo, cargoesFinanceDemoNotice);
  formRoute(app, dependencies, searatesErpDemo, searatesErpDemoNotice);
  formRoute(app, dependencies, erpEnquiry, erpEnquiryNotice);

  const { db, clock } = dependencies;
  route(
    app,
    listFormSubmissions,
    async ({ query }) => {
      const submissions = await listSubmissions(db, query.kind);
      if (query.format === 'json') return { data: submissions };
      const day = clock().toISOString().slice(0, 10);
      return csvDownload(`form-submissions-${query.kind ?? 'all'}-${day}.csv`, submissionsCsv(submissions));
    },
    { access: 'admins' },
  );
}
