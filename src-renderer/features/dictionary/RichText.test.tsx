import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RichText as RichTextValue } from '../../../shared/dictionary/schema';
import { RichText } from './RichText';
import { TermExistsContext } from './term-links';

const render = (text: RichTextValue) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <TermExistsContext value={(slug) => slug === 'demurrage'}>
        <RichText text={text} />
      </TermExistsContext>
    </MemoryRouter>,
  );

describe('RichText', () => {
  it('renders bold spans and links to terms as router links', () => {
    const html = render([
      'Pay ',
      { strong: 'before' },
      ' the ',
      { link: 'freight-dictionary/demurrage', text: 'free time' },
    ]);
    expect(html).toMatch(/^Pay <strong>before<\/strong> the <a [^>]*>free time<\/a>$/);
    expect(html).toContain('href="/freight-dictionary/demurrage"');
  });

  it('shows a link to a term without a page as plain text', () => {
    expect(render([{ link: 'freight-dictionary/detention', text: 'detention' }])).toBe('detention');
  });

  it('escapes text, so content can never become markup', () => {
    expect(render('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});
