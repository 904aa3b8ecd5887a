import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getCities,
  getCompany,
  getFilterOptions,
  getMemberMap,
  getMyCompany,
  listMembers,
  companyLogoPath,
  getCompanyLogo,
  LOGO_KINDS,
  LOGO_UPLOADS_PER_DAY,
  removeCompanyLogo,
  revealContacts as revealContactsEndpoint,
  saveMyCompany,
  uploadCompanyLogo,
  type LogoExtension,
} from '../../../shared/api/directory';
import type { Endpoint, ResponseOf } from '../../../shared/api/endpoint';
import type { Db } from '../../db/database';
import type { Clock } from '../../core/clock';
import { ApiError } from '../../core/errors';
import type { ChangeFeed } from '../../services/change-feed';
import { recordUpload, requireUploadAllowance } from '../../services/company-uploads';
import { deleteUnreferencedFiles } from '../../services/file-references';
import { storedFileAnswer, storeReceivedFile, type FileStore } from '../../services/file-store';
import { findSignedInUser, signedInCaller, type SignedInUser } from '../../http/guards';
import { checkedJson, route, type CheckedJson } from '../../http/route';
import type { SiteHooksHub } from '../../web/site-hooks';
import {
  findCompanyById,
  findCompanyBySlug,
  isCompanyLogo,
  LISTED_STATUSES,
  readEditable,
  readProfile,
  replaceLogo,
  saveCompany,
  type CompanyRow,
} from '../../services/company-repository';
import { liveListing } from './listing-index';
import { ResultCache } from './result-cache';
import { revealContacts } from './reveal-repository';
import { citiesIn, filterOptions, memberMap, searchMembers, type Viewer } from './search-repository';

export interface DirectoryRouteOptions {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  fileStore: FileStore;
  /** how long anonymous and members' directory answers are reused (0: never) */
  cacheSeconds: number;
  /** tells the other server instances to drop their cached answers too */
  changes: ChangeFeed;
  /** the website's caches: told of changes public pages show, and asked about outside ones */
  site?: Pick<SiteHooksHub, 'invalidatePages' | 'onInvalidate' | 'checkForOutsideChanges' | 'addFigures'>;
  clock: Clock;
}

const ANYONE = { access: 'anyone' } as const;
const SIGNED_IN = { access: 'signed-in' } as const;
const LOGO_UPLOAD = { ...SIGNED_IN, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
const LOGO_FILE = /^([0-9a-f]{64})\.(png|jpg|webp)$/;
const logoHash = (logoUrl: string | null) => LOGO_FILE.exec(logoUrl?.split('/').pop() ?? '')?.[1];
const LOGO_MIME: Record<LogoExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const notFound = (slug: string) =>
  new ApiError(
    'NOT_FOUND',
    `No member company has the address “${slug}”. Check the link or search the directory.`,
  );

async function viewerOf(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<Viewer & { user: SignedInUser | null }> {
  const user = await findSignedInUser(db, request, now);
  return { isAdmin: user?.isAdmin ?? false, user };
}

const isListed = (company: CompanyRow) => (LISTED_STATUSES as readonly string[]).includes(company.status);

/** The company a member may edit: their own, or (admins) any named by its slug. */
async function editableCompany(db: Db, user: SignedInUser, slug: string | undefined): Promise<CompanyRow> {
  const ownId = user.companyId;
  if (slug === undefined) {
    const own = await findCompanyById(db, ownId);
    if (!own) throw new ApiError('NOT_FOUND', 'Your account has no company profile in the directory yet.');
    return own;
  }
  const company = await findCompanyBySlug(db, slug);
  if (!company) throw notFound(slug);
  if (company.id !== ownId && !user.isAdmin) {
    throw new ApiError('FORBIDDEN', 'You can only edit your own company’s profile.');
  }
  return company;
}

export function directoryRoutes(
  app: FastifyInstance,
  { db, dialect, fileStore, cacheSeconds, changes, site, clock }: DirectoryRouteOptions,
): void {
  // Admins also see applications under review, so their answers are never shared.
  const cache = new ResultCache<CheckedJson<unknown>>(cacheSeconds * 1000);
  // The public listing itself is held in memory and each search scans it (see
  // listing-index.ts); its answers are kept as checked JSON, so a repeated search is sent
  // without scanning or checking it again.
  const listing = cacheSeconds > 0 ? liveListing(db, cacheSeconds * 1000, dialect) : undefined;
  const answers = new ResultCache<CheckedJson<ResponseOf<typeof listMembers>>>(cacheSeconds * 1000);
  let answeredFrom: unknown;
  const dropCaches = () => {
    cache.clear();
    answers.clear();
    listing?.invalidate();
  };
  changes.subscribe('directory', dropCaches);
  site?.onInvalidate(dropCaches);
  const publicChange = () => {
    changes.publish('directory');
    site?.invalidatePages();
  };
  const cached = async <E extends Endpoint>(
    endpoint: E,
    request: FastifyRequest,
    key: unknown,
    load: (viewer: Viewer) => Promise<ResponseOf<E>>,
  ): Promise<ResponseOf<E> | CheckedJson<ResponseOf<E>>> => {
    const viewer = await viewerOf(db, request, clock());
    if (viewer.isAdmin) return load(viewer);
    await site?.checkForOutsideChanges();
    return cache.get(JSON.stringify([endpoint.path, key]), async () =>
      checkedJson(endpoint, await load(viewer)),
    ) as Promise<CheckedJson<ResponseOf<E>>>;
  };

  route(
    app,
    listMembers,
    async ({ request, query }) => {
      if (!listing) return cached(listMembers, request, query, (viewer) => searchMembers(db, query, viewer));
      const viewer = await viewerOf(db, request, clock());
      if (viewer.isAdmin) return searchMembers(db, query, viewer);
      await site?.checkForOutsideChanges();
      const index = await listing.get();
      // An answer lives no longer than the listing it was read from, so the listing's own
      // cache time still bounds how stale a search can be.
      if (index !== answeredFrom) {
        answers.clear();
        answeredFrom = index;
      }
      return answers.get(JSON.stringify(query), async () => checkedJson(listMembers, index.search(query)));
    },
    ANYONE,
  );

  route(
    app,
    getFilterOptions,
    async ({ request, query }) =>
      cached(getFilterOptions, request, query, (viewer) => filterOptions(db, query, viewer)),
    ANYONE,
  );

  // The same answer for everyone, admins included: the map shows active members.
  route(
    app,
    getMemberMap,
    async () => {
      await site?.checkForOutsideChanges();
      return cache.get(JSON.stringify([getMemberMap.path]), async () =>
        checkedJson(getMemberMap, await memberMap(db)),
      ) as Promise<CheckedJson<ResponseOf<typeof getMemberMap>>>;
    },
    ANYONE,
  );
  site?.addFigures(async () => {
    const { members, countries } = await memberMap(db);
    return [
      { id: 'members', value: members, label: members === 1 ? 'member company' : 'member companies' },
      { id: 'countries', value: countries.length, label: countries.length === 1 ? 'country' : 'countries' },
    ];
  });

  route(
    app,
    getCities,
    async ({ request, query }) =>
      cached(getCities, request, query.country, (viewer) => citiesIn(db, query.country, viewer)),
    ANYONE,
  );

  route(
    app,
    getCompany,
    async ({ request, query }) => {
      const company = await findCompanyBySlug(db, query.slug);
      if (!company) throw notFound(query.slug);
      if (!isListed(company)) {
        // An application under review is visible only to its own people and to admins.
        const { user } = await viewerOf(db, request, clock());
        const allowed = user && (user.isAdmin || user.companyId === company.id);
        if (!allowed) throw notFound(query.slug);
      }
      return readProfile(db, company.id);
    },
    ANYONE,
  );

  route(
    app,
    revealContactsEndpoint,
    async ({ request, body }) => {
      const user = signedInCaller(request);
      const company = await findCompanyBySlug(db, body.slug);
      if (!company || (!isListed(company) && !user.isAdmin)) throw notFound(body.slug);
      return revealContacts(db, { userId: user.userId, companyId: company.id, now: clock() });
    },
    // Per-address ceiling on top of the per-member hourly budget.
    { access: { members: 'member-contacts' }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

  // Any account, applicants and lapsed members included: their profile is theirs to keep right.
  route(
    app,
    getMyCompany,
    async ({ request, query }) => {
      const company = await editableCompany(db, signedInCaller(request), query.slug);
      return readEditable(db, company.id);
    },
    SIGNED_IN,
  );

  route(
    app,
    saveMyCompany,
    async ({ request, body }) => {
      const user = signedInCaller(request);
      const { slug, ...edit } = body;
      const company = await editableCompany(db, user, slug);
      await saveCompany(db, company.id, edit);
      publicChange();
      return readEditable(db, company.id);
    },
    SIGNED_IN,
  );

  const setLogo = async (request: FastifyRequest, companyId: number, logoUrl: string | null) => {
    const previous = await replaceLogo(db, companyId, logoUrl);
    publicChange();
    await deleteUnreferencedFiles(db, fileStore, [logoHash(previous)], request.log);
    return readEditable(db, companyId);
  };

  route(
    app,
    uploadCompanyLogo,
    async ({ request, query, upload }) => {
      const user = signedInCaller(request);
      // Who may change the logo, and whether today's allowance is left, before a byte is read.
      const company = await editableCompany(db, user, query.slug);
      if (!user.isAdmin) {
        await requireUploadAllowance(db, {
          companyId: company.id,
          kind: 'logo',
          perDay: LOGO_UPLOADS_PER_DAY,
          what: 'logos',
        });
      }
      const { files } = await upload();
      const stored = await storeReceivedFile(fileStore, files[0]!, LOGO_KINDS);
      const extension = stored.extension as LogoExtension;
      try {
        await recordUpload(db, {
          companyId: company.id,
          userId: user.userId,
          kind: 'logo',
          sha256: stored.sha256,
          size: stored.size,
        });
        return await setLogo(request, company.id, companyLogoPath(stored.sha256, extension));
      } catch (error) {
        await deleteUnreferencedFiles(db, fileStore, [stored.sha256], request.log);
        throw error;
      }
    },
    LOGO_UPLOAD,
  );

  route(
    app,
    removeCompanyLogo,
    async ({ request, body }) => {
      const company = await editableCompany(db, signedInCaller(request), body.slug);
      return setLogo(request, company.id, null);
    },
    SIGNED_IN,
  );

  // Logos are public. Only a file that is some company's logo is served, so the address of
  // another stored file (blacklist evidence) cannot be guessed into view.
  route(
    app,
    getCompanyLogo,
    async ({ params }) => {
      // The contract let through only `<sha256>.<extension>`.
      const [sha256, extension] = params.file.split('.') as [string, LogoExtension];
      if (!(await isCompanyLogo(db, companyLogoPath(sha256, extension)))) {
        throw new ApiError('NOT_FOUND', 'This logo does not exist.');
      }
      return storedFileAnswer(fileStore, {
        sha256,
        mime: LOGO_MIME[extension],
        fileName: params.file,
        disposition: 'inline',
        cache: 'public',
      });
    },
    ANYONE,
  );
}
