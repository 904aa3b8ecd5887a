import { describe, expect, it } from 'vitest';
import { footerLinks, isWelcomeExempt, navigation, ROUTES, sitemapPaths, type RouteEntry } from './routes';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('links only built pages from the navigation, footer and sitemap', () => {
    const builtPaths = new Set(ROUTES.filter((route) => route.built).map((route) => route.path));
    const linked = [
      ...navigation().flatMap((section) => [section.href, ...section.items.map((item) => item.href)]),
      ...(['company', 'resources', 'legal'] as const).flatMap((group) =>
        footerLinks(group).map((link) => link.href),
      ),
      ...sitemapPaths(),
    ].filter((href): href is string => href !== undefined);
    for (const href of linked) expect(builtPaths).toContain(href);
  });

  it('adds a section to the navigation when one of its pages is built', () => {
    const withoutEvents: RouteEntry[] = ROUTES.map((route) =>
      route.section === 'events' ? { ...route, built: false } : route,
    );
    const withEvents = withoutEvents.map((route) =>
      route.id === 'events-members-meeting' ? { ...route, built: true } : route,
    );
    expect(navigation(withoutEvents).some((section) => section.id === 'events')).toBe(false);
    const events = navigation(withEvents).find((section) => section.id === 'events');
    expect(events).toEqual({
      id: 'events',
      label: 'Events',
      items: [{ label: 'Members meeting', href: '/events/members-meeting' }],
    });
  });
});

describe('welcome prompt exemptions', () => {
  it.each([
    '/membership',
    '/auth/sign-in',
    '/auth/sign-up',
    '/auth/forgot-password',
    '/auth/confirm-password/abc',
    '/partners/erp-enquiry',
    '/some/oauth-callback',
  ])('%s is exempt', (path) => expect(isWelcomeExempt(path)).toBe(true));

  it.each(['/', '/freight-dictionary', '/events', '/membership-regulations'])('%s is not exempt', (path) =>
    expect(isWelcomeExempt(path)).toBe(false),
  );
});

describe('members’ and admins’ pages', () => {
  const paths = (sections: ReturnType<typeof navigation>) =>
    sections.flatMap((section) => [section.href, ...section.items.map((item) => item.href)]);

  it('appear in the navigation only for those who may open them', () => {
    expect(paths(navigation(ROUTES, 'visitor'))).not.toContain('/shipping-leads');
    expect(paths(navigation(ROUTES, 'visitor'))).toContain('/digital-tools/freight-calculator');
    expect(paths(navigation(ROUTES, 'visitor'))).not.toContain('/digital-tools/freight-calculator/widget');
    expect(paths(navigation(ROUTES, 'member'))).toEqual(
      expect.arrayContaining(['/shipping-leads', '/digital-tools/freight-calculator/widget']),
    );
    expect(paths(navigation(ROUTES, 'member'))).not.toContain('/shipping-leads/review');
    expect(paths(navigation(ROUTES, 'admin'))).toContain('/shipping-leads/review');
  });

  it('never appear in the sitemap, nor does the shipper’s private page', () => {
    const sitemap = sitemapPaths();
    expect(sitemap).toContain('/digital-tools/freight-calculator');
    for (const path of sitemap) expect(path.startsWith('/shipping-leads')).toBe(false);
    expect(sitemap).not.toContain('/digital-tools/freight-calculator/widget');
  });
});
