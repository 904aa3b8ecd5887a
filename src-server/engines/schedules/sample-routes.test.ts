import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../shared/geo/natural-earth-land';
import { seaRoute } from '../../../shared/geo/sea-route';
import { shippedPortData } from '../../db/ports/wpi-ports';
import { SAMPLE_SERVICES } from './sample-services';

const { dataset } = shippedPortData();

function place(code: string): readonly [number, number] {
  const port = dataset.ports.find((entry) => entry.unlocode === code);
  if (port?.latitude == null || port.longitude == null) throw new Error(`${code} has no coordinates`);
  return [port.longitude, port.latitude];
}

/** Every pair of consecutive calls of the sample services, the loop closed. */
const LEGS = [
  ...new Set(
    SAMPLE_SERVICES.flatMap((service) => {
      const calls = service.rotation
        .split(/\s+/)
        .filter((call) => !call.startsWith('~'))
        .map((call) => call.replace(/^\^/, ''));
      return calls.map((call, index) => `${call} ${calls[(index + 1) % calls.length]}`);
    }),
  ),
];

describe('the route maps of the sample schedules', () => {
  it('take every leg out to the sea lanes within a short way of its ports', () => {
    const farOut = LEGS.flatMap((leg) => {
      const [from, to] = leg.split(' ') as [string, string];
      const route = seaRoute(place(from), place(to));
      const out = distanceKm(route[0]!, route[1]!);
      const back = distanceKm(route.at(-2)!, route.at(-1)!);
      return out > 150 || back > 150 ? [`${leg}: ${Math.round(out)} km out, ${Math.round(back)} km in`] : [];
    });
    expect(LEGS.length).toBeGreaterThan(300);
    expect(farOut).toEqual([]);
  });
});
