import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLike,
  addView,
  articleCreate,
  articleDelete,
  blogItem,
  blogItems,
  editableBlogPostSchema,
  type ArticleBody,
  uploadFile,
} from '../../shared/api/blog';
import { PAGE_SIZE } from '../../shared/constants';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { SPEC_TERM_SLUGS } from '../../shared/dictionary/spec-slugs';
import { BUILT_ROUTES } from '../../shared/routes';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { VISITOR_COOKIE } from '../../src-server/features/blog/visitors';
import { nextIp, post } from './support/auth';
import { PNG } from './support/sample-files';
import { createTestAppWithSessions, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

/** The articles the blog opens with, newest first. */
const SEEDED_SLUGS = [
  'what-the-dcsa-standards-change-for-forwarders',
  'incoterms-2020-in-practice',
  'demurrage-versus-detention',
  'reading-a-bill-of-lading',
  'how-payment-protection-between-members-works',
];

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  ({ t, admin, member } = await createTestAppWithSessions());
});
afterAll(async () => {
  await t?.close();
});

const seededMarkdown = () =>
  t.db.selectFrom('articles').select(['slug', 'markdown']).where('slug', 'in', SEEDED_SLUGS).execute();

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function get(
  url: string,
  { session, cookies = {} }: { session?: string; cookies?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: nextIp(),
    cookies: { ...cookies, ...(session ? { [SESSION_COOKIE]: session } : {}) },
  });
}

let titles = 0;
function articleBody(overrides: Partial<ArticleBody> = {}): ArticleBody {
  titles += 1;
  return {
    title: `Reefer plugs at transhipment hubs ${titles}`,
    description: 'How reefer containers are kept powered while they wait for their next vessel at a hub.',
    author: 'Lena Okafor',
    tags: ['reefer', 'ocean freight'],
    markdown: '## Power at the hub\n\nReefer containers need **power** at every stop.',
    status: 'published',
    ...overrides,
  };
}

async function create(body: ArticleBody, session = admin) {
  return post(t.app, articleCreate.path, body, { session, ip: nextIp() });
}

async function createOk(body: ArticleBody) {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(200);
  return editableBlogPostSchema.parse(response.json());
}

const listSlugs = async (query = '') =>
  blogItems.response
    .parse((await get(`/api/articles/blog-items${query}`)).json())
    .items.map((item) => item.slug);

const visitorCookie = (response: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) =>
  response.cookies.find((cookie) => cookie.name === VISITOR_COOKIE);

describe(`blog on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  describe('seeded articles', () => {
    it('opens with five published articles of 600 to 900 words by the editorial team', async () => {
      const response = await get('/api/articles/blog-items');
      expect(response.statusCode).toBe(200);
      const { items, total_items, total_pages } = blogItems.response.parse(response.json());
      expect(total_items).toBe(5);
      expect(total_pages).toBe(1);
      expect(items.map((item) => item.slug)).toEqual(SEEDED_SLUGS);
      for (const item of items) {
        expect(item.author).toBe('DFA Editorial Team');
        expect(item.publishDate!.slice(0, 4)).toMatch(/^202[56]$/);
        expect(item.readingMinutes).toBeGreaterThanOrEqual(3);
        expect(item.readingMinutes).toBeLessThanOrEqual(5);
        expect(item.tags.length).toBeGreaterThan(0);
      }
      for (const article of await seededMarkdown()) {
        const words = article.markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
        expect(words, article.slug).toBeGreaterThanOrEqual(600);
        expect(words, article.slug).toBeLessThanOrEqual(900);
      }
    });

    it('links only to dictionary terms and pages that exist', async () => {
      const pages = new Set(BUILT_ROUTES.filter((route) => !route.pattern).map((route) => route.path));
      for (const article of await seededMarkdown()) {
        const links = [...article.markdown.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]!);
        expect(links.length, article.slug).toBeGreaterThan(2);
        for (const link of links) {
          const term = /^\/freight-dictionary\/(.+)$/.exec(link)?.[1];
          if (term) expect(SPEC_TERM_SLUGS, link).toContain(term);
          else expect(pages.has(link), link).toBe(true);
        }
      }
    });

    it('serves a seeded article with its rendered body', async () => {
      const response = await get('/api/articles/blog-item?slug=demurrage-versus-detention');
      expect(response.statusCode).toBe(200);
      const { post: article } = blogItem.response.parse(response.json());
      expect(article.title).toBe('Demurrage versus detention: which clock is running?');
      expect(article.bodyHtml).toContain('<h2>The short version</h2>');
      expect(article.bodyHtml).toContain('href="/freight-dictionary/demurrage"');
    });
  });

  describe('list', () => {
    it('filters by tag, counts tags over published posts and pages by PAGE_SIZE', async () => {
      const tag = 'paging test';
      for (let index = 0; index < PAGE_SIZE + 3; index += 1) await createOk(articleBody({ tags: [tag] }));
      await createOk(articleBody({ tags: [tag], status: 'draft' }));

      const first = blogItems.response.parse(
        (await get(`/api/articles/blog-items?tag=paging%20test`)).json(),
      );
      expect(first.total_items).toBe(PAGE_SIZE + 3);
      expect(first.total_pages).toBe(2);
      expect(first.items).toHaveLength(PAGE_SIZE);
      expect(first.items.every((item) => item.tags.includes(tag) && item.status === 'published')).toBe(true);
      expect(first.tags.find((entry) => entry.tag === tag)?.count).toBe(PAGE_SIZE + 3);

      const second = blogItems.response.parse(
        (await get(`/api/articles/blog-items?tag=paging%20test&page=2`)).json(),
      );
      expect(second.items).toHaveLength(3);
      expect(second.page).toBe(2);
      const dates = [...first.items, ...second.items].map(
        (item) => `${item.publishDate}|${String(item.id).padStart(9, '0')}`,
      );
      expect(dates).toEqual([...dates].sort().reverse());

      const beyond = blogItems.response.parse(
        (await get(`/api/articles/blog-items?tag=paging%20test&page=9`)).json(),
      );
      expect(beyond.items).toEqual([]);
      const none = blogItems.response.parse(
        (await get('/api/articles/blog-items?tag=no%20such%20tag')).json(),
      );
      expect(none).toMatchObject({ items: [], total_items: 0, total_pages: 0 });
    });

    it('explains a bad page or tag with field messages', async () => {
      const response = await get('/api/articles/blog-items?page=0&tag=%3Cscript%3E');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({
        page: 'The page is a whole number from 1.',
        tag: 'A tag has letters, digits, single spaces and hyphens only.',
      });
    });
  });

  describe('one post', () => {
    it('answers 404 for an unknown slug and for a draft unless an admin asks', async () => {
      const draft = await createOk(articleBody({ status: 'draft' }));
      for (const session of [undefined, member]) {
        const response = await get(`/api/articles/blog-item?slug=${draft.slug}`, session ? { session } : {});
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('NOT_FOUND');
      }
      const asAdmin = await get(`/api/articles/blog-item?slug=${draft.slug}`, { session: admin });
      expect(asAdmin.statusCode).toBe(200);
      expect(blogItem.response.parse(asAdmin.json()).post.status).toBe('draft');
      expect(await listSlugs()).not.toContain(draft.slug);

      const unknown = await get('/api/articles/blog-item?slug=no-such-post');
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).message).toContain('no-such-post');
      const malformed = await get('/api/articles/blog-item?slug=Not%20a%20slug');
      expect(malformed.statusCode).toBe(400);
      expect(errorOf(malformed).fields?.slug).toMatch(/lowercase letters/);
    });

    it('lists related published posts that share tags, most shared first', async () => {
      const main = await createOk(articleBody({ tags: ['relmain', 'relextra'] }));
      const both = await createOk(articleBody({ tags: ['relmain', 'relextra'] }));
      const one = await createOk(articleBody({ tags: ['relextra'] }));
      await createOk(articleBody({ tags: ['relmain'], status: 'draft' }));
      await createOk(articleBody({ tags: ['unrelated'] }));
      const { related } = blogItem.response.parse(
        (await get(`/api/articles/blog-item?slug=${main.slug}`)).json(),
      );
      expect(related.map((item) => item.slug)).toEqual([both.slug, one.slug]);
    });
  });

  describe('likes', () => {
    it('counts once per visitor, with an HttpOnly visitor cookie, and tells the visitor they liked it', async () => {
      const article = await createOk(articleBody());
      const like = (cookies: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: addLike.path,
          headers: { 'content-type': 'application/json' },
          payload: { slug: article.slug },
          cookies,
          remoteAddress: nextIp(),
        });
      const status = (cookies: Record<string, string> = {}) =>
        get(`/api/articles/likes?slug=${article.slug}`, { cookies }).then((response) => response.json());

      expect(await status()).toEqual({ likes: 0, liked: false });
      const first = await like();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ likes: 1, liked: true });
      const cookie = visitorCookie(first)!;
      expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax', secure: true });
      const visitor = { [VISITOR_COOKIE]: cookie.value };

      const again = await like(visitor);
      expect(again.json()).toEqual({ likes: 1, liked: true });
      expect(visitorCookie(again)).toBeUndefined();
      expect(await status(visitor)).toEqual({ likes: 1, liked: true });

      const someoneElse = await like();
      expect(someoneElse.json()).toEqual({ likes: 2, liked: true });
      expect(await status()).toEqual({ likes: 2, liked: false });
      const { post: page } = blogItem.response.parse(
        (await get(`/api/articles/blog-item?slug=${article.slug}`)).json(),
      );
      expect(page.likes).toBe(2);
    });

    it('refuses likes for unknown posts, drafts and malformed slugs', async () => {
      const draft = await createOk(articleBody({ status: 'draft' }));
      for (const slug of ['no-such-post', draft.slug]) {
        const response = await post(t.app, addLike.path, { slug }, { ip: nextIp() });
        expect(response.statusCode).toBe(404);
      }
      const bad = await post(t.app, addLike.path, { slug: '../etc' }, { ip: nextIp() });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).fields?.slug).toBeTruthy();
      const noProof = await t.app.inject({
        method: 'POST',
        url: addLike.path,
        headers: { 'content-type': 'text/plain' },
        payload: 'slug=x',
      });
      expect(noProof.statusCode).toBe(403);
    });
  });

  describe('views', () => {
    const view = (slug: string, userAgent: string, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: addView.path,
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        payload: { slug },
        cookies,
        remoteAddress: nextIp(),
      });

    it('counts a visitor once per post per day', async () => {
      const article = await createOk(articleBody());
      const first = await view(article.slug, CHROME);
      expect(first.json()).toEqual({ views: 1, counted: true });
      const visitor = { [VISITOR_COOKIE]: visitorCookie(first)!.value };
      expect((await view(article.slug, CHROME, visitor)).json()).toEqual({ views: 1, counted: false });

      // The same visitor's view yesterday does not stop today's from counting.
      await t.db
        .updateTable('article_views')
        .set({ day: '2020-01-01' })
        .where('article_id', '=', article.id)
        .execute();
      expect((await view(article.slug, CHROME, visitor)).json()).toEqual({ views: 2, counted: true });
      expect((await view(article.slug, CHROME)).json()).toEqual({ views: 3, counted: true });
    });

    it('ignores crawlers, previewers, audits and clients without a user agent', async () => {
      const article = await createOk(articleBody());
      for (const agent of [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        'facebookexternalhit/1.1',
        'Mozilla/5.0 (Linux; Android 11) Chrome/140.0 Mobile Safari/537.36 Chrome-Lighthouse',
        'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0 Safari/537.36',
        'curl/8.5.0',
        '',
      ]) {
        const response = await view(article.slug, agent);
        expect(response.json(), agent).toEqual({ views: 0, counted: false });
        expect(visitorCookie(response), agent).toBeUndefined();
      }
    });

    it('refuses views of unknown posts and malformed slugs', async () => {
      expect((await view('no-such-post', CHROME)).statusCode).toBe(404);
      expect((await view('BAD SLUG', CHROME)).statusCode).toBe(400);
    });
  });

  describe('editing', () => {
    it('turns anonymous callers away with 401 and members with 403 on every admin call', async () => {
      const calls = [
        (session?: string) => post(t.app, articleCreate.path, articleBody(), { session }),
        (session?: string) =>
          post(t.app, articleDelete.path, { slug: 'reading-a-bill-of-lading' }, { session }),
        (session?: string) => get('/api/admin/articles', session ? { session } : {}),
        (session?: string) =>
          get('/api/admin/article?slug=reading-a-bill-of-lading', session ? { session } : {}),
      ];
      for (const call of calls) {
        const anonymous = await call(undefined);
        expect(anonymous.statusCode).toBe(401);
        expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
        const asMember = await call(member);
        expect(asMember.statusCode).toBe(403);
        expect(errorOf(asMember).message).toBe('Only DFA administrators can do this.');
      }
      expect((await get('/api/articles/blog-item?slug=reading-a-bill-of-lading')).statusCode).toBe(200);
    });

    it('derives the slug from the title, sets the publish date at first publication and keeps it', async () => {
      const draft = await createOk(
        articleBody({ title: 'Cut-off times & VGM: a checklist', status: 'draft' }),
      );
      expect(draft.slug).toBe('cut-off-times-and-vgm-a-checklist');
      expect(draft.publishDate).toBeNull();
      expect(draft.markdown).toContain('## Power at the hub');
      expect(draft.bodyHtml).toBe(
        '<h2>Power at the hub</h2>\n<p>Reefer containers need <strong>power</strong> at every stop.</p>\n',
      );

      const published = await createOk(
        articleBody({ id: draft.id, title: draft.title, slug: draft.slug, status: 'published' }),
      );
      expect(published.id).toBe(draft.id);
      expect(published.publishDate).not.toBeNull();
      const unpublished = await createOk(
        articleBody({ id: draft.id, title: draft.title, slug: draft.slug, status: 'draft' }),
      );
      expect(unpublished.publishDate).toBe(published.publishDate);
      expect(await listSlugs()).not.toContain(draft.slug);
      const again = await createOk(
        articleBody({
          id: draft.id,
          title: draft.title,
          slug: 'vgm-cut-off-checklist',
          tags: ['vgm'],
          status: 'published',
        }),
      );
      expect(again).toMatchObject({
        slug: 'vgm-cut-off-checklist',
        publishDate: published.publishDate,
        tags: ['vgm'],
      });
      expect(await listSlugs('?tag=vgm')).toEqual(['vgm-cut-off-checklist']);

      const { items } = (await get('/api/admin/articles', { session: admin })).json() as {
        items: { slug: string }[];
      };
      expect(items[0]!.slug).toBe('vgm-cut-off-checklist');
      const editable = await get('/api/admin/article?slug=vgm-cut-off-checklist', { session: admin });
      expect(editableBlogPostSchema.parse(editable.json()).markdown).toContain('Reefer containers');
      expect((await get('/api/admin/article?slug=no-such-post', { session: admin })).statusCode).toBe(404);
    });

    it('lists drafts for admins only', async () => {
      const draft = await createOk(articleBody({ status: 'draft' }));
      const { items } = (await get('/api/admin/articles', { session: admin })).json() as {
        items: { slug: string; status: string }[];
      };
      expect(items.find((item) => item.slug === draft.slug)?.status).toBe('draft');
    });

    it('keeps slugs unique with a 409 and a field message, and refuses reserved ones', async () => {
      const first = await createOk(articleBody({ slug: 'unique-slug-test' }));
      const clash = await create(articleBody({ slug: 'unique-slug-test' }));
      expect(clash.statusCode).toBe(409);
      expect(errorOf(clash).fields?.slug).toBe(
        'The slug “unique-slug-test” is taken by another post. Change the slug or the title.',
      );
      const derived = await createOk(articleBody());
      const sameTitle = await create(articleBody({ title: derived.title }));
      expect(sameTitle.statusCode).toBe(409);
      expect(errorOf(sameTitle).fields?.slug).toContain(derived.slug);
      const reserved = await create(articleBody({ slug: 'editor' }));
      expect(reserved.statusCode).toBe(400);
      expect(errorOf(reserved).fields?.slug).toMatch(/another page/);
      // Saving a post under its own slug is not a clash.
      expect((await create(articleBody({ id: first.id, slug: 'unique-slug-test' }))).statusCode).toBe(200);
    });

    it('explains every invalid field and stores nothing', async () => {
      const before = (await get('/api/admin/articles', { session: admin })).json().items.length;
      const response = await create({
        title: 'x',
        slug: 'Bad Slug',
        description: 'short',
        author: '',
        tags: ['<b>'],
        markdown: '   ',
        status: 'live' as 'draft',
        image: 'not-a-hash',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {}).sort()).toEqual(
        ['author', 'description', 'image', 'markdown', 'slug', 'status', 'tags.0', 'title'].sort(),
      );
      const unknownImage = await create(articleBody({ image: 'a'.repeat(64) }));
      expect(unknownImage.statusCode).toBe(400);
      expect(errorOf(unknownImage).fields).toEqual({
        image: 'This image is not on the server. Upload it again.',
      });
      const gone = await create(articleBody({ id: 987654 }));
      expect(gone.statusCode).toBe(404);
      expect((await get('/api/admin/articles', { session: admin })).json().items.length).toBe(before);
    });

    it('sanitizes the stored HTML: scripts, handlers, javascript: links and iframes never reach a reader', async () => {
      const markdown = [
        '# Heading one',
        '## Heading two',
        '<script>alert("stolen")</script>',
        '<img src="/api/articles/image/abc" alt="crane" onerror="alert(1)">',
        '![remote](https://evil.example/x.png)',
        '[click me](javascript:alert(1))',
        '<a href="JaVaScRiPt:alert(2)">second</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="color:red" onclick="alert(3)">styled</p>',
        '- first item\n- second item',
        '1. one\n2. two',
        '[Incoterms](/freight-dictionary/incoterms) and [ICC](https://iccwbo.org)',
        '`inline code`',
        '```ts\nconst teu = 20;\n```',
        '| Port | Days |\n| --- | ---: |\n| Rotterdam | 4 |',
        '> a quote',
      ].join('\n\n');
      const saved = await createOk(articleBody({ markdown }));
      const { post: shown } = blogItem.response.parse(
        (await get(`/api/articles/blog-item?slug=${saved.slug}`)).json(),
      );
      expect(shown.bodyHtml).toBe(saved.bodyHtml);
      const html = shown.bodyHtml;
      expect(html).not.toMatch(
        /<script|alert\("stolen"\)|onerror|onclick|javascript:|<iframe|style=|evil\.example/i,
      );

      const body = new JSDOM(html).window.document.body;
      const all = [...body.querySelectorAll('*')];
      expect(
        all.flatMap((element) => [...element.attributes].map((attribute) => attribute.name)),
      ).not.toContain('onerror');
      expect(body.querySelector('h1')).toBeNull();
      expect([...body.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
        'Heading one',
        'Heading two',
      ]);
      expect(body.querySelector('img')?.getAttribute('src')).toBe('/api/articles/image/abc');
      expect(body.querySelector('img')?.getAttribute('alt')).toBe('crane');
      expect(body.querySelectorAll('ul li')).toHaveLength(2);
      expect(body.querySelectorAll('ol li')).toHaveLength(2);
      expect(body.querySelector('a[href="/freight-dictionary/incoterms"]')?.textContent).toBe('Incoterms');
      expect(body.querySelector('a[href="https://iccwbo.org"]')?.getAttribute('rel')).toBe(
        'noopener noreferrer',
      );
      expect(body.querySelector('pre code.language-ts')?.textContent).toBe('const teu = 20;\n');
      expect(body.querySelector('p code')?.textContent).toBe('inline code');
      expect(body.querySelector('table td[align="right"]')?.textContent).toBe('4');
      expect(body.querySelector('blockquote')?.textContent?.trim()).toBe('a quote');
      expect(body.textContent).toContain('styled');
      expect(body.textContent).toContain('click me');
    });

    it('deletes a post by slug or id, with its likes, and answers 404 for an unknown one', async () => {
      const bySlug = await createOk(articleBody());
      await post(t.app, addLike.path, { slug: bySlug.slug }, { ip: nextIp() });
      const response = await post(t.app, articleDelete.path, { slug: bySlug.slug }, { session: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true, slug: bySlug.slug });
      expect(await listSlugs()).not.toContain(bySlug.slug);
      expect((await get(`/api/articles/blog-item?slug=${bySlug.slug}`)).statusCode).toBe(404);
      const likes = await t.db
        .selectFrom('article_likes')
        .selectAll()
        .where('article_id', '=', bySlug.id)
        .execute();
      expect(likes).toEqual([]);

      const byId = await createOk(articleBody());
      expect((await post(t.app, articleDelete.path, { id: byId.id }, { session: admin })).statusCode).toBe(
        200,
      );
      expect(await listSlugs()).not.toContain(byId.slug);

      const again = await post(t.app, articleDelete.path, { slug: bySlug.slug }, { session: admin });
      expect(again.statusCode).toBe(404);
      const neither = await post(t.app, articleDelete.path, {}, { session: admin });
      expect(neither.statusCode).toBe(400);
      expect(errorOf(neither).fields?.slug).toBe('Say which post to delete: its id or its slug.');
    });
  });

  describe('images', () => {
    function multipart(fileName: string, bytes: Buffer, type = 'image/png') {
      const boundary = '----dfa-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
    }
    const upload = (
      fileName: string,
      bytes: Buffer,
      { session, clientHeader = true }: { session?: string; clientHeader?: boolean } = {},
    ) => {
      const { payload, contentType } = multipart(fileName, bytes);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/upload-file',
        remoteAddress: nextIp(),
        headers: {
          'content-type': contentType,
          ...(clientHeader ? { 'x-requested-with': 'dfa-portal' } : {}),
        },
        payload,
        ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
      });
    };

    it('lets admins upload an image that anyone can then load, typed, unsniffable and cached for good', async () => {
      expect((await upload('crane.png', PNG)).statusCode).toBe(401);
      expect((await upload('crane.png', PNG, { session: member })).statusCode).toBe(403);
      expect((await upload('crane.png', PNG, { session: admin, clientHeader: false })).statusCode).toBe(403);

      const response = await upload('crane.png', PNG, { session: admin });
      expect(response.statusCode, response.body).toBe(200);
      const stored = uploadFile.response.parse(response.json());
      expect(stored).toMatchObject({
        mime: 'image/png',
        size: PNG.length,
        url: `/api/articles/image/${stored.id}`,
      });

      const image = await get(stored.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(image.headers['content-disposition'])).toMatch(/^inline;/);
      expect(image.rawPayload.equals(PNG)).toBe(true);

      const withImage = await createOk(articleBody({ image: stored.id }));
      expect(withImage).toMatchObject({ image: stored.url, imageId: stored.id });
    });

    it('refuses files that are not images by their content, whatever their name, and empty uploads', async () => {
      const script = await upload('photo.png', Buffer.from('<script>alert(1)</script>'), { session: admin });
      expect(script.statusCode).toBe(400);
      expect(errorOf(script).fields).toEqual({ file: 'photo.png is not a PNG, JPEG, WebP or GIF file.' });
      const pdf = await upload('scan.png', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), {
        session: admin,
      });
      expect(pdf.statusCode).toBe(400);
      const notMultipart = await post(t.app, '/api/admin/upload-file', { file: 'x' }, { session: admin });
      expect(notMultipart.statusCode).toBe(400);
      expect(errorOf(notMultipart).fields).toEqual({ file: 'Choose an image to upload.' });
    });

    it('refuses an image over 10 MB with 413', async () => {
      const huge = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
      const response = await upload('huge.png', huge, { session: admin });
      expect(response.statusCode).toBe(413);
      expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers 404 for unknown and malformed image ids', async () => {
      for (const id of ['0'.repeat(64), '..%2F..%2Fetc%2Fpasswd', 'abc']) {
        const response = await get(`/api/articles/image/${id}`);
        expect(response.statusCode, id).toBe(404);
      }
    });
  });

  describe('RSS feed', () => {
    it('is RSS 2.0 XML with absolute links to published posts only', async () => {
      const draft = await createOk(articleBody({ status: 'draft' }));
      const published = await createOk(articleBody({ title: 'Feed check: <tags> & "quotes"' }));
      const response = await get('/blog/rss.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = new JSDOM(response.body, { contentType: 'application/xml' }).window.document;
      expect(xml.documentElement.nodeName).toBe('rss');
      expect(xml.documentElement.getAttribute('version')).toBe('2.0');
      const items = [...xml.querySelectorAll('channel > item')];
      expect(items.length).toBeLessThanOrEqual(PAGE_SIZE);
      const links = items.map((item) => item.querySelector('link')?.textContent);
      expect(links[0]).toBe(`${TEST_SITE_URL}/blog/${published.slug}`);
      expect(items[0]!.querySelector('title')?.textContent).toBe('Feed check: <tags> & "quotes"');
      expect(items[0]!.querySelector('pubDate')?.textContent).toMatch(
        /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
      expect(links).not.toContain(`${TEST_SITE_URL}/blog/${draft.slug}`);
      expect(links.every((link) => link?.startsWith(`${TEST_SITE_URL}/blog/`))).toBe(true);

      await post(t.app, articleDelete.path, { slug: published.slug }, { session: admin });
      expect((await get('/blog/rss.xml')).body).not.toContain(published.slug);
    });
  });

  describe('malformed bodies', () => {
    const hugeString = fc.string({ minLength: 5_000, maxLength: 40_000, unit: 'grapheme-ascii' });
    const anything = fc.oneof(fc.jsonValue(), hugeString, fc.constant(null), fc.array(fc.string()));
    const valid: Record<string, Record<string, unknown>> = {
      [addLike.path]: { slug: 'reading-a-bill-of-lading' },
      [addView.path]: { slug: 'reading-a-bill-of-lading' },
      [articleDelete.path]: { slug: 'no-such-post-anywhere' },
      [articleCreate.path]: { ...articleBody(), tags: ['fuzz'] },
    };
    const schemas = {
      [addLike.path]: addLike.body,
      [addView.path]: addView.body,
      [articleDelete.path]: articleDelete.body,
      [articleCreate.path]: articleCreate.body,
    };

    it.each(Object.keys(valid))('%s answers them with a 4xx envelope, never a 5xx', async (path) => {
      const before = (await get('/api/admin/articles', { session: admin })).json().items.length;
      const broken = fc
        .record({ key: fc.constantFrom(...Object.keys(valid[path]!), 'extra'), value: anything })
        .map(({ key, value }) => JSON.stringify({ ...valid[path], [key]: value }));
      const payloads = fc
        .oneof(
          broken,
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.string({ maxLength: 200 }),
        )
        .filter((payload) => {
          try {
            return !schemas[path]!.safeParse(JSON.parse(payload)).success;
          } catch {
            return true;
          }
        });
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const response = await t.app.inject({
            method: 'POST',
            url: path,
            remoteAddress: nextIp(),
            headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
            cookies: { [SESSION_COOKIE]: admin },
            payload,
          });
          expect(response.statusCode, payload.slice(0, 200)).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, payload.slice(0, 200)).toBeLessThan(500);
          expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
        }),
        { numRuns: 60 },
      );
      expect((await get('/api/admin/articles', { session: admin })).json().items.length).toBe(before);
    });

    it('GET endpoints answer any query with a 4xx or 200, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/api/articles/blog-items', '/api/articles/blog-item', '/api/articles/likes'),
          fc.dictionary(fc.constantFrom('slug', 'tag', 'page', 'x'), fc.string({ maxLength: 300 })),
          async (path, query) => {
            const response = await t.app.inject({ method: 'GET', url: path, query, remoteAddress: nextIp() });
            expect(response.statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 80 },
      );
    });
  });
});
