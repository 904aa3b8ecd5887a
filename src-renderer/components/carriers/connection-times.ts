import type { ConnectionView } from '../../../shared/api/carriers';
import { formatDate } from '../../../shared/domain/date';

export const when = (iso: string) => `${formatDate(iso)}, ${iso.slice(11, 16)} UTC`;

/** A read is running, or due: the list keeps looking until it is done. */
export const isWaiting = (connection: ConnectionView) =>
  connection.runs[0]?.result === 'running' ||
  (connection.enabled && Date.parse(connection.nextSyncAt) <= Date.now());
