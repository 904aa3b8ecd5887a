import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, multiplyMilli, toMinorUnits, totalsByCurrency } from '../domain/money';
import type { PieceLine } from './cargo';
import { containerAdvice } from './containers';
import { fclPrice, findLane, lclPrice, type RateLane } from './rates';

const lane = (overrides: Partial<RateLane> = {}): RateLane => ({
  origin: { country: 'AE', port: 'AEJEA' },
  destination: { country: 'NL', port: 'NLRTM' },
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  fcl: { '20GP': 120_000, '40GP': 190_000, '40HC': 200_000 },
  lcl: { perRevenueTonMinor: 4_500, minimumMinor: 9_000 },
  surcharges: [],
  ...overrides,
});

const pallets = (count: number, weight = 400): PieceLine[] => [
  { count, length: 120, width: 80, height: 150, lengthUnit: 'cm', weight, weightUnit: 'kg' },
];

describe('money', () => {
  it('reads and writes amounts in minor units without floating point', () => {
    expect(toMinorUnits('1250.5', 'USD')).toBe(125_050);
    expect(toMinorUnits('1250.555', 'USD')).toBeNull();
    expect(toMinorUnits('1250.5', 'JPY')).toBeNull();
    expect(toMinorUnits('-3', 'USD')).toBeNull();
    expect(fromMinorUnits(5, 'EUR')).toBe('0.05');
    expect(formatMoney(123_456_789, 'USD')).toBe('USD 1,234,567.89');
    expect(formatMoney(1_500_000, 'JPY')).toBe('JPY 1,500,000');
  });

  it('round-trips every amount a member can type', () => {
    const amounts = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 99_999_999_999 }), fc.constant('USD' as const)),
      fc.tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.constant('KRW' as const)),
    );
    fc.assert(
      fc.property(amounts, ([minor, currency]) => {
        expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
      }),
    );
    expect(toMinorUnits('1000000000', 'KRW')).toBeNull();
  });

  it('multiplies a quantity in thousandths by a price exactly, rounding half up', () => {
    expect(multiplyMilli(14_400, 4_500)).toBe(64_800);
    expect(multiplyMilli(1_235, 4_501)).toBe(5_559); // 5,558.735
    expect(multiplyMilli(1_000, 1)).toBe(1);
    expect(multiplyMilli(500, 1)).toBe(1); // half a cent rounds up
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (milli, unit) => {
          const exact = (BigInt(milli) * BigInt(unit) * 2n + 1000n) / 2000n;
          expect(multiplyMilli(milli, unit)).toBe(Number(exact));
        },
      ),
    );
  });

  it('sums per currency and never across currencies', () => {
    expect(
      totalsByCurrency([
        { amountMinor: 100, currency: 'USD' },
        { amountMinor: 250, currency: 'EUR' },
        { amountMinor: 50, currency: 'USD' },
      ]),
    ).toEqual([
      { currency: 'USD', amountMinor: 150 },
      { currency: 'EUR', amountMinor: 250 },
    ]);
  });
});

describe('finding the lane', () => {
  const countryWide = lane({ origin: { country: 'AE' }, destination: { country: 'NL' }, lcl: null });
  const portToPort = lane();
  const portToCountry = lane({ destination: { country: 'NL' } });
  const lanes = [countryWide, portToCountry, portToPort];

  it('takes the most specific lane valid on the day', () => {
    expect(
      findLane(lanes, { country: 'AE', port: 'AEJEA' }, { country: 'NL', port: 'NLRTM' }, '2026-06-01'),
    ).toBe(portToPort);
    expect(
      findLane(lanes, { country: 'AE', port: 'AEJEA' }, { country: 'NL', port: 'NLAMS' }, '2026-06-01'),
    ).toBe(portToCountry);
    expect(findLane(lanes, { country: 'AE', port: 'AEAUH' }, { country: 'NL' }, '2026-06-01')).toBe(
      countryWide,
    );
    expect(findLane(lanes, { country: 'AE' }, { country: 'DE' }, '2026-06-01')).toBeUndefined();
  });

  it('ignores lanes outside their validity, inclusive of both ends', () => {
    const ends = [lane({ validFrom: '2026-03-01', validUntil: '2026-03-31' })];
    const from = { country: 'AE', port: 'AEJEA' };
    const to = { country: 'NL', port: 'NLRTM' };
    expect(findLane(ends, from, to, '2026-03-01')).toBeDefined();
    expect(findLane(ends, from, to, '2026-03-31')).toBeDefined();
    expect(findLane(ends, from, to, '2026-02-28')).toBeUndefined();
    expect(findLane(ends, from, to, '2026-04-01')).toBeUndefined();
  });
});

describe('indicative prices', () => {
  it('prices LCL per revenue ton with the minimum and the surcharges, as worked out by hand', () => {
    const surcharged = lane({
      surcharges: [
        { name: 'Documentation', basis: 'shipment', amountMinor: 3_500 },
        { name: 'Bunker surcharge', basis: 'revenue-ton', amountMinor: 1_000 },
        { name: 'Seal', basis: 'container', amountMinor: 1_500 },
      ],
    });
    // 14.4 RT × USD 45 = USD 648; BAF 14.4 × USD 10 = USD 144; docs USD 35; no seal in LCL.
    const price = lclPrice(surcharged, 14.4, 'USD')!;
    expect(price.lines).toEqual([
      { label: 'Ocean freight, 14.400 RT × USD 45.00', amountMinor: 64_800 },
      { label: 'Documentation', amountMinor: 3_500 },
      { label: 'Bunker surcharge, 14.400 RT × USD 10.00', amountMinor: 14_400 },
    ]);
    expect(price.totalMinor).toBe(82_700);
    // 1 RT × USD 45 is under the USD 90 minimum.
    expect(lclPrice(lane(), 1, 'USD')!.lines[0]).toEqual({
      label: 'Ocean freight, minimum charge',
      amountMinor: 9_000,
    });
    expect(lclPrice(lane({ lcl: null }), 3, 'USD')).toBeNull();
  });

  it('prices FCL on the cheapest priced box that takes the cargo', () => {
    const withSeal = lane({ surcharges: [{ name: 'Seal', basis: 'container', amountMinor: 1_500 }] });
    // 14.4 m³ in one 20' at USD 1,200 plus a USD 15 seal.
    expect(fclPrice(withSeal, containerAdvice(pallets(10)), 'USD')).toMatchObject({
      type: '20GP',
      units: 1,
      totalMinor: 121_500,
    });
    // 50 m³: two 20' (USD 2,400) cost more than one 40' (USD 1,900).
    const fifty = pallets(1).map((piece) => ({ ...piece, count: 10, length: 250, width: 200, height: 100 }));
    expect(fclPrice(lane(), containerAdvice(fifty), 'USD')).toMatchObject({
      type: '40GP',
      units: 1,
      totalMinor: 190_000,
    });
    // Only 40' HC priced, cargo needing 20': one 40' HC.
    expect(fclPrice(lane({ fcl: { '40HC': 200_000 } }), containerAdvice(pallets(2)), 'USD')).toMatchObject({
      type: '40HC',
      units: 1,
    });
    expect(fclPrice(lane({ fcl: {} }), containerAdvice(pallets(2)), 'USD')).toBeNull();
  });

  it('adds every line to the total and never goes below the minimum', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 9_999, noNaN: true }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (revenueTons, perTon, minimum) => {
          const price = lclPrice(
            lane({ lcl: { perRevenueTonMinor: perTon, minimumMinor: minimum } }),
            revenueTons,
            'EUR',
          )!;
          expect(price.totalMinor).toBe(price.lines.reduce((sum, line) => sum + line.amountMinor, 0));
          expect(price.totalMinor).toBeGreaterThanOrEqual(minimum);
          expect(Number.isSafeInteger(price.totalMinor)).toBe(true);
        },
      ),
    );
  });
});
