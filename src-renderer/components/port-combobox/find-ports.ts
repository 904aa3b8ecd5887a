import type { findPorts } from '../../../shared/api/schedules';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { callApi } from '../../lib/api';

export type PortOption = ResponseOf<typeof findPorts>['ports'][number];

/** The server's port finder (members only): names, other names and UN/LOCODEs, typos forgiven. */
export async function findPortsOnline(query: string, signal: AbortSignal): Promise<PortOption[]> {
  return (
    await callApi<typeof findPorts>(
      { method: 'GET', path: '/api/schedules/ports' },
      { query: { q: query } },
      { signal: signal },
    )
  ).ports;
}
