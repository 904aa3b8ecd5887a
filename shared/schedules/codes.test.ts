import { describe, expect, it } from 'vitest';
import { imoCheckDigit, isUnLocode, isValidImoNumber } from './codes';

describe('IMO numbers', () => {
  it('accept real numbers whose last digit checks the first six', () => {
    // 9*7 + 3*6 + 2*5 + 1*4 + 4*3 + 8*2 = 123, so the check digit is 3.
    expect(imoCheckDigit('932148')).toBe(3);
    expect(isValidImoNumber('9321483')).toBe(true);
    expect(isValidImoNumber('9074729')).toBe(true);
  });

  it('refuse a wrong check digit, the wrong length and letters', () => {
    expect(isValidImoNumber('9321484')).toBe(false);
    expect(isValidImoNumber('932148')).toBe(false);
    expect(isValidImoNumber('93214830')).toBe(false);
    expect(isValidImoNumber('IMO9321483')).toBe(false);
    expect(() => imoCheckDigit('93214')).toThrow(RangeError);
  });
});

describe('UN/LOCODEs', () => {
  it('are two letters of country and three letters or digits 2 to 9', () => {
    expect(isUnLocode('NLRTM')).toBe(true);
    expect(isUnLocode('CNSHA')).toBe(true);
    expect(isUnLocode('USNYC')).toBe(true);
    expect(isUnLocode('NL RTM')).toBe(false);
    expect(isUnLocode('nlrtm')).toBe(false);
    expect(isUnLocode('NLRT1')).toBe(false);
    expect(isUnLocode('GBME""')).toBe(false);
  });
});
