import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  adminArticle,
  adminArticles,
  articleCreate,
  articleDelete,
  slugFromTitle,
} from '../../../shared/api/blog';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../core/errors';
import { route } from '../../http/route';
import {
  deleteArticle,
  findArticleRow,
  findImage,
  listAllArticles,
  saveArticle,
  toEditablePost,
} from './article-repository';
import { MINUTE, postNotFound, type BlogDependencies } from './route-support';

const slugTaken = (slug: string) =>
  new ApiError('CONFLICT', 'Another post already uses this address.', {
    slug: `The slug “${slug}” is taken by another post. Change the slug or the title.`,
  });

/** Creates a post, or updates the one the editor names, in one transaction. */
async function saveFromEditor(db: Db, body: z.output<typeof articleCreate.body>, now: Date) {
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
  return db
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
        now.toISOString(),
      );
      return toEditablePost(trx, row);
    })
    .catch((error: unknown) => {
      // Two admins saving the same new slug at once: the database decides, this explains.
      throw isUniqueViolation(error) ? slugTaken(slug) : error;
    });
}

const ADMINS = { access: 'admins' } as const;

/** The editor's calls: admins only. */
export function editorRoutes(app: FastifyInstance, { db, site, clock }: BlogDependencies): void {
  route(app, adminArticles, async () => ({ items: await listAllArticles(db) }), ADMINS);

  route(
    app,
    adminArticle,
    async ({ query }) => {
      const row = await findArticleRow(db, { slug: query.slug });
      if (!row) throw postNotFound(query.slug);
      return toEditablePost(db, row);
    },
    ADMINS,
  );

  route(
    app,
    articleCreate,
    async ({ body }) => {
      const saved = await saveFromEditor(db, body, clock());
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
        if (!row) throw postNotFound(body.slug ?? `#${body.id}`);
        await deleteArticle(trx, row.id);
        return row.slug;
      });
      site.invalidatePages();
      return { deleted: true as const, slug };
    },
    ADMINS,
  );
}
