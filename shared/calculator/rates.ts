import { formatMoney, multiplyMilli, type Currency } from '../domain/money';
import { toMilli } from './cargo';
import { CONTAINERS, type ContainerAdvice } from './containers';

/**
 * A member's sea-freight rate sheet and the indicative price it gives a consignment. Amounts
 * are integers of the sheet's currency's minor unit; the sheet has one currency, so nothing
 * is ever converted.
 */

/** A port (UN/LOCODE) or, without one, a whole country (ISO 3166-1 alpha-2). */
export interface PlaceRef {
  country: string;
  port?: string | null | undefined;
}

/** The container types a rate sheet prices; a 45' box is quoted on request. */
export const PRICED_CONTAINERS = ['20GP', '40GP', '40HC'] as const;
type PricedContainer = (typeof PRICED_CONTAINERS)[number];

export const SURCHARGE_BASES = ['shipment', 'container', 'revenue-ton'] as const;
export type SurchargeBasis = (typeof SURCHARGE_BASES)[number];

export const SURCHARGE_BASIS_LABELS: Record<SurchargeBasis, string> = {
  shipment: 'per shipment (fixed)',
  container: 'per container (FCL)',
  'revenue-ton': 'per revenue ton (LCL)',
};

interface Surcharge {
  name: string;
  basis: SurchargeBasis;
  amountMinor: number;
}

export interface RateLane {
  origin: PlaceRef;
  destination: PlaceRef;
  /** YYYY-MM-DD, inclusive */
  validFrom: string;
  /** YYYY-MM-DD, inclusive */
  validUntil: string;
  /** price per container; a type left out is not offered on this lane */
  fcl: Partial<Record<PricedContainer, number>>;
  lcl: { perRevenueTonMinor: number; minimumMinor: number } | null;
  surcharges: Surcharge[];
}

/** How closely a lane's end matches the visitor's: 2 the same port, 1 the same country, null not at all. */
function placeMatch(lanePlace: PlaceRef, chosen: PlaceRef): number | null {
  if (lanePlace.port) return chosen.port === lanePlace.port ? 2 : null;
  return chosen.country === lanePlace.country ? 1 : null;
}

/**
 * The lane that prices a move from `origin` to `destination` on `day`: valid that day, and the
 * most specific one (port to port before port to country before country to country); the
 * member's order settles a tie.
 */
export function findLane(
  lanes: readonly RateLane[],
  origin: PlaceRef,
  destination: PlaceRef,
  day: string,
): RateLane | undefined {
  let best: { lane: RateLane; score: number } | undefined;
  for (const lane of lanes) {
    if (day < lane.validFrom || day > lane.validUntil) continue;
    const from = placeMatch(lane.origin, origin);
    const to = placeMatch(lane.destination, destination);
    if (from === null || to === null) continue;
    if (!best || from + to > best.score) best = { lane, score: from + to };
  }
  return best?.lane;
}

interface PriceLine {
  label: string;
  amountMinor: number;
}

export interface Price {
  lines: PriceLine[];
  totalMinor: number;
}

function priced(lines: PriceLine[]): Price {
  return { lines, totalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0) };
}

const tons = (milli: number) => (milli / 1000).toFixed(3);

/** LCL: freight per revenue ton (at least the minimum) plus the fixed and per-ton surcharges. */
export function lclPrice(lane: RateLane, revenueTons: number, currency: Currency): Price | null {
  if (!lane.lcl) return null;
  const milli = toMilli(revenueTons);
  const byTons = multiplyMilli(milli, lane.lcl.perRevenueTonMinor);
  const freight: PriceLine =
    byTons >= lane.lcl.minimumMinor
      ? {
          label: `Ocean freight, ${tons(milli)} RT × ${formatMoney(lane.lcl.perRevenueTonMinor, currency)}`,
          amountMinor: byTons,
        }
      : { label: 'Ocean freight, minimum charge', amountMinor: lane.lcl.minimumMinor };
  const surcharges = lane.surcharges.flatMap((surcharge): PriceLine[] => {
    if (surcharge.basis === 'shipment')
      return [{ label: surcharge.name, amountMinor: surcharge.amountMinor }];
    if (surcharge.basis === 'revenue-ton') {
      return [
        {
          label: `${surcharge.name}, ${tons(milli)} RT × ${formatMoney(surcharge.amountMinor, currency)}`,
          amountMinor: multiplyMilli(milli, surcharge.amountMinor),
        },
      ];
    }
    return [];
  });
  return priced([freight, ...surcharges]);
}

export interface FclPrice extends Price {
  type: PricedContainer;
  units: number;
}

/**
 * FCL: of the container types the lane prices and the cargo fits, the cheapest in total
 * (boxes needed × rate, plus per-container and fixed surcharges); the smaller box on a tie.
 */
export function fclPrice(lane: RateLane, advice: ContainerAdvice, currency: Currency): FclPrice | null {
  let best: FclPrice | null = null;
  for (const type of PRICED_CONTAINERS) {
    const rate = lane.fcl[type];
    const units = advice.fits.find((fit) => fit.type === type)?.unitsNeeded;
    if (rate === undefined || units === null || units === undefined) continue;
    const label = CONTAINERS[type].label;
    const lines: PriceLine[] = [
      {
        label: `Ocean freight, ${units} × ${label} × ${formatMoney(rate, currency)}`,
        amountMinor: units * rate,
      },
      ...lane.surcharges.flatMap((surcharge): PriceLine[] => {
        if (surcharge.basis === 'shipment')
          return [{ label: surcharge.name, amountMinor: surcharge.amountMinor }];
        if (surcharge.basis === 'container') {
          return [
            {
              label: `${surcharge.name}, ${units} × ${formatMoney(surcharge.amountMinor, currency)}`,
              amountMinor: units * surcharge.amountMinor,
            },
          ];
        }
        return [];
      }),
    ];
    const price = { type, units, ...priced(lines) };
    if (!best || price.totalMinor < best.totalMinor) best = price;
  }
  return best;
}
