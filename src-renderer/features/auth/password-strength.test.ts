import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength', () => {
  it('counts length: short, then fair, good and strong as it grows', () => {
    expect(passwordStrength('k7#vQ').level).toBe('too-short');
    expect(passwordStrength('k7#vQm2x').level).toBe('fair');
    expect(passwordStrength('k7#vQm2xR9tw').level).toBe('good');
    expect(passwordStrength('harbour lamp ferry').level).toBe('strong');
    expect(passwordStrength('harbour lamp ferry').warnings).toEqual([]);
  });

  it('flags the most common passwords, even with digits added', () => {
    for (const password of ['password', 'Password123!', 'qwerty2024', 'letmein!!', '12345678']) {
      const result = passwordStrength(password);
      expect(result.level, password).toBe('weak');
      expect(result.warnings[0], password).toMatch(/most common passwords/);
    }
  });

  it('flags sequences, keyboard rows and repetition', () => {
    expect(passwordStrength('mybox-abcd-ship').warnings).toContain(
      'Avoid sequences like 1234, abcd or qwerty.',
    );
    expect(passwordStrength('zone-asdf-tide').warnings).toContain(
      'Avoid sequences like 1234, abcd or qwerty.',
    );
    expect(passwordStrength('hooray!!!aaa').warnings).toContain(
      'Avoid repeated characters or patterns, like aaa or abcabc.',
    );
    expect(passwordStrength('xyzqxyzqxyzq').warnings).toContain(
      'Avoid repeated characters or patterns, like aaa or abcabc.',
    );
  });

  it('lowers the score for each pattern found', () => {
    expect(passwordStrength('harbour lamp 1234').level).toBe('good');
    expect(passwordStrength('harbour lamp ferry').level).toBe('strong');
  });

  it('flags the person’s own name or email', () => {
    const result = passwordStrength('lena-berg-reefer', ['Lena', 'lena.berg@nordic.test']);
    expect(result.warnings).toContain('Avoid your name or email address.');
    expect(passwordStrength('tide-moon-river-9', ['Lena']).warnings).toEqual([]);
  });
});
