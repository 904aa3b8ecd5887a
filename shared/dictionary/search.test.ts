import { describe, expect, it } from 'vitest';
import { ALL_TERMS } from './index';
import type { IndexTerm } from './schema';
import { foldText } from './fold-text';
import { createSearchIndex, prefixEditDistance, searchTerms } from './search';

const term = (id: number, name: string, description: string, aliases?: string[]): IndexTerm => ({
  id,
  name,
  url: foldText(name).replace(/ /g, '-'),
  description,
  ...(aliases ? { aliases } : {}),
});

const SAMPLE = [
  term(1, 'Bill of Lading', 'The transport document a carrier issues to the shipper for goods received.', [
    'B/L',
    'BOL',
  ]),
  term(2, 'Billing Cycle', 'How often a provider invoices its customers for services rendered.'),
  term(3, 'Demurrage', 'A charge for containers kept inside the terminal beyond the free time.'),
  term(4, 'Detention', 'A charge for containers kept outside the terminal beyond the free time.'),
  term(5, 'Full Container Load (FCL)', 'A shipment that fills a whole container for one shipper.', [
    'Full load',
  ]),
  term(6, 'Douane Procédure', 'Customs clearance in French-speaking ports.'),
];
const sample = createSearchIndex(SAMPLE);
const names = (typed: string) => searchTerms(sample, typed).map((hit) => hit.term.name);

describe('dictionary search', () => {
  it('ignores case, diacritics and punctuation', () => {
    expect(names('DEMURRAGE')).toEqual(['Demurrage']);
    expect(names('procedure')).toEqual(['Douane Procédure']);
    expect(names('b/l')).toEqual(['Bill of Lading']);
  });

  it('ranks exact name, name prefix, alias, typo and description matches in that order', () => {
    const index = createSearchIndex([
      term(1, 'Tariff Schedule', 'A published list of rates.'),
      term(2, 'Rate Sheet', 'A carrier list of charges.', ['Tariff']),
      term(3, 'Tarif Book', 'Printed rates.'),
      term(4, 'Duty', 'A tax on imports calculated from the tariff classification.'),
      term(5, 'Tariff', 'A schedule of duties.'),
    ]);
    expect(searchTerms(index, 'tariff').map((hit) => [hit.term.name, hit.match])).toEqual([
      ['Tariff', 'exact-name'],
      ['Tariff Schedule', 'name-prefix'],
      ['Rate Sheet', 'alias'],
      ['Tarif Book', 'typo'],
      ['Duty', 'description'],
    ]);
  });

  it('matches a name without its bracketed abbreviation exactly, and the abbreviation as a name word', () => {
    expect(searchTerms(sample, 'full container load')[0]).toMatchObject({ match: 'exact-name' });
    expect(searchTerms(sample, 'fcl')[0]).toMatchObject({ match: 'name-words' });
  });

  it('matches while a word is still being typed', () => {
    expect(names('bil')).toEqual(['Bill of Lading', 'Billing Cycle']);
    expect(names('lad')).toEqual(['Bill of Lading']);
  });

  it('tolerates one typo in words of 4 to 7 letters and two from 8 letters', () => {
    expect(names('demurage')).toEqual(['Demurrage']);
    expect(names('dmeurrage')).toEqual(['Demurrage']);
    expect(names('detnetoin')).toEqual(['Detention']);
    expect(names('detenshun')).toEqual([]);
    expect(names('ladnig')).toEqual(['Bill of Lading']);
  });

  it('does not guess at short words, where one letter changes the meaning', () => {
    expect(names('bol')).toEqual(['Bill of Lading']);
    expect(names('bxl')).toEqual([]);
  });

  it('needs every word of a longer query to match', () => {
    expect(names('lading bill')).toEqual(['Bill of Lading']);
    expect(names('bill cycle')).toEqual(['Billing Cycle']);
    expect(names('bill freight')).toEqual([]);
  });

  it('searches descriptions only from three letters on', () => {
    expect(names('terminal')).toEqual(['Demurrage', 'Detention']);
    expect(names('frenc')).toEqual(['Douane Procédure']);
    expect(names('fr')).toEqual([]);
  });

  it('returns nothing for an empty query', () => {
    expect(names('  ')).toEqual([]);
  });

  it('finds the real dictionary terms people misspell, quickly', () => {
    const index = createSearchIndex(ALL_TERMS);
    const started = performance.now();
    for (const typed of ['demurage', 'incoterm', 'bil of ladding', 'nvoc', 'reefer containr', '3pl']) {
      expect(searchTerms(index, typed).length, typed).toBeGreaterThan(0);
    }
    expect(searchTerms(index, 'demurage')[0]?.term.url).toBe('demurrage');
    expect(searchTerms(index, 'incoterm')[0]?.term.url).toBe('incoterms');
    expect(searchTerms(index, 'bil of ladding')[0]?.term.url).toBe('bill-of-lading');
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('prefix edit distance', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(prefixEditDistance('dmeurrage', 'demurrage')).toBe(1);
  });

  it('measures against the closest start of the word', () => {
    expect(prefixEditDistance('contai', 'containerization')).toBe(0);
    expect(prefixEditDistance('contian', 'containerization')).toBe(1);
    expect(prefixEditDistance('abc', 'xyz')).toBe(3);
  });
});
