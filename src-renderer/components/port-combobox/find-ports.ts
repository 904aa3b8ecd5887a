import type { findPorts } from '../../../shared/api/schedules';
import type { ResponseOf } from '../../../shared/api/endpoint';

export type PortOption = ResponseOf<typeof findPorts>['ports'][number];

/** The server's port finder (members only): names, other names and UN/LOCODEs, typos forgiven. */
export async function findPortsOnline(query: string, signal: AbortSignal): Promise<PortOption[]> {
  // The API client loads with the first letters typed, so a page with a port field hydrates without it.
  const { callApi } = await import('../../lib/api');
  return (
    await callApi<typeof findPorts>(
      { method: 'GET', path: '/api/schedules/ports' },
      { query: { q: query } },
      { signal: signal },
    )
  ).ports;
}
