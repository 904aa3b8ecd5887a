import { useId } from 'react';
import styles from './RouteMap.module.css';

export interface MapPort {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface MapLeg {
  /** ports in calling order; ports without coordinates are left out by the caller */
  ports: readonly MapPort[];
  /** e.g. "Maersk DRX, Cedar Spirit 360W" */
  label: string;
}

const WIDTH = 640;
const HEIGHT = 320;
const PADDING = 36;

/**
 * Longitudes made continuous along the route: a leg from Shanghai (121° E) to Los Angeles
 * (118° W) crosses the Pacific, not Asia, Europe and the Atlantic.
 */
function unwrap(legs: readonly MapLeg[]): { lon: number; lat: number; port: MapPort }[][] {
  let previous: number | undefined;
  return legs.map((leg) =>
    leg.ports.map((port) => {
      let lon = port.longitude;
      if (previous !== undefined) {
        while (lon - previous > 180) lon -= 360;
        while (previous - lon > 180) lon += 360;
      }
      previous = lon;
      return { lon, lat: port.latitude, port };
    }),
  );
}

/** Equirectangular, fitted to the route with some sea around it, never stretched. */
function projection(points: { lon: number; lat: number }[]) {
  const lons = points.map((point) => point.lon);
  const lats = points.map((point) => point.lat);
  let west = Math.min(...lons);
  let east = Math.max(...lons);
  let south = Math.min(...lats);
  let north = Math.max(...lats);
  const minimumSpan = 12;
  if (east - west < minimumSpan)
    [west, east] = [(west + east) / 2 - minimumSpan / 2, (west + east) / 2 + minimumSpan / 2];
  if (north - south < minimumSpan / 2)
    [south, north] = [(south + north) / 2 - minimumSpan / 4, (south + north) / 2 + minimumSpan / 4];
  const scale = Math.min((WIDTH - 2 * PADDING) / (east - west), (HEIGHT - 2 * PADDING) / (north - south));
  const offsetX = (WIDTH - scale * (east - west)) / 2;
  const offsetY = (HEIGHT - scale * (north - south)) / 2;
  return {
    x: (lon: number) => offsetX + (lon - west) * scale,
    y: (lat: number) => offsetY + (north - lat) * scale,
    west,
    east,
    south,
    north,
  };
}

function graticule(bounds: { west: number; east: number; south: number; north: number }, step: number) {
  const lines: { lon?: number; lat?: number }[] = [];
  for (let lon = Math.ceil(bounds.west / step) * step; lon <= bounds.east; lon += step) lines.push({ lon });
  for (let lat = Math.ceil(bounds.south / step) * step; lat <= bounds.north; lat += step) lines.push({ lat });
  return lines;
}

/**
 * A route drawn from its ports' coordinates, with no map tiles: each leg a line through the
 * ports it calls, origin, transshipment hubs and destination marked and named. The lines join
 * ports straight, not along the sea lanes, which the schedule data does not hold.
 */
export function RouteMap({
  legs,
  title,
  description,
}: {
  legs: readonly MapLeg[];
  title: string;
  description: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const drawable = legs.filter((leg) => leg.ports.length >= 2);
  if (drawable.length === 0) return null;
  const unwrapped = unwrap(drawable);
  const points = unwrapped.flat();
  const project = projection(points);
  const first = points[0]!;
  const last = points.at(-1)!;
  // Where one leg ends and the next begins: the transshipment hubs.
  const hubs = unwrapped.slice(1).map((leg) => leg[0]!);
  const named = new Map<string, { x: number; y: number; name: string; kind: 'end' | 'hub' | 'call' }>();
  for (const point of points) {
    named.set(point.port.code, {
      x: project.x(point.lon),
      y: project.y(point.lat),
      name: point.port.name,
      kind: 'call',
    });
  }
  for (const point of hubs) named.get(point.port.code)!.kind = 'hub';
  named.get(first.port.code)!.kind = 'end';
  named.get(last.port.code)!.kind = 'end';
  const span = Math.max(project.east - project.west, project.north - project.south);
  const step = span > 120 ? 30 : span > 40 ? 10 : 5;

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <rect className={styles.sea} x="0" y="0" width={WIDTH} height={HEIGHT} rx="10" />
        {graticule(project, step).map((line) =>
          line.lon !== undefined ? (
            <line
              key={`lon${line.lon}`}
              className={styles.grid}
              x1={project.x(line.lon)}
              x2={project.x(line.lon)}
              y1={0}
              y2={HEIGHT}
            />
          ) : (
            <line
              key={`lat${line.lat}`}
              className={styles.grid}
              x1={0}
              x2={WIDTH}
              y1={project.y(line.lat!)}
              y2={project.y(line.lat!)}
            />
          ),
        )}
        {unwrapped.map((leg, index) => (
          <polyline
            key={index}
            className={index % 2 === 0 ? styles.leg : styles.legAlternate}
            points={leg
              .map((point) => `${project.x(point.lon).toFixed(1)},${project.y(point.lat).toFixed(1)}`)
              .join(' ')}
          />
        ))}
        {[...named.entries()].map(([code, point]) => (
          <g key={code}>
            <circle
              className={point.kind === 'end' ? styles.end : point.kind === 'hub' ? styles.hub : styles.call}
              cx={point.x}
              cy={point.y}
              r={point.kind === 'call' ? 3 : 6}
            />
            {point.kind !== 'call' ? (
              <text
                className={styles.label}
                x={point.x}
                y={point.y - 10}
                textAnchor={point.x > WIDTH - 90 ? 'end' : point.x < 90 ? 'start' : 'middle'}
              >
                {point.name}
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
        <p>Ports are joined by straight lines; ships follow the sea lanes between them.</p>
      </figcaption>
    </figure>
  );
}
