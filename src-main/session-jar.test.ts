import { describe, expect, it } from 'vitest';
import { createSessionJar } from './session-jar';

describe('createSessionJar', () => {
  it('is empty until the server sets a cookie', () => {
    expect(createSessionJar().cookieHeader()).toBeUndefined();
  });

  it('sends back name=value pairs without their attributes', () => {
    const jar = createSessionJar();
    jar.store(['dfa_session=abc123; Path=/; HttpOnly; SameSite=Lax', 'theme=dark=mode; Path=/']);
    expect(jar.cookieHeader()).toBe('dfa_session=abc123; theme=dark=mode');
  });

  it('replaces a cookie set again under the same name', () => {
    const jar = createSessionJar();
    jar.store(['dfa_session=old']);
    jar.store(['dfa_session=rotated']);
    expect(jar.cookieHeader()).toBe('dfa_session=rotated');
  });

  it('forgets a cookie the server expires, by Max-Age or by a past Expires date', () => {
    const jar = createSessionJar();
    jar.store(['a=1', 'b=2', 'c=3']);
    jar.store(['a=; Max-Age=0', 'b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.cookieHeader()).toBe('c=3');
  });

  it('drops a cookie once its lifetime has run out, with Max-Age winning over Expires', () => {
    let now = Date.UTC(2026, 10, 1);
    const jar = createSessionJar({ now: () => now });
    jar.store(['short=1; Max-Age=60; Expires=Wed, 01 Jan 2031 00:00:00 GMT', 'long=2; Max-Age=3600']);
    now += 61_000;
    expect(jar.cookieHeader()).toBe('long=2');
  });

  it('ignores malformed headers', () => {
    const jar = createSessionJar();
    jar.store(['', 'novalue', '=orphan', ' ; Path=/']);
    expect(jar.cookieHeader()).toBeUndefined();
  });
});
