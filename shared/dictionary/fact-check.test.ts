import { describe, expect, it } from 'vitest';
import { plainText } from './rich-text';
import type { TermRecord } from './schema';
import cargoInsurance from './terms/cargo-insurance';
import nvocc from './terms/nvocc';
import supplyChainManagement from './terms/supply-chain-management';
import transitTime from './terms/transit-time';

/** Everything a term page says, as one string. */
function textOf({ data }: TermRecord): string {
  const intro = 'description' in data ? [data.description] : data.headParagraphs;
  return [
    ...intro,
    ...data.content.flatMap((section) => [
      ...section.paragraphs,
      ...(section.list?.items ?? []),
      ...(section.summary ? [section.summary] : []),
    ]),
  ]
    .map(plainText)
    .join(' ');
}

describe('dictionary claims corrected after the fact-check', () => {
  it('nvocc: the OTI grouping came with the 1998 amendments to the Shipping Act of 1984', () => {
    const text = textOf(nvocc);
    expect(text).toContain('Ocean Shipping Reform Act of 1998');
    expect(text).not.toMatch(/\(the Shipping Act of 1984\), where an NVOCC is one of two kinds/);
  });

  it('cargo-insurance: in general average the carrier holds the cargo until security is given', () => {
    const text = textOf(cargoInsurance);
    expect(text).toContain("The carrier holds each owner's cargo until security is given");
    expect(text).not.toContain('average adjuster will not release cargo');
    expect(cargoInsurance.data.relatedTerms).toContainEqual({
      url: 'general-average',
      name: 'General average',
    });
  });

  it('transit-time: the Cape diversions began in December 2023', () => {
    const text = textOf(transitTime);
    expect(text).toContain('Cape of Good Hope that began in December 2023');
    expect(text).not.toContain('since 2024');
  });

  it('supply-chain-management: the five SCOR processes belong to version 12, and the current standard is named', () => {
    const text = textOf(supplyChainManagement);
    expect(text).toContain('Up to its version 12');
    expect(text).toContain('SCOR Digital Standard');
  });
});
