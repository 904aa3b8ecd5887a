import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
const tokens = read('tokens.css');

/** A colour token's value, resolving `var(--other)` references. */
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
  if (!value) throw new Error(`tokens.css has no --${name}`);
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  return reference ? token(reference[1]!) : value;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!channels) throw new Error(`${hex} is not a #rrggbb colour`);
  const [r, g, b] = channels.slice(1).map((part) => {
    const value = parseInt(part, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Every surface a focused control sits on or is filled with. */
const SURFACES = {
  page: 'color-surface',
  panel: 'color-surface-alt',
  'selected tab, table row hover': 'color-teal-100',
  notice: 'color-amber-100',
  'primary button': 'color-amber-500',
  'danger button': 'color-danger',
  'secondary button border, links': 'color-teal-700',
  'current segment': 'color-navy-800',
  'header and dark bands': 'color-navy-900',
};

describe('the focus ring', () => {
  it('is drawn by the global rule from the ring and halo tokens', () => {
    const rule = /:focus-visible\s*\{([^}]*)\}/.exec(read('global.css'))?.[1] ?? '';
    expect(rule).toMatch(/outline:\s*3px solid var\(--focus-ring\)/);
    expect(rule).toMatch(/box-shadow:\s*0 0 0 2px var\(--focus-halo\)/);
  });

  it('has a ring and a halo that stand apart from each other', () => {
    expect(contrast(token('focus-ring'), token('focus-halo'))).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(SURFACES))('stands out at 3:1 or more against the %s', (_, surface) => {
    const background = token(surface);
    const best = Math.max(
      contrast(token('focus-ring'), background),
      contrast(token('focus-halo'), background),
    );
    expect(best).toBeGreaterThanOrEqual(3);
  });
});
