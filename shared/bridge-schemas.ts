import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from './api/http';

/** Runtime checks of the bridge's arguments, used by the Electron main process. */
const httpMethodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Per request, as the API accepts them. */
const MAX_FORM_PARTS = 20;

/** One part of a multipart upload: a text field, or a file with its bytes. */
export const formPartSchema = z.union([
  z.object({ name: z.string().min(1).max(100), value: z.string().max(100_000) }).strict(),
  z
    .object({
      name: z.string().min(1).max(100),
      fileName: z.string().max(255),
      type: z.string().max(200),
      bytes: z
        .instanceof(Uint8Array)
        .refine((bytes) => bytes.byteLength <= MAX_UPLOAD_BYTES, 'file too large'),
    })
    .strict(),
]);

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
    body: z.string().max(MAX_UPLOAD_BYTES).optional(),
    /** a multipart upload (files cannot travel as text); never together with `body` */
    form: z.array(formPartSchema).max(MAX_FORM_PARTS).optional(),
  })
  .strict()
  .refine((request) => request.body === undefined || request.form === undefined, 'body or form, not both');

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
