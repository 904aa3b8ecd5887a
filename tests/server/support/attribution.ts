/** What a browser's tracking module sends for a visit that arrived from a newsletter. */
export const ATTRIBUTION = {
  trafficSource: 'newsletter / email',
  firstTouch: {
    channel: 'paid',
    source: 'google',
    medium: 'cpc',
    campaign: 'reefer-week',
    term: 'reefer forwarder',
    landing: '/benefits/shipping-leads?utm_source=google',
    at: '2026-11-20T08:00:00.000Z',
  },
  lastTouch: { channel: 'email', source: 'newsletter', medium: 'email', landing: '/services' },
  clickId: 'Cj0KCQ-abc',
  gaClientId: '1234567890.1700000000',
  browser: 'Firefox',
  os: 'Linux',
  device: 'desktop',
  timeZone: 'Europe/Madrid',
  pageVisits: 3,
  pagesVisited: ['/', '/services', '/benefits/shipping-leads'],
  timePassedSeconds: 312,
};
