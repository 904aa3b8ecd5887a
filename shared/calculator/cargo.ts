/**
 * Freight arithmetic on a consignment of pieces: volume, gross weight and the chargeable
 * quantity each mode bills on. Pure functions without the schema library, so the calculator
 * widget can run them in the visitor's browser within its small script budget, and the
 * server can check the same numbers.
 */

import { groupThousands } from '../domain/numbers';

export type LengthUnit = 'cm' | 'in';
export type WeightUnit = 'kg' | 'lb';

/** One line of a packing list: `count` identical pieces, each with its own size and weight. */
export interface PieceLine {
  count: number;
  length: number;
  width: number;
  height: number;
  lengthUnit: LengthUnit;
  /** per piece */
  weight: number;
  weightUnit: WeightUnit;
}

/** Exact by definition (international yard and pound agreement, 1959). */
const CM_PER_INCH = 2.54;
const KG_PER_LB = 0.45359237;

/** W/M at sea: 1 m³ counts as 1,000 kg, i.e. one revenue ton either way. */
export const SEA_KG_PER_CBM = 1000;
/** Most LCL tariffs charge at least one revenue ton. */
const SEA_MINIMUM_REVENUE_TONS = 1;
/** IATA's volumetric divisor for air cargo (cm³ per kg); couriers often use 5,000. */
export const AIR_VOLUMETRIC_DIVISOR = 6000;
/** Road freight's common convention (not a standard): 1 m³ counts as 333 kg. */
export const ROAD_KG_PER_CBM = 333;

/** Bounds that keep a consignment physical and its totals exact. */
export const CARGO_LIMITS = {
  lines: 20,
  /** across all lines */
  pieces: 9999,
  /** any side of a piece, in cm (a 45' box is 13.6 m long inside) */
  sideCm: 2000,
  /** one piece, in kg */
  pieceKg: 50_000,
} as const;

function toCentimetres(value: number, unit: LengthUnit): number {
  return unit === 'in' ? value * CM_PER_INCH : value;
}

function toKilograms(value: number, unit: WeightUnit): number {
  return unit === 'lb' ? value * KG_PER_LB : value;
}

/** The three sides of one piece in cm. */
export function pieceSidesCm(line: PieceLine): [number, number, number] {
  return [
    toCentimetres(line.length, line.lengthUnit),
    toCentimetres(line.width, line.lengthUnit),
    toCentimetres(line.height, line.lengthUnit),
  ];
}

export interface CargoTotals {
  pieces: number;
  /** m³ */
  volumeCbm: number;
  /** kg */
  weightKg: number;
}

export function cargoTotals(lines: readonly PieceLine[]): CargoTotals {
  let pieces = 0;
  let volumeCbm = 0;
  let weightKg = 0;
  for (const line of lines) {
    const [length, width, height] = pieceSidesCm(line);
    pieces += line.count;
    volumeCbm += (line.count * length * width * height) / 1_000_000;
    weightKg += line.count * toKilograms(line.weight, line.weightUnit);
  }
  return { pieces, volumeCbm, weightKg };
}

/** What the chargeable quantity rests on: the volume, the weight, or the tariff's minimum. */
type ChargeBasis = 'volume' | 'weight' | 'minimum';

export interface SeaChargeable {
  /** m³ */
  volumeCbm: number;
  /** the weight in revenue tons: kg divided by the W/M ratio */
  weightTons: number;
  /** the greater of the two, and at least the minimum */
  revenueTons: number;
  basis: ChargeBasis;
}

/** Sea LCL, charged W/M: the greater of m³ and weight tons, with a minimum. */
export function seaChargeable(
  totals: Pick<CargoTotals, 'volumeCbm' | 'weightKg'>,
  { kgPerCbm = SEA_KG_PER_CBM, minimumRevenueTons = SEA_MINIMUM_REVENUE_TONS } = {},
): SeaChargeable {
  const weightTons = totals.weightKg / kgPerCbm;
  const greater = Math.max(totals.volumeCbm, weightTons);
  if (greater < minimumRevenueTons) {
    return { volumeCbm: totals.volumeCbm, weightTons, revenueTons: minimumRevenueTons, basis: 'minimum' };
  }
  return {
    volumeCbm: totals.volumeCbm,
    weightTons,
    revenueTons: greater,
    basis: totals.volumeCbm >= weightTons ? 'volume' : 'weight',
  };
}

export interface WeightChargeable {
  grossKg: number;
  volumetricKg: number;
  /** the greater of the two */
  chargeableKg: number;
  basis: Exclude<ChargeBasis, 'minimum'>;
}

function greaterWeight(grossKg: number, volumetricKg: number, roundTo = 0): WeightChargeable {
  const greater = Math.max(grossKg, volumetricKg);
  const chargeableKg = roundTo > 0 ? Math.ceil(greater / roundTo - 1e-9) * roundTo : greater;
  return { grossKg, volumetricKg, chargeableKg, basis: volumetricKg > grossKg ? 'volume' : 'weight' };
}

/**
 * Air: each piece's L × W × H in cm divided by the divisor gives its volumetric weight; the
 * consignment is charged on the greater of gross and volumetric weight, rounded up to the
 * next half kilogram as air tariffs do.
 */
export function airChargeable(
  lines: readonly PieceLine[],
  { divisor = AIR_VOLUMETRIC_DIVISOR }: { divisor?: number } = {},
): WeightChargeable {
  let volumetricKg = 0;
  let grossKg = 0;
  for (const line of lines) {
    const [length, width, height] = pieceSidesCm(line);
    volumetricKg += (line.count * length * width * height) / divisor;
    grossKg += line.count * toKilograms(line.weight, line.weightUnit);
  }
  return greaterWeight(grossKg, volumetricKg, 0.5);
}

/** Road: the volume counts at `kgPerCbm` per m³; charged on the greater weight. */
export function roadChargeable(
  totals: Pick<CargoTotals, 'volumeCbm' | 'weightKg'>,
  { kgPerCbm = ROAD_KG_PER_CBM }: { kgPerCbm?: number } = {},
): WeightChargeable {
  return greaterWeight(totals.weightKg, totals.volumeCbm * kgPerCbm);
}

/** A revenue-ton quantity in thousandths, rounded up, as tariffs bill part tons. */
export function toMilli(quantity: number): number {
  return Math.ceil(quantity * 1000 - 1e-6);
}

/** What is wrong with a packing list, as sentences keyed by field path; empty when it is usable. */
export function cargoProblems(lines: readonly PieceLine[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (lines.length === 0) problems['pieces'] = 'Add at least one line of pieces.';
  if (lines.length > CARGO_LIMITS.lines) {
    problems['pieces'] = `List at most ${CARGO_LIMITS.lines} lines of pieces; group identical pieces.`;
  }
  let pieces = 0;
  lines.forEach((line, index) => {
    const at = (field: string) => `pieces.${index}.${field}`;
    if (!Number.isInteger(line.count) || line.count < 1) {
      problems[at('count')] = 'Enter how many pieces, 1 or more.';
    } else {
      pieces += line.count;
    }
    for (const side of ['length', 'width', 'height'] as const) {
      const value = line[side];
      const cm = toCentimetres(value, line.lengthUnit);
      if (!Number.isFinite(value) || value <= 0) {
        problems[at(side)] = `Enter the ${side} as a number above 0.`;
      } else if (cm > CARGO_LIMITS.sideCm) {
        problems[at(side)] =
          `A side of at most ${CARGO_LIMITS.sideCm / 100} m: longer cargo needs a project quote.`;
      }
    }
    const kg = toKilograms(line.weight, line.weightUnit);
    if (!Number.isFinite(line.weight) || line.weight <= 0) {
      problems[at('weight')] = 'Enter the weight of one piece as a number above 0.';
    } else if (kg > CARGO_LIMITS.pieceKg) {
      problems[at('weight')] = `One piece may weigh at most ${groupThousands(CARGO_LIMITS.pieceKg)} kg.`;
    }
  });
  if (pieces > CARGO_LIMITS.pieces) {
    problems['pieces'] =
      `At most ${groupThousands(CARGO_LIMITS.pieces)} pieces in all: ship larger consignments as several requests or by container.`;
  }
  return problems;
}
