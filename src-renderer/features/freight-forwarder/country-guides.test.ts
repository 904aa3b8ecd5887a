import { describe, expect, it } from 'vitest';
import { ALL_TERMS } from '../../../shared/dictionary/index';
import { COUNTRY_GATEWAYS } from '../../../shared/freight-forwarder/country-gateways';
import { COUNTRY_PORTS } from '../../../shared/freight-forwarder/country-ports';
import { FORWARDER_COUNTRIES } from '../../../shared/freight-forwarder/countries';
import { COUNTRY_GUIDES } from '../../../shared/freight-forwarder/guides/country-guides';

describe('country guides', () => {
  it('has text and ports for exactly the countries in the shared list', () => {
    expect(Object.keys(COUNTRY_GUIDES).sort()).toEqual(FORWARDER_COUNTRIES.map((c) => c.slug).sort());
    expect(Object.keys(COUNTRY_GATEWAYS).sort()).toEqual(FORWARDER_COUNTRIES.map((c) => c.code).sort());
    for (const country of FORWARDER_COUNTRIES) {
      expect(COUNTRY_PORTS[country.code]?.gateways.length, country.slug).toBeGreaterThan(0);
    }
  });

  it('keeps every meta description between 120 and 160 characters, and unique', () => {
    const descriptions = Object.values(COUNTRY_GUIDES).map((guide) => guide.description);
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('links only to dictionary terms that exist', () => {
    const slugs = new Set(ALL_TERMS.map((term) => term.url));
    for (const guide of Object.values(COUNTRY_GUIDES)) {
      for (const slug of guide.terms) expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it('shows the carriers’ codes for the hubs the World Port Index codes differently', () => {
    const codes = (code: string) => COUNTRY_PORTS[code]?.gateways.map((port) => port.unlocode) ?? [];
    expect(codes('CN')).toEqual(expect.arrayContaining(['CNSHA', 'CNNGB']));
    expect(codes('CN')).not.toContain('CNSGH');
    expect(codes('SG')).toContain('SGSIN');
  });
});
