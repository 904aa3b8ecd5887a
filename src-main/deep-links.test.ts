import { describe, expect, it } from 'vitest';
import { deepLinkInArguments, routeOfDeepLink } from './deep-links';

describe('routeOfDeepLink', () => {
  it.each([
    ['dfa://directory', '/directory'],
    ['dfa://directory/company/albatross-air-cargo', '/directory/company/albatross-air-cargo'],
    ['dfa:///directory/virtual-office', '/directory/virtual-office'],
    ['dfa://directory?country=AE&page=2', '/directory?country=AE&page=2'],
    ['dfa://freight-dictionary/bill-of-lading', '/freight-dictionary/bill-of-lading'],
    ['DFA://events', '/events'],
  ])('opens %s as %s', (link, route) => {
    expect(routeOfDeepLink(link)).toBe(route);
  });

  it.each([
    'https://dfalliance.example/directory',
    'dfa://no-such-page',
    'dfa://directory/company',
    'dfa://directory/company/a/b',
    'dfa://directory/%2e%2e/admin',
    'dfa://user:secret@directory',
    'dfa://directory:8080/',
    'not a link',
  ])('ignores %s', (link) => {
    expect(routeOfDeepLink(link)).toBeUndefined();
  });
});

describe('deepLinkInArguments', () => {
  it('finds the link among the arguments Windows and Linux pass on', () => {
    expect(deepLinkInArguments(['/opt/DFA Portal/dfa-portal', '--no-sandbox', 'dfa://directory'])).toBe(
      'dfa://directory',
    );
    expect(deepLinkInArguments(['/opt/DFA Portal/dfa-portal'])).toBeUndefined();
  });
});
