import type { Selectable } from 'kysely';
import {
  blogImagePath,
  type BlogItem,
  type BlogPost,
  type BlogStatus,
  type EditableBlogPost,
} from '../../../shared/api/blog';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db/database';
import type { ArticlesTable } from '../../db/tables';
import { countWords, readingMinutes, renderPostMarkdown } from './render-markdown';

type ArticleRow = Selectable<ArticlesTable>;
const RELATED_POSTS = 3;

function toItem(row: ArticleRow, tags: string[]): BlogItem {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image_id ? blogImagePath(row.image_id) : null,
    author: row.author,
    publishDate: row.publish_date,
    updatedAt: row.updated_at,
    tags,
    readingMinutes: readingMinutes(Number(row.word_count)),
    status: row.status,
  };
}

async function tagsByArticle(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return tags;
  const rows = await db
    .selectFrom('article_tags')
    .select(['article_id', 'tag'])
    .where('article_id', 'in', ids)
    .orderBy('tag')
    .execute();
  for (const row of rows) tags.get(Number(row.article_id))?.push(row.tag);
  return tags;
}

async function toItems(db: Db, rows: ArticleRow[]): Promise<BlogItem[]> {
  const tags = await tagsByArticle(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => toItem(row, tags.get(Number(row.id)) ?? []));
}

function publishedArticles(db: Db, tag: string | undefined) {
  let query = db.selectFrom('articles').where('articles.status', '=', 'published');
  if (tag) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('article_tags')
          .select('article_tags.tag')
          .whereRef('article_tags.article_id', '=', 'articles.id')
          .where('article_tags.tag', '=', tag),
      ),
    );
  }
  return query;
}

/** One page of published posts, newest first, optionally only those with a tag. */
export async function listPublished(
  db: Db,
  { tag, page }: { tag: string | undefined; page: number },
): Promise<{ items: BlogItem[]; totalItems: number }> {
  const [{ total }, rows] = await Promise.all([
    publishedArticles(db, tag)
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
    publishedArticles(db, tag)
      .selectAll('articles')
      .orderBy('articles.publish_date', 'desc')
      .orderBy('articles.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  return { items: await toItems(db, rows), totalItems: Number(total) };
}

/** Every tag of a published post with how many published posts carry it, most used first. */
export async function publishedTagCounts(db: Db): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .selectFrom('article_tags')
    .innerJoin('articles', 'articles.id', 'article_tags.article_id')
    .where('articles.status', '=', 'published')
    .select((eb) => ['article_tags.tag', eb.fn.countAll<string | number>().as('count')])
    .groupBy('article_tags.tag')
    .execute();
  return rows
    .map((row) => ({ tag: row.tag, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** The slugs of every published post, newest first: for the sitemap. */
export async function publishedSlugs(db: Db): Promise<string[]> {
  const rows = await publishedArticles(db, undefined)
    .select('articles.slug')
    .orderBy('articles.publish_date', 'desc')
    .execute();
  return rows.map((row) => row.slug);
}

export async function findArticleRow(
  db: Db,
  where: { slug: string } | { id: number },
): Promise<ArticleRow | undefined> {
  const query = db.selectFrom('articles').selectAll();
  return (
    'slug' in where ? query.where('slug', '=', where.slug) : query.where('id', '=', where.id)
  ).executeTakeFirst();
}

export async function likeCount(db: Db, articleId: number): Promise<number> {
  const { n } = await db
    .selectFrom('article_likes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('article_id', '=', articleId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function viewCount(db: Db, articleId: number): Promise<number> {
  const { n } = await db
    .selectFrom('article_views')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('article_id', '=', articleId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function toPost(db: Db, row: ArticleRow): Promise<BlogPost> {
  const id = Number(row.id);
  const [tags, likes, views] = await Promise.all([
    tagsByArticle(db, [id]),
    likeCount(db, id),
    viewCount(db, id),
  ]);
  return { ...toItem(row, tags.get(id) ?? []), bodyHtml: row.body_html, likes, views };
}

export async function toEditablePost(db: Db, row: ArticleRow): Promise<EditableBlogPost> {
  return { ...(await toPost(db, row)), imageId: row.image_id, markdown: row.markdown };
}

/** Published posts sharing the most tags with this one, newest first among equals. */
export async function relatedPosts(db: Db, articleId: number, tags: string[]): Promise<BlogItem[]> {
  if (tags.length === 0) return [];
  const matches = await db
    .selectFrom('article_tags')
    .innerJoin('articles', 'articles.id', 'article_tags.article_id')
    .where('articles.status', '=', 'published')
    .where('articles.id', '!=', articleId)
    .where('article_tags.tag', 'in', tags)
    .select((eb) => ['articles.id', eb.fn.countAll<string | number>().as('shared')])
    .groupBy('articles.id')
    .execute();
  if (matches.length === 0) return [];
  const shared = new Map(matches.map((match) => [Number(match.id), Number(match.shared)]));
  const rows = await db
    .selectFrom('articles')
    .selectAll()
    .where('id', 'in', [...shared.keys()])
    .execute();
  rows.sort(
    (a, b) =>
      shared.get(Number(b.id))! - shared.get(Number(a.id))! ||
      (b.publish_date ?? '').localeCompare(a.publish_date ?? ''),
  );
  return toItems(db, rows.slice(0, RELATED_POSTS));
}

/** Every post, drafts included, most recently edited first: the editor's list. */
export async function listAllArticles(db: Db): Promise<BlogItem[]> {
  const rows = await db
    .selectFrom('articles')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toItems(db, rows);
}

export interface ArticleInput {
  slug: string;
  title: string;
  description: string;
  imageId: string | null;
  author: string;
  tags: string[];
  markdown: string;
  status: BlogStatus;
}

/**
 * Creates the post, or updates `existing`, with its tags; returns the stored row. Call it inside a
 * transaction, so a post never stands with half its tags.
 */
export async function saveArticle(
  trx: Db,
  input: ArticleInput,
  existing: ArticleRow | undefined,
  now: string,
): Promise<ArticleRow> {
  const values = {
    slug: input.slug,
    title: input.title,
    description: input.description,
    image_id: input.imageId,
    author: input.author,
    markdown: input.markdown,
    body_html: renderPostMarkdown(input.markdown),
    word_count: countWords(input.markdown),
    status: input.status,
    // The publish date is the first publication's: unpublishing and publishing again keeps it.
    publish_date: existing?.publish_date ?? (input.status === 'published' ? now : null),
    updated_at: now,
  };
  const row = existing
    ? await trx
        .updateTable('articles')
        .set(values)
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('articles')
        .values({ ...values, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
  await trx.deleteFrom('article_tags').where('article_id', '=', row.id).execute();
  if (input.tags.length > 0) {
    await trx
      .insertInto('article_tags')
      .values(input.tags.map((tag) => ({ article_id: row.id, tag })))
      .execute();
  }
  return row;
}

/** Deletes the post with its tags, likes and views: call it inside a transaction. */
export async function deleteArticle(trx: Db, articleId: number): Promise<void> {
  // Deleted explicitly rather than by cascade, so it holds on databases without foreign keys on.
  for (const table of ['article_tags', 'article_likes', 'article_views'] as const) {
    await trx.deleteFrom(table).where('article_id', '=', articleId).execute();
  }
  await trx.deleteFrom('articles').where('id', '=', articleId).execute();
}

export async function addLikeOnce(db: Db, articleId: number, visitorId: string, now: string): Promise<void> {
  await db
    .insertInto('article_likes')
    .values({ article_id: articleId, visitor_id: visitorId, created_at: now })
    .onConflict((conflict) => conflict.columns(['article_id', 'visitor_id']).doNothing())
    .execute();
}

export async function hasLiked(db: Db, articleId: number, visitorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('article_likes')
    .select('article_id')
    .where('article_id', '=', articleId)
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a view unless this visitor already viewed the post today; true when it counted. */
export async function addViewOncePerDay(
  db: Db,
  articleId: number,
  visitorId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('article_views')
    .values({
      article_id: articleId,
      visitor_id: visitorId,
      day: now.toISOString().slice(0, 10),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['article_id', 'visitor_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function recordImage(
  db: Db,
  image: { sha256: string; mime: string; size: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('blog_images')
    .values({ ...image, created_at: now })
    .onConflict((conflict) => conflict.column('sha256').doNothing())
    .execute();
}

export async function findImage(db: Db, sha256: string) {
  return db.selectFrom('blog_images').selectAll().where('sha256', '=', sha256).executeTakeFirst();
}
