import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_API_ORIGIN, loadDesktopConfig, parseApiOrigin } from './config';

const NOTHING_BUILT = { apiOrigin: '', updateFeedUrl: '' };
const RELEASE = { apiOrigin: 'https://portal.dfa.test', updateFeedUrl: 'https://updates.dfa.test/desktop/' };

describe('loadDesktopConfig', () => {
  it('uses the origin built into a packaged app and ignores the environment', () => {
    const config = loadDesktopConfig({
      built: RELEASE,
      env: { DFA_API_URL: 'https://evil.example', SITE_URL: 'http://localhost:3000' },
      isPackaged: true,
    });
    expect(config).toEqual({
      apiOrigin: 'https://portal.dfa.test',
      updateFeedUrl: 'https://updates.dfa.test/desktop/',
    });
  });

  it('refuses to start a packaged app built without a server address, rather than guess localhost', () => {
    expect(() => loadDesktopConfig({ built: NOTHING_BUILT, env: {}, isPackaged: true })).toThrow(
      /built without the address of the DFA server/,
    );
  });

  it('refuses a packaged app built for a development server', () => {
    expect(() =>
      loadDesktopConfig({
        built: { apiOrigin: 'http://127.0.0.1:3000', updateFeedUrl: '' },
        env: {},
        isPackaged: true,
      }),
    ).toThrow(/development server/);
  });

  it('lets a development run override the server, and defaults to the local one', () => {
    expect(
      loadDesktopConfig({
        built: RELEASE,
        env: { DFA_API_URL: 'http://127.0.0.1:4400/' },
        isPackaged: false,
      }),
    ).toEqual({ apiOrigin: 'http://127.0.0.1:4400', updateFeedUrl: 'https://updates.dfa.test/desktop/' });
    expect(loadDesktopConfig({ built: NOTHING_BUILT, env: {}, isPackaged: false })).toEqual({
      apiOrigin: DEVELOPMENT_API_ORIGIN,
      updateFeedUrl: undefined,
    });
  });
});

describe('parseApiOrigin', () => {
  it.each([
    ['https://portal.dfa.test', 'https://portal.dfa.test'],
    ['https://portal.dfa.test:8443/', 'https://portal.dfa.test:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:4400', 'http://127.0.0.1:4400'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('accepts %s', (raw, origin) => {
    expect(parseApiOrigin(raw, 'DFA_API_ORIGIN')).toBe(origin);
  });

  it.each([
    ['http://portal.dfa.test', /https:\/\/ URL \(http:\/\/ only for this computer\)/],
    ['http://192.168.1.20:3000', /only for this computer/],
    ['http://localhost.evil.example', /only for this computer/],
    ['ftp://portal.dfa.test', /https/],
    ['javascript:alert(1)', /https/],
    ['not a url', /absolute https/],
    ['https://portal.dfa.test/portal', /origin only/],
    ['https://user:pass@portal.dfa.test', /origin only/],
    ['https://portal.dfa.test/?x=1', /origin only/],
  ])('refuses %s', (raw, message) => {
    expect(() => parseApiOrigin(raw, 'DFA_API_ORIGIN')).toThrow(message);
  });
});
