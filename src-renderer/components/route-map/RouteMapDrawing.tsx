import { useId } from 'react';
import { alongGreatCircles, seaRoute } from '../../../shared/geo/sea-route';
import { MAP_HEIGHT, MAP_WIDTH } from '../../../shared/geo/world-map';
import { projectOnMap, type LonLat, type MapCentre } from '../../../shared/geo/world-projection';
import type { MapPort, RouteMapProps } from './route-map-types';
import styles from './RouteMap.module.css';

/** The drawing's size as laid out at full width; labels and markers are sized for it. */
const WIDTH = 640;
const HEIGHT = 320;
/** The narrowest stretch of the world map shown (map units of 1000 for the whole world, about 30°). */
const MIN_SPAN = 85;
/** Sea left around the route, as a share of its extent. */
const MARGIN = 0.15;

const LAND: Record<MapCentre, string> = {
  0: '/images/world-land.svg',
  180: '/images/world-land-pacific.svg',
};

const lonLat = (port: MapPort): LonLat => [port.longitude, port.latitude];

/** A route across the Pacific is drawn on the map centred on the date line, where it is whole. */
function centreFor(points: readonly LonLat[]): MapCentre {
  const width = (centre: MapCentre) => {
    const xs = points.map((point) => projectOnMap(point, centre)[0]);
    return Math.max(...xs) - Math.min(...xs);
  };
  return width(180) < width(0) ? 180 : 0;
}

/** Breaks a drawn line where it runs off one edge of the map and on at the other. */
function splitAtEdges(points: readonly [number, number][]): [number, number][][] {
  const pieces: [number, number][][] = [[]];
  for (const point of points) {
    const piece = pieces.at(-1)!;
    const last = piece.at(-1);
    if (last && Math.abs(point[0] - last[0]) > MAP_WIDTH / 2) pieces.push([point]);
    else piece.push(point);
  }
  return pieces;
}

/**
 * A route on Natural Earth's land (a cached image, no map tiles, so it works offline in the
 * desktop app): each leg follows the sea lanes between the ports it calls at, through the
 * straits and canals ships use; the origin, the transshipment hubs and the destination are
 * marked and named.
 */
export default function RouteMapDrawing({ legs, title, description }: RouteMapProps) {
  const titleId = useId();
  const descriptionId = useId();
  const drawable = legs.filter((leg) => leg.ports.length >= 2);
  const courses = drawable.map((leg) =>
    alongGreatCircles(
      leg.ports.slice(1).flatMap((port, index) => {
        const way = seaRoute(lonLat(leg.ports[index]!), lonLat(port));
        return index === 0 ? way : way.slice(1);
      }),
    ),
  );
  const centre = centreFor(courses.flat());
  const lines = courses.map((course) => splitAtEdges(course.map((point) => projectOnMap(point, centre))));

  const xs = lines.flat(2).map((point) => point[0]);
  const ys = lines.flat(2).map((point) => point[1]);
  let spanX = Math.max(MIN_SPAN, (Math.max(...xs) - Math.min(...xs)) * (1 + 2 * MARGIN));
  let spanY = Math.max(MIN_SPAN / 2, (Math.max(...ys) - Math.min(...ys)) * (1 + 2 * MARGIN));
  // Never stretched: the box keeps the drawing's proportions, and never shows more than the world.
  if (spanX / spanY > WIDTH / HEIGHT) spanY = spanX * (HEIGHT / WIDTH);
  else spanX = spanY * (WIDTH / HEIGHT);
  spanX = Math.min(spanX, MAP_WIDTH);
  spanY = Math.min(spanY, MAP_HEIGHT);
  const left = (Math.max(...xs) + Math.min(...xs) - spanX) / 2;
  const top = Math.min(Math.max((Math.max(...ys) + Math.min(...ys) - spanY) / 2, 0), MAP_HEIGHT - spanY);
  // Map units per pixel of the drawing at full width: markers and labels keep their size.
  const unit = spanX / WIDTH;

  const named = new Map<string, { point: [number, number]; name: string; kind: 'end' | 'hub' | 'call' }>();
  for (const leg of drawable) {
    for (const port of leg.ports) {
      named.set(port.code, { point: projectOnMap(lonLat(port), centre), name: port.name, kind: 'call' });
    }
  }
  // Where one leg ends and the next begins: the transshipment hubs.
  for (const leg of drawable.slice(1)) named.get(leg.ports[0]!.code)!.kind = 'hub';
  named.get(drawable[0]!.ports[0]!.code)!.kind = 'end';
  named.get(drawable.at(-1)!.ports.at(-1)!.code)!.kind = 'end';

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox={`${left.toFixed(2)} ${top.toFixed(2)} ${spanX.toFixed(2)} ${spanY.toFixed(2)}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <rect className={styles.sea} x={left} y={top} width={spanX} height={spanY} />
        <image
          href={LAND[centre]}
          x="0"
          y="0"
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          className={styles.land}
        />
        {lines.map((pieces, index) =>
          pieces.map((piece, part) => (
            <polyline
              key={`${index}-${part}`}
              className={index % 2 === 0 ? styles.leg : styles.legAlternate}
              points={piece.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ')}
            />
          )),
        )}
        {[...named.entries()].map(([code, { point, name, kind }]) => (
          <g key={code}>
            <circle
              className={kind === 'end' ? styles.end : kind === 'hub' ? styles.hub : styles.call}
              cx={point[0]}
              cy={point[1]}
              r={(kind === 'call' ? 3 : 6) * unit}
            />
            {kind !== 'call' ? (
              <text
                className={styles.label}
                x={point[0]}
                y={point[1] - 10 * unit}
                fontSize={13 * unit}
                strokeWidth={4 * unit}
                textAnchor={
                  point[0] > left + spanX - 90 * unit
                    ? 'end'
                    : point[0] < left + 90 * unit
                      ? 'start'
                      : 'middle'
                }
              >
                {name}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className={styles.caption}>
        <ul className={styles.legend}>
          {drawable.map((leg, index) => (
            <li key={index}>
              <span className={index % 2 === 0 ? styles.swatch : styles.swatchAlternate} aria-hidden="true" />
              {leg.label}
            </li>
          ))}
        </ul>
        <p>Lines follow the main sea lanes between the ports, through the straits and canals ships use.</p>
      </figcaption>
    </figure>
  );
}
