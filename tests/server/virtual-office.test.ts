import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import {
  deleteUnit,
  getUnit,
  listUnits,
  saveUnit,
  unitBodySchema,
  type TransportUnit,
} from '../../shared/api/virtual-office';
import { PAGE_SIZE } from '../../shared/constants';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextEmail, nextIp, post } from './support/auth';
import { insertMember } from '../support/members';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

interface Member {
  userId: number;
  companyId: number;
  session: string;
}

async function signIn(userId: number, companyId: number): Promise<Member> {
  return { userId, companyId, session: (await createSession(t.db, userId, new Date())).token };
}

async function newMember(options: { isAdmin?: boolean } = {}): Promise<Member> {
  const member = await insertMember(t.db, { email: nextEmail(), ...options });
  return signIn(member.userId, member.companyId);
}

/** A second user at the member's company, as when a company adds a dispatcher. */
async function colleagueOf(member: Member): Promise<Member> {
  const now = new Date().toISOString();
  const user = await t.db
    .insertInto('users')
    .values({
      hash_id: `colleague-${member.userId}-${Date.now()}`,
      email: nextEmail(),
      first_name: 'Jonas',
      last_name: 'Berg',
      phone: null,
      password_hash: null,
      company_id: member.companyId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return signIn(user.id, member.companyId);
}

function unitBody(overrides: Record<string, unknown> = {}) {
  return {
    name: '  Volvo FH 500 tautliner ',
    type: 'truck',
    registrationNumber: 'hh-ab 1234',
    zones: [
      { country: 'de', city: ' Hamburg ' },
      { country: 'PL', city: '' },
    ],
    rateModel: 'per-km',
    rateAmount: '1.35',
    currency: 'EUR',
    availableFrom: '2026-12-01',
    availableUntil: '2027-01-31',
    notes: 'Tail lift, 33 pallets.',
    ...overrides,
  };
}

const save = (member: Member | undefined, body: unknown) =>
  post(t.app, saveUnit.path, body, { ip: nextIp(), ...(member ? { session: member.session } : {}) });
const remove = (member: Member | undefined, body: unknown) =>
  post(t.app, deleteUnit.path, body, { ip: nextIp(), ...(member ? { session: member.session } : {}) });
const get = (member: Member | undefined, path: string, query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query,
    remoteAddress: nextIp(),
    ...(member ? { cookies: { [SESSION_COOKIE]: member.session } } : {}),
  });
const list = async (member: Member, query: Record<string, string>) => {
  const response = await get(member, listUnits.path, query);
  expect(response.statusCode).toBe(200);
  return listUnits.response.parse(response.json());
};

async function created(member: Member, overrides: Record<string, unknown> = {}): Promise<TransportUnit> {
  const response = await save(member, unitBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return saveUnit.response.parse(response.json());
}

async function unitCount(): Promise<{ units: number; zones: number }> {
  const count = async (table: 'transport_units' | 'transport_unit_zones') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { units: await count('transport_units'), zones: await count('transport_unit_zones') };
}

const ids = (units: { id: number }[]) => units.map((unit) => unit.id);

describe(`virtual office on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  beforeEach(async () => {
    await t.db.deleteFrom('transport_unit_zones').execute();
    await t.db.deleteFrom('transport_units').execute();
  });

  it('turns anonymous callers away from every endpoint with 401, whatever they send', async () => {
    const answers = [
      await get(undefined, listUnits.path, {}),
      await get(undefined, listUnits.path, { view: 'nonsense' }),
      await get(undefined, getUnit.path, { id: '1' }),
      await save(undefined, unitBody()),
      await save(undefined, { zones: [] }),
      await remove(undefined, { id: 1 }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    }
    expect(await unitCount()).toEqual({ units: 0, zones: 0 });
  });

  it('stores a new listing for the member’s company, normalised, with its zones in order', async () => {
    const member = await newMember();
    const unit = await created(member);
    expect(unit).toMatchObject({
      name: 'Volvo FH 500 tautliner',
      type: 'truck',
      registrationNumber: 'HH-AB 1234',
      zones: [
        { country: 'DE', city: 'Hamburg' },
        { country: 'PL', city: null },
      ],
      rateModel: 'per-km',
      rateAmount: '1.35',
      currency: 'EUR',
      availableFrom: '2026-12-01',
      availableUntil: '2027-01-31',
      notes: 'Tail lift, 33 pallets.',
      company: { id: member.companyId, name: 'Harbour Line Logistics' },
      createdBy: { name: 'Amira Haddad' },
      canEdit: true,
    });
    const row = await t.db
      .selectFrom('transport_units')
      .selectAll()
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    // Money is kept in cents, never as a float.
    expect(Number(row.rate_amount_minor)).toBe(135);
    expect(row).toMatchObject({ company_id: member.companyId, created_by: member.userId });
  });

  it('keeps whole-unit currencies whole and pads decimals to the currency’s digits', async () => {
    const member = await newMember();
    expect((await created(member, { rateAmount: '450', currency: 'USD' })).rateAmount).toBe('450.00');
    expect((await created(member, { rateAmount: '0.5', currency: 'GBP' })).rateAmount).toBe('0.50');
    expect((await created(member, { rateAmount: '52000', currency: 'JPY' })).rateAmount).toBe('52000');
  });

  it('answers a field message for each invalid field and writes nothing', async () => {
    const member = await newMember();
    const response = await save(member, {
      name: ' ',
      type: 'spaceship',
      registrationNumber: '<script>',
      zones: [],
      rateModel: 'per-parsec',
      rateAmount: 'cheap',
      currency: 'XYZ',
      availableFrom: '2026-02-30',
      availableUntil: '',
      notes: 'x'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({
      name: 'Name the unit, for example “Volvo FH 500 tautliner”.',
      type: 'Choose the type of unit.',
      registrationNumber: 'Use letters, digits, spaces, dots, hyphens or slashes, like “B-AB 1234”.',
      zones: 'Add at least one loading zone.',
      rateModel: 'Choose how the rate is charged.',
      rateAmount: 'Enter the rate as a number, like 1.35 or 450.',
      currency: 'Choose a currency from the list.',
      availableFrom: 'Enter a real date as YYYY-MM-DD.',
      availableUntil: 'Enter the last day the unit is available.',
      notes: 'Keep the notes under 1000 characters.',
    });
    expect(await unitCount()).toEqual({ units: 0, zones: 0 });
  });

  it('refuses a zero rate, reversed dates, extra decimals, unknown and repeated zones', async () => {
    const member = await newMember();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ rateAmount: '0.00' }, { rateAmount: 'The rate must be more than 0.' }],
      [
        { availableFrom: '2027-02-01', availableUntil: '2027-01-31' },
        { availableUntil: 'The last day cannot be before the first day.' },
      ],
      [
        { rateAmount: '1.355' },
        { rateAmount: 'Enter the rate with at most 2 decimal places and 9 digits before the point.' },
      ],
      [
        { rateAmount: '10.5', currency: 'JPY' },
        { rateAmount: 'Enter a whole amount: JPY has no decimal places.' },
      ],
      [
        { zones: [{ country: 'XX', city: 'Atlantis' }] },
        { 'zones.0.country': 'Choose a country from the list.' },
      ],
      [
        {
          zones: [
            { country: 'DE', city: 'Hamburg' },
            { country: 'de', city: 'HAMBURG' },
          ],
        },
        { 'zones.1.city': 'This loading zone is already listed.' },
      ],
      [{ zones: 'DE' }, { zones: 'Add at least one loading zone.' }],
    ];
    for (const [overrides, fields] of cases) {
      const response = await save(member, unitBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response).fields).toEqual(fields);
    }
    expect(await unitCount()).toEqual({ units: 0, zones: 0 });
  });

  it('shows one unit to any member, and 404 or 400 for unknown or malformed ids', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const unit = await created(owner);

    const seen = await get(stranger, getUnit.path, { id: String(unit.id) });
    expect(seen.statusCode).toBe(200);
    expect(getUnit.response.parse(seen.json())).toEqual({ ...unit, canEdit: false });

    const missing = await get(stranger, getUnit.path, { id: String(unit.id + 1000) });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('NOT_FOUND');
    expect(errorOf(missing).message).toContain(`number ${unit.id + 1000}`);

    const malformed = await get(stranger, getUnit.path, { id: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toEqual({ id: 'Give the listing’s number.' });
  });

  it('lists my units, my company’s units and everyone’s, each with whether I may edit', async () => {
    const member = await newMember();
    const colleague = await colleagueOf(member);
    const stranger = await newMember();
    const mine = await created(member, { name: 'Mine' });
    const colleagues = await created(colleague, { name: 'Colleague’s' });
    const strangers = await created(stranger, { name: 'Stranger’s' });

    expect(ids((await list(member, { view: 'mine' })).items)).toEqual([mine.id]);
    expect(ids((await list(member, { view: 'company' })).items)).toEqual([colleagues.id, mine.id]);
    const everyone = await list(member, {});
    expect(ids(everyone.items)).toEqual([strangers.id, colleagues.id, mine.id]);
    expect(everyone.items.map((unit) => unit.canEdit)).toEqual([false, true, true]);
    expect(ids((await list(colleague, { view: 'mine' })).items)).toEqual([colleagues.id]);
    expect(ids((await list(stranger, { view: 'company' })).items)).toEqual([strangers.id]);
  });

  it('finds units by type, by country and by city, a whole-country zone matching any city there', async () => {
    const member = await newMember();
    const hamburgTruck = await created(member, { zones: [{ country: 'DE', city: 'Hamburg' }] });
    const germanyVan = await created(member, { type: 'van', zones: [{ country: 'DE', city: null }] });
    const gdanskReefer = await created(member, {
      type: 'reefer-truck',
      zones: [
        { country: 'PL', city: 'Gdańsk' },
        { country: 'DE', city: 'Berlin' },
      ],
    });

    expect(ids((await list(member, { type: 'van' })).items)).toEqual([germanyVan.id]);
    expect(ids((await list(member, { country: 'de' })).items)).toEqual([
      gdanskReefer.id,
      germanyVan.id,
      hamburgTruck.id,
    ]);
    expect(ids((await list(member, { country: 'DE', city: '  hamburg ' })).items)).toEqual([
      germanyVan.id,
      hamburgTruck.id,
    ]);
    expect(ids((await list(member, { country: 'DE', city: 'Hamburg', type: 'truck' })).items)).toEqual([
      hamburgTruck.id,
    ]);
    expect(ids((await list(member, { city: 'GDAŃSK' })).items)).toEqual([gdanskReefer.id]);
    expect((await list(member, { country: 'FR' })).items).toEqual([]);
    // Empty fields, as a search form sends them, mean "any".
    expect((await list(member, { type: '', country: '', city: '', page: '' })).total_items).toBe(3);
  });

  it('pages the results by PAGE_SIZE', async () => {
    const member = await newMember();
    for (let index = 0; index < PAGE_SIZE + 3; index += 1) await created(member, { name: `Unit ${index}` });
    const first = await list(member, { view: 'mine' });
    expect(first).toMatchObject({ total_items: PAGE_SIZE + 3, total_pages: 2, page: 1 });
    expect(first.items).toHaveLength(PAGE_SIZE);
    const second = await list(member, { view: 'mine', page: '2' });
    expect(second.items).toHaveLength(3);
    expect(new Set([...ids(first.items), ...ids(second.items)]).size).toBe(PAGE_SIZE + 3);
    expect((await list(member, { view: 'mine', page: '3' })).items).toEqual([]);
  });

  it('refuses malformed search fields with field messages', async () => {
    const member = await newMember();
    const response = await get(member, listUnits.path, {
      view: 'others',
      type: 'boat',
      country: 'ZZ',
      page: '0',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      view: 'Choose all, mine or company.',
      type: 'Choose a unit type from the list.',
      country: 'Choose a country from the list.',
      page: 'Give a whole page number from 1.',
    });
  });

  it('lets the creator, a colleague and an admin change a listing, and no other member', async () => {
    const member = await newMember();
    const colleague = await colleagueOf(member);
    const stranger = await newMember();
    const admin = await newMember({ isAdmin: true });
    const unit = await created(member);

    const refused = await save(stranger, unitBody({ id: unit.id, name: 'Taken over' }));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: 'FORBIDDEN',
      message: 'Only members of the company that listed this unit can change or delete it.',
    });
    expect((await list(member, { view: 'mine' })).items[0]).toMatchObject({ name: unit.name });

    const byColleague = await save(
      colleague,
      unitBody({ id: unit.id, name: 'Renamed', zones: [{ country: 'NL', city: 'Rotterdam' }] }),
    );
    expect(byColleague.statusCode).toBe(200);
    expect(byColleague.json()).toMatchObject({
      id: unit.id,
      name: 'Renamed',
      zones: [{ country: 'NL', city: 'Rotterdam' }],
      company: { id: member.companyId },
      createdBy: { name: 'Amira Haddad' },
    });
    expect((await list(member, { country: 'DE' })).items).toEqual([]);

    const byAdmin = await save(admin, unitBody({ id: unit.id, rateAmount: '2' }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      rateAmount: '2.00',
      canEdit: true,
      company: { id: member.companyId },
    });
    expect(await unitCount()).toEqual({ units: 1, zones: 2 });

    const unknown = await save(member, unitBody({ id: unit.id + 1000 }));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });

  it('deletes a listing for its company or an admin after refusing other members', async () => {
    const member = await newMember();
    const colleague = await colleagueOf(member);
    const stranger = await newMember();
    const admin = await newMember({ isAdmin: true });
    const first = await created(member);
    const second = await created(member);

    const refused = await remove(stranger, { id: first.id });
    expect(refused.statusCode).toBe(403);
    expect(await unitCount()).toEqual({ units: 2, zones: 4 });

    const byColleague = await remove(colleague, { id: first.id });
    expect(byColleague.statusCode).toBe(200);
    expect(byColleague.json()).toEqual({ status: 'deleted', id: first.id });
    expect((await get(member, getUnit.path, { id: String(first.id) })).statusCode).toBe(404);
    expect((await remove(member, { id: first.id })).statusCode).toBe(404);

    expect((await remove(admin, { id: second.id })).statusCode).toBe(200);
    expect(await unitCount()).toEqual({ units: 0, zones: 0 });

    const malformed = await remove(member, { id: 'first' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toEqual({ id: 'Give the listing’s number.' });
  });
});

describe(`virtual office malformed input on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const hugeString = fc.string({ minLength: 10_000, maxLength: 60_000, unit: 'grapheme-ascii' });
  const wrongValue = fc.oneof(
    fc.jsonValue(),
    hugeString,
    fc.constant(null),
    fc.array(fc.string()),
    fc.integer(),
    fc.double(),
  );

  /** A valid body with one field, possibly inside a zone, replaced by garbage. */
  function brokenBody(valid: Record<string, unknown>) {
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]) => {
      if (path.length > 0) paths.push(path);
      if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          walk(child, [...path, Array.isArray(value) ? Number(key) : key]);
        }
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
  );

  it('refuses malformed listings and deletions with a 4xx envelope and writes nothing', async () => {
    const member = await newMember();
    const existing = await created(member);
    const before = await unitCount();
    const valid = { ...unitBody(), id: existing.id };
    expect(unitBodySchema.safeParse(valid).success).toBe(true);
    const malformedUnit = fc
      .oneof(brokenBody(valid), brokenBody(unitBody()), anyPayload)
      .filter((payload) => {
        try {
          return !unitBodySchema.safeParse(JSON.parse(payload)).success;
        } catch {
          return true;
        }
      });
    const malformedDelete = fc.oneof(brokenBody({ id: existing.id }), anyPayload).filter((payload) => {
      try {
        return !deleteUnit.body.safeParse(JSON.parse(payload)).success;
      } catch {
        return true;
      }
    });
    for (const [path, payloads] of [
      [saveUnit.path, malformedUnit],
      [deleteUnit.path, malformedDelete],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const response = await t.app.inject({
            method: 'POST',
            url: path,
            remoteAddress: nextIp(),
            headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
            cookies: { [SESSION_COOKIE]: member.session },
            payload,
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(errorEnvelopeSchema.safeParse(JSON.parse(response.body)).success).toBe(true);
        }),
        { numRuns: 80 },
      );
    }
    expect(await unitCount()).toEqual(before);
    expect((await get(member, getUnit.path, { id: String(existing.id) })).json()).toEqual(existing);
  });

  it('never fails on malformed search or lookup queries', async () => {
    const member = await newMember();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(listUnits.path, getUnit.path),
        fc.dictionary(
          fc.constantFrom('view', 'type', 'country', 'city', 'page', 'id', 'other'),
          fc.oneof(fc.string({ maxLength: 300 }), fc.integer().map(String), fc.double().map(String)),
        ),
        async (path, query) => {
          const response = await get(member, path, query);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });
});
