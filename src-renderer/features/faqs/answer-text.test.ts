import { describe, expect, it } from 'vitest';
import { blocksOf, segmentsOf } from './answer-text';

describe('answer text', () => {
  it('splits paragraphs on blank lines and keeps single line breaks within one', () => {
    expect(blocksOf('First paragraph.\n\n  \nSecond, line one.\nSecond, line two.')).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'First paragraph.' }]] },
      {
        kind: 'paragraph',
        lines: [[{ text: 'Second, line one.' }], [{ text: 'Second, line two.' }]],
      },
    ]);
  });

  it('turns a paragraph of numbered or dashed lines into a list', () => {
    expect(
      blocksOf('Covered when:\n\n1. Both are Premium.\n2. It is ocean freight.\n\n- one\n- two'),
    ).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'Covered when:' }]] },
      { kind: 'ordered', items: [[{ text: 'Both are Premium.' }], [{ text: 'It is ocean freight.' }]] },
      { kind: 'bulleted', items: [[{ text: 'one' }], [{ text: 'two' }]] },
    ]);
    // One unnumbered line keeps the whole paragraph as text.
    expect(blocksOf('1. First\nnot a list item')[0]?.kind).toBe('paragraph');
  });

  it('links web addresses and site paths, leaving sentence punctuation outside', () => {
    expect(
      segmentsOf('See https://www.fmc.gov/faq. Or go to /benefits/payment-protection, then /events.'),
    ).toEqual([
      { text: 'See ' },
      { href: 'https://www.fmc.gov/faq', external: true },
      { text: '. Or go to ' },
      { href: '/benefits/payment-protection', external: false },
      { text: ', then ' },
      { href: '/events', external: false },
      { text: '.' },
    ]);
  });

  it('leaves slashes inside words and numbers alone', () => {
    for (const text of ['Support 24/7 by phone.', 'Carrier and/or agent.', 'Send it to ops/accounts.']) {
      expect(segmentsOf(text), text).toEqual([{ text }]);
    }
  });

  it('never makes a link of a script address or markup', () => {
    const segments = segmentsOf('javascript:alert(1) <a href="x">x</a> data:text/html,hi');
    expect(segments.filter((segment) => 'href' in segment)).toEqual([]);
  });
});
