import { MAP_SCALE, MAP_TRANSLATE } from './world-map';

export type LonLat = readonly [longitude: number, latitude: number];

/** Where a map is centred: on Greenwich, or on the date line for routes across the Pacific. */
export type MapCentre = 0 | 180;

const RADIANS = Math.PI / 180;

/**
 * A point on the basemap (`public/images/world-land.svg`, or `world-land-pacific.svg` when
 * centred on the date line), in its 1000 × 500 box: the Natural Earth projection in the frame
 * `scripts/generate-world-map.ts` fitted, written out so pages need no map library.
 */
export function projectOnMap([longitude, latitude]: LonLat, centre: MapCentre = 0): [number, number] {
  let turned = longitude - centre;
  while (turned < -180) turned += 360;
  while (turned >= 180) turned -= 360;
  const lambda = turned * RADIANS;
  const phi = latitude * RADIANS;
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  const x =
    lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4)));
  const y = phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4)));
  return [MAP_TRANSLATE[0] + MAP_SCALE * x, MAP_TRANSLATE[1] - MAP_SCALE * y];
}
