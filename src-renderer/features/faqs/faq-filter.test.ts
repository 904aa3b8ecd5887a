import { describe, expect, it } from 'vitest';
import type { HelpSection } from '../../../shared/api/help';
import { filterHelp, matchSummary } from './faq-filter';

const SECTIONS: HelpSection[] = [
  {
    id: 1,
    slug: 'payment-protection',
    title: 'Payment protection',
    items: [
      { id: 1, question: 'What is payment protection?', answer: 'Cover for unpaid ocean-freight invoices.' },
      {
        id: 2,
        question: 'What is not covered?',
        answer: 'Demurrage and detention, and non-freight charges.',
      },
    ],
  },
  {
    id: 2,
    slug: 'events',
    title: 'Events',
    items: [{ id: 3, question: 'Is entry free?', answer: 'Entry to past events cost nothing.' }],
  },
];

describe('FAQ filter', () => {
  it('keeps every question when nothing is typed', () => {
    expect(filterHelp(SECTIONS, '  ')).toEqual({ sections: SECTIONS, matches: 3 });
  });

  it('matches every typed word in the question or the answer, ignoring case and accents', () => {
    const { sections, matches } = filterHelp(SECTIONS, 'DÉMURRAGE detention');
    expect(matches).toBe(1);
    expect(sections).toEqual([{ ...SECTIONS[0], items: [SECTIONS[0]!.items[1]] }]);
    expect(filterHelp(SECTIONS, 'ocean freight').matches).toBe(1);
  });

  it('drops sections without a match and reports no match', () => {
    expect(filterHelp(SECTIONS, 'entry').sections.map((section) => section.slug)).toEqual(['events']);
    expect(filterHelp(SECTIONS, 'reefer')).toEqual({ sections: [], matches: 0 });
  });

  it('says how many questions match', () => {
    expect(matchSummary('', 3)).toBe('');
    expect(matchSummary(' fee ', 0)).toBe('No question matches “fee”.');
    expect(matchSummary('cover', 1)).toBe('1 question matches “cover”.');
    expect(matchSummary('is', 3)).toBe('3 questions match “is”.');
  });
});
