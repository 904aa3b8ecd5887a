import { geoNaturalEarth1 } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { crossesLand, distanceKm, landAlong, onLand } from './natural-earth-land';
import { NARROW_PASSAGES, SEA_LANE_NODES } from './sea-lane-nodes';
import { SEA_LANE_EDGES } from './sea-lanes';
import { alongGreatCircles, seaRoute } from './sea-route';
import { MAP_SCALE, MAP_TRANSLATE } from './world-map';
import { projectOnMap, type LonLat } from './world-projection';

/** Port coordinates from the World Port Index (reference-data/ports). */
const SHANGHAI: LonLat = [121.5, 31.216667];
const ROTTERDAM: LonLat = [4.483333, 51.9];
const NEW_YORK: LonLat = [-74.016667, 40.7];
const HAMBURG: LonLat = [9.933333, 53.55];

const NODES = Object.values(SEA_LANE_NODES);
const named = (node: keyof typeof SEA_LANE_NODES): LonLat => SEA_LANE_NODES[node];
const isPassage = (a: LonLat, b: LonLat) =>
  NARROW_PASSAGES.some(([x, y]) => (named(x) === a && named(y) === b) || (named(x) === b && named(y) === a));

/**
 * The sea part of a route: from the waypoint where it leaves the first port's waters to the one
 * where it enters the last port's (a port lies up a river or inside a harbour, which the map's
 * coastline closes), without the passages too narrow for the map (the canals).
 */
function seaSteps(route: readonly LonLat[]): [LonLat, LonLat][] {
  const steps: [LonLat, LonLat][] = [];
  for (let index = 2; index < route.length - 1; index += 1) {
    const a = route[index - 1]!;
    const b = route[index]!;
    if (!isPassage(a, b)) steps.push([a, b]);
  }
  return steps;
}

describe('sea routes', () => {
  it('takes Shanghai–Rotterdam through the Suez Canal or round the Cape, and never over land', () => {
    const route = seaRoute(SHANGHAI, ROTTERDAM);
    const viaSuez = route.includes(named('SUEZ')) && route.includes(named('PORT_SAID'));
    const viaCape = route.includes(named('GOOD_HOPE'));
    expect(viaSuez || viaCape).toBe(true);
    for (const [a, b] of seaSteps(route)) expect(landAlong(a, b), `${a} → ${b}`).toEqual([]);
    // It reaches the sea within a short way of each port.
    expect(distanceKm(route[0]!, route[1]!)).toBeLessThan(150);
    expect(distanceKm(route.at(-2)!, route.at(-1)!)).toBeLessThan(150);
    // A sensible length: Shanghai to Rotterdam by Suez is about 19,500 km.
    const length = route.slice(1).reduce((sum, point, index) => sum + distanceKm(route[index]!, point), 0);
    expect(length).toBeGreaterThan(18_000);
    expect(length).toBeLessThan(21_500);
  }, 30_000);

  it('takes New York–Hamburg across the Atlantic and into the North Sea, never over land', () => {
    const route = seaRoute(NEW_YORK, HAMBURG);
    for (const [a, b] of seaSteps(route)) expect(landAlong(a, b), `${a} → ${b}`).toEqual([]);
    expect(route).toContain(named('ELBE_MOUTH'));
    expect(distanceKm(route[0]!, route[1]!)).toBeLessThan(150);
    expect(distanceKm(route.at(-2)!, route.at(-1)!)).toBeLessThan(150);
  }, 30_000);

  it('draws a route as great circles through its waypoints, no step longer than a degree', () => {
    const route = seaRoute(NEW_YORK, HAMBURG);
    const drawn = alongGreatCircles(route);
    expect(drawn[0]).toEqual(NEW_YORK);
    expect(drawn.at(-1)).toEqual(HAMBURG);
    for (const waypoint of route) expect(drawn).toContain(waypoint);
    for (let index = 1; index < drawn.length; index += 1) {
      expect(distanceKm(drawn[index - 1]!, drawn[index]!)).toBeLessThanOrEqual(112);
    }
  });

  it('joins ports in the same waters straight', () => {
    expect(seaRoute([3.0, 51.3], [3.2, 51.33])).toEqual([
      [3.0, 51.3],
      [3.2, 51.33],
    ]);
  });
});

describe('the sea-lane graph', () => {
  it('has every waypoint at sea', () => {
    expect(NODES.filter((node) => onLand(node))).toEqual([]);
  }, 30_000);

  it('joins waypoints only by lanes that stay at sea, apart from the narrow passages it names', () => {
    const overLand: string[] = [];
    for (let index = 0; index < SEA_LANE_EDGES.length; index += 2) {
      const a = NODES[SEA_LANE_EDGES[index]!]!;
      const b = NODES[SEA_LANE_EDGES[index + 1]!]!;
      if (!isPassage(a, b) && crossesLand(a, b)) overLand.push(`${a} → ${b}`);
    }
    expect(overLand).toEqual([]);
  }, 60_000);
});

describe('the basemap projection', () => {
  it('places points exactly where the generated land is drawn, on both centres', () => {
    for (const centre of [0, 180] as const) {
      const d3 = geoNaturalEarth1()
        .scale(MAP_SCALE)
        .translate([...MAP_TRANSLATE])
        .rotate([-centre, 0]);
      for (const point of [SHANGHAI, ROTTERDAM, NEW_YORK, [-157.9, 21.3], [151.2, -33.9]] as LonLat[]) {
        const [x, y] = projectOnMap(point, centre);
        const [dx, dy] = d3([...point] as [number, number])!;
        expect(x).toBeCloseTo(dx, 6);
        expect(y).toBeCloseTo(dy, 6);
      }
    }
  });
});
