/** What a carrier connection brings in. */
export const CARRIER_CONNECTION_KINDS = ['schedules', 'tracking'] as const;
export type CarrierConnectionKind = (typeof CARRIER_CONNECTION_KINDS)[number];

export const CARRIER_CONNECTION_LABELS: Record<CarrierConnectionKind, string> = {
  schedules: 'Schedules',
  tracking: 'Tracking',
};

export const SYNC_RESULTS = ['running', 'ok', 'failed'] as const;

/** How often a connection may be pulled, in minutes. */
export const SYNC_INTERVAL_MIN = 15;
export const SYNC_INTERVAL_MAX = 24 * 60;
export const SYNC_INTERVAL_DEFAULT = 6 * 60;
