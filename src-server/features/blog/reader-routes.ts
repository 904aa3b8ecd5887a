import type { FastifyInstance } from 'fastify';
import { addLike, addView, blogItem, blogItems, blogLikes } from '../../../shared/api/blog';
import { PAGE_SIZE } from '../../../shared/constants';
import { findSignedInUser } from '../../http/guards';
import { route } from '../../http/route';
import {
  addLikeOnce,
  addViewOncePerDay,
  hasLiked,
  likeCount,
  listPublished,
  publishedTagCounts,
  relatedPosts,
  toPost,
  viewCount,
} from './article-repository';
import { rssFeed } from './feed';
import { MINUTE, visiblePost, type BlogDependencies } from './route-support';
import { isKnownBot, readVisitorId, visitorIdFor } from './visitors';

const ANYONE = { access: 'anyone' } as const;

/** What readers use: the list, a post, likes and views, and the RSS feed. */
export function readerRoutes(app: FastifyInstance, { db, siteUrl, clock }: BlogDependencies): void {
  const secureCookies = siteUrl.startsWith('https://');

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
      const user = await findSignedInUser(db, request, clock());
      const row = await visiblePost(db, query.slug, { asAdmin: user?.isAdmin === true });
      const post = await toPost(db, row);
      return { post, related: await relatedPosts(db, post.id, post.tags) };
    },
    ANYONE,
  );

  route(
    app,
    blogLikes,
    async ({ query, request }) => {
      const row = await visiblePost(db, query.slug, { asAdmin: false });
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
      const row = await visiblePost(db, body.slug, { asAdmin: false });
      const visitor = visitorIdFor(request, reply, { secure: secureCookies });
      await addLikeOnce(db, row.id, visitor, clock().toISOString());
      return { likes: await likeCount(db, row.id), liked: true };
    },
    { access: 'anyone', config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  // Anyone; once per visitor, post and UTC day, and never for crawlers and other robots.
  route(
    app,
    addView,
    async ({ body, request, reply }) => {
      const row = await visiblePost(db, body.slug, { asAdmin: false });
      if (isKnownBot(request.headers['user-agent']))
        return { views: await viewCount(db, row.id), counted: false };
      const visitor = visitorIdFor(request, reply, { secure: secureCookies });
      const counted = await addViewOncePerDay(db, row.id, visitor, clock());
      return { views: await viewCount(db, row.id), counted };
    },
    { access: 'anyone', config: { rateLimit: { max: 60, timeWindow: MINUTE } } },
  );

  app.get('/blog/rss.xml', { config: ANYONE }, async (_request, reply) => {
    const { items } = await listPublished(db, { tag: undefined, page: 1 });
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(rssFeed(siteUrl, items, clock()));
  });
}
