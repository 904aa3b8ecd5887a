import * as auth from '../../../shared/api/auth';
import * as blacklist from '../../../shared/api/blacklist';
import * as blog from '../../../shared/api/blog';
import * as directory from '../../../shared/api/directory';
import type { Endpoint } from '../../../shared/api/endpoint';
import * as enquiries from '../../../shared/api/enquiries';
import * as events from '../../../shared/api/events';
import * as forms from '../../../shared/api/forms';
import * as freightForwarder from '../../../shared/api/freight-forwarder';
import * as health from '../../../shared/api/health';
import * as help from '../../../shared/api/help';
import * as surveys from '../../../shared/api/surveys';
import * as user from '../../../shared/api/user';
import * as virtualOffice from '../../../shared/api/virtual-office';

const MODULES = [
  auth,
  blacklist,
  blog,
  directory,
  enquiries,
  events,
  forms,
  freightForwarder,
  health,
  help,
  surveys,
  user,
  virtualOffice,
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  typeof value.path === 'string' &&
  value.path.startsWith('/api/');

/** Every endpoint the shared contract declares (the multipart ones included), once. */
export const CONTRACT_ENDPOINTS: readonly Endpoint[] = [
  ...new Set(MODULES.flatMap((module) => Object.values(module)).filter(isEndpoint)),
];

export const endpointKey = (endpoint: { method: string; path: string }) =>
  `${endpoint.method} ${endpoint.path}`;
