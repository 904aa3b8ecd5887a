import { describe, expect, it } from 'vitest';
import { TERM_GROUPS } from './groups';
import { ALL_TERMS, DIGITS_GROUP_ID, findTerm, LETTER_GROUPS, loadTerm, neighbourTerms } from './index';
import { foldText } from './fold-text';

describe('dictionary index', () => {
  it('lists the digits first, then every letter A to Z, with K, U and X empty', () => {
    expect(LETTER_GROUPS.map((group) => group.label)).toEqual([
      '0–9',
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
    ]);
    const empty = LETTER_GROUPS.filter((group) => group.terms.length === 0).map((group) => group.label);
    expect(empty).toEqual(['K', 'U', 'X']);
  });

  it('files 3PL Provider under 0–9 and ends with Yield Management, Zone Pricing and Zone Skipping', () => {
    const digits = LETTER_GROUPS.find((group) => group.id === DIGITS_GROUP_ID);
    expect(digits?.terms.map((term) => term.url)).toEqual(['3pl-provider']);
    expect(ALL_TERMS.slice(-3).map((term) => term.name)).toEqual([
      'Yield Management',
      'Zone Pricing',
      'Zone Skipping',
    ]);
  });

  it('holds every entry of every group exactly once, alphabetically within each letter', () => {
    const entries = TERM_GROUPS.flatMap((group) => group.entries);
    expect(ALL_TERMS).toHaveLength(entries.length);
    expect(new Set(ALL_TERMS.map((term) => term.url)).size).toBe(entries.length);
    for (const group of LETTER_GROUPS) {
      const keys = group.terms.map((term) => foldText(term.name));
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('finds a term and its neighbours in index order, with none past either end', () => {
    expect(findTerm('demurrage')?.name).toBe('Demurrage');
    expect(findTerm('no-such-term')).toBeUndefined();
    expect(neighbourTerms('3pl-provider').previous).toBeUndefined();
    expect(neighbourTerms('3pl-provider').next).toBe(ALL_TERMS[1]);
    expect(neighbourTerms('zone-skipping')).toEqual({ previous: findTerm('zone-pricing'), next: undefined });
  });

  it('loads a term record once per slug and nothing for an unknown slug', async () => {
    const first = loadTerm('demurrage');
    expect(loadTerm('demurrage')).toBe(first);
    expect((await first)?.data.titleH1).toBe('Demurrage');
    expect(loadTerm('no-such-term')).toBeUndefined();
  });
});
