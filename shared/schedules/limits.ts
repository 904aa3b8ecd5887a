/** Search limits, shared by the server and the offline snapshot search so both answer alike. */
export const SCHEDULE_LIMITS = {
  /** the longest departure window one search covers */
  maxWindowDays: 56,
  /** routes that take longer, door of the first port to door of the last, are not offered */
  maxTransitDays: 60,
  /** the longest wait at a transshipment hub */
  maxConnectionWaitDays: 10,
  minConnectionHours: 6,
  maxConnectionHours: 120,
  defaultConnectionHours: 24,
  /** default departure window of a route search, from its first day */
  defaultWindowDays: 28,
  /** route results a CSV download or one page may hold at most */
  maxRows: 2000,
} as const;

export const ROUTE_SORTS = ['departure', 'arrival', 'transit'] as const;
export type RouteSort = (typeof ROUTE_SORTS)[number];

export const PORT_CALL_DIRECTIONS = ['all', 'arrivals', 'departures'] as const;
export type PortCallDirection = (typeof PORT_CALL_DIRECTIONS)[number];
