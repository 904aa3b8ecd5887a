import { lazy, Suspense } from 'react';
import styles from './RouteMap.module.css';
import type { RouteMapProps } from './route-map-types';

export type { MapLeg, MapPort, RouteMapProps } from './route-map-types';

// The sea lanes and the drawing load with the first map a page shows, not with the page.
const RouteMapDrawing = lazy(() => import('./RouteMapDrawing'));

/** A route on a map of the world's land, along the sea lanes (see RouteMapDrawing). */
export function RouteMap(props: RouteMapProps) {
  if (props.legs.every((leg) => leg.ports.length < 2)) return null;
  return (
    <Suspense
      fallback={
        // Not a status: the shipment or sailing above it already announces what changed.
        <p className={styles.drawing}>Drawing the map…</p>
      }
    >
      <RouteMapDrawing {...props} />
    </Suspense>
  );
}
