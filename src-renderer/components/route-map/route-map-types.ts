/** What a route map draws; apart from the map so the lazily loaded drawing can share it. */
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

export interface RouteMapProps {
  legs: readonly MapLeg[];
  title: string;
  description: string;
}
