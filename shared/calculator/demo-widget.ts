import { addDays, utcDay } from '../domain/date';
import type { RateLane } from './rates';
import type { WidgetConfig } from './widget-config';

/**
 * The association's demo calculator: real ports, invented rates. The demo says so wherever it
 * shows a price, and its "Request a quote" sends nothing.
 */
export function demoWidgetConfig(today = utcDay()): WidgetConfig {
  // Always valid around today, like a sheet a forwarder keeps current.
  const validFrom = `${today.slice(0, 7)}-01`;
  const validUntil = addDays(validFrom, 89);
  const lane = (lane: Omit<RateLane, 'validFrom' | 'validUntil'>): RateLane => ({
    ...lane,
    validFrom,
    validUntil,
  });
  const documentation = { name: 'Documentation', basis: 'shipment' as const, amountMinor: 4_500 };
  return {
    widgetId: 'demo',
    mode: 'demo',
    displayName: 'Digital Freight Alliance (demo rates)',
    primaryColor: '#0a1f3c',
    accentColor: '#f2a900',
    currency: 'USD',
    portNames: {
      AEJEA: 'Jebel Ali',
      NLRTM: 'Rotterdam',
      CNSHA: 'Shanghai',
      INNSA: 'Jawaharlal Nehru Port (Nhava Sheva)',
      DEHAM: 'Hamburg',
      SGSIN: 'Singapore',
    },
    lanes: [
      lane({
        origin: { country: 'AE', port: 'AEJEA' },
        destination: { country: 'NL', port: 'NLRTM' },
        fcl: { '20GP': 115_000, '40GP': 175_000, '40HC': 185_000 },
        lcl: { perRevenueTonMinor: 4_800, minimumMinor: 9_600 },
        surcharges: [
          documentation,
          { name: 'Terminal handling at origin', basis: 'container', amountMinor: 9_500 },
          { name: 'CFS handling', basis: 'revenue-ton', amountMinor: 1_200 },
        ],
      }),
      lane({
        origin: { country: 'CN', port: 'CNSHA' },
        destination: { country: 'AE', port: 'AEJEA' },
        fcl: { '20GP': 95_000, '40GP': 150_000, '40HC': 158_000 },
        lcl: { perRevenueTonMinor: 3_500, minimumMinor: 7_000 },
        surcharges: [documentation],
      }),
      lane({
        origin: { country: 'IN', port: 'INNSA' },
        destination: { country: 'DE', port: 'DEHAM' },
        fcl: { '20GP': 125_000, '40GP': 190_000, '40HC': 198_000 },
        lcl: { perRevenueTonMinor: 5_200, minimumMinor: 10_400 },
        surcharges: [documentation],
      }),
      lane({
        origin: { country: 'SG', port: 'SGSIN' },
        destination: { country: 'US', port: null },
        fcl: { '20GP': 210_000, '40GP': 290_000, '40HC': 305_000 },
        lcl: null,
        surcharges: [{ name: 'Bunker surcharge', basis: 'container', amountMinor: 18_000 }],
      }),
    ],
  };
}
