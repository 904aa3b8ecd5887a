/**
 * The attribution constants the browser's tracking module needs, apart from the schemas in
 * `shared/api/attribution.ts`, so tracking (which runs on every page) does not load zod.
 */
export const CHANNELS = ['direct', 'organic-search', 'social', 'referral', 'paid', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;

/** the longest list of visited pages a form carries */
export const PAGES_VISITED_MAX = 20;
