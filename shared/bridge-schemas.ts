import { z } from 'zod';

/** Runtime checks of the bridge's arguments, used by the Electron main process. */
export const httpMethodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export const apiRequestSchema = z
  .object({
    method: httpMethodSchema,
    /** path and query of an `/api/...` call, never an absolute URL */
    path: z
      .string()
      .max(4096)
      .regex(/^\/api\/[^\s]*$/, 'must be an /api/ path')
      .refine((path) => !path.includes('..'), 'must not contain ..'),
    headers: z.record(z.string().max(100), z.string().max(8192)).default({}),
    body: z
      .string()
      .max(10 * 1024 * 1024)
      .optional(),
  })
  .strict();

export const apiResponseSchema = z.object({
  status: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});

export const platformInfoSchema = z.object({
  kind: z.literal('desktop'),
  os: z.string(),
  appVersion: z.string(),
  /** `memory`: no OS key store, so the sign-in lasts only until the app closes */
  sessionPersistence: z.enum(['encrypted', 'memory']),
});
