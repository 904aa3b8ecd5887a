import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookie';
import { formatDate } from './date';
import { debounce } from './debounce';
import { tldSuffix } from './host';
import { stripPhone, telHref } from './phone';
import { randomString } from './random';

describe('stripPhone', () => {
  it('removes spaces, parentheses and hyphens but keeps the plus sign and digits', () => {
    expect(stripPhone('+1 (555) 010-4477')).toBe('+15550104477');
    expect(stripPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(telHref('+34 (91) 123-45-67')).toBe('tel:+34911234567');
  });
});

describe('formatDate', () => {
  it('formats as Mon D YYYY without a leading zero', () => {
    expect(formatDate('2024-12-19')).toBe('Dec 19 2024');
    expect(formatDate(new Date(Date.UTC(2022, 2, 1)))).toBe('Mar 1 2022');
  });
  it('rejects an invalid date instead of printing NaN', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('randomString', () => {
  it('defaults to 3 alphanumeric characters', () => {
    for (let i = 0; i < 50; i += 1) expect(randomString()).toMatch(/^[A-Za-z0-9]{3}$/);
  });
  it('honours the length and uses the whole alphabet range', () => {
    expect(randomString(12)).toHaveLength(12);
    expect(randomString(2, () => 0)).toBe('AA');
    expect(randomString(1, () => 0.9999)).toBe('9');
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());
  it('calls once with the latest arguments after the quiet period', () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const debounced = debounce((value: string) => calls.push(value), 200);
    debounced('a');
    vi.advanceTimersByTime(150);
    debounced('ab');
    vi.advanceTimersByTime(150);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(calls).toEqual(['ab']);
  });
  it('can be cancelled or flushed', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const debounced = debounce((value: number) => calls.push(value), 100);
    debounced(1);
    debounced.cancel();
    vi.advanceTimersByTime(200);
    debounced(2);
    debounced.flush();
    expect(calls).toEqual([2]);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    const header = 'theme=dark; user=%7B%22hash%22%3A%22x1%22%7D; other=1';
    expect(readCookie(header, 'user')).toBe('{"hash":"x1"}');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie('username=bob', 'user')).toBeUndefined();
  });
});

describe('tldSuffix', () => {
  it('is the last three characters of the host name', () => {
    expect(tldSuffix('df-alliance.com')).toBe('com');
    expect(tldSuffix('portal.example.ae')).toBe('.ae');
  });
});
