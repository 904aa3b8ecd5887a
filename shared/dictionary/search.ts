import { foldText } from './fold-text';
import type { IndexTerm } from './schema';

/** Why a term matched, best first; results are ranked in this order. */
const MATCH_KINDS = ['exact-name', 'name-prefix', 'name-words', 'alias', 'typo', 'description'] as const;
type MatchKind = (typeof MATCH_KINDS)[number];

export interface SearchHit {
  term: IndexTerm;
  match: MatchKind;
}

interface SearchEntry {
  term: IndexTerm;
  name: string;
  /** the name without its bracketed abbreviation: "Full Container Load (FCL)" → "full container load" */
  bareName: string;
  nameWords: string[];
  aliases: string[];
  aliasWords: string[];
  descriptionWords: string[];
}

export interface SearchIndex {
  entries: SearchEntry[];
}

/** Description matches need a few letters, or a single letter would match nearly every term. */
const DESCRIPTION_MIN_QUERY = 3;

const words = (folded: string) => (folded ? folded.split(' ') : []);

/** Folds every searchable text once, so each keystroke only compares prepared strings. */
export function createSearchIndex(terms: readonly IndexTerm[]): SearchIndex {
  return {
    entries: terms.map((term) => {
      const name = foldText(term.name);
      const aliases = (term.aliases ?? []).map(foldText).filter(Boolean);
      return {
        term,
        name,
        bareName: foldText(term.name.replace(/\([^)]*\)/g, ' ')),
        nameWords: words(name),
        aliases,
        aliasWords: aliases.flatMap(words),
        descriptionWords: words(foldText(term.description)),
      };
    }),
  };
}

/** Typos tolerated in a query word: none for short words, where one edit changes the meaning. */
function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * The fewest edits (insertion, deletion, substitution, swap of two neighbours: the optimal
 * string alignment form of Damerau–Levenshtein) that turn `typed` into the start of `word`,
 * so a half-typed word still matches.
 */
export function prefixEditDistance(typed: string, word: string): number {
  // rows[i][j]: edits between typed[0, i) and word[0, j)
  const rows: number[][] = [];
  for (let i = 0; i <= typed.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= word.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const above = rows[i - 1]!;
      const substitution = typed[i - 1] === word[j - 1] ? 0 : 1;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + substitution);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return Math.min(...rows[typed.length]!);
}

const startsAtWord = (text: string, query: string) => text.startsWith(query) || text.includes(` ${query}`);
const everyWordStarts = (tokens: string[], candidates: string[]) =>
  tokens.every((token) => candidates.some((candidate) => candidate.startsWith(token)));

/** Edits from `token` to the start of the closest candidate, or undefined when over its budget. */
function typoCost(token: string, candidates: string[]): number | undefined {
  const budget = allowedTypos(token);
  let best: number | undefined;
  for (const candidate of candidates) {
    if (candidate.startsWith(token)) return 0;
    if (budget === 0) continue;
    const edits = prefixEditDistance(token, candidate);
    if (edits <= budget && (best === undefined || edits < best)) best = edits;
  }
  return best;
}

/** A near miss on the name outranks the same near miss on an alias. */
const ALIAS_TYPO_PENALTY = 0.5;

/** How far the query is from the entry's words: undefined unless every token nearly matches one. */
function typoDistance(entry: SearchEntry, tokens: string[]): number | undefined {
  let total = 0;
  for (const token of tokens) {
    const onName = typoCost(token, entry.nameWords);
    const onAlias = typoCost(token, entry.aliasWords);
    const costs = [onName, onAlias === undefined ? undefined : onAlias + ALIAS_TYPO_PENALTY];
    const best = Math.min(...costs.filter((cost) => cost !== undefined));
    if (!Number.isFinite(best)) return undefined;
    total += best;
  }
  return total;
}

interface Match {
  kind: MatchKind;
  /** orders matches of the same kind: fewer typos first */
  distance: number;
  /** then the name closest to the whole query: "cargo insurence" → Cargo Insurance first */
  nameDistance: number;
}

function matchOf(entry: SearchEntry, query: string, tokens: string[]): Match | undefined {
  const exact = (kind: MatchKind): Match => ({ kind, distance: 0, nameDistance: 0 });
  if (query === entry.name || query === entry.bareName) return exact('exact-name');
  if (entry.name.startsWith(query)) return exact('name-prefix');
  if (startsAtWord(entry.name, query) || everyWordStarts(tokens, entry.nameWords)) return exact('name-words');
  if (entry.aliases.some((alias) => startsAtWord(alias, query)) || everyWordStarts(tokens, entry.aliasWords))
    return exact('alias');
  const distance = typoDistance(entry, tokens);
  if (distance !== undefined)
    return { kind: 'typo', distance, nameDistance: prefixEditDistance(query, entry.bareName) };
  if (query.length >= DESCRIPTION_MIN_QUERY && everyWordStarts(tokens, entry.descriptionWords))
    return exact('description');
  return undefined;
}

/**
 * Terms matching what the reader typed, best first: exact name, name prefix, words of the
 * name, aliases, near misses (fewest typos first, also while a word is half typed), then
 * descriptions. Equal matches keep the index's order. Case, diacritics and punctuation are ignored.
 */
export function searchTerms(index: SearchIndex, typed: string): SearchHit[] {
  const query = foldText(typed);
  if (!query) return [];
  const tokens = query.split(' ');
  const ranked = index.entries.flatMap((entry) => {
    const match = matchOf(entry, query, tokens);
    return match ? [{ term: entry.term, match }] : [];
  });
  // Array sort is stable, so equally good matches stay in index order.
  ranked.sort(
    (a, b) =>
      MATCH_KINDS.indexOf(a.match.kind) - MATCH_KINDS.indexOf(b.match.kind) ||
      a.match.distance - b.match.distance ||
      a.match.nameDistance - b.match.nameDistance,
  );
  return ranked.map(({ term, match }) => ({ term, match: match.kind }));
}
