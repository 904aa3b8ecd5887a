import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every page test fails on a console error or an uncaught exception: a visitor would not see
 * them, but they are bugs all the same.
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectedApiStatuses: number[];
  consent: 'granted' | 'denied' | 'unset';
  presetConsent: void;
}>({
  /**
   * The visitor's marketing-consent choice before the test starts: 'denied' by default, so the
   * banner does not cover the pages other tests click on; 'unset' shows it.
   */
  consent: ['denied', { option: true }],
  presetConsent: [
    async ({ page, consent }, use) => {
      if (consent !== 'unset') {
        // Init scripts run in every frame, and a frame the browser refused to load has no storage.
        await page.addInitScript((choice) => {
          try {
            window.localStorage.setItem('dfa-consent', choice);
          } catch {
            // nothing to preset in a frame without storage
          }
        }, consent);
      }
      await use();
    },
    { auto: true },
  ],
  /**
   * API answers a test provokes on purpose (a wrong password is a 401): Chromium logs every
   * failed fetch, but these are the behaviour under test, not bugs.
   */
  expectedApiStatuses: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedApiStatuses }, use) => {
      const errors: string[] = [];
      recordConsoleErrors(page, errors, expectedApiStatuses);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Collects a page's console errors and uncaught exceptions into `errors`, leaving out the
 * ones a test provokes on purpose: its own 404 document, and API answers with an expected
 * status. The fixture does this for `page`; tests with more browsers call it for theirs.
 */
export function recordConsoleErrors(page: Page, errors: string[], expectedApiStatuses: number[] = []): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A page that answers 404 on purpose makes Chromium log its own document's status.
    const documentNotFound =
      message.text().includes('status of 404') && message.location().url === page.url();
    const expectedApiError =
      new URL(message.location().url, page.url()).pathname.startsWith('/api/') &&
      expectedApiStatuses.some((status) => message.text().includes(`status of ${status} `));
    if (!documentNotFound && !expectedApiError) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

export { expect };

/**
 * The invitation to join opens a few seconds into a visitor's visit: flows that take longer have
 * it closed whenever it gets in the way, as a visitor who is busy would.
 */
export async function closeTheWelcomePromptWhenItOpens(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: 'Welcome to DFA!' });
  await page.addLocatorHandler(welcome, () => welcome.getByRole('button', { name: 'Close dialog' }).click());
}

/**
 * Marks the tests CI runs a second time with the server on PostgreSQL (sign-up and sign-in, a
 * form, the directory): `playwright test --project=web --grep @postgres` with E2E_POSTGRES_URL set.
 */
export const POSTGRES_SUBSET = { tag: '@postgres' };

/** Runs axe-core (WCAG 2.1 A and AA rules) on the current page and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // evaluate() runs outside the page's CSP, so the strict policy stays on for the page itself.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  expect(violations).toEqual([]);
}
