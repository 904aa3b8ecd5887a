import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CLAIM_FILE_KINDS,
  confirmProtection,
  decideClaim,
  declineProtection,
  downloadProtectionFile,
  getProtectionCase,
  getProtectionOverview,
  listProtectionCases,
  openClaim,
  reportShipment,
  respondToClaim,
  searchProtectionParties,
  withdrawProtection,
} from '../../../shared/api/payment-protection';
import { utcDay } from '../../../shared/domain/date';
import { statusLabel } from '../../../shared/domain/membership';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { signedInCaller } from '../../http/guards';
import { route } from '../../http/route';
import type { Clock } from '../../core/clock';
import { deleteUnreferencedFiles } from '../../services/file-references';
import { storedFileAnswer, type FileStore } from '../../services/file-store';
import { actorFor } from '../../services/member-audit';
import { storeEvidence, type StoredUpload } from '../../http/multipart-upload';
import * as actions from './actions';
import {
  casesInQueue,
  casesOfCompany,
  counterpartiesNamed,
  coverOf,
  findCaseFile,
  officesOf,
  readCase,
  standingOf,
  visibleCase,
  type Viewer,
} from './case-repository';
import { premiumStandingProblem } from './rules';

export interface PaymentProtectionRouteOptions {
  db: Db;
  siteUrl: string;
  clock: Clock;
  fileStore: FileStore;
  claimWindowDays: number;
}

const MINUTE = 60 * 1000;

/**
 * Any signed-in person reaches the pages: a company that is party to a case keeps reading and
 * answering it even if its membership has lapsed since, and whether a company may report is
 * itself one of the rules the member is told. Admins work the association's queue.
 */
const SIGNED_IN = { access: 'signed-in' } as const;
const ADMINS = { access: 'admins' } as const;

export function paymentProtectionRoutes(
  app: FastifyInstance,
  { db, siteUrl, clock, fileStore, claimWindowDays }: PaymentProtectionRouteOptions,
): void {
  const context = (): actions.ActionContext => ({ now: clock(), siteUrl, claimWindowDays });

  function viewerOf(request: FastifyRequest): Viewer {
    const { userId, companyId, isAdmin } = signedInCaller(request);
    return { userId, companyId, isAdmin };
  }
  const caseFor = (id: number, viewer: Viewer) => readCase(db, id, viewer, { claimWindowDays, now: clock() });

  route(
    app,
    getProtectionOverview,
    async ({ request }) => {
      const viewer = viewerOf(request);
      const now = clock();
      const company = await standingOf(db, viewer.companyId);
      const problem = premiumStandingProblem(company, utcDay(now));
      const [cover, offices, cases] = await Promise.all([
        coverOf(db, company.id, now.getUTCFullYear()),
        officesOf(db, [company.id]),
        casesOfCompany(db, viewer),
      ]);
      return {
        companyName: company.name,
        reportingLockedReason: problem
          ? `Payment protection covers shipments between Premium members in good standing, and ${company.name} cannot report them: ${problem}.`
          : null,
        // Only a Premium member in good standing has cover: nobody else is shown a figure.
        cover: problem ? null : cover,
        claimWindowDays,
        offices: offices.get(company.id) ?? [],
        cases,
      };
    },
    SIGNED_IN,
  );

  route(
    app,
    searchProtectionParties,
    async ({ request, query }) => {
      const viewer = viewerOf(request);
      const companies = await counterpartiesNamed(db, query.text, viewer.companyId);
      const offices = await officesOf(
        db,
        companies.map((company) => company.id),
      );
      return {
        items: companies.map((company) => ({
          companyId: company.id,
          name: company.name,
          statusLabel: statusLabel(company.membership_type),
          offices: offices.get(company.id) ?? [],
        })),
      };
    },
    { ...SIGNED_IN, config: { rateLimit: { max: 60, timeWindow: MINUTE } } },
  );

  route(
    app,
    reportShipment,
    async ({ request, reply, body }) => {
      const viewer = viewerOf(request);
      const person = await actorFor(db, viewer.userId);
      const id = await actions.reportShipment(db, body, person, viewer, context());
      reply.code(201);
      return caseFor(id, viewer);
    },
    { ...SIGNED_IN, config: { rateLimit: { max: 30, timeWindow: 10 * MINUTE } } },
  );

  route(
    app,
    withdrawProtection,
    async ({ request, body }) => {
      const viewer = viewerOf(request);
      await actions.withdrawCase(db, body, await actorFor(db, viewer.userId), viewer, context());
      return caseFor(body.caseId, viewer);
    },
    SIGNED_IN,
  );

  route(
    app,
    getProtectionCase,
    async ({ request, query }) => caseFor(query.id, viewerOf(request)),
    SIGNED_IN,
  );

  /** A claim or an answer: the files are checked and stored first, and dropped again if recording fails. */
  const withFiles = (
    endpoint: typeof openClaim | typeof respondToClaim,
    check: (caseId: number, viewer: Viewer) => Promise<unknown>,
    record: typeof actions.openClaim,
  ) =>
    route(
      app,
      endpoint,
      async ({ request, upload }) => {
        const viewer = viewerOf(request);
        const { fields, files } = await upload();
        await check(fields.caseId, viewer);
        const stored: StoredUpload[] = await storeEvidence(fileStore, files, CLAIM_FILE_KINDS);
        const person = await actorFor(db, viewer.userId);
        try {
          await record(
            db,
            { caseId: fields.caseId, statement: fields.statement, files: stored },
            person,
            viewer,
            context(),
          );
        } catch (error) {
          await deleteUnreferencedFiles(
            db,
            fileStore,
            stored.map((file) => file.sha256),
            request.log,
          );
          throw error;
        }
        return caseFor(fields.caseId, viewer);
      },
      { ...SIGNED_IN, config: { rateLimit: { max: 20, timeWindow: 10 * MINUTE } } },
    );

  withFiles(
    openClaim,
    async (caseId, viewer) => actions.checkClaimAllowed(db, caseId, viewer, context()),
    actions.openClaim,
  );
  withFiles(
    respondToClaim,
    async (caseId, viewer) => actions.checkResponseAllowed(db, caseId, viewer),
    actions.respondToClaim,
  );

  route(
    app,
    downloadProtectionFile,
    async ({ request, query }) => {
      const viewer = viewerOf(request);
      const file = await findCaseFile(db, query.id);
      const missing = new ApiError('NOT_FOUND', `There is no case file number ${query.id} for your company.`);
      if (!file) throw missing;
      // Only the parties and admins read a case's files; to anyone else they do not exist.
      await visibleCase(db, file.case_id, viewer).catch(() => {
        throw missing;
      });
      return storedFileAnswer(fileStore, {
        sha256: file.sha256,
        mime: file.mime,
        fileName: file.name,
        disposition: 'attachment',
      });
    },
    SIGNED_IN,
  );

  route(
    app,
    listProtectionCases,
    async ({ request, query }) => casesInQueue(db, query.queue, viewerOf(request)),
    ADMINS,
  );

  route(
    app,
    confirmProtection,
    async ({ request, body }) => {
      const viewer = viewerOf(request);
      await actions.confirmCase(db, body, await actorFor(db, viewer.userId), viewer, context());
      return caseFor(body.caseId, viewer);
    },
    ADMINS,
  );

  route(
    app,
    declineProtection,
    async ({ request, body }) => {
      const viewer = viewerOf(request);
      await actions.declineCase(db, body, await actorFor(db, viewer.userId), viewer, context());
      return caseFor(body.caseId, viewer);
    },
    ADMINS,
  );

  route(
    app,
    decideClaim,
    async ({ request, body }) => {
      const viewer = viewerOf(request);
      await actions.decideClaim(db, body, await actorFor(db, viewer.userId), viewer, context());
      return caseFor(body.caseId, viewer);
    },
    ADMINS,
  );
}
