import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../../../shared/routes';
import { richTextHref, termHref } from './term-links';

const withBuilt = (ids: string[], built: boolean): RouteEntry[] =>
  ROUTES.map((route) => (ids.includes(route.id) ? { ...route, built } : route));
const onlyDemurrage = (slug: string) => slug === 'demurrage';

describe('term links', () => {
  it('links an existing term to its page while term pages are built', () => {
    const built = withBuilt(['freight-dictionary-term'], true);
    expect(termHref('demurrage', onlyDemurrage, built)).toBe('/freight-dictionary/demurrage');
    expect(richTextHref('freight-dictionary/demurrage', onlyDemurrage, built)).toBe(
      '/freight-dictionary/demurrage',
    );
    const unbuilt = withBuilt(['freight-dictionary-term'], false);
    expect(termHref('demurrage', onlyDemurrage, unbuilt)).toBeUndefined();
  });

  it('never links a term that does not exist', () => {
    const built = withBuilt(['freight-dictionary-term'], true);
    expect(termHref('detention', onlyDemurrage, built)).toBeUndefined();
    expect(richTextHref('freight-dictionary/detention', onlyDemurrage, built)).toBeUndefined();
  });

  it('links another page only while that page is built', () => {
    const unbuilt = withBuilt(['benefits-shipping-leads'], false);
    const built = withBuilt(['benefits-shipping-leads'], true);
    expect(richTextHref('benefits/shipping-leads', onlyDemurrage, unbuilt)).toBeUndefined();
    expect(richTextHref('benefits/shipping-leads', onlyDemurrage, built)).toBe('/benefits/shipping-leads');
    expect(richTextHref('nowhere/at-all', onlyDemurrage)).toBeUndefined();
  });
});
