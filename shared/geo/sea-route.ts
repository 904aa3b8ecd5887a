import { SEA_LANE_NODES } from './sea-lane-nodes';
import { SEA_LANE_EDGES } from './sea-lanes';
import type { LonLat } from './world-projection';

const RADIANS = Math.PI / 180;
/** Ports this close (radians, about 30 km) are joined straight: the same harbour or river. */
const SAME_WATERS = 30 / 6371;
/** How many waypoints near a port are tried as its way out to sea. */
const WAYS_OUT = 4;
/**
 * How much farther than the nearest waypoint another may be and still be tried (radians, about
 * 60 km): a port's way out is to its own approach, not across a cape to a lane that looks shorter.
 */
const WAY_OUT_SLACK = 60 / 6371;

/** The angle between two points on the sphere, in radians. */
function angle(a: LonLat, b: LonLat): number {
  const dLat = (b[1] - a[1]) * RADIANS;
  const dLon = (b[0] - a[0]) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RADIANS) * Math.cos(b[1] * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface Lanes {
  points: LonLat[];
  neighbours: { to: number; length: number }[][];
}

let lanes: Lanes | undefined;

function seaLanes(): Lanes {
  if (lanes) return lanes;
  const points: LonLat[] = Object.values(SEA_LANE_NODES);
  const neighbours = points.map((): { to: number; length: number }[] => []);
  for (let index = 0; index < SEA_LANE_EDGES.length; index += 2) {
    const a = SEA_LANE_EDGES[index]!;
    const b = SEA_LANE_EDGES[index + 1]!;
    const length = angle(points[a]!, points[b]!);
    neighbours[a]!.push({ to: b, length });
    neighbours[b]!.push({ to: a, length });
  }
  lanes = { points, neighbours };
  return lanes;
}

function nearestWaypoints(points: readonly LonLat[], port: LonLat): number[] {
  const byDistance = points
    .map((point, index) => ({ index, distance: angle(point, port) }))
    .sort((a, b) => a.distance - b.distance);
  const reach = Math.max(2 * byDistance[0]!.distance, byDistance[0]!.distance + WAY_OUT_SLACK);
  return byDistance
    .slice(0, WAYS_OUT)
    .filter((entry) => entry.distance <= reach)
    .map((entry) => entry.index);
}

/**
 * The way a ship sails between two ports: out to the nearest lane, along the sea lanes (the
 * straits, capes and canals ships use, never across land), and in to the other port. The
 * waypoints, ends included; each step is a great circle.
 */
export function seaRoute(from: LonLat, to: LonLat): LonLat[] {
  if (angle(from, to) < SAME_WATERS) return [from, to];
  const { points, neighbours } = seaLanes();
  const distance = points.map(() => Infinity);
  const previous = points.map(() => -1);
  const done = points.map(() => false);
  for (const start of nearestWaypoints(points, from)) distance[start] = angle(from, points[start]!);
  const arrivals = new Map(nearestWaypoints(points, to).map((end) => [end, angle(points[end]!, to)]));

  // Dijkstra's search over a few hundred waypoints: a linear scan for the next one is enough.
  for (;;) {
    let current = -1;
    for (let index = 0; index < points.length; index += 1) {
      if (
        !done[index] &&
        distance[index]! < Infinity &&
        (current === -1 || distance[index]! < distance[current]!)
      )
        current = index;
    }
    if (current === -1) break;
    done[current] = true;
    for (const { to: next, length } of neighbours[current]!) {
      if (distance[current]! + length < distance[next]!) {
        distance[next] = distance[current]! + length;
        previous[next] = current;
      }
    }
  }

  let best = -1;
  for (const [end, last] of arrivals) {
    if (best === -1 || distance[end]! + last < distance[best]! + arrivals.get(best)!) best = end;
  }
  if (best === -1 || distance[best] === Infinity) return [from, to];
  const way: LonLat[] = [];
  for (let step = best; step !== -1; step = previous[step]!) way.unshift(points[step]!);
  return [from, ...way, to];
}

function toVector([longitude, latitude]: LonLat): [number, number, number] {
  const lambda = longitude * RADIANS;
  const phi = latitude * RADIANS;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

function toLonLat([x, y, z]: readonly [number, number, number]): LonLat {
  return [Math.atan2(y, x) / RADIANS, Math.atan2(z, Math.hypot(x, y)) / RADIANS];
}

/** Points along the great circles between a route's waypoints, at most `stepDegrees` apart, for drawing. */
export function alongGreatCircles(route: readonly LonLat[], stepDegrees = 1): LonLat[] {
  const drawn: LonLat[] = route.slice(0, 1);
  for (let index = 1; index < route.length; index += 1) {
    const a = route[index - 1]!;
    const b = route[index]!;
    const theta = angle(a, b);
    const steps = Math.max(1, Math.ceil(theta / (stepDegrees * RADIANS)));
    const va = toVector(a);
    const vb = toVector(b);
    for (let step = 1; step < steps; step += 1) {
      const t = step / steps;
      const wa = Math.sin((1 - t) * theta) / Math.sin(theta);
      const wb = Math.sin(t * theta) / Math.sin(theta);
      drawn.push(toLonLat([wa * va[0] + wb * vb[0], wa * va[1] + wb * vb[1], wa * va[2] + wb * vb[2]]));
    }
    drawn.push(b);
  }
  return drawn;
}
