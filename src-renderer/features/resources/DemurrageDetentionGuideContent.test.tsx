import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import DemurrageDetentionGuideContent from './DemurrageDetentionGuideContent';

describe('the demurrage and detention guide', () => {
  it('puts the burden of showing a charge is reasonable on the ocean common carrier, as OSRA 2022 does', () => {
    const text = renderToStaticMarkup(
      <MemoryRouter>
        <DemurrageDetentionGuideContent />
      </MemoryRouter>,
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      'The burden of showing that the charge is reasonable then falls on the ocean common carrier',
    );
    expect(text).not.toContain('the carrier or terminal must show');
  });
});
