import type { getUser, UserRecord } from '../../../shared/api/user';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { MEMBERSHIP_STATES, MEMBERSHIP_STATUSES } from '../../../shared/domain/membership-states';

/** `getUser`'s path, written out so that reading it does not load the contract's schemas. */
export const CURRENT_USER_PATH = '/api/user';

/**
 * The answer of `GET /api/user` checked by hand, field for field as `currentUserResponseSchema`
 * checks it (a test holds the two to the same verdicts and the same record). Every public page
 * asks for the session once hydrated; checking it with the contract's zod schema would make
 * every visitor download the schema library (about 25 KB gzip) for one small object.
 * Answers undefined when the answer is not one the contract allows.
 */
export function readCurrentUserAnswer(json: unknown): ResponseOf<typeof getUser> | undefined {
  if (!isObject(json) || !('data' in json)) return undefined;
  if (json.data === null) return { data: null };
  const user = readUserRecord(json.data);
  return user ? { data: user } : undefined;
}

function readUserRecord(value: unknown): UserRecord | undefined {
  if (!isObject(value)) return undefined;
  const {
    company,
    logo,
    validity,
    first_name: firstName,
    type,
    state,
    name,
    email,
    phone,
    isAdmin,
    hash_id: hashId,
    hash,
  } = value;
  const valid =
    typeof company === 'string' &&
    isStringOrNull(logo) &&
    isStringOrNull(validity) &&
    typeof firstName === 'string' &&
    isOneOf(MEMBERSHIP_STATUSES, type) &&
    (state === undefined || isOneOf(MEMBERSHIP_STATES, state)) &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    isStringOrNull(phone) &&
    typeof isAdmin === 'boolean' &&
    typeof hashId === 'string' &&
    typeof hash === 'string';
  if (!valid) return undefined;
  // Only the contract's fields, as the schema keeps them: the record goes into a cookie.
  return {
    company,
    logo,
    validity,
    first_name: firstName,
    type,
    ...(state === undefined ? {} : { state }),
    name,
    email,
    phone,
    isAdmin,
    hash_id: hashId,
    hash,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function isOneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}
