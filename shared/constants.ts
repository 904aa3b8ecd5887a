/** The association's business constants and the site's identity. */
export const BRAND_NAME = 'Digital Freight Alliance';
export const BRAND_SUFFIX = ' | DFA';
export const DEFAULT_TITLE = 'Global Freight Forwarder Network & NVOCCs Platform';
export const DEFAULT_DESCRIPTION =
  'The Digital Freight Alliance unites freight forwarders and NVOCCs in one community: a verified member directory, shipping leads, cargo tracking, ship schedules, payment protection and more.';
export const DEFAULT_KEYWORDS =
  'freight forwarder network, NVOCC, logistics association, freight forwarders directory, shipping leads, payment protection';

export const FOUNDED_YEAR = 2020;
export const MEMBER_TOOL_COUNT = 5;
export const TRACKED_CARRIERS = 160;
export const PAYMENT_PROTECTION_MIN_USD = 10_000;
export const PAYMENT_PROTECTION_MAX_USD = 100_000;

export const WELCOME_DELAY_MS = 5000;
export const USER_COOKIE = 'user';
export const USER_COOKIE_PATH = '/';

/** The site-wide page size: the member directory and every other paged list. */
export const PAGE_SIZE = 20;
