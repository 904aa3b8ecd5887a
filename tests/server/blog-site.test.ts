import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleCreate,
  articleDelete,
  editableBlogPostSchema,
  type ArticleBody,
} from '../../shared/api/blog';
import { createSession } from '../../src-server/http/sessions';
import { BUILD_PATHS } from '../../src-server/paths';
import { loadSite } from '../../src-server/web/site';
import { nextEmail, post } from './support/auth';
import { insertMember } from '../support/members';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  const site = await loadSite({ ...BUILD_PATHS, siteUrl: TEST_SITE_URL });
  t = await createTestApp({ site });
  const user = await insertMember(t.db, { isAdmin: true, email: nextEmail() });
  admin = (await createSession(t.db, user.userId, new Date())).token;
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const sitemap = async () => (await page('/sitemap.xml')).body;

async function save(body: ArticleBody) {
  const response = await post(t.app, articleCreate.path, body, { session: admin });
  expect(response.statusCode, response.body).toBe(200);
  return editableBlogPostSchema.parse(response.json());
}

const postBody = (overrides: Partial<ArticleBody> = {}): ArticleBody => ({
  title: 'Transhipment at Tanger Med',
  description:
    'What forwarders should check when cargo is transhipped at Tanger Med on the way to West Africa.',
  author: 'Karim Benali',
  tags: ['transhipment'],
  markdown: 'Cargo for **West Africa** often changes vessel at Tanger Med.',
  status: 'published',
  ...overrides,
});

function blogPosting(html: string): Record<string, unknown> | undefined {
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    const found = (Array.isArray(data) ? data : [data]).find((item) => item['@type'] === 'BlogPosting');
    if (found) return found;
  }
  return undefined;
}

describe(`blog pages, sitemap and feed with the website on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('lists every published post in the sitemap', async () => {
    const xml = await sitemap();
    for (const slug of [
      'how-payment-protection-between-members-works',
      'reading-a-bill-of-lading',
      'demurrage-versus-detention',
      'incoterms-2020-in-practice',
      'what-the-dcsa-standards-change-for-forwarders',
    ])
      expect(xml).toContain(`<loc>${TEST_SITE_URL}/blog/${slug}</loc>`);
    expect(xml).toContain(`<loc>${TEST_SITE_URL}/blog</loc>`);
    expect(xml).not.toContain('/blog/editor');
  });

  it('renders a post with its text and BlogPosting JSON-LD in the HTML, before any script runs', async () => {
    const response = await page('/blog/reading-a-bill-of-lading');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Reading a bill of lading, field by field<\/h1>/);
    expect(html).toContain('<h2>Three jobs in one document</h2>');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html).toContain('<time dateTime="2025-05-20T09:00:00.000Z">May 20 2025</time>');
    expect(blogPosting(html)).toMatchObject({
      headline: 'Reading a bill of lading, field by field',
      datePublished: '2025-05-20T09:00:00.000Z',
      dateModified: '2025-06-03T14:30:00.000Z',
      author: { '@type': 'Organization', name: 'DFA Editorial Team' },
      publisher: { '@id': `${TEST_SITE_URL}/#organization` },
      mainEntityOfPage: { '@id': `${TEST_SITE_URL}/blog/reading-a-bill-of-lading` },
    });
    expect((await page('/blog/no-such-post')).statusCode).toBe(404);
  });

  it('renders the list filtered by the tag in the URL', async () => {
    const html = (await page('/blog?tag=incoterms')).body;
    expect(html).toContain('Posts tagged “incoterms”');
    expect(html).toContain('href="/blog/incoterms-2020-in-practice"');
    expect(html).not.toContain('href="/blog/reading-a-bill-of-lading"');
  });

  it('shows a publication at once, keeps drafts out, and removes a deleted post from pages, sitemap and feed', async () => {
    // Rendered (and cached) before the writes, so the writes must invalidate what was cached.
    expect((await page('/blog')).body).not.toContain('Transhipment at Tanger Med');
    await sitemap();

    const draft = await save(postBody({ title: 'Draft about bunker surcharges', status: 'draft' }));
    const published = await save(postBody());
    expect((await page('/blog')).body).toContain('Transhipment at Tanger Med');
    expect((await page(`/blog/${draft.slug}`)).statusCode).toBe(404);
    expect(await sitemap()).toContain(`${TEST_SITE_URL}/blog/${published.slug}</loc>`);
    expect(await sitemap()).not.toContain(draft.slug);

    await save(
      postBody({ id: published.id, markdown: 'Rewritten: cargo for **West Africa** changes vessel here.' }),
    );
    expect((await page(`/blog/${published.slug}`)).body).toContain('Rewritten: cargo for');

    const deleted = await post(t.app, articleDelete.path, { id: published.id }, { session: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await page('/blog')).body).not.toContain('Transhipment at Tanger Med');
    expect((await page(`/blog/${published.slug}`)).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(published.slug);
    expect((await page('/blog/rss.xml')).body).not.toContain(published.slug);
  });
});
