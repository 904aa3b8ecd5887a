import type { IndexTerm } from '../../../shared/dictionary/schema';
import { dictionaryTermPath } from '../../../shared/routes';

export const DICTIONARY_PATH = '/freight-dictionary';
const DICTIONARY_NAME = 'DFA Freight Dictionary';

type DefinedTermSource = Pick<IndexTerm, 'name' | 'url' | 'description'>;

function definedTerm(siteUrl: string, term: DefinedTermSource) {
  return {
    '@type': 'DefinedTerm',
    name: term.name,
    description: term.description,
    url: `${siteUrl}${dictionaryTermPath(term.url)}`,
  };
}

/** schema.org DefinedTermSet for the index: every term, so search engines see the whole set. */
export function definedTermSetJsonLd(
  siteUrl: string,
  terms: readonly DefinedTermSource[],
  description: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': `${siteUrl}${DICTIONARY_PATH}`,
    name: DICTIONARY_NAME,
    description,
    url: `${siteUrl}${DICTIONARY_PATH}`,
    hasDefinedTerm: terms.map((term) => definedTerm(siteUrl, term)),
  };
}

/** schema.org DefinedTerm for one term page, tied to the set the index declares. */
export function definedTermJsonLd(siteUrl: string, term: DefinedTermSource): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    ...definedTerm(siteUrl, term),
    inDefinedTermSet: `${siteUrl}${DICTIONARY_PATH}`,
  };
}
