import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['sqlite', 'postgres']),
});

/** Liveness: 200 while the process answers, whatever the database does ("degraded" when it is down). */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: healthResponseSchema,
});

export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  /** true once the server has been told to stop and is finishing its last requests */
  draining: z.boolean(),
});

/** Readiness: 200 when this server can take traffic, 503 with Retry-After when a balancer should skip it. */
export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  response: readinessResponseSchema,
});
