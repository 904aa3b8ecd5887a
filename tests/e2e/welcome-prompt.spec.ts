import type { Page } from '@playwright/test';
import { WELCOME_DELAY_MS } from '../../shared/constants';
import { expect, test } from './support/fixtures';

/** A paused page clock: time moves only when the test says, however long loading takes. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const welcome = (page: Page) => page.getByRole('dialog', { name: 'Welcome to DFA!' });
const MESSAGE = 'We move reefer containers from Valparaiso to Rotterdam and need a partner.';

test.describe('the welcome prompt and a visitor typing', () => {
  // These tests watch the prompt itself, so it is left open for them.
  test.use({ closeWelcomePrompt: false });

  test('typing into the contact form from second 3 to second 9 is never covered, and once closed the prompt does not return', async ({
    page,
  }) => {
    await openWithPausedClock(page, '/company/contact-us');
    await page.clock.runFor(3000);
    const message = page.getByLabel('Message');
    await message.click();
    // One key every 100 ms, from second 3 to second 9, checking after each that nothing covers the field.
    for (let elapsed = 3000, index = 0; elapsed < 9000; elapsed += 100, index += 1) {
      await message.press(MESSAGE[index % MESSAGE.length]!);
      await page.clock.runFor(100);
      await expect(welcome(page)).toHaveCount(0);
      await expect(message).toBeFocused();
    }
    // Tabbing on through the form, and stopping to read with text in it, still does not bring it up.
    await page.keyboard.press('Shift+Tab');
    await page.locator('h1').click();
    await page.clock.runFor(3000);
    await expect(welcome(page)).toHaveCount(0);
    await expect(message).not.toHaveValue('');

    // Once the visitor leaves the form for another page, the invitation opens.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/company\/faqs$/);
    // The form stays on screen until the next page has loaded; only then has the visitor left it.
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await page.clock.runFor(1000);
    await expect(welcome(page)).toBeVisible();
    await welcome(page).getByRole('button', { name: 'Close dialog' }).click();
    await expect(welcome(page)).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Code of ethics' }).click();
    await page.clock.runFor(WELCOME_DELAY_MS * 2);
    await expect(welcome(page)).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(WELCOME_DELAY_MS * 2);
    await expect(welcome(page)).toHaveCount(0);
  });

  test('waits while a field has focus, and opens once the visitor moves on without having typed', async ({
    page,
  }) => {
    await openWithPausedClock(page, '/company/contact-us');
    await page.getByLabel('Your name').focus();
    await page.clock.runFor(WELCOME_DELAY_MS + 2000);
    await expect(welcome(page)).toHaveCount(0);
    await page.locator('h1').click();
    await page.clock.runFor(1000);
    await expect(welcome(page)).toBeVisible();
  });
});
