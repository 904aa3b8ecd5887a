import { z } from 'zod';

const errorCodeSchema = z.enum([
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INSUFFICIENT_STORAGE',
  'UNAVAILABLE',
  'TIMEOUT',
  'INTERNAL',
]);

export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The one error shape every API failure answers with. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function errorEnvelope(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorEnvelope {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * The envelope's message when fields were refused: a sentence for the person filling the form,
 * which may be all a client shows when it cannot place a field's message.
 */
export function invalidFieldsMessage(fields: Record<string, string>): string {
  const messages = Object.values(fields);
  return messages.length === 1
    ? `One entry needs correcting: ${messages[0]}`
    : `${messages.length} entries need correcting: see the message beside each.`;
}

/** The one envelope for refused fields, from a zod failure or a check the schema cannot make. */
export function invalidFieldsEnvelope(fields: Record<string, string>): ErrorEnvelope {
  return errorEnvelope('VALIDATION', invalidFieldsMessage(fields), fields);
}

/** Field messages keyed by dotted path, the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
