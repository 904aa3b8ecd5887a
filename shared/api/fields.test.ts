import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, multilineText, positiveWholeNumber, text } from './fields';

describe('text fields', () => {
  it('refuses C0, DEL and C1 control characters, and tabs and line breaks on one line', () => {
    for (const value of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\tb', 'a\nb', 'a\rb']) {
      expect(text().safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe(
        CONTROL_CHARACTER_MESSAGE,
      );
    }
  });

  it('keeps tabs and line breaks in multi-line text, and every printable character', () => {
    expect(multilineText().parse('Line one\r\n\tLine two\n')).toBe('Line one\r\n\tLine two\n');
    expect(multilineText().safeParse('a\u0000b').success).toBe(false);
    expect(text().parse('Ünal Lojistik — “Hamburg” 🚢\u00a0ok')).toBe('Ünal Lojistik — “Hamburg” 🚢\u00a0ok');
  });
});

describe('positive whole numbers', () => {
  const id = positiveWholeNumber('Give the number.', { max: 1000, tooLarge: 'Too large.' });

  it('reads JSON numbers and decimal digits', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('42')).toBe(42);
    expect(id.parse('007')).toBe(7);
  });

  it('refuses every other way of writing a number', () => {
    for (const value of [
      '0x1',
      '1e0',
      '0b1',
      '0o1',
      '+1',
      ' 1',
      '1 ',
      '1.0',
      '1.5',
      '',
      'Infinity',
      1.5,
      0,
      -1,
    ]) {
      expect(id.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe('Give the number.');
    }
    expect(id.safeParse('1001').error?.issues[0]?.message).toBe('Too large.');
  });
});
