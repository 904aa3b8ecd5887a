import { describe, expect, it } from 'vitest';
import { groupThousands, usdWhole } from './numbers';

describe('groupThousands', () => {
  it('writes numbers as toLocaleString("en") does, without Intl', () => {
    for (const value of [0, 7, 999, 1000, 12_500, 100_000, 1_234_567, -4200, 1234.5, 98765.4321, 0.125]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en', { maximumFractionDigits: 20 }));
    }
  });

  it('groups only the whole part of a decimal string', () => {
    expect(groupThousands('1234567.0001')).toBe('1,234,567.0001');
    expect(groupThousands('12500.00')).toBe('12,500.00');
  });
});

it('writes whole dollar amounts as the pages do', () => {
  expect(usdWhole(10_000)).toBe('US$10,000');
});
