/*
 * Where the tool pages sit, apart from the tools' cards: each tool page's breadcrumb needs only
 * this, and the cards' text stays with the landing page.
 */
export const DIGITAL_TOOLS_PATH = '/digital-tools';
export const DIGITAL_TOOLS_CRUMB = { name: 'Digital tools', path: DIGITAL_TOOLS_PATH };
