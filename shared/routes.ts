/**
 * The route table: every route of the specification (§2), whether its page is built, and where
 * it appears. The router, the server renderer, the navigation, the footer and the sitemap are
 * all derived from it, so a link appears exactly when its page exists.
 */
export type SectionId =
  | 'home'
  | 'benefits'
  | 'digital-tools'
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
  | 'partners';

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
}

const r = (
  id: string,
  path: string,
  section: SectionId,
  label: string,
  extra: Partial<Pick<RouteEntry, 'built' | 'indexable' | 'pattern' | 'footer'>> = {},
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
  r('membership', '/membership', 'membership', 'Membership', { built: true }),
  r('partners-erp-enquiry', '/partners/erp-enquiry', 'partners', 'ERP enquiry', { built: true }),

  r('auth-sign-in', '/auth/sign-in', 'auth', 'Sign in', { built: true, indexable: false }),
  r('auth-greetings', '/auth/sign-in/greetings', 'auth', 'Welcome back', { built: true, indexable: false }),
  r('auth-sign-up', '/auth/sign-up', 'auth', 'Join DFA', { built: true, indexable: false }),
  r('auth-forgot-password', '/auth/forgot-password', 'auth', 'Forgot password', {
    built: true,
    indexable: false,
  }),
  r('auth-confirm-password', '/auth/confirm-password/*', 'auth', 'Set a new password', {
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('auth-notification', '/auth/notification-page', 'auth', 'Notification', {
    built: true,
    indexable: false,
  }),

  r('benefits', '/benefits', 'benefits', 'All benefits', { built: true }),
  r('benefits-brand-reliability', '/benefits/brand-reliability', 'benefits', 'Brand reliability', {
    built: true,
  }),
  r('benefits-digital-solution', '/benefits/digital-solution', 'benefits', 'Digital solution', {
    built: true,
  }),
  r('benefits-member-directory', '/benefits/member-directory', 'benefits', 'Member directory', {
    built: true,
  }),
  r('benefits-networking', '/benefits/networking', 'benefits', 'Networking', { built: true }),
  r('benefits-payment-protection', '/benefits/payment-protection', 'benefits', 'Payment protection', {
    built: true,
  }),
  r('benefits-shipping-leads', '/benefits/shipping-leads', 'benefits', 'Shipping leads', { built: true }),
  r('benefits-support', '/benefits/support', 'benefits', 'Support', { built: true }),

  r('blog', '/blog', 'blog', 'Blog', { built: true }),
  r('blog-post', '/blog/:title', 'blog', 'Blog post', { built: true, pattern: true }),
  r('blog-editor', '/blog/editor/*', 'blog', 'Blog editor', { built: true, pattern: true, indexable: false }),

  r('company-blacklist', '/company/blacklist', 'company', 'Blacklist', { built: true, indexable: false }),
  r('company-blacklist-respond', '/company/blacklist/respond/:token', 'company', 'Answer a report', {
    built: true,
    pattern: true,
    indexable: false,
  }),
  r('company-code-of-ethics', '/company/code-of-ethics', 'company', 'Code of ethics', {
    built: true,
    footer: 'company',
  }),
  r('company-contact-us', '/company/contact-us', 'company', 'Contact us', { built: true, footer: 'company' }),
  r('company-faqs', '/company/faqs', 'company', 'FAQs', { built: true, footer: 'company' }),
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
  r('company-vision-strategy', '/company/vision-strategy', 'company', 'Vision and strategy', {
    built: true,
    footer: 'company',
  }),

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
  r('digital-tools-ship-schedules', '/digital-tools/ship-schedules', 'digital-tools', 'Ship schedules', {
    built: true,
  }),

  r('directory', '/directory', 'directory', 'Member directory', { built: true }),
  r('directory-company', '/directory/company/:slug', 'directory', 'Member profile', {
    built: true,
    pattern: true,
  }),
  r('directory-my-company', '/directory/my-company', 'directory', 'Edit company profile', {
    built: true,
    indexable: false,
  }),
  r('directory-virtual-office', '/directory/virtual-office', 'directory', 'Virtual office', {
    built: true,
    indexable: false,
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

  r('resources', '/resources', 'resources', 'All resources', { built: true }),
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

export interface NavSection {
  id: SectionId;
  label: string;
  /** the section's landing page, when built */
  href?: string;
  /** built sub-pages, for the dropdown */
  items: { label: string; href: string }[];
}

/** The header's sections in the order of spec §2; one with nothing built is left out. */
const NAV_ORDER: { id: SectionId; label: string }[] = [
  { id: 'benefits', label: 'Benefits' },
  { id: 'digital-tools', label: 'Digital tools' },
  { id: 'directory', label: 'Directory' },
  { id: 'events', label: 'Events' },
  { id: 'blog', label: 'Blog' },
  { id: 'freight-dictionary', label: 'Freight dictionary' },
  { id: 'company', label: 'Company' },
  { id: 'services', label: 'Services' },
  { id: 'resources', label: 'Resources' },
  { id: 'membership', label: 'Membership' },
];

const SECTION_LANDING: Partial<Record<SectionId, string>> = {
  benefits: '/benefits',
  'digital-tools': '/digital-tools',
  directory: '/directory',
  events: '/events',
  blog: '/blog',
  'freight-dictionary': '/freight-dictionary',
  services: '/services',
  resources: '/resources',
  membership: '/membership',
};

export function navigation(routes: readonly RouteEntry[] = ROUTES): NavSection[] {
  return NAV_ORDER.flatMap(({ id, label }) => {
    const built = routes.filter((route) => route.section === id && route.built && !route.pattern);
    const landing = built.find((route) => route.path === SECTION_LANDING[id]);
    const items = built
      .filter((route) => route !== landing)
      .map((route) => ({ label: route.label, href: route.path }));
    if (!landing && items.length === 0) return [];
    return [{ id, label, ...(landing ? { href: landing.path } : {}), items }];
  });
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

/** Paths where the welcome prompt never opens (spec §2). */
const WELCOME_EXEMPT = ['/membership', '/partners/erp-enquiry'];

export function isWelcomeExempt(pathname: string): boolean {
  return (
    pathname.includes('auth') ||
    WELCOME_EXEMPT.some((path) => pathname === path || pathname.startsWith(`${path}/`))
  );
}
