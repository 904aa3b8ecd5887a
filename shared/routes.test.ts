import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  footerLinks,
  isSignedInWork,
  isWelcomeExempt,
  navigation,
  ROUTES,
  sitemapPaths,
  type RouteEntry,
  type Viewer,
} from './routes';

describe('route table', () => {
  it('frames every page a member or admin works in with the workspace shell', () => {
    const signedIn = ROUTES.filter((route) => route.built && isSignedInWork(route));
    expect(signedIn.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/company/blacklist', '/admin/api-keys', '/account/premium', '/dashboard']),
    );
    expect(signedIn.filter((route) => route.shell !== 'workspace').map((route) => route.path)).toEqual([]);
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('links only built pages from the navigation, footer and sitemap', () => {
    const builtPaths = new Set(ROUTES.filter((route) => route.built).map((route) => route.path));
    const linked = [
      ...(['visitor', 'member', 'admin'] as const).flatMap((viewer) =>
        navigation(viewer).flatMap((group) => group.items.map((item) => item.href)),
      ),
      ...accountMenu('admin').map((item) => item.href),
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
    expect(navigation('visitor', withoutEvents).some((group) => group.id === 'events')).toBe(false);
    const events = navigation('visitor', withEvents).find((group) => group.id === 'events');
    expect(events).toEqual({
      id: 'events',
      label: 'Events',
      items: [{ label: 'Members meeting', href: '/events/members-meeting' }],
    });
  });

  it('slots a new tool page into the member tools group without naming it anywhere else', () => {
    const withSchedules: RouteEntry[] = [
      ...ROUTES,
      {
        id: 'digital-tools-ship-schedules',
        path: '/digital-tools/ship-schedules',
        section: 'digital-tools',
        label: 'Ship schedules',
        built: true,
        indexable: true,
      },
    ];
    const tools = navigation('visitor', withSchedules).find((group) => group.id === 'tools');
    expect(tools?.items).toContainEqual({ label: 'Ship schedules', href: '/digital-tools/ship-schedules' });
  });
});

describe('menus by audience', () => {
  const hrefs = (viewer: Viewer) =>
    navigation(viewer).flatMap((group) => group.items.map((item) => item.href));

  it('has at most six top-level groups for everyone', () => {
    for (const viewer of ['visitor', 'member', 'admin'] as const) {
      expect(navigation(viewer).length).toBeLessThanOrEqual(6);
    }
    expect(navigation('visitor').map((group) => group.label)).toEqual([
      'Membership',
      'Member tools',
      'Network',
      'Events',
      'Learn',
      'Company',
    ]);
  });

  it('never shows visitors the members-only pages, and never invites members to join', () => {
    const visitor = hrefs('visitor');
    for (const membersOnly of [
      '/directory/my-company',
      '/directory/virtual-office',
      '/company/blacklist',
      '/admin',
    ]) {
      expect(visitor).not.toContain(membersOnly);
    }
    expect(visitor).toContain('/auth/sign-up');
    expect(hrefs('member')).not.toContain('/auth/sign-up');
    expect(hrefs('member')).toContain('/company/blacklist');
  });

  it('gives members their pages in the account menu, and admins the administration too', () => {
    expect(accountMenu('member').map((item) => item.label)).toEqual([
      'Dashboard',
      'My company',
      'Account',
      'Virtual office',
    ]);
    expect(accountMenu('admin').map((item) => item.label)).toEqual([
      'Dashboard',
      'My company',
      'Account',
      'Virtual office',
      'Admin',
    ]);
    // Payment protection is a member tool, listed with the others for members only.
    expect(hrefs('member')).toContain('/payment-protection');
    expect(hrefs('visitor')).not.toContain('/payment-protection');
  });

  it('keeps the legal pages in the footer only', () => {
    expect(hrefs('visitor')).not.toContain('/resources/privacy-policy');
    expect(footerLinks('legal').map((link) => link.href)).toContain('/resources/privacy-policy');
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
  const menuPaths = (viewer: Viewer) => [
    ...navigation(viewer).flatMap((group) => group.items.map((item) => item.href)),
    ...(viewer === 'visitor' ? [] : accountMenu(viewer).map((item) => item.href)),
  ];
  const memberTools = (viewer: Viewer) =>
    navigation(viewer)
      .find((group) => group.id === 'tools')
      ?.items.map((item) => item.href) ?? [];

  it('appear in the menus only for those who may open them', () => {
    expect(menuPaths('visitor')).not.toContain('/shipping-leads');
    expect(memberTools('visitor')).toContain('/digital-tools/freight-calculator');
    expect(menuPaths('visitor')).not.toContain('/digital-tools/freight-calculator/widget');
    expect(memberTools('member')).toContain('/shipping-leads');
    expect(menuPaths('member')).toContain('/digital-tools/freight-calculator/widget');
    expect(menuPaths('member')).not.toContain('/shipping-leads/review');
    expect(menuPaths('admin')).toContain('/shipping-leads/review');
  });

  it('never appear in the sitemap, nor does the shipper’s private page', () => {
    const sitemap = sitemapPaths();
    expect(sitemap).toContain('/digital-tools/freight-calculator');
    for (const path of sitemap) expect(path.startsWith('/shipping-leads')).toBe(false);
    expect(sitemap).not.toContain('/digital-tools/freight-calculator/widget');
  });
});
