import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

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
