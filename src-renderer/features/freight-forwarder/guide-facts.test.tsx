import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COUNTRY_GUIDES } from '../../../shared/freight-forwarder/guides/country-guides';
import IndiaPage from './IndiaPage';

const guideText = (slug: string) => {
  const guide = COUNTRY_GUIDES[slug];
  if (!guide) throw new Error(`no guide ${slug}`);
  return [guide.lead, ...guide.overview, ...guide.customs, ...guide.practicalNotes].join(' ');
};

describe('country guide claims corrected after the fact-check', () => {
  it('Netherlands: Terneuzen is Dutch, and only Ghent lies across the Belgian border', () => {
    const text = guideText('netherlands');
    expect(text).toContain('Vlissingen and Terneuzen, both Dutch, belong to North Sea Port');
    expect(text).not.toContain('Ghent and Terneuzen across the Belgian border');
  });

  it('Türkiye: coal and steel sit outside the customs union and need proof of preferential origin', () => {
    const text = guideText('turkey');
    expect(text).toContain('Coal and steel products');
    expect(text).toContain('free trade agreement signed in 1996');
    expect(text).toMatch(/EUR\.1 movement certificate, not an A\.TR/);
  });

  it('Singapore: Tanjong Pagar has moved; Keppel and Brani follow by about 2027, Pasir Panjang by the 2040s', () => {
    const text = guideText('singapore');
    expect(text).toContain('Tanjong Pagar has already handed its container work over');
    expect(text).toContain('Keppel and Brani to follow by about 2027 and Pasir Panjang by the 2040s');
    expect(text).not.toMatch(
      /terminals at Tanjong Pagar, Keppel, Brani and Pasir Panjang are being consolidated/,
    );
  });
});

describe('the India guide', () => {
  it('dates the Western Dedicated Freight Corridor’s last stretch to JNPT instead of calling it done', () => {
    const text = renderToStaticMarkup(
      <MemoryRouter>
        <IndiaPage />
      </MemoryRouter>,
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('was still finishing its last stretch into JNPT at the end of 2025');
    expect(text).not.toContain('now reinforced by the Western Dedicated Freight Corridor');
  });
});
