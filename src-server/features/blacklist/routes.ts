import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  addBlacklistItem,
  EVIDENCE_FILE_KINDS,
  changeStatus,
  companyResponseFieldsSchema,
  downloadBlacklistFile,
  deleteBlacklistFile,
  deleteBlacklistItem,
  editCompany,
  getAllCompanies,
  getAllCountries,
  getAllManagers,
  getCities,
  getOneCompany,
  getResponseLink,
  listMyReports,
  notifyCompany,
  reportCompany,
  submitCompanyResponse,
  uploadBlacklistFiles,
} from '../../../shared/api/blacklist';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { signedInCaller } from '../../http/guards';
import { route } from '../../http/route';
import { deleteUnreferencedFiles } from '../../services/file-references';
import { fileNameForKind, kindOfMime, storedFileAnswer, type FileStore } from '../../services/file-store';
import {
  addEntry,
  changeEntryStatus,
  editEntry,
  entryOrNotFound,
  notifyEntryCompany,
  removeEntry,
} from './actions';
import { LINK_ALREADY_USED, submitCompanyResponse as storeCompanyResponse } from './company-response';
import { findEntry, listCities, listCountries, listEntries, listManagers } from './entry-repository';
import { addEntryFiles, fileNotFound, findFile, removeFile } from './file-repository';
import { storeEvidence, type StoredUpload } from '../../http/multipart-upload';
import { findResponseLink } from './response-link-repository';
import { fileMemberReport, reportsOfCompany } from './member-reports';
import { systemClock, type Clock } from '../../core/clock';

const MINUTE = 60 * 1000;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

const RESPONSE_LINK_DEAD =
  'This link is not valid or has expired. Ask the Digital Freight Alliance for a new one.';

/** Members in good standing read and report companies; only administrators change entries. */
const MEMBERS = { access: { members: 'blacklist' } } as const;
const ADMINS = { access: 'admins' } as const;

export function blacklistRoutes(
  app: FastifyInstance,
  {
    db,
    siteUrl,
    fileStore,
    clock = systemClock,
  }: { db: Db; siteUrl: string; fileStore: FileStore; clock?: Clock },
): void {
  /** When recording stored files fails (the entry was deleted, the link was used meanwhile), they go. */
  const forgetting =
    (stored: StoredUpload[], log: FastifyBaseLogger) =>
    async (error: unknown): Promise<never> => {
      await deleteUnreferencedFiles(
        db,
        fileStore,
        stored.map((file) => file.sha256),
        log,
      );
      throw error;
    };

  route(
    app,
    getAllCompanies,
    async ({ request, query }) => ({ items: await listEntries(db, signedInCaller(request), query) }),
    MEMBERS,
  );

  route(
    app,
    getOneCompany,
    async ({ request, query }) => ({
      items: await listEntries(db, signedInCaller(request), { ...query, text: query.query }),
    }),
    MEMBERS,
  );

  route(
    app,
    getCities,
    async ({ request, query }) => ({
      items: await listCities(db, signedInCaller(request), query.country_code),
    }),
    MEMBERS,
  );

  route(
    app,
    getAllCountries,
    async ({ request }) => {
      const codes = await listCountries(db, signedInCaller(request));
      return { items: codes.map((code) => ({ code, name: countryNames.of(code) ?? code })) };
    },
    MEMBERS,
  );

  route(
    app,
    getAllManagers,
    async ({ request }) => ({ items: await listManagers(db, signedInCaller(request)) }),
    MEMBERS,
  );

  route(
    app,
    reportCompany,
    async ({ request, body }) => {
      const { statement, ...values } = body;
      return fileMemberReport(
        db,
        { values, statement, userId: signedInCaller(request).userId },
        { now: clock(), siteUrl },
      );
    },
    { ...MEMBERS, config: { rateLimit: { max: 10, timeWindow: 10 * MINUTE } } },
  );

  route(
    app,
    listMyReports,
    async ({ request }) => {
      return { items: await reportsOfCompany(db, signedInCaller(request).companyId) };
    },
    MEMBERS,
  );

  route(
    app,
    addBlacklistItem,
    async ({ request, body }) => addEntry(db, body, signedInCaller(request).userId, clock()),
    ADMINS,
  );

  route(
    app,
    editCompany,
    async ({ request, body }) => {
      const { id, ...values } = body;
      return editEntry(db, id, values, signedInCaller(request).userId, clock());
    },
    ADMINS,
  );

  route(
    app,
    deleteBlacklistItem,
    async ({ request, query }) => {
      const hashes = await removeEntry(db, query.id);
      await deleteUnreferencedFiles(db, fileStore, hashes, request.log);
      return { id: query.id };
    },
    ADMINS,
  );

  route(
    app,
    deleteBlacklistFile,
    async ({ request, query }) => {
      const { sha256, ...removed } = await removeFile(db, query.id, signedInCaller(request).userId, clock());
      await deleteUnreferencedFiles(db, fileStore, [sha256], request.log);
      return removed;
    },
    ADMINS,
  );

  route(
    app,
    changeStatus,
    async ({ request, body }) => changeEntryStatus(db, body, signedInCaller(request).userId, clock()),
    ADMINS,
  );

  route(
    app,
    notifyCompany,
    async ({ request, body }) =>
      notifyEntryCompany(
        db,
        { id: body.id, email: body.email, siteUrl },
        signedInCaller(request).userId,
        clock(),
      ),
    { ...ADMINS, config: { rateLimit: { max: 20, timeWindow: 10 * MINUTE } } },
  );

  // The notified company, signed out: the link's token is its only key.
  route(
    app,
    getResponseLink,
    async ({ query }) => {
      const link = await findResponseLink(db, query.token, clock());
      if (!link) throw new ApiError('NOT_FOUND', RESPONSE_LINK_DEAD);
      if (link.state === 'answered') return link;
      const { companyName, aliases, countries, reasons, status } = await entryOrNotFound(db, link.entryId);
      return {
        state: 'open' as const,
        expiresAt: link.expiresAt,
        entry: { companyName, aliases, countries, reasons, status },
      };
    },
    { access: 'anyone', config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  route(
    app,
    uploadBlacklistFiles,
    async ({ request, upload }) => {
      const admin = signedInCaller(request);
      const { fields, files } = await upload();
      await entryOrNotFound(db, fields.entryId);
      const stored = await storeEvidence(fileStore, files, EVIDENCE_FILE_KINDS);
      const added = await addEntryFiles(
        db,
        {
          entryId: fields.entryId,
          files: stored,
          userId: admin.userId,
        },
        clock(),
      ).catch(forgetting(stored, request.log));
      return { entryId: fields.entryId, files: added };
    },
    { ...ADMINS, config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  route(
    app,
    downloadBlacklistFile,
    async ({ request, query }) => {
      const viewer = signedInCaller(request);
      const file = await findFile(db, query.id);
      // Members reach only the files of published entries; others do not exist for them.
      if (!file || !(await findEntry(db, viewer, file.entry_id))) throw fileNotFound(query.id);
      const kind = kindOfMime(file.mime);
      return storedFileAnswer(fileStore, {
        sha256: file.sha256,
        mime: file.mime,
        // Files stored before names followed the content still download as what they are.
        fileName: kind ? fileNameForKind(file.name, kind) : file.name,
        disposition: 'attachment',
      });
    },
    MEMBERS,
  );

  // The notified company, signed out: the link's token is its only key.
  route(
    app,
    submitCompanyResponse,
    async ({ request, upload }) => {
      const openLink = async (token: unknown) => {
        const parsed = companyResponseFieldsSchema.shape.token.safeParse(token);
        if (!parsed.success) {
          const message = parsed.error.issues[0]!.message;
          throw new ApiError('VALIDATION', message, { token: message });
        }
        const link = await findResponseLink(db, parsed.data, clock());
        if (!link) throw new ApiError('NOT_FOUND', RESPONSE_LINK_DEAD);
        if (link.state === 'answered') throw new ApiError('CONFLICT', LINK_ALREADY_USED);
      };
      // The link is the only key: a stranger is answered before a byte of their files is read,
      // so nobody without one can make the server hold 10 × 10 MB in memory.
      const { fields, files } = await upload({
        beforeFiles: (fieldsSoFar) => openLink(fieldsSoFar.token),
      });
      const stored = await storeEvidence(fileStore, files, EVIDENCE_FILE_KINDS);
      const { respondedAt } = await storeCompanyResponse(db, { ...fields, files: stored }, clock()).catch(
        forgetting(stored, request.log),
      );
      return { status: 'received' as const, respondedAt };
    },
    { access: 'anyone', config: { rateLimit: { max: 10, timeWindow: 10 * MINUTE } } },
  );
}
