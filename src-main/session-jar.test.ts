import { describe, expect, it, vi } from 'vitest';
import { createSessionJar, setCookieLines } from './session-jar';

const ORIGIN = 'https://portal.dfa.test';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);
const jarFor = (origin = ORIGIN, now?: () => number) => createSessionJar({ origin, ...(now ? { now } : {}) });

describe('createSessionJar', () => {
  it('is empty until the server sets a cookie', () => {
    expect(jarFor().cookieHeader(at('/api/user'))).toBeUndefined();
  });

  it('sends back name=value pairs without their attributes', () => {
    const jar = jarFor();
    jar.store(
      ['dfa_session=abc123; Path=/; HttpOnly; SameSite=Lax', 'theme=dark=mode; Path=/'],
      at('/api/auth/sign-in'),
    );
    expect(jar.cookieHeader(at('/api/user'))).toBe('dfa_session=abc123; theme=dark=mode');
  });

  it('replaces a cookie set again under the same name and path', () => {
    const jar = jarFor();
    jar.store(['dfa_session=old; Path=/'], at('/api/auth/sign-in'));
    jar.store(['dfa_session=rotated; Path=/'], at('/api/auth/sign-in'));
    expect(jar.cookieHeader(at('/api/user'))).toBe('dfa_session=rotated');
  });

  it('forgets a cookie the server expires, by Max-Age or by a past Expires date', () => {
    const jar = jarFor();
    jar.store(['a=1; Path=/', 'b=2; Path=/', 'c=3; Path=/'], at('/api/x'));
    jar.store(['a=; Path=/; Max-Age=0', 'b=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], at('/api/x'));
    expect(jar.cookieHeader(at('/api/x'))).toBe('c=3');
  });

  it('drops a cookie once its lifetime has run out, with Max-Age winning over Expires', () => {
    let now = Date.UTC(2026, 10, 1);
    const jar = jarFor(ORIGIN, () => now);
    jar.store(
      ['short=1; Path=/; Max-Age=60; Expires=Wed, 01 Jan 2031 00:00:00 GMT', 'long=2; Path=/; Max-Age=3600'],
      at('/api/x'),
    );
    now += 61_000;
    expect(jar.cookieHeader(at('/api/x'))).toBe('long=2');
    expect(Object.keys(jar.snapshot())).toEqual(['long;/']);
  });

  it('sends a cookie only under its Path, longest path first', () => {
    const jar = jarFor();
    jar.store(['scoped=1; Path=/api/blacklist', 'site=2; Path=/'], at('/api/blacklist/entries'));
    expect(jar.cookieHeader(at('/api/blacklist/upload-files'))).toBe('scoped=1; site=2');
    expect(jar.cookieHeader(at('/api/blacklist'))).toBe('scoped=1; site=2');
    expect(jar.cookieHeader(at('/api/blacklisted'))).toBe('site=2');
    expect(jar.cookieHeader(at('/api/user'))).toBe('site=2');
  });

  it('defaults the path to the directory of the answering URL', () => {
    const jar = jarFor();
    jar.store(['nopath=1'], at('/api/auth/sign-in'));
    expect(jar.cookieHeader(at('/api/auth/logout'))).toBe('nopath=1');
    expect(jar.cookieHeader(at('/api/user'))).toBeUndefined();
  });

  it('never sends a Secure cookie over plain http, and refuses one set over http', () => {
    const secureJar = jarFor();
    secureJar.store(['token=1; Path=/; Secure'], at('/api/auth/sign-in'));
    expect(secureJar.cookieHeader(at('/api/user'))).toBe('token=1');

    const devJar = jarFor('http://127.0.0.1:3000');
    devJar.store(
      ['token=1; Path=/; Secure', 'plain=2; Path=/'],
      at('/api/auth/sign-in', 'http://127.0.0.1:3000'),
    );
    expect(devJar.cookieHeader(at('/api/user', 'http://127.0.0.1:3000'))).toBe('plain=2');
  });

  it('keeps cookies for its own origin only, and refuses another domain', () => {
    const jar = jarFor();
    jar.store(['foreign=1; Path=/'], at('/api/x', 'https://evil.example'));
    jar.store(['wrongdomain=1; Path=/; Domain=evil.example', 'own=1; Path=/; Domain=dfa.test'], at('/api/x'));
    expect(jar.cookieHeader(at('/api/x'))).toBe('own=1');
    expect(jar.cookieHeader(at('/api/x', 'https://evil.example'))).toBeUndefined();
    expect(jar.cookieHeader(at('/api/x', 'http://portal.dfa.test'))).toBeUndefined();
  });

  it('ignores malformed headers', () => {
    const jar = jarFor();
    jar.store(['', 'novalue', '=orphan', ' ; Path=/'], at('/api/x'));
    expect(jar.cookieHeader(at('/api/x'))).toBeUndefined();
  });

  it('clears everything at once and reports the empty jar', () => {
    const onChange = vi.fn();
    const jar = createSessionJar({ origin: ORIGIN, onChange });
    jar.store(['dfa_session=abc; Path=/'], at('/api/x'));
    jar.clear();
    expect(jar.cookieHeader(at('/api/x'))).toBeUndefined();
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('reads every cookie of an answer, whether the network kept the Set-Cookie lines apart or joined them', () => {
    const session = 'dfa_session=abc; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; SameSite=Lax';
    const theme = 'theme=dark; Path=/; Max-Age=3600';
    const apart = new Headers();
    apart.append('set-cookie', session);
    apart.append('set-cookie', theme);
    // Electron's net.fetch joins repeated headers with ", ", Set-Cookie included.
    const joined = new Headers({ 'set-cookie': `${session}, ${theme}` });
    for (const headers of [apart, joined]) {
      const jar = jarFor();
      jar.store(setCookieLines(headers), at('/api/auth/sign-in'));
      expect(jar.cookieHeader(at('/api/user'))).toBe('dfa_session=abc; theme=dark');
      expect(jar.snapshot()['dfa_session;/']?.expiresAt).toBe(Date.UTC(2031, 0, 1));
    }
  });

  it('forgets expired cookies when asked for a header, and reports the jar without them to be saved', () => {
    let now = Date.UTC(2026, 10, 1);
    const onChange = vi.fn();
    const jar = createSessionJar({
      origin: ORIGIN,
      initial: {
        'dfa_session;/': {
          name: 'dfa_session',
          value: 'abc',
          path: '/',
          secure: true,
          expiresAt: now + 1_000,
        },
        'theme;/': { name: 'theme', value: 'dark', path: '/', secure: false },
      },
      onChange,
      now: () => now,
    });
    expect(jar.cookieHeader(at('/api/user'))).toBe('dfa_session=abc; theme=dark');
    expect(onChange).not.toHaveBeenCalled();
    now += 2_000;
    expect(jar.cookieHeader(at('/api/user'))).toBe('theme=dark');
    expect(onChange).toHaveBeenCalledWith({
      'theme;/': { name: 'theme', value: 'dark', path: '/', secure: false },
    });
  });
});
