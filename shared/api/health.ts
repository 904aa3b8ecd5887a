import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['sqlite', 'postgres']),
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: healthResponseSchema,
});
