/**
 * ISO 6346 container numbers: a three-letter owner code, a category letter (U freight
 * container, J detachable freight-container equipment, Z trailer or chassis), a six-digit
 * serial number and a check digit computed from the first ten characters.
 */

const CATEGORIES = new Set(['U', 'J', 'Z']);

/** Letters count from A = 10 upward, skipping 11 and its multiples (so B = 12, L = 23, V = 34). */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 'A'.charCodeAt(0); code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

/** The check digit of an owner code, category letter and serial number (ten characters). */
export function containerCheckDigit(firstTen: string): number {
  if (!/^[A-Z]{4}\d{6}$/.test(firstTen)) {
    throw new RangeError('A container number starts with four letters and six digits');
  }
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const character = firstTen[index]!;
    const value = index < 4 ? letterValue(character) : Number(character);
    sum += value * 2 ** index;
  }
  return (sum % 11) % 10;
}

type ContainerNumberCheck =
  { valid: true; number: string; ownerCode: string; category: string } | { valid: false; message: string };

/** Spaces, hyphens and slashes as printed on boxes and papers do not count; case does not matter. */
export function normaliseContainerNumber(input: string): string {
  return input.replace(/[\s\-/.]/g, '').toUpperCase();
}

/** Checks a container number as typed, with a message a person can act on when it is wrong. */
export function checkContainerNumber(input: string): ContainerNumberCheck {
  const number = normaliseContainerNumber(input);
  if (!/^[A-Z]{4}\d{7}$/.test(number)) {
    return {
      valid: false,
      message:
        'A container number is four letters and seven digits, like MSKU 610482 0 (owner code, serial number, check digit).',
    };
  }
  const category = number[3]!;
  if (!CATEGORIES.has(category)) {
    return {
      valid: false,
      message: `The fourth letter of a container number is U, J or Z (the equipment category), not ${category}.`,
    };
  }
  const expected = containerCheckDigit(number.slice(0, 10));
  if (expected !== Number(number[10])) {
    return {
      valid: false,
      message: `The check digit of ${number} does not match: with ${number.slice(0, 10)} it would be ${expected}. Check the number for a typing error.`,
    };
  }
  return { valid: true, number, ownerCode: number.slice(0, 4), category };
}
