import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addBlacklistItem, changeStatus, editCompany, notifyCompany } from '../../shared/api/blacklist';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextEmail, nextIp } from './support/auth';
import { blacklistRowCounts } from './support/blacklist';
import { insertMember } from '../support/members';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await insertMember(t.db, { isAdmin: true, email: nextEmail() });
  admin = (await createSession(t.db, user.userId, new Date())).token;
});
afterAll(async () => {
  await t?.close();
});

const validEntry = {
  companyName: 'Phantom Freight Ltd',
  aliases: ['PF Shipping'],
  countries: [{ country: 'GR', cities: ['Piraeus'] }],
  reasons: ['Unpaid ocean freight invoices.'],
  managers: ['Nikos Papadakis'],
};

/** Well-formed bodies to break one field of at a time (ids point at no entry, so nothing is written). */
const VALID_BODIES: { path: string; schema: z.ZodType; valid: Record<string, unknown> }[] = [
  { path: addBlacklistItem.path, schema: addBlacklistItem.body, valid: validEntry },
  { path: editCompany.path, schema: editCompany.body, valid: { ...validEntry, id: 987_654 } },
  {
    path: changeStatus.path,
    schema: changeStatus.body,
    valid: { id: 987_654, status: 'under_review', note: 'Checked.' },
  },
  { path: notifyCompany.path, schema: notifyCompany.body, valid: { id: 987_654, email: 'ops@phantom.test' } },
];

const hugeString = fc.string({ minLength: 10_000, maxLength: 60_000, unit: 'grapheme-ascii' });
const wrongValue = fc.oneof(
  fc.jsonValue(),
  hugeString,
  fc.constant(null),
  fc.array(fc.string()),
  fc.array(fc.jsonValue(), { maxLength: 30 }),
  fc.integer(),
);

function brokenBody(valid: Record<string, unknown>) {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (path.length > 0) paths.push(path);
    if (Array.isArray(value)) value.forEach((child, index) => walk(child, [...path, index]));
    else if (value && typeof value === 'object') {
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
      const body = structuredClone({ ...extra, ...valid }) as Record<string | number, unknown>;
      let target = body;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
      target[path[path.length - 1]!] = value;
      return JSON.stringify(body);
    });
}

const anyPayload = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  hugeString.map((value) => JSON.stringify({ ...validEntry, companyName: value, reasons: value })),
);

function isRefusal(statusCode: number, body: string): boolean {
  return statusCode >= 400 && statusCode < 500 && errorEnvelopeSchema.safeParse(JSON.parse(body)).success;
}

describe(`blacklist malformed input on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it.each(VALID_BODIES)(
    '$path refuses malformed bodies with a 4xx envelope and writes nothing',
    async ({ path, schema, valid }) => {
      expect(schema.safeParse(valid).success).toBe(true);
      const before = await blacklistRowCounts(t.db);
      const malformed = fc.oneof(brokenBody(valid), anyPayload).filter((payload) => {
        try {
          return !schema.safeParse(JSON.parse(payload)).success;
        } catch {
          return true;
        }
      });
      await fc.assert(
        fc.asyncProperty(malformed, async (payload) => {
          const response = await t.app.inject({
            method: 'POST',
            url: path,
            remoteAddress: nextIp(),
            headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
            cookies: { [SESSION_COOKIE]: admin },
            payload,
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(isRefusal(response.statusCode, response.body)).toBe(true);
        }),
        { numRuns: 60 },
      );
      expect(await blacklistRowCounts(t.db)).toEqual(before);
    },
  );

  it.each([
    '/api/blacklist/get-all-companies',
    '/api/blacklist/get-one-company',
    '/api/blacklist/get-cities',
    '/api/blacklist/response',
    '/api/blacklist/file',
    '/api/blacklist/blacklist-delete',
    '/api/blacklist/blacklist-delete-file',
  ])('%s never answers a 5xx to any query', async (path) => {
    const method = path.includes('delete') ? 'DELETE' : 'GET';
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('query', 'status', 'country', 'city', 'country_code', 'token', 'id', 'x'),
          fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('0', '-1', '1e99', 'NaN', '9'.repeat(40))),
        ),
        async (query) => {
          const response = await t.app.inject({
            method,
            url: path,
            query,
            remoteAddress: nextIp(),
            headers: { 'x-requested-with': 'dfa-portal' },
            cookies: { [SESSION_COOKIE]: admin },
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 50 },
    );
  });
});
