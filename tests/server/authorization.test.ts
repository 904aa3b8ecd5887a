import { afterAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { MEMBER_TOOLS } from '../../shared/domain/member-access';
import { apiRoutesOf } from '../../src-server/app';
import { SESSION_COOKIE } from '../../src-server/features/session/sessions';
import {
  ADMINS_ONLY_MESSAGE,
  describeAccess,
  SIGN_IN_MESSAGE,
  type Access,
} from '../../src-server/http/guards';
import { nextIp } from './support/auth';
import { CONTRACT_ENDPOINTS, endpointKey } from './support/contract';
import { ROLES, sessionAs, type Role } from './support/members';
import { createTestApp, usingPostgres } from './support/test-app';

/**
 * Every route of the API, as the server registers it, called by every kind of caller. A route
 * cannot be registered without an access rule (building the app throws, naming the route), so
 * each new route appears here with its rule and is checked for all five callers.
 */
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

type Outcome = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

const ALLOWED: Outcome = { allowed: true };
const SIGN_IN: Outcome = { allowed: false, status: 401, message: SIGN_IN_MESSAGE };
const ADMINS_ONLY: Outcome = { allowed: false, status: 403, message: ADMINS_ONLY_MESSAGE };

/** What each kind of caller must get from a route with this rule. */
function expectedOutcome(access: Access, role: Role): Outcome {
  if (access === 'anyone') return ALLOWED;
  if (role === 'anonymous') return SIGN_IN;
  if (access === 'signed-in' || role === 'admin') return ALLOWED;
  if (access === 'admins') return ADMINS_ONLY;
  if (role === 'member') return ALLOWED;
  const tool = MEMBER_TOOLS[access.members];
  return { allowed: false, status: 403, message: role === 'applicant' ? tool.pending : tool.lapsed };
}

/** Path parameters get a value of the right shape that names nothing. */
const concrete = (path: string) => path.replace(/:([a-z]+)/gi, 'unknown');

async function call(method: string, path: string, role: Role) {
  // A fresh account per call: one of the routes is sign-out.
  const session = await sessionAs(t.db, role);
  return t.app.inject({
    method: method as 'GET' | 'POST' | 'DELETE',
    url: concrete(path),
    remoteAddress: nextIp(),
    headers: {
      'x-requested-with': 'dfa-portal',
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { payload: '{}' }),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
}

const ROUTES = [...apiRoutesOf(t.app)].sort((a, b) =>
  `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`),
);

describe(`who may call each route, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('has a rule for every endpoint of the contract, and for nothing outside the API', () => {
    const registered = new Set(ROUTES.map(endpointKey));
    expect(CONTRACT_ENDPOINTS.map(endpointKey).filter((key) => !registered.has(key))).toEqual([]);
    expect(ROUTES.filter((route) => !route.path.startsWith('/api/')).map(endpointKey)).toEqual([
      'GET /blog/rss.xml',
    ]);
  });

  it.each(ROUTES.map((route) => [`${endpointKey(route)}: ${describeAccess(route.access)}`, route] as const))(
    '%s',
    async (_title, { method, path, access }) => {
      for (const role of ROLES) {
        const response = await call(method, path, role);
        const expected = expectedOutcome(access, role);
        const what = `${method} ${path} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (expected.allowed) {
          expect([401, 403], what).not.toContain(response.statusCode);
          expect(response.statusCode, what).toBeLessThan(500);
        } else {
          expect(response.statusCode, what).toBe(expected.status);
          expect(errorEnvelopeSchema.parse(response.json()).error.message, what).toBe(expected.message);
        }
      }
    },
  );
});
