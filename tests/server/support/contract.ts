import { CONTRACT_MODULES } from '../../../shared/api/contract';
import type { Endpoint } from '../../../shared/api/endpoint';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  typeof value.path === 'string' &&
  value.path.startsWith('/api/');

/** Every endpoint the shared contract declares (the multipart ones included), once. */
export const CONTRACT_ENDPOINTS: readonly Endpoint[] = [
  ...new Set(
    Object.values(CONTRACT_MODULES)
      .flatMap((module) => Object.values(module))
      .filter(isEndpoint),
  ),
];

export const endpointKey = (endpoint: { method: string; path: string }) =>
  `${endpoint.method} ${endpoint.path}`;
