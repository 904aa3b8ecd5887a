/**
 * Natural Earth's land at 1:110m (public domain, as packaged by world-atlas), for checking that
 * sea lanes stay at sea: the sea-lane generator and the route tests use it; pages never load it.
 */
import { geoBounds, geoContains, geoDistance, geoInterpolate } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landTopology from 'world-atlas/land-110m.json';
import type { LonLat } from './world-projection';

const EARTH_RADIUS_KM = 6371;
/** The longest edge left straight on the plane: a quarter of a degree. */
const MAX_EDGE_RADIANS = (0.25 * Math.PI) / 180;

interface LandPiece {
  polygon: Feature<Polygon>;
  west: number;
  south: number;
  east: number;
  north: number;
  /**
   * When the piece can be tested on the plane: its rings' edges as [x1, y1, x2, y2] in longitude
   * and latitude, filed by the whole degree of latitude they span, so a point meets only the few
   * edges at its own latitude.
   */
  bands?: ReadonlyMap<number, readonly (readonly [number, number, number, number])[]>;
}

const topology = landTopology as unknown as Topology<{ land: GeometryCollection }>;
const land = feature(topology, topology.objects.land) as unknown as { features: Feature<MultiPolygon>[] };

/**
 * A ring as a plane polygon: its long edges split along their great circles (as the map draws
 * them) so that straight lines in longitude and latitude follow them within a few hundred metres,
 * and its longitudes running on across the date line instead of jumping by 360°.
 */
function onThePlane(ring: readonly number[][]): LonLat[] {
  const points: LonLat[] = [];
  for (let index = 0; index < ring.length; index += 1) {
    const point = ring[index] as unknown as [number, number];
    const next = ring[index + 1] as unknown as [number, number] | undefined;
    points.push(point);
    if (!next) continue;
    const pieces = Math.ceil(geoDistance(point, next) / MAX_EDGE_RADIANS);
    const along = geoInterpolate(point, next);
    for (let step = 1; step < pieces; step += 1) points.push(along(step / pieces) as unknown as LonLat);
  }
  let previous: number | undefined;
  return points.map(([longitude, latitude]) => {
    let x = longitude;
    if (previous !== undefined) {
      while (x - previous > 180) x -= 360;
      while (previous - x > 180) x += 360;
    }
    previous = x;
    return [x, latitude];
  });
}

/** The holes turned by whole turns of the globe to sit inside the outer ring, as on the sphere. */
function alongsideOuter([outer, ...holes]: LonLat[][]): LonLat[][] {
  const xs = outer!.map(([x]) => x);
  const west = Math.min(...xs);
  const east = Math.max(...xs);
  return [
    outer!,
    ...holes.map((hole) => {
      let turn = 0;
      while (hole[0]![0] + turn < west) turn += 360;
      while (hole[0]![0] + turn > east) turn -= 360;
      return hole.map(([x, y]): LonLat => [x + turn, y]);
    }),
  ];
}

function edgeBands(rings: readonly (readonly LonLat[])[]) {
  const bands = new Map<number, [number, number, number, number][]>();
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [x1, y1] = ring[i]!;
      const [x2, y2] = ring[j]!;
      for (let band = Math.floor(Math.min(y1, y2)); band <= Math.floor(Math.max(y1, y2)); band += 1) {
        const list = bands.get(band) ?? [];
        list.push([x1, y1, x2, y2]);
        bands.set(band, list);
      }
    }
  }
  return bands;
}

const PIECES: LandPiece[] = land.features.flatMap((piece) =>
  piece.geometry.coordinates.map((coordinates) => {
    const polygon: Feature<Polygon> = {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates },
    };
    const [[west, south], [east, north]] = geoBounds(polygon);
    // Pieces around a pole need the sphere; the rest, whose edges are a few kilometres long, are
    // tested as plane polygons, many times faster, with their longitudes made continuous across
    // the date line.
    const bands =
      north < 85 && south > -85 ? edgeBands(alongsideOuter(coordinates.map(onThePlane))) : undefined;
    return { polygon, west, south, east, north, ...(bands ? { bands } : {}) };
  }),
);

function withinBounds(piece: LandPiece, [longitude, latitude]: LonLat): boolean {
  if (latitude < piece.south || latitude > piece.north) return false;
  // A piece across the antimeridian has its west bound east of its east bound.
  return piece.west <= piece.east
    ? longitude >= piece.west && longitude <= piece.east
    : longitude >= piece.west || longitude <= piece.east;
}

/** Even-odd ray casting over the edges at the point's latitude: inside the outer ring, outside the holes. */
function insidePlane(bands: NonNullable<LandPiece['bands']>, [x, y]: LonLat): boolean {
  let inside = false;
  for (const [x1, y1, x2, y2] of bands.get(Math.floor(y)) ?? []) {
    if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}

export function onLand(point: LonLat): boolean {
  return PIECES.some((piece) => {
    if (!withinBounds(piece, point)) return false;
    const bands = piece.bands;
    if (!bands) return geoContains(piece.polygon, point as [number, number]);
    // The same point a turn of the globe either way, for pieces drawn across the date line.
    return [0, 360, -360].some((turn) => insidePlane(bands, [point[0] + turn, point[1]]));
  });
}

export function distanceKm(a: LonLat, b: LonLat): number {
  return geoDistance(a as [number, number], b as [number, number]) * EARTH_RADIUS_KM;
}

/** Points along the great circle from `a` to `b`, every `stepKm` or closer, ends included. */
function pointsAlong(a: LonLat, b: LonLat, stepKm = 10): LonLat[] {
  const steps = Math.max(1, Math.ceil(distanceKm(a, b) / stepKm));
  const at = geoInterpolate(a as [number, number], b as [number, number]);
  return Array.from({ length: steps + 1 }, (_, index) => at(index / steps) as unknown as LonLat);
}

/** The points of the great circle from `a` to `b` that lie on land. */
export function landAlong(a: LonLat, b: LonLat, stepKm = 10): LonLat[] {
  return pointsAlong(a, b, stepKm).filter(onLand);
}

/** Whether the great circle from `a` to `b` touches land (checked every `stepKm`). */
export function crossesLand(a: LonLat, b: LonLat, stepKm = 10): boolean {
  // Coarse first: most lines that cross land cross a lot of it.
  return pointsAlong(a, b, stepKm * 8).some(onLand) || pointsAlong(a, b, stepKm).some(onLand);
}
