import { describe, expect, it } from 'vitest';
import { apiTargetUrl } from './api-target';

const ORIGIN = 'https://portal.dfa.test';

describe('apiTargetUrl', () => {
  it('resolves an /api/ path and query on the configured origin', () => {
    expect(apiTargetUrl(ORIGIN, '/api/directory/members?page=2&q=a%20b').href).toBe(
      'https://portal.dfa.test/api/directory/members?page=2&q=a%20b',
    );
  });

  it.each([
    '/api/%2e%2e/admin',
    '/api/%2E%2E/%2e%2e/etc/passwd',
    '/api/.%2e/admin',
    '/api/blog%2f..%2fadmin',
    '/api/blog%5c..%5cadmin',
    '/api/x%00',
    '/api/..\\admin',
  ])('refuses the encoded escape %s', (path) => {
    expect(() => apiTargetUrl(ORIGIN, path)).toThrow(/encoded dot or separator/);
  });

  it.each([
    '/api/../admin',
    '/api/./../admin',
    '//evil.example/api/user',
    '/admin',
    'https://evil.example/api/x',
  ])('refuses %s, which leaves the API once parsed', (path) => {
    expect(() => apiTargetUrl(ORIGIN, path)).toThrow(/outside the API/);
  });

  it('allows encoded characters in the query', () => {
    expect(apiTargetUrl(ORIGIN, '/api/blacklist/get-one-company?query=%2e%2e%2f').search).toBe(
      '?query=%2e%2e%2f',
    );
  });
});
