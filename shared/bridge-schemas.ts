import { z } from 'zod';
import {
  carrierSearchSchema,
  findPorts,
  portCallSearchSchema,
  searchRoutes,
  vesselSearchSchema,
} from './api/schedules';
import { userRecordSchema } from './api/user';
import { FILE_KIND_NAMES } from './file-kinds';
import {
  MAX_JSON_BODY_BYTES,
  MAX_UPLOAD_FIELD_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_TOTAL_BYTES,
} from './api/http';

/** Runtime checks of the bridge's arguments and answers, used by the Electron main process. */
const httpMethodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The UTF-8 size of a text, as it goes over the wire. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * The path and query of an `/api/...` call, never an absolute URL. The main process builds the
 * target from it with the URL parser and checks the result again (src-main/api-target.ts).
 */
const apiPathSchema = z
  .string()
  .max(4096)
  .regex(/^\/api\/[^\s\\]*$/, 'must be an /api/ path');

const fieldPartSchema = z
  .object({ name: z.string().min(1).max(100), value: z.string().max(100_000) })
  .strict();

/** One part of a multipart upload: a text field, or a file with its bytes. */
export const formPartSchema = z.union([
  fieldPartSchema,
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

type FormPartInput = z.input<typeof formPartSchema>;

function formBytes(parts: readonly FormPartInput[]): number {
  return parts.reduce(
    (total, part) => total + ('value' in part ? utf8Bytes(part.value) : part.bytes.byteLength),
    0,
  );
}

export const apiRequestSchema = z
  .object({
    method: httpMethodSchema,
    path: apiPathSchema,
    headers: z.record(z.string().max(100), z.string().max(8192)).default({}),
    body: z
      .string()
      .max(MAX_JSON_BODY_BYTES)
      .refine((body) => utf8Bytes(body) <= MAX_JSON_BODY_BYTES, 'body larger than the server accepts')
      .optional(),
    /** a multipart upload (files cannot travel as text); never together with `body` */
    form: z
      .array(formPartSchema)
      .max(MAX_UPLOAD_FILES + 20)
      .refine((parts) => parts.filter((part) => 'bytes' in part).length <= MAX_UPLOAD_FILES, 'too many files')
      .refine((parts) => formBytes(parts) <= MAX_UPLOAD_TOTAL_BYTES, 'upload larger than the server accepts')
      .optional(),
  })
  .strict()
  .refine((request) => request.body === undefined || request.form === undefined, 'body or form, not both');

export const apiResponseSchema = z.object({
  status: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});

/**
 * Data the app keeps on this computer for use without the network, each with the moment it was
 * current. A bundled or downloaded dataset (such as a schedules snapshot) adds its kind here.
 */
export const offlineDatasetSchema = z.object({
  kind: z.enum(['dictionary', 'schedules']),
  asOf: z.iso.datetime(),
});

export const platformInfoSchema = z.object({
  kind: z.literal('desktop'),
  os: z.string(),
  appVersion: z.string(),
  /** `memory`: no OS key store, so the sign-in lasts only until the app closes */
  sessionPersistence: z.enum(['encrypted', 'memory']),
  /** the website of the API server the app belongs to, for pages the app sends to the browser */
  websiteOrigin: z.url(),
});

/** Whether the DFA server answered lately: the app shows saved data while it does not. */
export const connectionStateSchema = z.object({
  online: z.boolean(),
  /** the last time the server answered, when it is known */
  lastOnlineAt: z.iso.datetime().nullable(),
  offlineData: z.array(offlineDatasetSchema),
});

/**
 * The member the app is signed in as. Offline, `user` is the record the server last confirmed,
 * so the member stays signed in; `connection` says which of the two it is.
 */
export const sessionStatusSchema = z.object({
  connection: connectionStateSchema,
  user: userRecordSchema.nullable(),
});

/** Opening a page of the website in the system browser, by its path on the site. */
export const websitePathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path on the website');

export const filePickRequestSchema = z
  .object({
    kinds: z.array(z.enum(FILE_KIND_NAMES)).min(1),
    multiple: z.boolean(),
    maxBytes: z.number().int().positive().max(MAX_UPLOAD_BYTES),
  })
  .strict();

/** A file the member chose in the native picker: the main process keeps its path. */
export const pickedFileSchema = z.object({
  token: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  /** why it cannot be sent (wrong kind, too large), worded for the member */
  problem: z.string().optional(),
});

const uploadIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

const uploadFileSchema = z.union([
  z.object({ field: z.string().min(1).max(100), token: z.string().min(1).max(100) }).strict(),
  z
    .object({
      field: z.string().min(1).max(100),
      name: z.string().min(1).max(255),
      bytes: z.instanceof(Uint8Array),
    })
    .strict(),
]);

/** Files read by the main process (picked) or handed over (dropped), streamed with progress. */
export const uploadRequestSchema = z
  .object({
    uploadId: uploadIdSchema,
    path: apiPathSchema,
    kinds: z.array(z.enum(FILE_KIND_NAMES)).min(1),
    maxBytes: z.number().int().positive().max(MAX_UPLOAD_BYTES),
    fields: z
      .array(fieldPartSchema)
      .max(20)
      .refine(
        (fields) =>
          fields.reduce((total, field) => total + utf8Bytes(field.value), 0) <= MAX_UPLOAD_FIELD_BYTES,
        'fields larger than the server accepts',
      ),
    files: z.array(uploadFileSchema).min(1).max(MAX_UPLOAD_FILES),
  })
  .strict();

export const uploadProgressSchema = z.object({
  uploadId: uploadIdSchema,
  sentBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative(),
});

export const uploadCancelSchema = uploadIdSchema;

/**
 * A schedules search the main process answers from the snapshot saved on this computer: the
 * same queries as the API's schedules endpoints, plus the carriers the snapshot knows.
 */
export const scheduleSearchRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('route'), query: searchRoutes.query }).strict(),
  z.object({ kind: z.literal('port'), query: portCallSearchSchema }).strict(),
  z.object({ kind: z.literal('vessel'), query: vesselSearchSchema }).strict(),
  z.object({ kind: z.literal('carrier'), query: carrierSearchSchema }).strict(),
  z.object({ kind: z.literal('ports'), query: findPorts.query }).strict(),
  z.object({ kind: z.literal('carriers') }).strict(),
]);

/** Which schedules a saved answer comes from: when they were current, the days they cover. */
export const savedSchedulesSchema = z.object({
  generatedAt: z.iso.datetime(),
  validFrom: z.string(),
  validUntil: z.string(),
  sample: z.boolean(),
});

/**
 * An answer from the saved schedules, shaped like the API's (`status` and `body`, the error
 * envelope when it is not 200), so a page shows it as it shows the server's.
 */
export const scheduleSearchAnswerSchema = z.object({
  status: z.number().int(),
  body: z.unknown(),
  /** null when no snapshot could be read on this computer */
  saved: savedSchedulesSchema.nullable(),
});
