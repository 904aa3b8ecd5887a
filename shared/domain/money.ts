/**
 * Money as integers of a currency's minor unit (cents), with the currency's ISO 4217 code. No
 * amount passes through a float, and amounts in different currencies are never added together
 * or converted: there is no exchange rate anywhere in the product.
 */

import { groupThousands } from './numbers';

/** The currencies members quote in, with their ISO 4217 minor-unit digits. */
export const CURRENCY_DIGITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CHF: 2,
  CNY: 2,
  JPY: 0,
  KRW: 0,
  INR: 2,
  AED: 2,
  SAR: 2,
  QAR: 2,
  TRY: 2,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  BGN: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  CAD: 2,
  MXN: 2,
  BRL: 2,
  AUD: 2,
  NZD: 2,
  SGD: 2,
  HKD: 2,
  MYR: 2,
  THB: 2,
  VND: 0,
  IDR: 2,
  ZAR: 2,
  EGP: 2,
  KZT: 2,
  UAH: 2,
} as const satisfies Record<string, 0 | 2>;
export type Currency = keyof typeof CURRENCY_DIGITS;
export const CURRENCIES = Object.keys(CURRENCY_DIGITS) as [Currency, ...Currency[]];

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(CURRENCY_DIGITS, value);
}

/** The most digits an amount may have before the decimal point, in any currency. */
export const AMOUNT_MAX_DIGITS = 9;

/** Minor units of a decimal amount written like `1250` or `1250.5`, or null when it is not one. */
export function toMinorUnits(amount: string, currency: Currency): number | null {
  const digits = CURRENCY_DIGITS[currency];
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits || whole.replace(/^0+(?=\d)/, '').length > AMOUNT_MAX_DIGITS) {
    return null;
  }
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** The decimal text of an amount in minor units, with the currency's digits (`1250.50`). */
export function fromMinorUnits(minor: number, currency: Currency): string {
  const digits = CURRENCY_DIGITS[currency];
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor));
  if (digits === 0) return `${sign}${text}`;
  const padded = text.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** `USD 12,500.00`: the code first, so no reader mistakes one dollar for another. */
export function formatMoney(minor: number, currency: Currency): string {
  return `${currency} ${groupThousands(fromMinorUnits(minor, currency))}`;
}

/**
 * `quantityMilli / 1000 × unitMinor`, rounded half up to a whole minor unit. Exact for any
 * quantity and price the contract allows: the product is taken in BigInt, so a large rate
 * times a large quantity never loses a cent to floating point.
 */
export function multiplyMilli(quantityMilli: number, unitMinor: number): number {
  const product = BigInt(quantityMilli) * BigInt(unitMinor);
  const half = product >= 0n ? 500n : -500n;
  return Number((product + half) / 1000n);
}

/** Amounts summed per currency, in the order each currency first appears. Never across currencies. */
export function totalsByCurrency(
  amounts: readonly { amountMinor: number; currency: Currency }[],
): { currency: Currency; amountMinor: number }[] {
  const totals = new Map<Currency, number>();
  for (const { amountMinor, currency } of amounts) {
    totals.set(currency, (totals.get(currency) ?? 0) + amountMinor);
  }
  return [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor }));
}
