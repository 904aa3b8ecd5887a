import {
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';

/** Removes spaces, parentheses and hyphens, as phone values are stored and dialled. */
export function stripPhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

/** A `tel:` URI for a displayed phone number. */
export function telHref(displayed: string): string {
  return `tel:${stripPhone(displayed)}`;
}

/**
 * A phone number in E.164 (`+971501234567`), or null when it is not a valid number. Numbers
 * without a leading + are read in the given country.
 */
export function toE164(value: string, defaultCountry?: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A mobile number as written in `country` (ISO 3166-1 alpha-2), from the phone library's own
 * examples, in international form (`+44 7400 123456`), or null for a country it does not know.
 * Hints built from it pass the same check as what the person types.
 */
export function phoneExample(country: string): string | null {
  const code = country.toUpperCase();
  if (!isSupportedCountry(code)) return null;
  return getExampleNumber(code, mobileExamples)?.formatInternational() ?? null;
}
