import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselAnswer } from '../../shared/api/schedules';
import { createSession } from '../../src-server/http/sessions';
import { importVesselSchedules } from '../../src-server/engines/schedules/import-schedules';
import { insertMember } from '../support/members';
import { tradingMember } from '../support/payment-protection';
import { get } from './support/membership';
import { ASIA_EUROPE_CALLS, serviceSchedule } from './support/schedules';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A person who types `%` or `_` into a search box means those characters, on SQLite as on
 * PostgreSQL: `100%` finds the name with "100%" in it, not every name with "100", and `r_s`
 * finds "Harbour_Star", not "HarbourXStar".
 */

let t: TestApp;
beforeAll(async () => {
  // Every schedule search reads its rows with SQL, so the database's LIKE is what answers.
  t = await createTestApp({ env: { SCHEDULE_INDEX_MAX_CALLS: '0' } });
});
afterAll(async () => {
  await t?.close();
});

describe('a search for a literal % or _', () => {
  it('finds payment protection counterparties by exactly what was typed', async () => {
    const creditor = await tradingMember(t.db, { companyName: 'Quayside Creditor Shipping' });
    const percent = await tradingMember(t.db, { companyName: 'Quayside 100% Reefer' });
    await tradingMember(t.db, { companyName: 'Quayside 1000 Reefer' });
    const underscore = await tradingMember(t.db, { companyName: 'Quayside Harbour_Star' });
    await tradingMember(t.db, { companyName: 'Quayside HarbourXStar' });

    const names = async (text: string) => {
      const response = await get(
        t.app,
        `/api/payment-protection/parties?text=${encodeURIComponent(text)}`,
        creditor.session,
      );
      expect(response.statusCode).toBe(200);
      return (response.json() as { items: { companyId: number }[] }).items.map((item) => item.companyId);
    };
    expect(await names('100%')).toEqual([percent.companyId]);
    expect(await names('r_s')).toEqual([underscore.companyId]);
  });

  it('finds vessels by exactly what was typed', async () => {
    await importVesselSchedules(t.db, [
      [
        serviceSchedule({
          code: 'LS1',
          imo: '9321483',
          vesselName: 'Tern 100% Green',
          calls: ASIA_EUROPE_CALLS,
        }),
        serviceSchedule({
          code: 'LS2',
          imo: '9321495',
          vesselName: 'Tern 1000 Green',
          calls: ASIA_EUROPE_CALLS,
        }),
        serviceSchedule({
          code: 'LS3',
          imo: '9321500',
          vesselName: 'Tern Harbour_Star',
          calls: ASIA_EUROPE_CALLS,
        }),
        serviceSchedule({
          code: 'LS4',
          imo: '9321512',
          vesselName: 'Tern HarbourXStar',
          calls: ASIA_EUROPE_CALLS,
        }),
      ],
    ]);
    const member = await insertMember(t.db);
    const session = (await createSession(t.db, member.userId, new Date())).token;

    const vessels = async (vessel: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/schedules/vessel',
        query: { vessel, from: '2026-11-28', to: '2026-12-20' },
        cookies: { dfa_session: session },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<VesselAnswer>().matches.map((match) => match.name);
    };
    expect(await vessels('tern')).toHaveLength(4);
    expect(await vessels('100%')).toEqual(['Tern 100% Green']);
    expect(await vessels('r_s')).toEqual(['Tern Harbour_Star']);
  });
});
