import { z } from 'zod';
import { MEMBERSHIP_STATES } from '../domain/membership';
import { defineEndpoint } from './endpoint';

const membershipTypeSchema = z.enum(['premium', 'standard_active', 'standard_inactive', 'pending']);

/** The signed-in user's public record; the client keeps it in the `user` cookie. */
export const userRecordSchema = z.object({
  company: z.string(),
  logo: z.string().nullable(),
  /** last day of the paid membership, `YYYY-MM-DD`, or null while pending */
  validity: z.string().nullable(),
  first_name: z.string(),
  type: membershipTypeSchema,
  /**
   * where the company stands, finer than `type` (see MEMBERSHIP_STATE_LABELS); absent from
   * records kept (a desktop session, the `user` cookie) before it was added
   */
  state: z.enum(MEMBERSHIP_STATES).optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isAdmin: z.boolean(),
  hash_id: z.string(),
  /** public id of the current session: the renderer counts the user as logged in when present */
  hash: z.string(),
});

export type UserRecord = z.infer<typeof userRecordSchema>;

/** An anonymous caller gets `{ data: null }`, not an error. */
export const currentUserResponseSchema = z.object({ data: userRecordSchema.nullable() });

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/api/user',
  response: currentUserResponseSchema,
});

export const initialAuthenticate = defineEndpoint({
  method: 'GET',
  path: '/api/initialAuthenticate',
  response: currentUserResponseSchema,
});
