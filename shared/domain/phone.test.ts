import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { phoneSchema } from '../api/auth';
import { COUNTRY_CODES } from './countries';
import { phoneExample } from './phone';

describe('phone number hints', () => {
  it('gives every country the phone library knows an example that passes the sign-up’s own check', () => {
    const refused: string[] = [];
    for (const country of getCountries()) {
      const example = phoneExample(country);
      if (!example || !phoneSchema.safeParse(example).success) refused.push(`${country}: ${example}`);
    }
    expect(refused).toEqual([]);
  });

  it('covers the countries of the sign-up form, and says nothing for one it does not know', () => {
    const known = COUNTRY_CODES.filter((country) => phoneExample(country) !== null);
    // The form lists territories without numbering plans of their own (Antarctica, Bouvet Island…).
    expect(known.length).toBeGreaterThan(230);
    expect(phoneExample('gb')).toMatch(/^\+44 7/);
    expect(phoneExample('AQ')).toBeNull();
  });

  it('never offers the example the sign-up used to show and refuse', () => {
    expect(phoneSchema.safeParse('+44 7700 900123').success).toBe(false);
    expect(phoneExample('GB')).not.toBe('+44 7700 900123');
  });
});
