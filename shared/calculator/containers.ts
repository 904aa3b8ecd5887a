import { cargoTotals, pieceSidesCm, type PieceLine } from './cargo';

/**
 * Typical inside dimensions, volume and maximum payload of dry containers (World Shipping
 * Council figures). Boxes differ by owner and age, so every figure shown from here is
 * labelled "typical".
 */
const CONTAINER_TYPES = ['20GP', '40GP', '40HC', '45HC'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

export interface ContainerSpec {
  label: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  volumeCbm: number;
  payloadKg: number;
}

export const CONTAINERS: Record<ContainerType, ContainerSpec> = {
  '20GP': {
    label: "20' GP",
    lengthMm: 5896,
    widthMm: 2350,
    heightMm: 2393,
    volumeCbm: 33,
    payloadKg: 28_200,
  },
  '40GP': {
    label: "40' GP",
    lengthMm: 12032,
    widthMm: 2350,
    heightMm: 2392,
    volumeCbm: 67,
    payloadKg: 26_700,
  },
  '40HC': {
    label: "40' HC",
    lengthMm: 12032,
    widthMm: 2350,
    heightMm: 2697,
    volumeCbm: 76,
    payloadKg: 26_500,
  },
  '45HC': {
    label: "45' HC",
    lengthMm: 13556,
    widthMm: 2347,
    heightMm: 2696,
    volumeCbm: 86,
    payloadKg: 25_700,
  },
};

export type PalletType = 'EUR' | 'US';

/** EUR 1,200 × 800 mm; US 48 × 40 in. */
export const PALLETS: Record<PalletType, { label: string; lengthMm: number; widthMm: number }> = {
  EUR: { label: 'EUR pallets (1,200 × 800 mm)', lengthMm: 1200, widthMm: 800 },
  US: { label: 'US pallets (48 × 40 in)', lengthMm: 1219, widthMm: 1016 },
};

/** Floor length given up to corrugations, the door end and the clearance loaders need. */
const LOADING_ALLOWANCE_MM = 100;

/**
 * Pallets standing on the floor in one tier. The floor is split along its length into
 * lanes, each lane holding pallets turned one way; a lane as wide as a pallet's length holds
 * pallets turned crosswise, one as wide as its width holds them lengthwise. The best mix of
 * lanes that fits the width wins (e.g. a 20' box takes 7 crosswise plus 4 lengthwise EUR
 * pallets, 11 in all).
 */
export function palletsOnFloor(
  container: ContainerSpec,
  pallet: { lengthMm: number; widthMm: number },
): number {
  const usableLength = container.lengthMm - LOADING_ALLOWANCE_MM;
  const lanes = [
    // a lane as wide as the pallet's length: pallets follow each other by their width
    { width: pallet.lengthMm, count: Math.floor(usableLength / pallet.widthMm) },
    // a lane as wide as the pallet's width: pallets follow each other by their length
    { width: pallet.widthMm, count: Math.floor(usableLength / pallet.lengthMm) },
  ];
  let best = 0;
  const [crosswise, lengthwise] = lanes as [(typeof lanes)[number], (typeof lanes)[number]];
  for (let across = 0; across * crosswise.width <= container.widthMm; across += 1) {
    const left = container.widthMm - across * crosswise.width;
    const along = Math.floor(left / lengthwise.width);
    best = Math.max(best, across * crosswise.count + along * lengthwise.count);
  }
  return best;
}

/** A piece fits when its height stands under the roof and its footprint fits the floor, turned either way. */
export function pieceFitsInside(
  container: ContainerSpec,
  sidesCm: readonly [number, number, number],
): boolean {
  const [length, width, height] = sidesCm.map((side) => side * 10) as [number, number, number];
  if (height > container.heightMm) return false;
  const long = Math.max(length, width);
  const short = Math.min(length, width);
  return long <= container.lengthMm && short <= container.widthMm;
}

interface ContainerFit {
  type: ContainerType;
  holdsVolume: boolean;
  holdsWeight: boolean;
  /** every piece fits through the box's inside dimensions */
  piecesFit: boolean;
  /** one box takes the whole consignment */
  fitsInOne: boolean;
  /** boxes needed by volume and payload; null when a piece does not fit this type at all */
  unitsNeeded: number | null;
  eurPallets: number;
  usPallets: number;
}

export interface ContainerAdvice {
  fits: ContainerFit[];
  /** the type needing the fewest boxes (the smaller type on a tie); null when no type takes every piece */
  suggestion: { type: ContainerType; units: number } | null;
}

/**
 * Which dry containers hold the consignment by volume and payload, how many of each it needs,
 * and the one to suggest. Volume is compared with the nominal capacity: real stowage rarely
 * fills a box completely, which is one more reason the figures are only typical.
 */
export function containerAdvice(lines: readonly PieceLine[]): ContainerAdvice {
  const totals = cargoTotals(lines);
  const fits = CONTAINER_TYPES.map((type): ContainerFit => {
    const spec = CONTAINERS[type];
    const piecesFit = lines.every((line) => pieceFitsInside(spec, pieceSidesCm(line)));
    const holdsVolume = totals.volumeCbm <= spec.volumeCbm;
    const holdsWeight = totals.weightKg <= spec.payloadKg;
    const unitsNeeded = piecesFit
      ? Math.max(
          1,
          Math.ceil(totals.volumeCbm / spec.volumeCbm - 1e-9),
          Math.ceil(totals.weightKg / spec.payloadKg - 1e-9),
        )
      : null;
    return {
      type,
      holdsVolume,
      holdsWeight,
      piecesFit,
      fitsInOne: piecesFit && holdsVolume && holdsWeight,
      unitsNeeded,
      eurPallets: palletsOnFloor(spec, PALLETS.EUR),
      usPallets: palletsOnFloor(spec, PALLETS.US),
    };
  });
  let suggestion: ContainerAdvice['suggestion'] = null;
  for (const fit of fits) {
    if (fit.unitsNeeded === null) continue;
    if (!suggestion || fit.unitsNeeded < suggestion.units)
      suggestion = { type: fit.type, units: fit.unitsNeeded };
  }
  return { fits, suggestion };
}
