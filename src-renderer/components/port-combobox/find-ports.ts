import type { findPorts } from '../../../shared/api/schedules';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { getApi } from '../../lib/post-api';

export type PortOption = ResponseOf<typeof findPorts>['ports'][number];

/** The server's port finder (members only): names, other names and UN/LOCODEs, typos forgiven. */
export async function findPortsOnline(query: string, signal: AbortSignal): Promise<PortOption[]> {
  return (await getApi<typeof findPorts>('/api/schedules/ports', { q: query }, signal)).ports;
}
