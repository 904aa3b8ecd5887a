import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWorkQueues } from '../../shared/api/admin';
import { seedDemoDirectory } from '../../src-server/features/directory/demo-seed';
import { sessionAs } from '../support/members';
import { nextIp, post } from './support/auth';
import { applicant, get, postAs } from './support/membership';
import { leadBody } from './support/shipping-leads';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

/** How long ago, at most, a demo applicant applied. */
const DEMO_APPLICATION_DAYS = 30;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await sessionAs(t.db, 'admin'))!;
});
afterAll(async () => {
  await t?.close();
});

async function counts(): Promise<Record<string, number>> {
  const response = await get(t.app, '/api/admin/work-queues', admin);
  expect(response.statusCode).toBe(200);
  const { queues } = getWorkQueues.response.parse(response.json());
  return Object.fromEntries(queues.map((queue) => [queue.id, queue.count]));
}

/** A reported company that answered through its response link. */
async function answeredBlacklistEntry() {
  const now = new Date().toISOString();
  const entry = await t.db
    .insertInto('blacklist_entries')
    .values({
      company_name: 'Shadow Cargo FZE',
      aliases: '[]',
      reasons: '[]',
      managers: '[]',
      search_text: 'shadow cargo fze',
      status: 'reported',
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('blacklist_response_links')
    .values({
      entry_id: entry.id,
      token_hash: randomBytes(32).toString('hex'),
      email: 'accounts@shadow-cargo.test',
      expires_at: now,
      created_by: null,
      created_at: now,
      responded_at: now,
      responder_name: 'Omar Said',
      statement: 'The invoice was paid on 3 March; the bank slip is attached.',
    })
    .execute();
}

describe(
  `the team's work queues on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`,
  { timeout: 90_000 },
  () => {
    it('lists every queue, in the order the team works them, with where it is worked', async () => {
      const response = await get(t.app, '/api/admin/work-queues', admin);
      const { queues } = getWorkQueues.response.parse(response.json());
      expect(queues.map((queue) => [queue.id, queue.href])).toEqual([
        ['applications', '/admin/members?filter=applications'],
        ['premium-requests', '/admin/members?filter=premium-requests'],
        ['invoices', '/admin/invoices'],
        ['blacklist-reports', '/company/blacklist'],
        ['blacklist-responses', '/company/blacklist'],
        ['shipping-leads', '/shipping-leads/review'],
        ['protection-reports', '/admin/payment-protection?queue=to-confirm'],
        ['protection-claims', '/admin/payment-protection?queue=claims'],
      ]);
    });

    it('counts what waits: an application, then its invoice once approved, a lead, a blacklist answer', async () => {
      const before = await counts();

      const company = await applicant(t.app, t.db);
      expect(await counts()).toEqual({ ...before, applications: before.applications! + 1 });

      const approved = await postAs(
        t.app,
        '/api/admin/members/approve',
        { companyId: company.companyId, tier: 'premium' },
        admin,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await counts()).toEqual({ ...before, invoices: before.invoices! + 1 });

      const lead = await post(t.app, '/api/lead-form', leadBody(), { ip: nextIp() });
      expect(lead.statusCode, lead.body).toBe(200);
      await answeredBlacklistEntry();
      expect(await counts()).toEqual({
        ...before,
        invoices: before.invoices! + 1,
        'shipping-leads': before['shipping-leads']! + 1,
        'blacklist-reports': before['blacklist-reports']! + 1,
        'blacklist-responses': before['blacklist-responses']! + 1,
      });
    });

    it('says since when the item that has waited longest waits, and nothing when none waits', async () => {
      const queues = async () => {
        const response = await get(t.app, '/api/admin/work-queues', admin);
        const list = getWorkQueues.response.parse(response.json()).queues;
        return Object.fromEntries(list.map((queue) => [queue.id, queue]));
      };
      const lead = await post(t.app, '/api/lead-form', leadBody(), { ip: nextIp() });
      expect(lead.statusCode, lead.body).toBe(200);
      // The oldest pending lead arrived ten days ago; the newer ones do not change the age.
      const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
      const oldest = await t.db
        .selectFrom('shipping_leads')
        .select('id')
        .where('status', '=', 'pending')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('shipping_leads')
        .set({ created_at: tenDaysAgo })
        .where('id', '=', oldest.id)
        .execute();
      expect((await queues())['shipping-leads']!.oldestSince).toBe(tenDaysAgo);

      await t.db
        .updateTable('protection_cases')
        .set({ status: 'settled' })
        .where('status', '=', 'claim_open')
        .execute();
      expect((await queues())['protection-claims']).toMatchObject({ count: 0, oldestSince: null });
    });

    it('ages the demo directory’s applications in days, as applications wait, not years', async () => {
      // The screenshots' portal (600 demo companies) showed an application waiting 2346 days.
      await seedDemoDirectory(t.db, { members: 200, seed: 2020 });
      const response = await get(t.app, '/api/admin/work-queues', admin);
      const applications = getWorkQueues.response
        .parse(response.json())
        .queues.find((queue) => queue.id === 'applications')!;
      expect(applications.count).toBeGreaterThan(10);
      const waitedDays = (Date.now() - Date.parse(applications.oldestSince!)) / 86_400_000;
      expect(waitedDays).toBeLessThanOrEqual(DEMO_APPLICATION_DAYS);
    });

    it('is for admins only', async () => {
      expect((await get(t.app, '/api/admin/work-queues')).statusCode).toBe(401);
      expect((await get(t.app, '/api/admin/work-queues', await sessionAs(t.db, 'member'))).statusCode).toBe(
        403,
      );
    });
  },
);
