import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  PAGE_CHUNK_ATTRIBUTE,
  type FetchPageData,
  type RenderFunction,
  type RenderWidgetFunction,
  type RenderWidgetMessageFunction,
} from '../../shared/server-rendering';
import { BUILT_ROUTES } from '../../shared/routes';
import { sitemapXml, robotsTxt } from './seo-files';
import { PAGE_RENDER_HEADER, PRERENDER_DONE_MESSAGE, type SiteHooksHub } from './site-hooks';

interface Asset {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  cacheControl: string;
}

export interface Site {
  siteUrl: string;
  /** the bot check's public key, when the check is on; the pages read it from a meta tag */
  captchaSiteKey?: string;
  assets: Map<string, Asset>;
  template: { beforeHead: string; beforeHtml: string; end: string };
  render: RenderFunction;
  /** `<link>` tags that preload a page module's chunks and load its stylesheets */
  pageHeadTags: (pageModules: readonly string[]) => string;
  /** every page path the site knows, for the sitemap */
  pagePaths: string[];
  /** the calculator widget's markup, rendered without the site's shell */
  renderWidget: RenderWidgetFunction;
  renderWidgetMessage: RenderWidgetMessageFunction;
  /**
   * the widget's own script and the chunks it imports, the calculator it fetches on first use
   * (its script first, then the chunks that one imports), and the stylesheets of both
   */
  widgetAssets: { script: string; preload: string[]; calculator: string[]; styles: string[] };
}

/**
 * The path without its trailing slashes, and with one leading slash however many slashes or
 * backslashes it starts with: browsers read `//host` and `/\host` in a Location header as
 * another site, so a redirect built from such a path would send the visitor away.
 */
function canonicalPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The manifest keys of the widget's entry and of the calculator it loads on first use. */
const WIDGET_ENTRY = 'widget-entry.ts';
const WIDGET_CALCULATOR = 'components/calculator-widget/enhance-widget.ts';

/**
 * The widget's entry chunk with the chunks it imports, the calculator's with its own, and the
 * stylesheets of both (the calculator's markup is in the page before its code), as URL paths.
 */
function widgetAssetsFrom(manifest: Record<string, ManifestChunk>): Site['widgetAssets'] {
  const chunksFrom = (key: string): ManifestChunk[] => {
    const seen = new Set<string>();
    const chunks: ManifestChunk[] = [];
    const visit = (chunkKey: string) => {
      const chunk = manifest[chunkKey];
      if (!chunk || seen.has(chunkKey)) return;
      seen.add(chunkKey);
      chunks.push(chunk);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    if (chunks.length === 0) throw new Error(`The build has no ${key}: rebuild the website (npm run build).`);
    return chunks;
  };
  const [entry, ...imported] = chunksFrom(WIDGET_ENTRY);
  const calculator = chunksFrom(WIDGET_CALCULATOR);
  const path = (file: string) => `/${file}`;
  return {
    script: path(entry!.file),
    preload: imported.map((chunk) => path(chunk.file)),
    calculator: calculator.map((chunk) => path(chunk.file)),
    styles: [...new Set([entry!, ...imported, ...calculator].flatMap((chunk) => chunk.css ?? []))].map(path),
  };
}

/**
 * Lazily loaded pages bring their own chunks and CSS. Naming them in the head lets the browser
 * fetch them with the entry instead of after it, and styles the page before any script runs.
 */
function pageHeadTagsFrom(
  manifest: Record<string, ManifestChunk>,
): (pageModules: readonly string[]) => string {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', entryFiles);
  const cache = new Map<string, string>();
  return (pageModules) => {
    if (pageModules.length === 0) return '';
    const cacheKey = pageModules.join('|');
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const keys = new Set<string>();
    for (const pageModule of pageModules) collect(pageModule, keys);
    const chunks = [...keys].filter((key) => !entryFiles.has(key)).map((key) => manifest[key]!);
    const pageChunk = manifest[pageModules[0]!];
    // A page's server-rendered parts (ServerPart) are modules it imports lazily: their HTML is
    // in the page, so their styles must be too, though their code is not needed to hydrate.
    const lazyKeys = new Set<string>();
    for (const pageModule of pageModules) {
      for (const lazyModule of manifest[pageModule]?.dynamicImports ?? []) collect(lazyModule, lazyKeys);
    }
    const lazyChunks = [...lazyKeys]
      .filter((key) => !entryFiles.has(key) && !keys.has(key))
      .map((key) => manifest[key]!);
    const tags = [
      ...[...new Set([...chunks, ...lazyChunks].flatMap((chunk) => chunk.css ?? []))].map(
        (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
      ),
      ...chunks.map(
        (chunk) =>
          `<link rel="modulepreload" crossorigin href="/${chunk.file}"${chunk === pageChunk ? ` ${PAGE_CHUNK_ATTRIBUTE}` : ''}>`,
      ),
    ].join('');
    cache.set(cacheKey, tags);
    return tags;
  };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';
const PAGE_CACHE = 'public, max-age=0, must-revalidate';
/** Says whether a page came from the cache (`hit`) or was rendered for this request (`miss`). */
const PAGE_CACHE_HEADER = 'x-page-cache';
/** Pages are rendered again after this long, so date-dependent content (upcoming events) moves on. */
const PAGE_TTL_MS = 15 * 60 * 1000;

/** The pages of routes without parameters: the same for every visitor, so always worth keeping. */
const FIXED_PAGE_PATHS = BUILT_ROUTES.filter((route) => !route.pattern && !route.path.includes(':')).map(
  (route) => route.path,
);

interface CachedPage {
  status: number;
  page: Omit<Asset, 'cacheControl' | 'type'>;
  renderedAt: number;
  /** the fast path's answers by encoding, each built once: the page never changes once kept */
  answers?: Partial<Record<'br' | 'gzip' | 'identity', PageAnswer>>;
}

const isFresh = ({ renderedAt }: CachedPage) => Date.now() - renderedAt < PAGE_TTL_MS;

const sizeOf = ({ page }: CachedPage) =>
  page.body.length + (page.gzip?.length ?? 0) + (page.brotli?.length ?? 0);

/**
 * Rendered pages by path, at most `maxBytes` of them: when a new page would pass the bound, the
 * pages used least recently make room.
 */
function createPageCache(maxBytes: number) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const remove = (path: string) => {
    const page = pages.get(path);
    if (!page) return;
    bytes -= sizeOf(page);
    pages.delete(path);
  };
  return {
    get(path: string): CachedPage | undefined {
      const page = pages.get(path);
      if (page) {
        // Map order is insertion order: moving a page to the end marks it as recently used.
        pages.delete(path);
        pages.set(path, page);
      }
      return page;
    },
    set(path: string, page: CachedPage): void {
      remove(path);
      if (sizeOf(page) > maxBytes) return;
      for (const oldest of pages.keys()) {
        if (bytes + sizeOf(page) <= maxBytes) break;
        remove(oldest);
      }
      pages.set(path, page);
      bytes += sizeOf(page);
    },
    clear(): void {
      pages.clear();
      bytes = 0;
    },
  };
}

/**
 * Assets are compressed once at start, so they get the best ratio; pages are compressed as
 * they are first rendered, so they get a level that costs a few milliseconds, not tens.
 */
function compressed(
  body: Buffer,
  compressible: boolean,
  effort: 'max' | 'fast' = 'max',
): Pick<Asset, 'gzip' | 'brotli'> {
  if (!compressible || body.length < 512) return {};
  return {
    gzip: gzipSync(body, { level: effort === 'max' ? 9 : 6 }),
    brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5 } }),
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Loads the built website into memory: assets pre-compressed, the page template split once. */
export async function loadSite({
  clientDir,
  serverEntry,
  siteUrl,
  captchaSiteKey,
}: {
  clientDir: string;
  serverEntry: string;
  siteUrl: string;
  captchaSiteKey?: string;
}): Promise<Site> {
  const assets = new Map<string, Asset>();
  const files = new Set(await listFiles(clientDir));
  const readIfPresent = async (file: string) => (files.has(file) ? readFile(file) : undefined);
  let templateSource = '';
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const urlPath = `/${relative(clientDir, file).split(sep).join('/')}`;
    if (urlPath.startsWith('/.vite/')) continue; // the build manifest is for tools, not visitors
    const body = await readFile(file);
    if (urlPath === '/index.html') {
      templateSource = body.toString('utf8');
      continue;
    }
    const extension = extname(file);
    // The build writes .br and .gz beside each asset; compress here only what it did not.
    const [brotli, gzip] = [await readIfPresent(`${file}.br`), await readIfPresent(`${file}.gz`)];
    assets.set(urlPath, {
      body,
      type: TYPES[extension] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT_CACHE,
      ...(brotli && gzip ? { brotli, gzip } : compressed(body, COMPRESSIBLE.has(extension))),
    });
  }
  const [beforeHead, afterHead] = templateSource.split('<!--app-head-->');
  const [beforeHtml, end] = (afterHead ?? '').split('<!--app-html-->');
  if (beforeHead === undefined || beforeHtml === undefined || end === undefined) {
    throw new Error(`${clientDir}/index.html lacks the <!--app-head--> and <!--app-html--> markers`);
  }
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = (await import(pathToFileURL(serverEntry).href)) as {
    render: RenderFunction;
    pagePaths: () => string[];
    renderWidget: RenderWidgetFunction;
    renderWidgetMessage: RenderWidgetMessageFunction;
  };
  return {
    siteUrl,
    ...(captchaSiteKey ? { captchaSiteKey } : {}),
    assets,
    template: { beforeHead, beforeHtml, end },
    render: entry.render,
    pageHeadTags: pageHeadTagsFrom(manifest),
    pagePaths: entry.pagePaths(),
    renderWidget: entry.renderWidget,
    renderWidgetMessage: entry.renderWidgetMessage,
    widgetAssets: widgetAssetsFrom(manifest),
  };
}

/**
 * The encodings a client accepts, by its Accept-Encoding value: browsers and proxies send a
 * handful of distinct values, so each is parsed once rather than on every request.
 */
const acceptedEncodings = new Map<string, { br: boolean; gzip: boolean }>();
const ACCEPTED_ENCODINGS_KEPT = 64;

function acceptsOf(accepted: string): { br: boolean; gzip: boolean } {
  let accepts = acceptedEncodings.get(accepted);
  if (!accepts) {
    accepts = { br: /\bbr\b/.test(accepted), gzip: /\bgzip\b/.test(accepted) };
    if (acceptedEncodings.size < ACCEPTED_ENCODINGS_KEPT) acceptedEncodings.set(accepted, accepts);
  }
  return accepts;
}

/** The body to send for the client's Accept-Encoding: brotli, else gzip, else as it is. */
function encodedBody(
  asset: Omit<Asset, 'cacheControl' | 'type'>,
  acceptEncoding: string | undefined,
): { encoding?: 'br' | 'gzip'; body: Buffer } {
  const accepts = acceptsOf(acceptEncoding ?? '');
  if (asset.brotli && accepts.br) return { encoding: 'br', body: asset.brotli };
  if (asset.gzip && accepts.gzip) return { encoding: 'gzip', body: asset.gzip };
  return { body: asset.body };
}

function sendBody(request: FastifyRequest, reply: FastifyReply, asset: Omit<Asset, 'cacheControl' | 'type'>) {
  const { encoding, body } = encodedBody(asset, request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** The headers of a page answer, beside the security headers, the request id and the length. */
function pageHeaders(hit: boolean): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': PAGE_CACHE,
    [PAGE_CACHE_HEADER]: hit ? 'hit' : 'miss',
  };
}

/** A kept page as sent in one encoding, with its page headers. */
export interface PageAnswer {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * A kept page of `path`, rendered less than PAGE_TTL_MS ago, as sent for `acceptEncoding`: what
 * the page fast path (web/page-fast-path.ts) answers without going through Fastify. The same
 * page in the same encoding is the same object until the page is rendered again.
 */
export type FreshPageLookup = (path: string, acceptEncoding: string | undefined) => PageAnswer | undefined;

export type SiteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the website from memory: hashed assets with long-lived caching, and every page as
 * complete server-rendered HTML, rendered once per path and then kept. Pages are answered by
 * `handler`, which the app calls for every path no route claims.
 */
export const sitePlugin: FastifyPluginAsync<{
  site: Site;
  hooks: SiteHooksHub;
  expose: (handler: SiteHandler, freshPage: FreshPageLookup) => void;
  /** at most this many bytes of rendered pages (with their compressed forms) are kept */
  maxCacheBytes: number;
  /** counts a page request against its address's limit: seconds to wait when over it */
  limitPages: (request: FastifyRequest) => Promise<number | undefined>;
}> = async (app, { site, hooks, expose, maxCacheBytes, limitPages }) => {
  const pages = createPageCache(maxCacheBytes);
  let sitemap: Omit<Asset, 'cacheControl' | 'type'> | undefined;
  /** The paths whose pages are kept once rendered: the fixed pages and those the content makes. */
  let cacheablePaths: Promise<Set<string>> | undefined;
  hooks.onInvalidate(() => {
    pages.clear();
    sitemap = undefined;
    cacheablePaths = undefined;
  });

  const allPagePaths = async () => [...site.pagePaths, ...(await hooks.dynamicPaths())];

  // Pages get their data through the API itself, anonymously, so a page never shows what only
  // one visitor may see and the API's validation and response checks apply to it too.
  const fetchData: FetchPageData = async (key) => {
    const response = await app.inject({
      method: 'GET',
      url: key,
      // Addressed to the site itself: the host check answers no other name in production.
      headers: {
        host: new URL(site.siteUrl).host,
        accept: 'application/json',
        [PAGE_RENDER_HEADER]: hooks.renderSecret,
      },
    });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      // a non-JSON answer is reported to the page as an error by its status
    }
    return { status: response.statusCode, body };
  };

  /**
   * Renders a path, or a path with a query (which is rendered for each request, not kept). Only
   * pages the site knows are kept: a path made up by a visitor (an unknown token in a private
   * link's place, a page that does not exist) would otherwise fill the memory.
   */
  const renderPage = async (url: string) => {
    cacheablePaths ??= allPagePaths().then(
      (paths) => new Set([...FIXED_PAGE_PATHS, ...paths]),
      (error: unknown) => {
        cacheablePaths = undefined;
        throw error;
      },
    );
    const cacheable = !url.includes('?') && (await cacheablePaths).has(url);
    const cached = cacheable ? pages.get(url) : undefined;
    if (cached && isFresh(cached)) return { ...cached, hit: true };
    const {
      status,
      head,
      html,
      pageModules = [],
    } = await site.render(url, {
      siteUrl: site.siteUrl,
      ...(site.captchaSiteKey ? { captchaSiteKey: site.captchaSiteKey } : {}),
      fetchData,
    });
    const { beforeHead, beforeHtml, end } = site.template;
    const body = Buffer.from(
      `${beforeHead}${head}${site.pageHeadTags(pageModules)}${beforeHtml}${html}${end}`,
    );
    const rendered = { status, page: { body, ...compressed(body, true, 'fast') }, renderedAt: Date.now() };
    if (cacheable && status === 200) pages.set(url, rendered);
    return { ...rendered, hit: false };
  };

  const robots = Buffer.from(robotsTxt(site.siteUrl));

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SHORT_CACHE).send(robots),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    await hooks.checkForOutsideChanges();
    if (!sitemap) {
      const body = Buffer.from(sitemapXml(site.siteUrl, await allPagePaths()));
      sitemap = { body, ...compressed(body, true, 'fast') };
    }
    return sendBody(
      request,
      reply.type('application/xml; charset=utf-8').header('cache-control', SHORT_CACHE),
      sitemap,
    );
  });

  const freshPage: FreshPageLookup = (path, acceptEncoding) => {
    const cached = pages.get(path);
    if (!cached || !isFresh(cached)) return undefined;
    const { encoding, body } = encodedBody(cached.page, acceptEncoding);
    cached.answers ??= {};
    return (cached.answers[encoding ?? 'identity'] ??= {
      headers: {
        ...pageHeaders(true),
        vary: 'Accept-Encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
      body,
    });
  };

  expose(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain; charset=utf-8')
        .send('Method not allowed');
    }
    const path = request.url.split('?')[0] ?? '/';
    const query = request.url.slice(path.length);
    const asset = site.assets.get(path);
    if (asset) {
      return sendBody(request, reply.type(asset.type).header('cache-control', asset.cacheControl), asset);
    }
    if (path.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // Trailing slashes would split one page across two URLs.
    if (path.length > 1 && path.endsWith('/')) {
      return reply.redirect(`${canonicalPath(path)}${query}`, 308);
    }
    const waitSeconds = await limitPages(request);
    if (waitSeconds !== undefined) {
      return reply
        .status(429)
        .header('retry-after', String(waitSeconds))
        .type('text/plain; charset=utf-8')
        .send(`Too many pages were asked for from your address. Please wait ${waitSeconds} seconds.`);
    }
    await hooks.checkForOutsideChanges();
    const { status, page, hit } = await renderPage(query.length > 1 ? `${path}${query}` : path);
    return sendBody(request, reply.status(status).headers(pageHeaders(hit)), page);
  }, freshPage);

  // Render the sitemap's pages ahead, after the server is listening, so start-up stays fast
  // and the first visitors still find most pages cached. Closing waits for the page under way,
  // so no render reads a database the shutdown has closed.
  let prerendering: Promise<void> | undefined;
  app.addHook('onClose', async () => {
    await prerendering;
  });
  app.addHook('onListen', () => {
    prerendering = (async () => {
      const started = performance.now();
      const paths = await allPagePaths();
      for (const path of paths) {
        if (app.server.listening)
          await renderPage(path).catch((error: unknown) =>
            app.log.error({ err: error, path }, 'prerender failed'),
          );
      }
      app.log.info(
        { pages: paths.length, ms: Math.round(performance.now() - started) },
        PRERENDER_DONE_MESSAGE,
      );
      // A parent process that spawned the server with an IPC channel (the benchmark) waits for this.
      process.send?.(PRERENDER_DONE_MESSAGE);
    })().catch((error: unknown) => {
      // The list of pages could not be read: visitors' requests render them instead.
      app.log.error({ err: error }, 'prerender failed');
    });
  });
};
