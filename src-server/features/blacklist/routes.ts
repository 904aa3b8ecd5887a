import type { FastifyInstance } from 'fastify';
import {
  addBlacklistItem,
  changeStatus,
  deleteBlacklistFile,
  deleteBlacklistItem,
  editCompany,
  getAllCompanies,
  getAllCountries,
  getAllManagers,
  getCities,
  getOneCompany,
  getResponseLink,
  notifyCompany,
} from '../../../shared/api/blacklist';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { requireAdmin, requireMember } from '../../http/guards';
import { route } from '../../http/route';
import {
  addEntry,
  changeEntryStatus,
  editEntry,
  entryOrNotFound,
  notifyEntryCompany,
  removeEntry,
} from './actions';
import { listCities, listCountries, listEntries, listManagers } from './entries';
import { removeFile } from './files';
import { findResponseLink } from './response-links';

const MINUTE = 60 * 1000;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const RESPONSE_LINK_DEAD =
  'This link is not valid or has expired. Ask the Digital Freight Alliance for a new one.';

/** Members read; only administrators change anything. Anonymous callers get 401 everywhere. */
export function blacklistRoutes(app: FastifyInstance, { db, siteUrl }: { db: Db; siteUrl: string }): void {
  route(app, getAllCompanies, async ({ request, query }) => {
    const viewer = await requireMember(db, request);
    return { items: await listEntries(db, viewer, query) };
  });

  route(app, getOneCompany, async ({ request, query }) => {
    const viewer = await requireMember(db, request);
    return { items: await listEntries(db, viewer, { ...query, text: query.query }) };
  });

  route(app, getCities, async ({ request, query }) => {
    const viewer = await requireMember(db, request);
    return { items: await listCities(db, viewer, query.country_code) };
  });

  route(app, getAllCountries, async ({ request }) => {
    const viewer = await requireMember(db, request);
    const codes = await listCountries(db, viewer);
    return { items: codes.map((code) => ({ code, name: countryNames.of(code) ?? code })) };
  });

  route(app, getAllManagers, async ({ request }) => {
    const viewer = await requireMember(db, request);
    return { items: await listManagers(db, viewer) };
  });

  route(app, addBlacklistItem, async ({ request, body }) => {
    const admin = await requireAdmin(db, request);
    return addEntry(db, body, admin.userId);
  });

  route(app, editCompany, async ({ request, body }) => {
    const admin = await requireAdmin(db, request);
    const { id, ...values } = body;
    return editEntry(db, id, values, admin.userId);
  });

  route(app, deleteBlacklistItem, async ({ request, query }) => {
    await requireAdmin(db, request);
    await removeEntry(db, query.id);
    return { id: query.id };
  });

  route(app, deleteBlacklistFile, async ({ request, query }) => {
    const admin = await requireAdmin(db, request);
    return removeFile(db, query.id, admin.userId);
  });

  route(app, changeStatus, async ({ request, body }) => {
    const admin = await requireAdmin(db, request);
    return changeEntryStatus(db, body, admin.userId);
  });

  route(
    app,
    notifyCompany,
    async ({ request, body }) => {
      const admin = await requireAdmin(db, request);
      return notifyEntryCompany(db, { id: body.id, email: body.email, siteUrl }, admin.userId);
    },
    { config: { rateLimit: { max: 20, timeWindow: 10 * MINUTE } } },
  );

  // The notified company, signed out: the link's token is its only key.
  route(
    app,
    getResponseLink,
    async ({ query }) => {
      const link = await findResponseLink(db, query.token, new Date());
      if (!link) throw new ApiError('NOT_FOUND', RESPONSE_LINK_DEAD);
      if (link.state === 'answered') return link;
      const { companyName, aliases, countries, reasons, status } = await entryOrNotFound(db, link.entryId);
      return {
        state: 'open' as const,
        expiresAt: link.expiresAt,
        entry: { companyName, aliases, countries, reasons, status },
      };
    },
    { config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );
}
