import { TERM_GROUPS } from './groups';
import type { IndexTerm, TermRecord } from './schema';
import { foldText } from './fold-text';

/** One section of the A–Z index: its letter (id), label and terms. */
export interface LetterGroup {
  /** safe in a URL fragment: a lowercase letter, or `0-9` */
  id: string;
  label: string;
  terms: IndexTerm[];
}

export const DIGITS_GROUP_ID = '0-9';
const DIGITS_LABEL = '0–9';
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

function groupIdOf(term: IndexTerm): string {
  const first = foldText(term.name).charAt(0);
  return /[0-9]/.test(first) ? DIGITS_GROUP_ID : first;
}

const byName = (a: IndexTerm, b: IndexTerm) => {
  const left = foldText(a.name);
  const right = foldText(b.name);
  return left < right ? -1 : left > right ? 1 : 0;
};

const sortedTerms = TERM_GROUPS.flatMap((group) => group.entries).sort(byName);

/** Every letter in index order, the digits first; letters without terms are kept, empty. */
export const LETTER_GROUPS: readonly LetterGroup[] = [
  { id: DIGITS_GROUP_ID, label: DIGITS_LABEL },
  ...LETTERS.map((letter) => ({ id: letter, label: letter.toUpperCase() })),
].map((group) => ({ ...group, terms: sortedTerms.filter((term) => groupIdOf(term) === group.id) }));

/** Every term in the order a reader meets them in the index. */
export const ALL_TERMS: readonly IndexTerm[] = LETTER_GROUPS.flatMap((group) => group.terms);

const positionBySlug = new Map(ALL_TERMS.map((term, position) => [term.url, position]));

export function findTerm(slug: string): IndexTerm | undefined {
  const position = positionBySlug.get(slug);
  return position === undefined ? undefined : ALL_TERMS[position];
}

/** The terms before and after `slug` in index order (none past either end). */
export function neighbourTerms(slug: string): { previous?: IndexTerm; next?: IndexTerm } {
  const position = positionBySlug.get(slug);
  if (position === undefined) return {};
  return { previous: ALL_TERMS[position - 1], next: ALL_TERMS[position + 1] };
}

const loaderBySlug = new Map(TERM_GROUPS.flatMap((group) => Object.entries(group.loaders)));
const loading = new Map<string, Promise<TermRecord>>();

/**
 * The term's page record, or undefined for an unknown slug. The same promise is returned for
 * a slug every time, so a React component can suspend on it with `use()`; a failed load (a
 * chunk that did not arrive) is forgotten so the next attempt can retry.
 */
export function loadTerm(slug: string): Promise<TermRecord> | undefined {
  const cached = loading.get(slug);
  if (cached) return cached;
  const load = loaderBySlug.get(slug);
  if (!load) return undefined;
  const promise = load().then(
    (module) => module.default,
    (error: unknown) => {
      loading.delete(slug);
      throw error;
    },
  );
  loading.set(slug, promise);
  return promise;
}
