import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberMap, listMembers } from '../../shared/api/directory';
import { getSiteFigures } from '../../shared/api/site';
import { ALL_TERMS } from '../../shared/dictionary/index';
import { COUNTRY_POINTS } from '../../shared/geo/country-points';
import { createDirectoryEntry } from '../../src-server/services/company-repository';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DIRECTORY_CACHE_SECONDS: '0' } });
  const now = new Date().toISOString();
  const companies: {
    name: string;
    status: 'premium' | 'standard_active' | 'standard_inactive' | 'pending';
    country: string;
  }[] = [
    { name: 'Aegean Reefer Lines', status: 'premium', country: 'GR' },
    { name: 'Piraeus Box Agency', status: 'standard_active', country: 'GR' },
    { name: 'Amsterdam Barge Freight', status: 'premium', country: 'NL' },
    { name: 'Lapsed Cargo Partners', status: 'standard_inactive', country: 'DE' },
    { name: 'Applicant Forwarding', status: 'pending', country: 'FR' },
  ];
  for (const company of companies) {
    const { id } = await t.db
      .insertInto('companies')
      .values({
        name: company.name,
        logo_url: null,
        membership_type: company.status,
        valid_until: '2027-06-30',
        created_at: now,
        member_since: company.status === 'pending' ? null : '2024-03-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createDirectoryEntry(t.db, id, {
      name: company.name,
      country: company.country,
      city: 'Port',
      services: ['sea-freight'],
    });
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe(`live figures and the member map on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('counts active members and their countries from the data, and the dictionary’s terms', async () => {
    const { figures } = getSiteFigures.response.parse((await get('/api/site/figures')).json());
    expect(figures).toEqual([
      { id: 'members', value: 3, label: 'member companies' },
      { id: 'countries', value: 2, label: 'countries' },
      { id: 'dictionary-terms', value: ALL_TERMS.length, label: 'freight terms explained' },
    ]);
  });

  it('counts a carrier once it is connected here, whatever it is connected for', async () => {
    const now = new Date().toISOString();
    const carrier = async (scac: string) =>
      (await t.db.selectFrom('carriers').select('id').where('scac', '=', scac).executeTakeFirstOrThrow()).id;
    const connection = (carrierId: number, kind: 'schedules' | 'tracking', enabled: 0 | 1) => ({
      carrier_id: carrierId,
      kind,
      base_url: 'https://api.carrier.example/dcsa',
      api_key: 'key',
      api_key_updated_at: now,
      interval_minutes: 60,
      enabled,
      next_sync_at: '2999-01-01T00:00:00.000Z',
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    const maersk = await carrier('MAEU');
    const cma = await carrier('CMDU');
    await t.db
      .insertInto('carrier_connections')
      .values([
        connection(maersk, 'schedules', 1),
        connection(maersk, 'tracking', 1),
        connection(cma, 'schedules', 0),
      ])
      .execute();
    try {
      const { figures } = getSiteFigures.response.parse((await get('/api/site/figures')).json());
      expect(figures.find((figure) => figure.id === 'carriers')).toEqual({
        id: 'carriers',
        value: 1,
        label: 'carrier connected',
      });
    } finally {
      await t.db.deleteFrom('carrier_connections').execute();
    }
  });

  it('places each country with active members on the map, most members first', async () => {
    const map = getMemberMap.response.parse((await get('/api/directory/member-map')).json());
    expect(map.members).toBe(3);
    expect(map.countries.map(({ code, count }) => ({ code, count }))).toEqual([
      { code: 'GR', count: 2 },
      { code: 'NL', count: 1 },
    ]);
    const greece = map.countries[0]!;
    expect([greece.x, greece.y]).toEqual(COUNTRY_POINTS.GR);
  });

  it('lists lapsed members only to whoever asks for them', async () => {
    const names = async (query: string) =>
      listMembers.response
        .parse((await get(`/api/directory/members${query}`)).json())
        .items.map((item) => item.name);
    expect(await names('')).toEqual(['Aegean Reefer Lines', 'Amsterdam Barge Freight', 'Piraeus Box Agency']);
    expect(await names('?status=standard_inactive')).toEqual(['Lapsed Cargo Partners']);
    expect(await names('?sort=country')).toEqual([
      'Aegean Reefer Lines',
      'Piraeus Box Agency',
      'Amsterdam Barge Freight',
    ]);
    const bad = await get('/api/directory/members?sort=size');
    expect(bad.statusCode).toBe(400);
  });
});
