import { z } from 'zod';

/**
 * Control characters (C0, DEL and C1) never belong in what a person types, and PostgreSQL
 * refuses NUL in text outright. Multi-line text keeps tab, line feed and carriage return.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

export const CONTROL_CHARACTER_MESSAGE =
  'Remove the invisible control characters from this text (they sometimes come with copied text).';

function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);
}

/**
 * The string every text field of a request starts from, instead of `z.string()`: it refuses
 * control characters before any trimming or length check, so the person sees that message first.
 */
export function text(params?: { error?: string; multiline?: boolean }) {
  const multiline = params?.multiline ?? false;
  return z
    .string(params?.error === undefined ? undefined : { error: params.error })
    .refine((value) => !hasControlCharacters(value, { multiline }), CONTROL_CHARACTER_MESSAGE);
}

/** `text()` for text areas: line breaks and tabs are kept. */
export const multilineText = (params?: { error?: string }) => text({ ...params, multiline: true });

/** Text a person must give: `what` completes "Enter …" and "Keep … under N characters". */
export const textSchema = (what: string, max: number, { min = 1, multiline = false } = {}) =>
  text({ error: `Enter ${what}.`, multiline })
    .trim()
    .min(min, min > 1 ? `Enter ${what} in at least ${min} characters.` : `Enter ${what}.`)
    .max(max, `Keep ${what} under ${max} characters.`);

/** Text a person may leave out: empty, blank and missing all become null. */
export const optionalTextSchema = (what: string, max: number, { multiline = false } = {}) =>
  text({ multiline })
    .trim()
    .max(max, `Keep ${what} under ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** Strings nested anywhere in a value, for fields whose shape is checked later (survey answers). */
export function containsControlCharacters(value: unknown, { multiline = false } = {}): boolean {
  if (typeof value === 'string') return hasControlCharacters(value, { multiline });
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, { multiline }));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => hasControlCharacters(key) || containsControlCharacters(item, { multiline }),
    );
  }
  return false;
}

/** The largest id a database serial column holds on both dialects. */
const MAX_ID = 2_147_483_647;

/**
 * A whole number from 1 up: a JSON number, or (from a query string or a form field) decimal
 * digits only, so `0x1`, `1e0`, ` 1` and `1.0` are refused rather than read as 1.
 */
export function positiveWholeNumber(message: string, { max = MAX_ID, tooLarge = message } = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(max, tooLarge),
  );
}
