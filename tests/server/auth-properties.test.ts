import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkExistingEmail,
  confirmPassword,
  logout,
  resetPasswordRequest,
  sendPhoneCode,
  signIn,
  submitRegistration,
  validatePhone,
} from '../../shared/api/auth';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { countRows, nextIp, registrationBody } from './support/auth';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Well-formed bodies to break one field of at a time. */
const VALID_BODIES: { path: string; schema: z.ZodType; valid: Record<string, unknown> }[] = [
  { path: checkExistingEmail.path, schema: checkExistingEmail.body, valid: { email: 'ops@harbour.test' } },
  { path: sendPhoneCode.path, schema: sendPhoneCode.body, valid: { phone: '+442079460958' } },
  { path: validatePhone.path, schema: validatePhone.body, valid: { verificationId: 'abc', code: '123456' } },
  {
    path: submitRegistration.path,
    schema: submitRegistration.body,
    valid: registrationBody('a-phone-token', {
      email: 'ops@harbour.test',
      phone: '+442079460958',
      password: 'harbour-crane-lantern-42',
    }),
  },
  {
    path: signIn.path,
    schema: signIn.body,
    valid: { email: 'ops@harbour.test', password: 'whatever-it-is' },
  },
  {
    path: resetPasswordRequest.path,
    schema: resetPasswordRequest.body,
    valid: { email: 'ops@harbour.test' },
  },
  {
    path: confirmPassword.path,
    schema: confirmPassword.body,
    valid: { token: 'a'.repeat(43), password: 'harbour-crane-lantern-42' },
  },
];

const hugeString = fc.string({ minLength: 10_000, maxLength: 60_000, unit: 'grapheme-ascii' });
const wrongValue = fc.oneof(fc.jsonValue(), hugeString, fc.constant(null), fc.array(fc.string()));

/** A valid body with one field (possibly nested) replaced by garbage, plus extra fields. */
function brokenBody(valid: Record<string, unknown>) {
  const paths: string[][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (path.length > 0) paths.push(path);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    }
  };
  walk(valid, []);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      value: wrongValue,
      extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 3 }),
    })
    .map(({ path, value, extra }) => {
      const body = structuredClone({ ...extra, ...valid }) as Record<string, unknown>;
      let target = body;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
      target[path[path.length - 1]!] = value;
      return JSON.stringify(body);
    });
}

const anyPayload = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  hugeString.map((value) => JSON.stringify({ email: value, phone: value, password: value, token: value })),
);

async function send(path: string, payload: string) {
  return t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
    payload,
  });
}

function isRefusal(statusCode: number, body: string): boolean {
  return statusCode >= 400 && statusCode < 500 && errorEnvelopeSchema.safeParse(JSON.parse(body)).success;
}

/** JSON the server parses: no key that could reach an object's prototype. */
function withoutPoisonedKeys(value: unknown): boolean {
  return !/"(__proto__|constructor)"\s*:/.test(JSON.stringify(value));
}

describe(`malformed bodies on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it.each(VALID_BODIES)(
    '$path refuses them with a 4xx envelope and writes nothing',
    async ({ path, schema, valid }) => {
      expect(schema.safeParse(valid).success).toBe(true);
      const before = await countRows(t.db);
      const malformed = fc.oneof(brokenBody(valid), anyPayload).filter((payload) => {
        try {
          return !schema.safeParse(JSON.parse(payload)).success;
        } catch {
          return true; // not JSON at all
        }
      });
      await fc.assert(
        fc.asyncProperty(malformed, async (payload) => {
          const response = await send(path, payload);
          expect(response.statusCode).toBeLessThan(500);
          expect(isRefusal(response.statusCode, response.body)).toBe(true);
        }),
        { numRuns: 60 },
      );
      expect(await countRows(t.db)).toEqual(before);
    },
  );

  it('logout ignores any body and never fails', async () => {
    const before = await countRows(t.db);
    await fc.assert(
      // A body naming `__proto__` or `constructor` is refused by the JSON parser on every route
      // (prototype poisoning), before any handler: not what this property is about.
      fc.asyncProperty(fc.jsonValue().filter(withoutPoisonedKeys), async (value) => {
        const response = await send(logout.path, JSON.stringify(value));
        expect(response.statusCode).toBe(200);
      }),
      { numRuns: 40 },
    );
    expect(await countRows(t.db)).toEqual(before);
  });

  it('check-reset-token refuses any malformed query with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 400 })),
        async (query) => {
          const response = await t.app.inject({
            method: 'GET',
            url: '/api/auth/check-reset-token',
            query,
            remoteAddress: nextIp(),
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode === 200) expect(response.json()).toEqual({ valid: false });
        },
      ),
      { numRuns: 60 },
    );
  });
});
