/** Two letters of the country, then three letters or digits 2–9 (UN/LOCODE, as DCSA writes it). */
const UN_LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

export function isUnLocode(value: string): boolean {
  return UN_LOCODE_PATTERN.test(value);
}

/**
 * The check digit of an IMO ship number: the first six digits weighted 7, 6, 5, 4, 3 and 2,
 * summed, modulo 10.
 */
export function imoCheckDigit(firstSix: string): number {
  if (!/^\d{6}$/.test(firstSix)) throw new RangeError('An IMO number starts with six digits');
  let sum = 0;
  for (let index = 0; index < 6; index += 1) sum += Number(firstSix[index]) * (7 - index);
  return sum % 10;
}

/** Seven digits whose last is the check digit of the first six. */
export function isValidImoNumber(value: string): boolean {
  return /^\d{7}$/.test(value) && imoCheckDigit(value.slice(0, 6)) === Number(value[6]);
}
