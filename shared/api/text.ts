import { z } from 'zod';

/** No name or note needs control characters, and PostgreSQL refuses NUL outright. */
export const hasNoControlCharacters = (value: string, { multiline = false } = {}) =>
  ![...value].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 32 || code === 127) && !(multiline && (code === 9 || code === 10 || code === 13));
  });

const PLAIN = 'Use letters, digits and punctuation only.';

/** Text a person must give: `what` completes "Enter …" and "Keep … under N characters". */
export const textSchema = (what: string, max: number, { min = 1, multiline = false } = {}) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(min, min > 1 ? `Enter ${what} in at least ${min} characters.` : `Enter ${what}.`)
    .max(max, `Keep ${what} under ${max} characters.`)
    .refine((value) => hasNoControlCharacters(value, { multiline }), PLAIN);

/** Text a person may leave out: empty, blank and missing all become null. */
export const optionalTextSchema = (what: string, max: number, { multiline = false } = {}) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} under ${max} characters.`)
    .refine((value) => hasNoControlCharacters(value, { multiline }), PLAIN)
    .nullish()
    .transform((value) => value || null);
