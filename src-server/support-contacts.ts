import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A support line from the configuration: the country it serves and a number to dial. */
export interface SupportPhone {
  /** ISO 3166-1 alpha-2, lower case */
  country: string;
  /** as shown to the visitor, in international format */
  display: string;
  /** the `tel:` URI a phone dials */
  tel: string;
}

/**
 * Ranges regulators keep for films, books and examples, which no one answers: North American
 * 555-0100 to 555-0199, and Ofcom's drama numbers in the United Kingdom. Given as E.164 digits
 * after the `+`.
 */
const FICTIONAL_RANGES: readonly RegExp[] = [
  /^1[2-9]\d{2}55501\d{2}$/,
  /^44(?:11[3-8]4960|1[2-6]14960|1914980|2079460|2896496|2920180|1632960|7700900|8081570|9098790|3069990)\d{3}$/,
];

function isFictionalNumber(e164: string): boolean {
  const digits = e164.replace(/^\+/, '');
  return FICTIONAL_RANGES.some((range) => range.test(digits));
}

/**
 * The support lines from their setting: `country=number` pairs separated by commas, e.g.
 * `us=+1 202 555 0175, gb=+44 20 7123 4567`. Each number must be a real, dialable number of
 * its country; with `refuseFictional`, numbers from the ranges kept for fiction are refused too,
 * so a placeholder can never reach visitors. Returns the lines, or the first problem in words.
 */
export function parseSupportPhones(
  value: string,
  { refuseFictional }: { refuseFictional: boolean },
): SupportPhone[] | string {
  const phones: SupportPhone[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z]{2})\s*=\s*(.+)$/i.exec(entry);
    if (!match) return `"${entry}" is not a country=number pair such as us=+1 202 555 0175`;
    const country = match[1]!.toLowerCase();
    const number = match[2]!;
    const parsed = parsePhoneNumberFromString(number);
    if (!parsed?.isValid())
      return `${number} is not a complete international number (start it with + and the country code)`;
    if (parsed.country?.toLowerCase() !== country)
      return `${number} is not a number in ${country.toUpperCase()} (it belongs to ${parsed.country ?? 'no single country'})`;
    if (refuseFictional && isFictionalNumber(parsed.number))
      return `${number} is in a range kept for fiction and examples, which no one answers`;
    if (phones.some((phone) => phone.country === country)) return `${country} is given twice`;
    phones.push({ country, display: parsed.formatInternational(), tel: parsed.getURI() });
  }
  return phones;
}

/** The postal address from its setting: lines separated by semicolons or new lines. */
export function parseSupportAddress(value: string): string[] {
  return value
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
}
