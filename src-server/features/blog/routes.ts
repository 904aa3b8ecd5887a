import type { FastifyInstance } from 'fastify';
import {
  addLike,
  addView,
  adminArticle,
  adminArticles,
  articleCreate,
  articleDelete,
  blogItem,
  blogItems,
  BLOG_IMAGE_KINDS,
  blogImagePath,
  blogLikes,
  imageIdSchema,
  slugFromTitle,
  uploadFile,
} from '../../../shared/api/blog';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/errors';
import { findSignedInUser } from '../../http/guards';
import { route } from '../../http/route';
import { deleteUnreferencedFiles } from '../../services/file-references';
import { sendStoredFile, storeUploadedFile, type FileStore } from '../../services/file-store';
import type { SiteHooks } from '../../web/site-hooks';
import {
  addLikeOnce,
  addViewOncePerDay,
  deleteArticle,
  findArticleRow,
  findImage,
  hasLiked,
  likeCount,
  listAllArticles,
  listPublished,
  publishedSlugs,
  publishedTagCounts,
  recordImage,
  relatedPosts,
  saveArticle,
  toEditablePost,
  toPost,
  viewCount,
} from './article-repository';
import { rssFeed } from './feed';
import { isKnownBot, readVisitorId, visitorIdFor } from './visitors';
import { isUniqueViolation } from '../../db/unique-violation';

const MINUTE = 60 * 1000;
const ANYONE = { access: 'anyone' } as const;
const ADMINS = { access: 'admins' } as const;

export interface BlogDependencies {
  db: Db;
  siteUrl: string;
  site: SiteHooks;
  fileStore: FileStore;
}

const notFound = (slug: string) =>
  new ApiError('NOT_FOUND', `There is no blog post “${slug}”. It may have been moved or removed.`);

const slugTaken = (slug: string) =>
  new ApiError('CONFLICT', 'Another post already uses this address.', {
    slug: `The slug “${slug}” is taken by another post. Change the slug or the title.`,
  });

export function blogRoutes(app: FastifyInstance, { db, siteUrl, site, fileStore }: BlogDependencies): void {
  const secureCookies = siteUrl.startsWith('https://');
  site.addPagePaths(async () => (await publishedSlugs(db)).map((slug) => `/blog/${slug}`));

  /** A post readers may see: published, or any post for an admin. */
  async function visiblePost(slug: string, { asAdmin }: { asAdmin: boolean }) {
    const row = await findArticleRow(db, { slug });
    if (!row || (row.status !== 'published' && !asAdmin)) throw notFound(slug);
    return row;
  }

  route(
    app,
    blogItems,
    async ({ query }) => {
      const [{ items, totalItems }, tags] = await Promise.all([
        listPublished(db, { tag: query.tag, page: query.page }),
        publishedTagCounts(db),
      ]);
      return {
        items,
        tags,
        total_items: totalItems,
        total_pages: Math.ceil(totalItems / PAGE_SIZE),
        page: query.page,
      };
    },
    ANYONE,
  );

  route(
    app,
    blogItem,
    async ({ query, request }) => {
      const user = await findSignedInUser(db, request);
      const row = await visiblePost(query.slug, { asAdmin: user?.isAdmin === true });
      const post = await toPost(db, row);
      return { post, related: await relatedPosts(db, post.id, post.tags) };
    },
    ANYONE,
  );

  route(
    app,
    blogLikes,
    async ({ query, request }) => {
      const row = await visiblePost(query.slug, { asAdmin: false });
      const visitor = readVisitorId(request);
      return {
        likes: await likeCount(db, row.id),
        liked: visitor ? await hasLiked(db, row.id, visitor) : false,
      };
    },
    ANYONE,
  );

  // Anyone; a visitor counts once per post however often they press the button.
  route(
    app,
    addLike,
    async ({ body, request, reply }) => {
      const row = await visiblePost(body.slug, { asAdmin: false });
      const visitor = visitorIdFor(request, reply, { secure: secureCookies });
      await addLikeOnce(db, row.id, visitor, new Date().toISOString());
      return { likes: await likeCount(db, row.id), liked: true };
    },
    { access: 'anyone', config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  // Anyone; once per visitor, post and UTC day, and never for crawlers and other robots.
  route(
    app,
    addView,
    async ({ body, request, reply }) => {
      const row = await visiblePost(body.slug, { asAdmin: false });
      if (isKnownBot(request.headers['user-agent']))
        return { views: await viewCount(db, row.id), counted: false };
      const visitor = visitorIdFor(request, reply, { secure: secureCookies });
      const counted = await addViewOncePerDay(db, row.id, visitor, new Date());
      return { views: await viewCount(db, row.id), counted };
    },
    { access: 'anyone', config: { rateLimit: { max: 60, timeWindow: MINUTE } } },
  );

  route(app, adminArticles, async () => ({ items: await listAllArticles(db) }), ADMINS);

  route(
    app,
    adminArticle,
    async ({ query }) => {
      const row = await findArticleRow(db, { slug: query.slug });
      if (!row) throw notFound(query.slug);
      return toEditablePost(db, row);
    },
    ADMINS,
  );

  route(
    app,
    articleCreate,
    async ({ body }) => {
      const slug = body.slug ?? slugFromTitle(body.title);
      if (!slug) {
        throw new ApiError('VALIDATION', 'The post needs an address.', {
          slug: 'The title has no letters or digits to make an address from. Write a slug.',
        });
      }
      if (body.image && !(await findImage(db, body.image))) {
        throw new ApiError('VALIDATION', 'The image was not found.', {
          image: 'This image is not on the server. Upload it again.',
        });
      }
      const saved = await db
        .transaction()
        .execute(async (trx) => {
          const existing = body.id === undefined ? undefined : await findArticleRow(trx, { id: body.id });
          if (body.id !== undefined && !existing) {
            throw new ApiError(
              'NOT_FOUND',
              'This post no longer exists: it may have been deleted. Copy your text and create a new post.',
            );
          }
          const holder = await findArticleRow(trx, { slug });
          if (holder && holder.id !== existing?.id) throw slugTaken(slug);
          const row = await saveArticle(
            trx,
            {
              slug,
              title: body.title,
              description: body.description,
              imageId: body.image,
              author: body.author,
              tags: body.tags,
              markdown: body.markdown,
              status: body.status,
            },
            existing,
            new Date().toISOString(),
          );
          return toEditablePost(trx, row);
        })
        .catch((error: unknown) => {
          // Two admins saving the same new slug at once: the database decides, this explains.
          throw isUniqueViolation(error) ? slugTaken(slug) : error;
        });
      site.invalidatePages();
      return saved;
    },
    { access: 'admins', bodyLimit: 512 * 1024, config: { rateLimit: { max: 60, timeWindow: MINUTE } } },
  );

  route(
    app,
    articleDelete,
    async ({ body }) => {
      const slug = await db.transaction().execute(async (trx) => {
        const row = await findArticleRow(trx, body.id !== undefined ? { id: body.id } : { slug: body.slug! });
        if (!row) throw notFound(body.slug ?? `#${body.id}`);
        await deleteArticle(trx, row.id);
        return row.slug;
      });
      site.invalidatePages();
      return { deleted: true as const, slug };
    },
    ADMINS,
  );

  // One image per request, recognised by its content, stored by its hash.
  app.post(
    uploadFile.path,
    { config: { access: 'admins', rateLimit: { max: 30, timeWindow: MINUTE } } },
    async (request) => {
      const stored = await storeUploadedFile(request, fileStore, {
        kinds: BLOG_IMAGE_KINDS,
        missing: 'Choose an image to upload.',
      });
      await recordImage(
        db,
        { sha256: stored.sha256, mime: stored.mime, size: stored.size },
        new Date().toISOString(),
      ).catch(async (error: unknown) => {
        await deleteUnreferencedFiles(db, fileStore, [stored.sha256], request.log);
        throw error;
      });
      return uploadFile.response.parse({
        id: stored.sha256,
        url: blogImagePath(stored.sha256),
        mime: stored.mime,
        size: stored.size,
      });
    },
  );

  // Post images are public. Named by their hash, so they never change and cache forever.
  app.get<{ Params: { id: string } }>(
    '/api/articles/image/:id',
    { config: ANYONE },
    async (request, reply) => {
      const id = imageIdSchema.safeParse(request.params.id);
      const image = id.success ? await findImage(db, id.data) : undefined;
      if (!image) throw new ApiError('NOT_FOUND', 'This image does not exist.');
      const extension = image.mime.split('/')[1] === 'jpeg' ? 'jpg' : image.mime.split('/')[1];
      return sendStoredFile(reply, fileStore, {
        sha256: image.sha256,
        mime: image.mime,
        fileName: `${image.sha256.slice(0, 12)}.${extension}`,
        disposition: 'inline',
        cache: 'public',
      });
    },
  );

  app.get('/blog/rss.xml', { config: ANYONE }, async (_request, reply) => {
    const { items } = await listPublished(db, { tag: undefined, page: 1 });
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(rssFeed(siteUrl, items, new Date()));
  });
}
