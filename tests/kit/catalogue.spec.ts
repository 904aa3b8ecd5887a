import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';

/**
 * Screenshots of each part of the workspace kit, from its catalogue (src-renderer/kit-catalogue.html)
 * on Vite's development server: the catalogue is never built into the site. A changed part shows
 * as a changed image; after a deliberate change, `--update-snapshots` writes the new ones.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 5;
const PARTS = [
  'buttons',
  'section',
  'notices',
  'badges-money',
  'details-timeline',
  'views-filters',
  'data-table',
  'data-table-cards',
  'states',
  'pager',
  'form',
  'member-gate',
] as const;

let vite: ViteDevServer;
test.beforeAll(async () => {
  vite = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    server: { port: PORT, strictPort: true, host: '127.0.0.1', hmr: false },
  });
  await vite.listen();
});
test.afterAll(async () => {
  await vite?.close();
});

test.use({ viewport: { width: 1024, height: 900 } });

// No API server stands behind the catalogue: every call fails as a refused connection would.
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) => route.abort('connectionrefused'),
  );
});

test('the catalogue shows every part of the kit, each as it looks', async ({ page }) => {
  test.slow();
  await page.goto(`http://127.0.0.1:${PORT}/kit-catalogue.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'The workspace kit' })).toBeVisible();
  for (const part of PARTS) {
    await expect(page.locator(`[data-part="${part}"]`)).toHaveScreenshot(`${part}.png`, {
      animations: 'disabled',
    });
  }
});

test('the form layer lists what to fix, focuses the first field, then shows a refused send', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${PORT}/kit-catalogue.html`);
  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(form.getByLabel('Bank reference')).toBeFocused();
  await expect(page.locator('[data-part="form"]')).toHaveScreenshot('form-errors.png', {
    animations: 'disabled',
  });
  await form.getByLabel('Bank reference').fill('FT26331');
  await form.getByLabel('Amount').fill('1500');
  await form.getByRole('button', { name: 'Record the payment' }).click();
  // Nothing answers the catalogue's endpoint: the failure is one message, and it takes focus.
  await expect(page.locator(':focus')).toHaveText(
    'We could not reach the DFA server. Check your connection and try again.',
  );
  await expect(page.locator('[data-part="form"]')).toHaveScreenshot('form-problem.png', {
    animations: 'disabled',
  });
});

test('the confirm dialog, open, and the table’s cards on a phone', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/kit-catalogue.html`);
  const opener = page.getByRole('button', { name: 'Delete the listing' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
  await expect(dialog).toHaveScreenshot('confirm-dialog.png', { animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(opener).toBeFocused();

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.locator('[data-part="data-table"]')).toHaveScreenshot('data-table-phone.png', {
    animations: 'disabled',
  });
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter the shipments' })).toHaveScreenshot(
    'filter-sheet.png',
    {
      animations: 'disabled',
    },
  );
});
