import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** One kind of work waiting for the DFA team, with how many items wait. */
const workQueueSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  /** where the team works this queue */
  href: z.string(),
  count: z.number().int(),
  /**
   * when the item that has waited longest began to wait (an ISO timestamp, or the issue day of an
   * invoice); null when nothing waits
   */
  oldestSince: z.string().nullable(),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

/** Admins only: every work queue with its count and oldest item, in the order the team works them. */
export const getWorkQueues = defineEndpoint({
  method: 'GET',
  path: '/api/admin/work-queues',
  response: z.object({ queues: z.array(workQueueSchema) }),
});
