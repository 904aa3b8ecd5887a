import { findTerm, loadTerm, neighbourTerms } from '../../../shared/dictionary/index';
import { linkTargets } from '../../../shared/dictionary/rich-text';
import type { IndexTerm, RichText, TermRecord } from '../../../shared/dictionary/schema';

type TermSummary = Pick<IndexTerm, 'name' | 'url' | 'description'>;
type TermName = Pick<IndexTerm, 'name' | 'url'>;

/** Everything a term page renders: its record, plus the little it needs from the rest of the index. */
export interface TermPageData {
  entry: TermSummary;
  record: TermRecord;
  previous: TermName | null;
  next: TermName | null;
  /** the terms this page links to (in its text or related list) that have a page */
  linkedTerms: string[];
}

const TERM_LINK_PREFIX = 'freight-dictionary/';
const nameOf = (term: IndexTerm | undefined): TermName | null =>
  term ? { name: term.name, url: term.url } : null;

// check.ts has the same walk, but importing it would pull zod into the browser.
function textsOf({ data }: TermRecord): RichText[] {
  return [
    ...('description' in data ? [data.description] : data.headParagraphs),
    ...data.content.flatMap((section) => [
      ...section.paragraphs,
      ...(section.list?.items ?? []),
      ...(section.summary ? [section.summary] : []),
    ]),
  ];
}

/** The data of the term page for `slug`, or null when there is no such term. */
export async function loadTermPageData(slug: string): Promise<TermPageData | null> {
  const entry = findTerm(slug);
  const record = await loadTerm(slug);
  if (!entry || !record) return null;
  const { previous, next } = neighbourTerms(slug);
  const mentioned = [
    ...textsOf(record)
      .flatMap(linkTargets)
      .filter((target) => target.startsWith(TERM_LINK_PREFIX))
      .map((target) => target.slice(TERM_LINK_PREFIX.length)),
    ...record.data.relatedTerms.map((related) => related.url),
  ];
  return {
    entry: { name: entry.name, url: entry.url, description: entry.description },
    record,
    previous: nameOf(previous),
    next: nameOf(next),
    linkedTerms: [...new Set(mentioned)].filter((linked) => findTerm(linked) !== undefined),
  };
}
