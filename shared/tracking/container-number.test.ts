import { describe, expect, it } from 'vitest';
import { likelyCarrier } from './carrier-hint';
import { checkContainerNumber, containerCheckDigit } from './container-number';

const KNOWN_VALID = [
  'CSQU3054383',
  'MWCU6059784',
  'BICU1234565',
  'APZU4812090',
  'ZEPU0037255',
  'MSKU6104820',
];

describe('ISO 6346 container numbers', () => {
  it('accept the known-valid numbers, however they are spaced or cased', () => {
    for (const number of KNOWN_VALID) {
      expect(checkContainerNumber(number)).toMatchObject({ valid: true, number });
    }
    expect(checkContainerNumber('msku 610482-0')).toMatchObject({
      valid: true,
      number: 'MSKU6104820',
      ownerCode: 'MSKU',
      category: 'U',
    });
    expect(containerCheckDigit('CSQU305438')).toBe(3);
  });

  it('refuse a wrong check digit with a message that says so', () => {
    const check = checkContainerNumber('MSKU6104821');
    expect(check.valid).toBe(false);
    expect(!check.valid && check.message).toMatch(/check digit of MSKU6104821 does not match.*would be 0/);
  });

  it('refuse junk a lax validator lets through', () => {
    for (const junk of ['FOOBARZ123456', 'MSKU610482', 'MSK16104820', '', 'MSKX6104820']) {
      expect(checkContainerNumber(junk).valid).toBe(false);
    }
    expect(checkContainerNumber('MSKX6104820')).toMatchObject({
      message: expect.stringMatching(/U, J or Z/),
    });
  });
});

describe('the likely carrier of a reference', () => {
  const carriers = [
    {
      scac: 'MAEU',
      name: 'Maersk',
      containerPrefixes: ['MSKU', 'MAEU', 'MRKU'],
      billOfLadingPrefixes: ['MAEU'],
    },
    { scac: 'MSCU', name: 'MSC', containerPrefixes: ['MSCU', 'MEDU'], billOfLadingPrefixes: ['MEDU'] },
  ];

  it('names the carrier by a container owner code or a bill of lading prefix', () => {
    expect(likelyCarrier('MSKU6104820', carriers)).toEqual({ kind: 'carrier', scac: 'MAEU', name: 'Maersk' });
    expect(likelyCarrier('MEDUAB123456', carriers)).toEqual({ kind: 'carrier', scac: 'MSCU', name: 'MSC' });
  });

  it('says when a box belongs to a lessor, and when nothing is known', () => {
    expect(likelyCarrier('TGHU1234567', carriers)).toEqual({ kind: 'lessor', lessor: 'Textainer' });
    expect(likelyCarrier('XYZ123', carriers)).toEqual({ kind: 'unknown' });
  });
});
