/**
 * The route table: every route of the product, whether its page is built, and where
 * it appears. The router, the server renderer, the navigation, the footer and the sitemap are
 * all derived from it, so a link appears exactly when its page exists.
 */
type SectionId =
  | 'home'
  | 'benefits'
  | 'digital-tools'
  | 'shipping-leads'
  | 'directory'
  | 'events'
  | 'blog'
  | 'freight-dictionary'
  | 'company'
  | 'services'
  | 'resources'
  | 'membership'
  | 'auth'
  | 'feedback'
  | 'freight-forwarder'
  | 'partners'
  | 'account';

/** The header's top-level entries, grouped by what a visitor or member came to do. */
type NavGroupId = 'membership' | 'tools' | 'network' | 'events' | 'learn' | 'company';

/** Who is looking at the site: menus show each of them only what they can use. */
export type Viewer = 'visitor' | 'member' | 'admin';

/**
 * Whom a menu entry is for: everyone, visitors (join prompts), members (admins included), or
 * admins. The page itself still decides who may use it; this only keeps menus relevant.
 */
type Audience = 'everyone' | 'visitors' | 'members' | 'admins';

export interface RouteEntry {
  id: string;
  /** react-router path pattern */
  path: string;
  section: SectionId;
  /** link text in menus and the footer */
  label: string;
  /** the page exists; an unbuilt route answers 404 and is never linked */
  built: boolean;
  /** listed in the sitemap (public, indexable, fixed path) */
  indexable: boolean;
  /** pattern routes are expanded from content (e.g. dictionary slugs), not linked directly */
  pattern?: boolean;
  /** where the footer lists it */
  footer?: 'company' | 'resources' | 'legal';
  /**
   * Where the menus list it, when not where its section's group would: another header group,
   * the account menu, or nowhere.
   */
  menu?: NavGroupId | 'account' | 'none';
  /** the menus' link text, when it differs from `label` */
  menuLabel?: string;
  /** whom menus show it to (default everyone) */
  audience?: Audience;
  /**
   * `workspace`: signed-in work, framed by the workspace's own navigation instead of the site's
   * header and footer (DESIGN §12); public pages keep the site's frame.
   */
  shell?: 'workspace';
}

const r = (
  id: string,
  path: string,
  section: SectionId,
  label: string,
  extra: Partial<
    Pick<
      RouteEntry,
      'built' | 'indexable' | 'pattern' | 'footer' | 'menu' | 'menuLabel' | 'audience' | 'shell'
    >
  > = {},
): RouteEntry => ({
  id,
  path,
  section,
  label,
  built: false,
  indexable: !extra.pattern,
  ...extra,
});

export const ROUTES = [
  r('home', '/', 'home', 'Home', { built: true }),
  r('membership', '/membership', 'membership', 'Membership', { built: true, menuLabel: 'Plans and fees' }),
  r('partners-erp-enquiry', '/partners/erp-enquiry', 'partners', 'ERP enquiry', { built: true }),

  r('auth-sign-in', '/auth/sign-in', 'auth', 'Sign in', { built: true, indexable: false }),
  r('auth-greetings', '/auth/sign-in/greetings', 'auth', 'Welcome back', { built: true, indexable: false }),
  r('auth-sign-up', '/auth/sign-up', 'auth', 'Join DFA', {
    built: true,
    indexable: false,
    menu: 'membership',
    menuLabel: 'Apply for membership',
    audience: 'visitors',
  }),
  r('auth-forgot-password', '/auth/forgot-password', 'auth', 'Forgot password', {
    built: true,
    indexable: false,
  }),
  r('auth-confirm-password', '/auth/confirm-password/*', 'auth', 'Set a new password', {
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('auth-unlock', '/auth/unlock/:token', 'auth', 'Let this browser sign in', {
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('auth-notification', '/auth/notification-page', 'auth', 'Notification', {
    built: true,
    indexable: false,
  }),
  r('auth-confirm-email', '/auth/confirm-email/:token', 'auth', 'Confirm your email address', {
    built: true,
    pattern: true,
    indexable: false,
  }),

  r('benefits', '/benefits', 'benefits', 'All benefits', { built: true }),
  // The header lists the benefits members ask about most; the rest are on the benefits page.
  r('benefits-brand-reliability', '/benefits/brand-reliability', 'benefits', 'Brand reliability', {
    built: true,
    menu: 'none',
  }),
  r('benefits-digital-solution', '/benefits/digital-solution', 'benefits', 'Digital solution', {
    built: true,
    menu: 'none',
  }),
  r('benefits-member-directory', '/benefits/member-directory', 'benefits', 'Member directory', {
    built: true,
    menu: 'none',
  }),
  r('benefits-networking', '/benefits/networking', 'benefits', 'Networking', { built: true, menu: 'none' }),
  r('benefits-payment-protection', '/benefits/payment-protection', 'benefits', 'Payment protection', {
    built: true,
  }),
  r('benefits-shipping-leads', '/benefits/shipping-leads', 'benefits', 'Shipping leads', { built: true }),
  r('benefits-support', '/benefits/support', 'benefits', 'Support', { built: true, menu: 'none' }),

  r('blog', '/blog', 'blog', 'Blog', { built: true }),
  r('blog-post', '/blog/:title', 'blog', 'Blog post', { built: true, pattern: true }),
  r('blog-editor', '/blog/editor/*', 'blog', 'Blog editor', {
    shell: 'workspace',
    built: true,
    pattern: true,
    indexable: false,
  }),

  r('company-blacklist', '/company/blacklist', 'company', 'Blacklist', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'network',
    audience: 'members',
  }),
  r('company-blacklist-respond', '/company/blacklist/respond/:token', 'company', 'Answer a report', {
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('company-vision-strategy', '/company/vision-strategy', 'company', 'Vision and strategy', {
    built: true,
    footer: 'company',
  }),
  r('company-code-of-ethics', '/company/code-of-ethics', 'company', 'Code of ethics', {
    built: true,
    footer: 'company',
  }),
  r(
    'company-membership-regulations',
    '/company/membership-regulations',
    'company',
    'Membership regulations',
    {
      built: true,
      footer: 'company',
    },
  ),
  r('company-faqs', '/company/faqs', 'company', 'FAQs', { built: true, footer: 'company' }),
  r('company-contact-us', '/company/contact-us', 'company', 'Contact us', { built: true, footer: 'company' }),

  r('digital-tools', '/digital-tools', 'digital-tools', 'All digital tools', { built: true }),
  r('digital-tools-cargoes-flow', '/digital-tools/cargoes-flow', 'digital-tools', 'Cargoes Flow', {
    built: true,
  }),
  r('digital-tools-searates-erp', '/digital-tools/searates-erp', 'digital-tools', 'Freight forwarding ERP', {
    built: true,
  }),
  r('digital-tools-tracking-system', '/digital-tools/tracking-system', 'digital-tools', 'Tracking system', {
    built: true,
  }),
  r(
    'digital-tools-freight-calculator',
    '/digital-tools/freight-calculator',
    'digital-tools',
    'Freight calculator',
    {
      built: true,
    },
  ),
  r(
    'digital-tools-calculator-widget',
    '/digital-tools/freight-calculator/widget',
    'digital-tools',
    'Your calculator widget',
    {
      shell: 'workspace',
      built: true,
      indexable: false,
      menu: 'tools',
      menuLabel: 'Your calculator widget',
      audience: 'members',
    },
  ),

  r(
    'digital-tools-calculator-confirm-address',
    '/digital-tools/freight-calculator/confirm-address/:token',
    'digital-tools',
    'Confirm the address for quote requests',
    { built: true, pattern: true, indexable: false },
  ),

  r('shipping-leads', '/shipping-leads', 'shipping-leads', 'Open leads', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'tools',
    menuLabel: 'Shipping leads board',
    audience: 'members',
  }),
  r('shipping-leads-review', '/shipping-leads/review', 'shipping-leads', 'Review leads', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'tools',
    menuLabel: 'Review shipping leads',
    audience: 'admins',
  }),
  r('shipping-leads-quotes', '/shipping-leads/quotes/:token', 'shipping-leads', 'Your quotes', {
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('shipping-leads-lead', '/shipping-leads/:id', 'shipping-leads', 'Shipping lead', {
    shell: 'workspace',
    built: true,
    pattern: true,
    indexable: false,
    audience: 'members',
  }),
  r('digital-tools-ship-schedules', '/digital-tools/ship-schedules', 'digital-tools', 'Ship schedules', {
    built: true,
  }),

  r('directory', '/directory', 'directory', 'Member directory', { built: true }),
  r('directory-company', '/directory/company/:slug', 'directory', 'Member profile', {
    built: true,
    pattern: true,
  }),
  // The member's own pages, in the order the account menu lists them.
  r('dashboard', '/dashboard', 'account', 'Dashboard', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'account',
    audience: 'members',
  }),
  r('directory-my-company', '/directory/my-company', 'directory', 'Edit company profile', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'account',
    menuLabel: 'My company',
    audience: 'members',
  }),
  r('account', '/account', 'account', 'Account', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'account',
    audience: 'members',
  }),
  r('account-invoice', '/account/invoices/:number', 'account', 'Invoice', {
    shell: 'workspace',
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('account-api-key', '/account/api-keys/:id', 'account', 'API key', {
    shell: 'workspace',
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('account-premium', '/account/premium', 'account', 'Move to Premium', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'none',
    audience: 'members',
  }),
  r('account-confirm-email', '/account/confirm-email/:token', 'account', 'Confirm your new email address', {
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('payment-protection', '/payment-protection', 'account', 'Payment protection', {
    shell: 'workspace',
    built: true,
    indexable: false,
    // A member tool: the account menu keeps to the member's own company and account.
    menu: 'tools',
    menuLabel: 'Payment protection cases',
    audience: 'members',
  }),
  r('payment-protection-case', '/payment-protection/:caseId', 'account', 'Payment protection case', {
    shell: 'workspace',
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('meetings', '/meetings', 'account', 'Meetings', {
    shell: 'workspace',
    built: true,
    indexable: false,
    // Meeting other members is networking: listed beside the directory, for members only.
    menu: 'network',
    menuLabel: 'Meetings with members',
    audience: 'members',
  }),
  r('meetings-availability', '/meetings/availability', 'account', 'Meeting hours', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'none',
    audience: 'members',
  }),
  r('directory-virtual-office', '/directory/virtual-office', 'directory', 'Virtual office', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'account',
    audience: 'members',
  }),
  r('admin', '/admin', 'account', 'Admin', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'account',
    audience: 'admins',
  }),
  // The admin area: linked from the admin home, never listed in menus or the sitemap.
  r('admin-members', '/admin/members', 'account', 'Members and applications', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'none',
    audience: 'admins',
  }),
  r('admin-member', '/admin/members/:id', 'account', 'Member', {
    shell: 'workspace',
    built: true,
    pattern: true,
    indexable: false,
    audience: 'admins',
  }),
  r('admin-invoices', '/admin/invoices', 'account', 'Membership invoices', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'none',
    audience: 'admins',
  }),
  r('admin-membership-fees', '/admin/membership-fees', 'account', 'Membership fees', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'none',
    audience: 'admins',
  }),
  r('admin-payment-protection', '/admin/payment-protection', 'account', 'Payment protection cases', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'none',
    audience: 'admins',
  }),
  r('admin-api-keys', '/admin/api-keys', 'account', 'Member API keys', {
    shell: 'workspace',
    built: true,
    indexable: false,
    menu: 'none',
    audience: 'admins',
  }),

  r('events', '/events', 'events', 'All events', { built: true }),
  r('events-annual-conference', '/events/1st-dfa-annual-conference', 'events', '1st DFA Annual Conference', {
    built: true,
  }),
  r('events-attendees', '/events/annual-conference-attendees-list', 'events', 'Conference attendees', {
    built: true,
  }),
  r('events-future-of-freight', '/events/future-of-freight', 'events', 'Future of Freight', { built: true }),
  r('events-global-freight-summit', '/events/global-freight-summit', 'events', 'Global Freight Summit', {
    built: true,
  }),
  r('events-members-meeting', '/events/members-meeting', 'events', 'Members meeting', { built: true }),
  r('events-meetings', '/events/:event/meetings', 'events', 'Conference meetings', {
    shell: 'workspace',
    built: true,
    pattern: true,
    indexable: false,
    audience: 'members',
  }),
  r('events-registration', '/events/:event/:token', 'events', 'Your registration', {
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('events-event', '/events/:event', 'events', 'Event', { built: true, pattern: true }),

  r('feedback-events-survey', '/feedback/events-survey/:slug', 'feedback', 'Event survey', {
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('feedback-experience', '/feedback/experience-survey', 'feedback', 'Experience survey', {
    built: true,
    indexable: false,
  }),
  r('feedback-expectations', '/feedback/expectations-survey', 'feedback', 'Expectations survey', {
    built: true,
    indexable: false,
  }),

  r('freight-dictionary', '/freight-dictionary', 'freight-dictionary', 'Freight dictionary', {
    built: true,
    footer: 'resources',
  }),
  r('freight-dictionary-term', '/freight-dictionary/:slug', 'freight-dictionary', 'Term', {
    built: true,
    pattern: true,
  }),

  r('freight-forwarder', '/freight-forwarder', 'freight-forwarder', 'Forwarders by country', {
    built: true,
    footer: 'resources',
  }),
  r('freight-forwarder-country', '/freight-forwarder/:title', 'freight-forwarder', 'Country', {
    built: true,
    pattern: true,
  }),
  r(
    'freight-forwarders-in-india',
    '/freight-forwarders-in-india',
    'freight-forwarder',
    'Freight forwarders in India',
    { built: true },
  ),

  r('resources', '/resources', 'resources', 'All resources', {
    built: true,
    menuLabel: 'Guides and resources',
  }),
  r('resources-bill-of-lading', '/resources/bill-of-lading', 'resources', 'Bill of lading guide', {
    built: true,
    footer: 'resources',
  }),
  r(
    'resources-demurrage-and-detention',
    '/resources/demurrage-and-detention',
    'resources',
    'Demurrage and detention guide',
    {
      built: true,
      footer: 'resources',
    },
  ),
  r('resources-privacy-policy', '/resources/privacy-policy', 'resources', 'Privacy policy', {
    built: true,
    footer: 'legal',
  }),
  r(
    'resources-terms-and-conditions',
    '/resources/terms-and-conditions',
    'resources',
    'Terms and conditions',
    {
      built: true,
      footer: 'legal',
    },
  ),

  r('services', '/services', 'services', 'All services', { built: true }),
  // Shippers ask for quotes here; what they send becomes a shipping lead for members.
  r('get-a-quote', '/get-a-quote', 'services', 'Get freight quotes', {
    built: true,
    menuLabel: 'Get freight quotes (shippers)',
  }),
  r('services-snpl', '/services/snpl', 'services', 'Ship now, pay later', { built: true }),
  r('services-trade-finance', '/services/trade-finance', 'services', 'Trade finance', { built: true }),
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTES)[number]['id'];

export const BUILT_ROUTES: readonly RouteEntry[] = ROUTES.filter((route) => route.built);

export function routeById(id: RouteId): RouteEntry {
  const route = ROUTES.find((entry) => entry.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** The path of a fixed route, but only when its page is built (so no link can dangle). */
export function builtHref(id: RouteId): string | undefined {
  const route: RouteEntry = routeById(id);
  return route.built && !route.pattern ? route.path : undefined;
}

export function dictionaryTermPath(slug: string): string {
  return `/freight-dictionary/${slug}`;
}

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  id: NavGroupId;
  label: string;
  items: NavLink[];
}

/**
 * The header's groups, at most six, and the sections each gathers (in this order). A new page
 * appears in its section's group by being built; `menu` on a route moves it elsewhere.
 */
const NAV_GROUPS: { id: NavGroupId; label: string; sections: SectionId[] }[] = [
  { id: 'membership', label: 'Membership', sections: ['membership', 'benefits'] },
  { id: 'tools', label: 'Member tools', sections: ['digital-tools', 'services'] },
  { id: 'network', label: 'Network', sections: ['directory', 'freight-forwarder'] },
  { id: 'events', label: 'Events', sections: ['events'] },
  { id: 'learn', label: 'Learn', sections: ['blog', 'freight-dictionary', 'resources'] },
  { id: 'company', label: 'Company', sections: ['company'] },
];

/** Where the menus list a route: its own `menu`, else its section's group; legal pages only in the footer. */
function menuPlace(route: RouteEntry): NavGroupId | 'account' | 'none' {
  if (route.menu) return route.menu;
  if (route.footer === 'legal') return 'none';
  return NAV_GROUPS.find((group) => group.sections.includes(route.section))?.id ?? 'none';
}

function seesEntry(audience: Audience | undefined, viewer: Viewer): boolean {
  switch (audience ?? 'everyone') {
    case 'everyone':
      return true;
    case 'visitors':
      return viewer === 'visitor';
    case 'members':
      return viewer !== 'visitor';
    case 'admins':
      return viewer === 'admin';
  }
}

/** Built, fixed-path routes a menu place lists for this viewer, in the groups' section order. */
function menuLinks(
  place: NavGroupId | 'account',
  viewer: Viewer,
  routes: readonly RouteEntry[],
  sections: readonly SectionId[] = [],
): NavLink[] {
  const rank = (route: RouteEntry) => {
    const index = sections.indexOf(route.section);
    return index === -1 ? sections.length : index;
  };
  return routes
    .filter(
      (route) =>
        route.built && !route.pattern && menuPlace(route) === place && seesEntry(route.audience, viewer),
    )
    .map((route, order) => ({ route, order }))
    .sort((a, b) => rank(a.route) - rank(b.route) || a.order - b.order)
    .map(({ route }) => ({ label: route.menuLabel ?? route.label, href: route.path }));
}

/** The header's groups for this viewer; a group with nothing built for them is left out. */
export function navigation(viewer: Viewer = 'visitor', routes: readonly RouteEntry[] = ROUTES): NavGroup[] {
  return NAV_GROUPS.flatMap(({ id, label, sections }) => {
    const items = menuLinks(id, viewer, routes, sections);
    return items.length > 0 ? [{ id, label, items }] : [];
  });
}

/** The account menu's pages for a signed-in viewer, in table order (signing out is an action). */
export function accountMenu(
  viewer: Exclude<Viewer, 'visitor'>,
  routes: readonly RouteEntry[] = ROUTES,
): NavLink[] {
  return menuLinks('account', viewer, routes);
}

export function footerLinks(
  group: NonNullable<RouteEntry['footer']>,
  routes: readonly RouteEntry[] = ROUTES,
): { label: string; href: string }[] {
  return routes
    .filter((route) => route.footer === group && route.built && !route.pattern)
    .map((route) => ({ label: route.label, href: route.path }));
}

/** Fixed, indexable, built paths for the sitemap; pattern routes add their content paths. */
export function sitemapPaths(routes: readonly RouteEntry[] = ROUTES): string[] {
  return routes
    .filter((route) => route.built && route.indexable && !route.pattern)
    .map((route) => route.path);
}

/** Paths where the welcome prompt never opens (a member confirming an address is not a visitor). */
const WELCOME_EXEMPT = ['/membership', '/partners/erp-enquiry', '/account/confirm-email'];

export function isWelcomeExempt(pathname: string): boolean {
  return (
    pathname.includes('auth') ||
    WELCOME_EXEMPT.some((path) => pathname === path || pathname.startsWith(`${path}/`))
  );
}

/**
 * Whether the route is signed-in work, which the workspace's shell frames (DESIGN §12): a page
 * menus show only to members or admins, or one of the account's pages. Pages opened from an
 * email's link (`:token`) are left out: whoever follows the link may not be signed in.
 */
export function isSignedInWork(route: RouteEntry): boolean {
  if (route.path.includes(':token')) return false;
  return route.audience === 'members' || route.audience === 'admins' || route.section === 'account';
}
