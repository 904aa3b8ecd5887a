import { describe, expect, it } from 'vitest';
import { ageOf } from './age';

describe('ageOf', () => {
  const now = Date.parse('2026-11-30T12:00:00Z');

  it('counts whole days that have passed, from a timestamp or a calendar day', () => {
    expect(ageOf('2026-11-30T09:00:00Z', now)).toBe('less than a day');
    expect(ageOf('2026-11-29T11:00:00Z', now)).toBe('1 day');
    expect(ageOf('2026-11-18', now)).toBe('12 days');
  });

  it('never says a negative age for a time a moment ahead of this clock', () => {
    expect(ageOf('2026-11-30T12:05:00Z', now)).toBe('less than a day');
  });
});
