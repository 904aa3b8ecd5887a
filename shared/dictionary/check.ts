import { termRecordSchema, indexTermSchema, type TermGroup, type TermRecord, type RichText } from './schema';
import { countWords, linkTargets, plainText } from './rich-text';
import { ALLOWED_PAGE_LINKS, SPEC_TERM_SLUGS } from './spec-slugs';

const FULL_ARTICLE_MIN_WORDS = 350;
const SHORT_TERM_MIN_WORDS = 40;
const EMPTY_LETTERS = ['k', 'u', 'x'];

/** Every rich-text block of a term record, in reading order. */
function termTexts(record: TermRecord): RichText[] {
  const { data } = record;
  const intro = 'description' in data ? [data.description] : data.headParagraphs;
  return [
    ...intro,
    ...data.content.flatMap((section) => [
      ...section.paragraphs,
      ...(section.list?.items ?? []),
      ...(section.summary ? [section.summary] : []),
    ]),
  ];
}

function termWordCount(record: TermRecord): number {
  return termTexts(record).reduce((sum, text) => sum + countWords(plainText(text)), 0);
}

/**
 * Checks the dictionary's groups and returns readable problems (empty when all is well).
 * `complete` also demands every required slug (SPEC_TERM_SLUGS).
 */
export async function checkDictionary(
  groups: readonly TermGroup[],
  { complete }: { complete: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  const slugs = new Set<string>();
  const ids = new Set<number>();
  const records = new Map<string, TermRecord>();

  for (const group of groups) {
    for (const entry of group.entries) {
      const parsed = indexTermSchema.safeParse(entry);
      if (!parsed.success) problems.push(`index entry ${entry.url}: ${parsed.error.message}`);
      if (slugs.has(entry.url)) problems.push(`duplicate slug ${entry.url}`);
      if (ids.has(entry.id)) problems.push(`duplicate id ${entry.id} (${entry.url})`);
      slugs.add(entry.url);
      ids.add(entry.id);
      if (EMPTY_LETTERS.includes(entry.name[0]!.toLowerCase()))
        problems.push(`${entry.url}: letters K, U and X must stay empty`);
      const load = group.loaders[entry.url];
      if (!load) {
        problems.push(`${entry.url}: no loader for its page`);
        continue;
      }
      const record = (await load()).default;
      const parsedRecord = termRecordSchema.safeParse(record);
      if (!parsedRecord.success) {
        problems.push(`${entry.url}: ${parsedRecord.error.message}`);
        continue;
      }
      records.set(entry.url, record);
      if (record.data.url !== entry.url) problems.push(`${entry.url}: data.url is ${record.data.url}`);
      if (record.meta.title !== `What is ${entry.name} Meaning`)
        problems.push(`${entry.url}: meta.title must be "What is ${entry.name} Meaning"`);
      const words = termWordCount(record);
      const floor = record.data.content.length > 0 ? FULL_ARTICLE_MIN_WORDS : SHORT_TERM_MIN_WORDS;
      if (words < floor) problems.push(`${entry.url}: ${words} words, at least ${floor} needed`);
    }
    for (const slug of Object.keys(group.loaders)) {
      if (!group.entries.some((entry) => entry.url === slug))
        problems.push(`${slug}: loader without an index entry`);
    }
  }

  const allowedPages = new Set<string>(ALLOWED_PAGE_LINKS);
  for (const [slug, record] of records) {
    for (const target of termTexts(record).flatMap(linkTargets)) {
      const termSlug = target.startsWith('freight-dictionary/') ? target.slice(19) : null;
      if (termSlug === slug) problems.push(`${slug}: links to itself`);
      else if (termSlug !== null ? !slugs.has(termSlug) : !allowedPages.has(target))
        problems.push(`${slug}: broken link to ${target}`);
    }
    for (const related of record.data.relatedTerms) {
      if (related.url === slug) problems.push(`${slug}: lists itself as related`);
      else if (related.url && !slugs.has(related.url))
        problems.push(`${slug}: related term ${related.url} does not exist`);
    }
  }

  if (complete) {
    for (const slug of SPEC_TERM_SLUGS) if (!slugs.has(slug)) problems.push(`missing term ${slug}`);
  }
  return problems;
}
