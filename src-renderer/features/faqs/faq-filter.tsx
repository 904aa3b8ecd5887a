import type { HelpSection } from '../../../shared/api/help';
import { foldText } from '../../../shared/dictionary/fold-text';
import styles from './faq-filter.module.css';

export interface FilteredHelp {
  sections: HelpSection[];
  /** questions that match, over all sections */
  matches: number;
}

/**
 * The sections and questions whose question or answer contains every word typed, ignoring case,
 * accents and punctuation; sections left without a question are dropped.
 */
export function filterHelp(sections: readonly HelpSection[], query: string): FilteredHelp {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) {
    return {
      sections: [...sections],
      matches: sections.reduce((sum, section) => sum + section.items.length, 0),
    };
  }
  let matches = 0;
  const kept = sections.flatMap((section) => {
    const items = section.items.filter((item) => {
      const text = foldText(`${item.question} ${item.answer}`);
      return words.every((word) => text.includes(word));
    });
    matches += items.length;
    return items.length > 0 ? [{ ...section, items }] : [];
  });
  return { sections: kept, matches };
}

/** What the page says about the filter, read out politely as the visitor types. */
export function matchSummary(query: string, matches: number): string {
  if (!query.trim()) return '';
  if (matches === 0) return `No question matches “${query.trim()}”.`;
  return `${matches} ${matches === 1 ? 'question matches' : 'questions match'} “${query.trim()}”.`;
}

/** What shows in place of the questions when none matches, with the way back to all of them. */
export function NoMatch({ query, onShowAll }: { query: string; onShowAll: () => void }) {
  return (
    <div className={styles.empty}>
      <p>No question matches “{query.trim()}”. Try fewer or different words.</p>
      <button type="button" className={styles.showAll} onClick={onShowAll}>
        Show all questions
      </button>
    </div>
  );
}
