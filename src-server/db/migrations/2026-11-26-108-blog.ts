import { Marked } from 'marked';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { SEEDED_ARTICLES } from './2026-11-26-108-blog-articles';

// Frozen in time: never import application code here. The seeded articles are our own trusted
// text, so they are rendered with plain marked; posts written later go through the app's
// sanitizer when they are saved.
function renderSeed(markdown: string): string {
  return new Marked({ gfm: true, async: false }).parse(markdown) as string;
}

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite's INTEGER PRIMARY KEY is the auto-assigned rowid; PostgreSQL needs a serial.
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('articles')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text')
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('markdown', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('publish_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('articles_status_publish_date_idx')
    .on('articles')
    .columns(['status', 'publish_date'])
    .execute();

  await db.schema
    .createTable('article_tags')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag'])
    .execute();
  await db.schema.createIndex('article_tags_tag_idx').on('article_tags').column('tag').execute();

  await db.schema
    .createTable('article_likes')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_likes_pk', ['article_id', 'visitor_id'])
    .execute();

  await db.schema
    .createTable('article_views')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (col) => col.notNull())
    /** YYYY-MM-DD in UTC: a visitor counts once per post per day */
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_views_pk', ['article_id', 'visitor_id', 'day'])
    .execute();

  await db.schema
    .createTable('blog_images')
    .addColumn('sha256', 'text', (col) => col.primaryKey())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  for (const article of SEEDED_ARTICLES) {
    const { id } = await db
      .insertInto('articles')
      .values({
        slug: article.slug,
        title: article.title,
        description: article.description,
        image_id: null,
        author: 'DFA Editorial Team',
        markdown: article.markdown,
        body_html: renderSeed(article.markdown),
        word_count: wordCount(article.markdown),
        status: 'published',
        publish_date: article.publishDate,
        created_at: article.publishDate,
        updated_at: article.updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('article_tags')
      .values(article.tags.map((tag) => ({ article_id: id, tag })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['blog_images', 'article_views', 'article_likes', 'article_tags', 'articles']) {
    await db.schema.dropTable(table).execute();
  }
}
