import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toolLockedMessage, type MemberTool } from '../../shared/domain/member-access';
import type { Db } from '../db/database';
import type { Clock } from '../core/clock';
import { findSessionWithRights } from './session-repository';
import { keepSessionAlive, lastAccessChange, SESSION_COOKIE } from './sessions';
import { hashToken } from '../core/tokens';
import { ApiError } from '../core/errors';

export interface SignedInUser {
  userId: number;
  /** the company the user belongs to; a user never changes company */
  companyId: number;
  sessionPublicId: string;
  isAdmin: boolean;
  membershipType: 'premium' | 'standard_active' | 'standard_inactive' | 'pending';
}

/**
 * Who may call a route. Every API route declares one where it is registered: in `route()`'s
 * options, or as `config: { access }` for a route registered by hand.
 * - `anyone`: no sign-in needed (the handler may still look at who is signed in);
 * - `signed-in`: any account, applicants and lapsed members included (their own profile);
 * - `{ members: tool }`: companies in good standing and admins; applicants and lapsed members
 *   get 403 with the tool's message (shared/domain/member-access.ts);
 * - `admins`: DFA administrators;
 * - `carrier-signed`: no session; the route itself refuses (401) any request not signed with a
 *   carrier's subscription secret (Track & Trace notifications).
 * - `api-key`: no session; the route itself refuses (401) any request without a live member API
 *   key in its `Authorization: Bearer` header (the member API, `/api/dcsa/...`).
 */
export type Access =
  'anyone' | 'signed-in' | 'admins' | 'carrier-signed' | 'api-key' | { members: MemberTool };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : `members (${access.members})`;
}

/** The caller's user from the session cookie, or null for an anonymous caller. */
export async function findSignedInUser(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<SignedInUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const tokenHash = hashToken(token);
  // One read for the session and the rights it carries: every member call starts here.
  const row = await findSessionWithRights(db, tokenHash);
  if (!row || !(await keepSessionAlive(db, tokenHash, row, now))) return null;
  return {
    userId: row.user_id,
    companyId: row.company_id,
    sessionPublicId: row.public_id,
    // Admin rights need both: the account is an admin's, and the session began with the second
    // factor (a member promoted while signed in gets them at the next sign-in).
    isAdmin: Number(row.user_is_admin) === 1 && Number(row.is_admin) === 1,
    membershipType: row.membership_type,
  };
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const ADMINS_ONLY_MESSAGE = 'Only DFA administrators can do this.';

/**
 * How long a member tool's read may reuse the session check of an earlier one: a keystroke's
 * worth, so the port finder or a page of results does not read the session for every request.
 * Ending a session, or suspending, lapsing or changing a membership, on this server drops every
 * check made before it (`accessChanged`); one made on another instance is seen a second later.
 */
const SESSION_CHECK_REUSE_MS = 1000;
const SESSION_CHECKS_KEPT = 10_000;

const recentChecks = new WeakMap<Db, Map<string, { user: SignedInUser; checkedAt: number }>>();

/** The signed-in user for a member tool's GET, from a check of the last second when there is one. */
async function reuseRecentCheck(db: Db, request: FastifyRequest, clock: Clock): Promise<SignedInUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const key = hashToken(token);
  let checks = recentChecks.get(db);
  if (!checks) recentChecks.set(db, (checks = new Map()));
  const now = performance.now();
  const recent = checks.get(key);
  if (recent && now - recent.checkedAt < SESSION_CHECK_REUSE_MS && recent.checkedAt > lastAccessChange()) {
    return recent.user;
  }
  const user = await findSignedInUser(db, request, clock());
  if (recent) checks.delete(key);
  if (user) {
    // Map order is insertion order: the first entry is the oldest.
    if (checks.size >= SESSION_CHECKS_KEPT) checks.delete(checks.keys().next().value!);
    checks.set(key, { user, checkedAt: now });
  }
  return user;
}

/** Refuses the caller the rule does not let in; answers the signed-in user, if the rule needs one. */
async function checkAccess(
  db: Db,
  clock: Clock,
  request: FastifyRequest,
  access: Access,
): Promise<SignedInUser | null> {
  if (access === 'anyone' || access === 'carrier-signed' || access === 'api-key') return null;
  const user =
    typeof access === 'object' && request.method === 'GET'
      ? await reuseRecentCheck(db, request, clock)
      : await findSignedInUser(db, request, clock());
  if (!user) throw new ApiError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
  if (access === 'admins' && !user.isAdmin) throw new ApiError('FORBIDDEN', ADMINS_ONLY_MESSAGE);
  if (typeof access === 'object') {
    const locked = toolLockedMessage(access.members, { type: user.membershipType, isAdmin: user.isAdmin });
    if (locked) throw new ApiError('FORBIDDEN', locked);
  }
  return user;
}

const callers = new WeakMap<FastifyRequest, SignedInUser>();

/** The user the route's access rule let in; for routes whose rule needs a signed-in caller. */
export function signedInCaller(request: FastifyRequest): SignedInUser {
  const user = callers.get(request);
  if (!user) throw new Error(`${request.method} ${request.url}: its access rule lets in anonymous callers`);
  return user;
}

export interface RouteAccess {
  method: string;
  path: string;
  access: Access;
}

/**
 * The one guard of the API: every route registered in `app` (and the plugins inside it) must
 * declare its access rule, or registering it throws, so no route is ever open by omission. The
 * rule is enforced before the body is read or validated, so a caller who may not call a route
 * learns only that. Answers the list of routes with their rules, filled in as they register.
 */
export function installAccessGuard(app: FastifyInstance, db: Db, clock: Clock): RouteAccess[] {
  const routes: RouteAccess[] = [];
  app.addHook('onRoute', (options) => {
    const methods = [options.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const access = options.config?.access;
    if (access === undefined) {
      throw new Error(
        `${methods.join(', ')} ${options.url} has no access rule. Say who may call it where it is registered: ` +
          `route(app, endpoint, handler, { access }) or, for a route registered by hand, { config: { access } }, ` +
          `with access one of 'anyone', 'signed-in', 'admins', 'carrier-signed', 'api-key' or { members: '<tool>' } (src-server/http/guards.ts). ` +
          `The authorization test (tests/server/authorization.test.ts) then checks it for every kind of caller.`,
      );
    }
    for (const method of methods) routes.push({ method, path: options.url, access });
    // After the route's rate limit (added by its plugin's own onRoute hook), so a flood of
    // forged session cookies is throttled before each costs a database lookup.
    const guard = async (request: FastifyRequest) => {
      const user = await checkAccess(db, clock, request, access);
      if (user) callers.set(request, user);
    };
    options.onRequest = [...[options.onRequest ?? []].flat(), guard];
  });
  return routes;
}
