import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  airChargeable,
  CARGO_LIMITS,
  cargoProblems,
  cargoTotals,
  pieceSidesCm,
  roadChargeable,
  seaChargeable,
  toMilli,
  type PieceLine,
} from './cargo';
import { containerAdvice, CONTAINERS, PALLETS, palletsOnFloor, pieceFitsInside } from './containers';

const line = (overrides: Partial<PieceLine> = {}): PieceLine => ({
  count: 1,
  length: 100,
  width: 100,
  height: 100,
  lengthUnit: 'cm',
  weight: 100,
  weightUnit: 'kg',
  ...overrides,
});

/** Sides and weights with at most two decimals, as people type them. */
const measure = (max: number) => fc.integer({ min: 1, max: max * 100 }).map((hundredths) => hundredths / 100);
const pieceLine = fc.record({
  count: fc.integer({ min: 1, max: 500 }),
  length: measure(400),
  width: measure(240),
  height: measure(260),
  lengthUnit: fc.constantFrom('cm' as const, 'in' as const),
  weight: measure(5000),
  weightUnit: fc.constantFrom('kg' as const, 'lb' as const),
});
const packingList = fc.array(pieceLine, { minLength: 1, maxLength: 8 });

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

describe('volume and weight', () => {
  it('computes known consignments exactly as worked out by hand', () => {
    // 10 pallets of 120 × 80 × 150 cm at 400 kg: 10 × 1.44 m³ = 14.4 m³, 4,000 kg.
    const totals = cargoTotals([line({ count: 10, length: 120, width: 80, height: 150, weight: 400 })]);
    close(totals.volumeCbm, 14.4);
    close(totals.weightKg, 4000);
    expect(totals.pieces).toBe(10);
    // 48 × 40 × 50 in = 96,000 in³ = 1.573 m³ (× 16.387064 cm³); 1,000 lb = 453.59237 kg.
    const imperial = cargoTotals([
      line({ length: 48, width: 40, height: 50, lengthUnit: 'in', weight: 1000, weightUnit: 'lb' }),
    ]);
    close(imperial.volumeCbm, 1.573158144);
    close(imperial.weightKg, 453.59237);
  });

  it('gives the same totals in inches and pounds as in the converted centimetres and kilograms', () => {
    fc.assert(
      fc.property(pieceLine, (piece) => {
        const metric = {
          ...piece,
          length: piece.lengthUnit === 'in' ? piece.length * 2.54 : piece.length,
          width: piece.lengthUnit === 'in' ? piece.width * 2.54 : piece.width,
          height: piece.lengthUnit === 'in' ? piece.height * 2.54 : piece.height,
          lengthUnit: 'cm' as const,
          weight: piece.weightUnit === 'lb' ? piece.weight * 0.45359237 : piece.weight,
          weightUnit: 'kg' as const,
        };
        close(cargoTotals([piece]).volumeCbm, cargoTotals([metric]).volumeCbm);
        close(cargoTotals([piece]).weightKg, cargoTotals([metric]).weightKg);
      }),
    );
  });

  it('adds up line by line, and scales with the number of pieces', () => {
    fc.assert(
      fc.property(packingList, packingList, fc.integer({ min: 1, max: 9 }), (a, b, factor) => {
        const both = cargoTotals([...a, ...b]);
        close(both.volumeCbm, cargoTotals(a).volumeCbm + cargoTotals(b).volumeCbm);
        close(both.weightKg, cargoTotals(a).weightKg + cargoTotals(b).weightKg);
        const scaled = cargoTotals(a.map((piece) => ({ ...piece, count: piece.count * factor })));
        close(scaled.volumeCbm, cargoTotals(a).volumeCbm * factor);
        expect(scaled.pieces).toBe(cargoTotals(a).pieces * factor);
      }),
    );
  });
});

describe('sea LCL, weight or measure', () => {
  it('charges known consignments on the greater of m³ and tons, with a one-ton minimum', () => {
    expect(seaChargeable({ volumeCbm: 14.4, weightKg: 4000 })).toMatchObject({
      revenueTons: 14.4,
      basis: 'volume',
    });
    expect(seaChargeable({ volumeCbm: 2, weightKg: 3500 })).toMatchObject({
      revenueTons: 3.5,
      basis: 'weight',
    });
    expect(seaChargeable({ volumeCbm: 0.125, weightKg: 900 })).toMatchObject({
      revenueTons: 1,
      basis: 'minimum',
    });
    // A tariff at 1 m³ = 500 kg counts the same 3,500 kg as 7 tons.
    expect(seaChargeable({ volumeCbm: 2, weightKg: 3500 }, { kgPerCbm: 500 }).revenueTons).toBe(7);
  });

  it('is the greatest of volume, weight tons and the minimum, whatever the ratio', () => {
    fc.assert(
      fc.property(
        packingList,
        fc.integer({ min: 100, max: 2000 }),
        fc.constantFrom(0, 0.5, 1, 2),
        (pieces, kgPerCbm, minimumRevenueTons) => {
          const totals = cargoTotals(pieces);
          const result = seaChargeable(totals, { kgPerCbm, minimumRevenueTons });
          close(result.weightTons, totals.weightKg / kgPerCbm);
          expect(result.revenueTons).toBe(Math.max(totals.volumeCbm, result.weightTons, minimumRevenueTons));
          const expectedBasis =
            Math.max(totals.volumeCbm, result.weightTons) < minimumRevenueTons
              ? 'minimum'
              : totals.volumeCbm >= result.weightTons
                ? 'volume'
                : 'weight';
          expect(result.basis).toBe(expectedBasis);
        },
      ),
    );
  });

  it('bills part tons in thousandths, rounded up', () => {
    expect(toMilli(1.2344)).toBe(1235);
    expect(toMilli(14.4)).toBe(14400);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (tons) => {
        const milli = toMilli(tons);
        expect(milli / 1000).toBeGreaterThanOrEqual(tons - 1e-6);
        expect(milli / 1000 - tons).toBeLessThan(0.001);
      }),
    );
  });
});

describe('air and road chargeable weight', () => {
  it('computes known consignments', () => {
    // 100 × 80 × 60 cm = 480,000 cm³: 80 kg at 6,000, 96 kg at 5,000; 50 kg gross loses.
    const box = [line({ length: 100, width: 80, height: 60, weight: 50 })];
    expect(airChargeable(box)).toMatchObject({ volumetricKg: 80, chargeableKg: 80, basis: 'volume' });
    expect(airChargeable(box, { divisor: 5000 }).chargeableKg).toBe(96);
    // Dense cargo: 200.2 kg gross is charged as 200.5 kg.
    expect(airChargeable([line({ length: 50, width: 50, height: 50, weight: 200.2 })])).toMatchObject({
      chargeableKg: 200.5,
      basis: 'weight',
    });
    // Road: 10 m³ × 333 = 3,330 kg beats 2,000 kg gross.
    expect(roadChargeable({ volumeCbm: 10, weightKg: 2000 })).toMatchObject({
      chargeableKg: 3330,
      basis: 'volume',
    });
    expect(roadChargeable({ volumeCbm: 10, weightKg: 2000 }, { kgPerCbm: 250 }).chargeableKg).toBe(2500);
  });

  it('charges air on at least the greater weight, within half a kilo, in half kilos', () => {
    fc.assert(
      fc.property(packingList, fc.constantFrom(6000, 5000), (pieces, divisor) => {
        const result = airChargeable(pieces, { divisor });
        const greater = Math.max(result.grossKg, result.volumetricKg);
        expect(result.chargeableKg).toBeGreaterThanOrEqual(greater - 1e-6);
        expect(result.chargeableKg - greater).toBeLessThan(0.5);
        expect(Number.isInteger(result.chargeableKg * 2)).toBe(true);
        close(result.volumetricKg, (cargoTotals(pieces).volumeCbm * 1_000_000) / divisor);
      }),
    );
  });

  it('gives a courier divisor of 5,000 at least the weight of 6,000', () => {
    fc.assert(
      fc.property(packingList, (pieces) => {
        expect(airChargeable(pieces, { divisor: 5000 }).chargeableKg).toBeGreaterThanOrEqual(
          airChargeable(pieces, { divisor: 6000 }).chargeableKg,
        );
      }),
    );
  });

  it('charges road on the greater of gross and volume weight', () => {
    fc.assert(
      fc.property(packingList, fc.integer({ min: 150, max: 500 }), (pieces, kgPerCbm) => {
        const totals = cargoTotals(pieces);
        const result = roadChargeable(totals, { kgPerCbm });
        expect(result.chargeableKg).toBe(Math.max(totals.weightKg, totals.volumeCbm * kgPerCbm));
      }),
    );
  });
});

describe('container fit', () => {
  it('puts the typical number of pallets on each floor', () => {
    expect(palletsOnFloor(CONTAINERS['20GP'], PALLETS.EUR)).toBe(11);
    expect(palletsOnFloor(CONTAINERS['40GP'], PALLETS.EUR)).toBe(23);
    expect(palletsOnFloor(CONTAINERS['40HC'], PALLETS.EUR)).toBe(23);
    expect(palletsOnFloor(CONTAINERS['20GP'], PALLETS.US)).toBe(9);
    expect(palletsOnFloor(CONTAINERS['40GP'], PALLETS.US)).toBe(20);
  });

  it('suggests the box for known consignments', () => {
    // 14.4 m³, 4 t: one 20' box.
    expect(
      containerAdvice([line({ count: 10, length: 120, width: 80, height: 150, weight: 400 })]).suggestion,
    ).toEqual({
      type: '20GP',
      units: 1,
    });
    // 50 m³, 10 t: too big for a 20', one 40'.
    const fifty = containerAdvice([line({ count: 50, weight: 200 })]);
    expect(fifty.suggestion).toEqual({ type: '40GP', units: 1 });
    expect(fifty.fits.find((fit) => fit.type === '20GP')).toMatchObject({
      holdsVolume: false,
      unitsNeeded: 2,
    });
    // 27.5 t of steel in 5 m³: a 20' carries it, a 40' GP (26.7 t payload) does not.
    const steel = containerAdvice([line({ count: 5, weight: 5500 })]);
    expect(steel.suggestion).toEqual({ type: '20GP', units: 1 });
    expect(steel.fits.find((fit) => fit.type === '40GP')).toMatchObject({
      holdsWeight: false,
      unitsNeeded: 2,
    });
    // A 2.5 m tall machine stands only in high cubes.
    const tall = containerAdvice([line({ length: 300, width: 200, height: 250, weight: 3000 })]);
    expect(tall.fits.map((fit) => fit.piecesFit)).toEqual([false, false, true, true]);
    expect(tall.suggestion).toEqual({ type: '40HC', units: 1 });
    // A 14 m beam fits no box at all.
    expect(containerAdvice([line({ length: 1400, width: 50, height: 50 })]).suggestion).toBeNull();
  });

  it('never suggests fewer boxes than the volume and payload need, nor one more than needed', () => {
    fc.assert(
      fc.property(packingList, (pieces) => {
        const totals = cargoTotals(pieces);
        const advice = containerAdvice(pieces);
        for (const fit of advice.fits) {
          const spec = CONTAINERS[fit.type];
          expect(fit.piecesFit).toBe(pieces.every((piece) => pieceFitsInside(spec, pieceSidesCm(piece))));
          expect(fit.unitsNeeded === null).toBe(!fit.piecesFit);
          if (fit.unitsNeeded === null) continue;
          expect(fit.unitsNeeded * spec.volumeCbm).toBeGreaterThanOrEqual(totals.volumeCbm - 1e-6);
          expect(fit.unitsNeeded * spec.payloadKg).toBeGreaterThanOrEqual(totals.weightKg - 1e-6);
          if (fit.unitsNeeded > 1) {
            const fewer = fit.unitsNeeded - 1;
            expect(
              fewer * spec.volumeCbm < totals.volumeCbm || fewer * spec.payloadKg < totals.weightKg,
            ).toBe(true);
          }
          expect(fit.fitsInOne).toBe(fit.unitsNeeded === 1);
        }
        const usable = advice.fits.filter((fit) => fit.unitsNeeded !== null);
        if (usable.length === 0) expect(advice.suggestion).toBeNull();
        else expect(advice.suggestion?.units).toBe(Math.min(...usable.map((fit) => fit.unitsNeeded!)));
      }),
    );
  });

  it('lets a piece stand turned on the floor, never on its side', () => {
    fc.assert(
      fc.property(measure(1400), measure(240), measure(300), (length, width, height) => {
        const spec = CONTAINERS['40HC'];
        expect(pieceFitsInside(spec, [length, width, height])).toBe(
          pieceFitsInside(spec, [width, length, height]),
        );
        if (height * 10 > spec.heightMm) expect(pieceFitsInside(spec, [length, width, height])).toBe(false);
      }),
    );
  });
});

describe('packing list checks', () => {
  it('accepts a normal list and explains every problem of a bad one', () => {
    expect(cargoProblems([line()])).toEqual({});
    expect(cargoProblems([])).toEqual({ pieces: 'Add at least one line of pieces.' });
    const problems = cargoProblems([
      line({ count: 0, length: -5, width: Number.NaN, height: 2001, weight: 0 }),
      line({ length: 800, lengthUnit: 'in', weight: 120_000, weightUnit: 'lb' }),
    ]);
    expect(problems).toEqual({
      'pieces.0.count': 'Enter how many pieces, 1 or more.',
      'pieces.0.length': 'Enter the length as a number above 0.',
      'pieces.0.width': 'Enter the width as a number above 0.',
      'pieces.0.height': 'A side of at most 20 m: longer cargo needs a project quote.',
      'pieces.0.weight': 'Enter the weight of one piece as a number above 0.',
      'pieces.1.length': 'A side of at most 20 m: longer cargo needs a project quote.',
      'pieces.1.weight': 'One piece may weigh at most 50,000 kg.',
    });
  });

  it('refuses 10,000 pieces and more lines than allowed', () => {
    expect(cargoProblems([line({ count: 5000 }), line({ count: 5000 })])).toEqual({
      pieces: 'At most 9,999 pieces in all: ship larger consignments as several requests or by container.',
    });
    expect(cargoProblems([line({ count: CARGO_LIMITS.pieces })])).toEqual({});
    expect(Object.keys(cargoProblems(Array.from({ length: 21 }, () => line())))).toEqual(['pieces']);
  });
});
