import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TagCover, coverStyleOf } from './TagCover';

const TAGS = ['customs', 'ocean freight', 'air freight', 'payments', 'events', 'regulation', 'technology'];

describe('generated post covers', () => {
  it('gives a tag the same cover every time, on the server and in the browser', () => {
    expect(renderToString(<TagCover tag="customs" />)).toBe(renderToString(<TagCover tag="customs" />));
    expect(coverStyleOf('Customs ')).toEqual(coverStyleOf('customs'));
  });

  it('gives different subjects different colours and motifs, not one look for all', () => {
    const styles = TAGS.map(coverStyleOf);
    expect(new Set(styles.map((style) => style.hue)).size).toBe(TAGS.length);
    expect(new Set(styles.map((style) => style.motif)).size).toBeGreaterThanOrEqual(3);
  });

  it('names the tag on the cover and stays out of the accessibility tree', () => {
    const html = renderToString(<TagCover tag="customs" />);
    expect(html).toContain('#customs');
    expect(html).toContain('aria-hidden="true"');
    expect(renderToString(<TagCover tag={undefined} />)).toContain('#DFA');
  });
});
