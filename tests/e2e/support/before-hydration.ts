import type { Page } from '@playwright/test';

/**
 * Opens `path` as a mid-range phone on a slow network would: the CPU runs six times slower, and
 * the page's module scripts are held back until `release()`, so whatever the test does first
 * happens in the server's HTML, before the page is interactive.
 */
export async function openBeforeHydration(page: Page, path: string): Promise<{ release: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded: the visitor starts as soon as the HTML is there.
  await page.goto(path, { waitUntil: 'commit' });
  return { release };
}
