import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, loadDesktopConfig } from './config';

describe('loadDesktopConfig', () => {
  it('defaults to the local development server', () => {
    expect(loadDesktopConfig({})).toEqual({ apiBaseUrl: DEFAULT_API_URL });
  });

  it('prefers DFA_API_URL over SITE_URL and drops trailing slashes', () => {
    const config = loadDesktopConfig({
      DFA_API_URL: 'https://api.dfalliance.example/',
      SITE_URL: 'https://www.dfalliance.example',
    });
    expect(config.apiBaseUrl).toBe('https://api.dfalliance.example');
  });

  it('falls back to SITE_URL, and treats an empty DFA_API_URL as unset', () => {
    const config = loadDesktopConfig({ DFA_API_URL: '', SITE_URL: 'http://127.0.0.1:8080' });
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:8080');
  });

  it('keeps a path prefix so the API can live under a sub-path', () => {
    expect(loadDesktopConfig({ DFA_API_URL: 'https://dfa.example/portal/' }).apiBaseUrl).toBe(
      'https://dfa.example/portal',
    );
  });

  it.each([
    'ftp://dfa.example',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'localhost:3000',
    'not a url',
    'http://',
  ])('refuses %s with a message naming the variable and the value', (value) => {
    expect(() => loadDesktopConfig({ DFA_API_URL: value })).toThrow(
      `DFA_API_URL must be an absolute http:// or https:// URL; got "${value}".`,
    );
  });

  it('names SITE_URL when that is the bad value', () => {
    expect(() => loadDesktopConfig({ SITE_URL: 'ws://dfa.example' })).toThrow(/^SITE_URL must be/);
  });
});
