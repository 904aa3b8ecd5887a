import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerProcess } from '../ops/support/processes';
import { expect, test } from './support/fixtures';

/**
 * A fresh install: the production build on an empty database, as `npm start` leaves it before
 * anyone has joined or configured the contact details. It must look young, not broken.
 */
let server: ServerProcess;
let work: string;

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'dfa-fresh-'));
  server = await startServer({
    DATABASE_URL: `sqlite:${join(work, 'fresh.sqlite')}`,
    FILES_DIR: join(work, 'files'),
  });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

test.describe('a fresh install', () => {
  test('shows no "0" figure and no empty member map on the home page', async ({ page }) => {
    await page.goto(`${server.url}/`);
    const hero = page.getByRole('region', { name: 'The global network for freight forwarders and NVOCCs' });
    await expect(hero.getByRole('definition')).not.toHaveCount(0);
    for (const figure of await hero.getByRole('definition').all()) {
      await expect(figure).not.toHaveText(/^\s*0\s*$/);
    }
    await expect(hero).toContainText('freight terms explained');
    await expect(hero).not.toContainText('member companies');
    await expect(hero).not.toContainText('countries');
    await expect(hero.getByRole('img', { name: /member companies/ })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(/(^|\D)0 (member companies|countries|carriers)/);
  });

  test('lists no support line, email or postal address until they are configured', async ({ page }) => {
    await page.goto(`${server.url}/company/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Write to us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Support lines' })).toHaveCount(0);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Email and post' })).toHaveCount(0);
  });
});
