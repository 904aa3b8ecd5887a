import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfileSchema } from '../../shared/api/directory';
import type { CompaniesTable } from '../../src-server/db/tables';
import { BUILD_PATHS } from '../../src-server/paths';
import { loadSite } from '../../src-server/web/site';
import { insertMember } from '../support/members';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  const site = await loadSite({ ...BUILD_PATHS, siteUrl: TEST_SITE_URL });
  t = await createTestApp({ site, env: { DIRECTORY_CACHE_SECONDS: '0' } });
});
afterAll(async () => {
  await t?.close();
});

type Record = Pick<
  CompaniesTable,
  'membership_type' | 'tier' | 'valid_until' | 'member_since' | 'suspended_at' | 'suspension_reason'
>;

async function companyWith(record: Partial<Record>) {
  const slug = `verify-${randomBytes(4).toString('hex')}`;
  const { companyId } = await insertMember(t.db, { slug, companyName: `Verify ${slug}` });
  await t.db.updateTable('companies').set(record).where('id', '=', companyId).execute();
  return slug;
}

async function verificationOf(slug: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/directory/company?slug=${slug}` });
  expect(response.statusCode).toBe(200);
  return companyProfileSchema.parse(response.json()).verification;
}

describe(`verifying a membership on the public profile, on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('states a current member’s year of joining, tier and validity, in the API and the rendered page', async () => {
    const slug = await companyWith({
      membership_type: 'premium',
      tier: 'premium',
      member_since: '2021-05-04',
      valid_until: '2027-03-12',
    });
    expect(await verificationOf(slug)).toEqual({
      current: true,
      headline: 'Current member of the Digital Freight Alliance',
      details: 'Member since 2021, Premium, valid until 12 March 2027.',
    });
    const html = (await t.app.inject({ method: 'GET', url: `/directory/company/${slug}` })).body;
    // In the page's markup, not only in the data the page hydrates from.
    expect(html).toMatch(
      /<dd[^>]*><strong>Current member of the Digital Freight Alliance<\/strong><br\/>Member since 2021, Premium, valid until 12 March 2027\.<\/dd>/,
    );
  });

  it('says plainly when a company is lapsed, suspended or only applying', async () => {
    const lapsed = await companyWith({
      membership_type: 'standard_inactive',
      tier: 'standard',
      member_since: '2022-01-10',
      valid_until: '2026-02-28',
    });
    expect(await verificationOf(lapsed)).toEqual({
      current: false,
      headline: 'Not a current member: membership lapsed',
      details: 'Member since 2022, Standard; the membership ended on 28 February 2026 and was not renewed.',
    });

    const suspended = await companyWith({
      membership_type: 'standard_inactive',
      tier: 'premium',
      member_since: '2020-11-02',
      valid_until: '2027-01-31',
      suspended_at: '2026-09-15T10:00:00.000Z',
      suspension_reason: 'Unpaid freight invoices to two members.',
    });
    const verdict = await verificationOf(suspended);
    expect(verdict).toEqual({
      current: false,
      headline: 'Not a current member: suspended',
      details: 'Member since 2020, Premium; suspended by the association on 15 September 2026.',
    });
    // The reason is between the association and the member; the page only says it happened.
    expect(JSON.stringify(verdict)).not.toContain('Unpaid');

    const current = await companyWith({
      membership_type: 'standard_active',
      tier: 'standard',
      member_since: '2023-06-01',
      valid_until: '2026-12-31',
    });
    expect((await verificationOf(current)).details).toBe(
      'Member since 2023, Standard, valid until 31 December 2026.',
    );
  });
});
