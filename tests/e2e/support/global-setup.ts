/**
 * Data every test may read and no test changes, put into the e2e server's fresh database once per
 * run, before any test starts: the sample schedules and shipments members search and track, and a
 * directory of fictional member companies to filter and page through. Loading them in the tests
 * themselves would replace them under another test that is reading them at that moment.
 */
import { expect } from '@playwright/test';
import { listMembers } from '../../../shared/api/directory';
import { seedDemoDirectory } from '../../../src-server/features/directory/demo-seed';
import { loadSampleSchedules } from '../../../src-server/engines/schedules/sample-schedules';
import { loadSampleShipments } from '../../../src-server/engines/tracking/sample-shipments';
import { E2E_SITE } from '../../../playwright.config';
import { withE2eDatabase } from './database';

/** Fictional companies in the directory: more than a page of it, and more than a member may reveal in an hour. */
const DEMO_MEMBERS = 90;

export default async function loadSharedData(): Promise<void> {
  await withE2eDatabase(async (db) => {
    await loadSampleSchedules(db);
    await loadSampleShipments(db, { siteUrl: E2E_SITE.baseURL });
    await seedDemoDirectory(db, { members: DEMO_MEMBERS, seed: 11 });
  });
  // The server notices the outside change within a second; tests start once its directory lists
  // every current demo member.
  const demoListed = await withE2eDatabase(async (db) => {
    const { count } = await db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('name', 'like', '% Demo %')
      .where('membership_type', 'in', ['premium', 'standard_active'])
      .executeTakeFirstOrThrow();
    return Number(count);
  });
  await expect
    .poll(
      async () => {
        const response = await fetch(`${E2E_SITE.baseURL}${listMembers.path}?text=Demo`);
        return listMembers.response.parse(await response.json()).total_items;
      },
      { message: 'the e2e server lists the demo directory', timeout: 15_000 },
    )
    .toBe(demoListed);
}
