import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { E2E_SITE } from '../../../playwright.config';
import type { E2eSite } from './e2e-site';
import { startOwnSite } from './own-site';

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
  closeWelcomePrompt: boolean;
  welcomePromptCloser: void;
  siteOfItsOwn: boolean;
  site: E2eSite;
}>({
  /**
   * Whether the test gets a server of its own (see `startOwnSite`): for tests about the whole
   * site, which other tests change while they run. The others share the run's server.
   */
  siteOfItsOwn: [false, { option: true }],
  site: [
    async ({ siteOfItsOwn }, use) => {
      if (!siteOfItsOwn) {
        await use(E2E_SITE);
        return;
      }
      const site = await startOwnSite();
      try {
        await use(site);
      } finally {
        await site.stop();
      }
    },
    // Starting a server is not part of what the test measures.
    { timeout: 90_000 },
  ],
  /**
   * Each test is a client of its own, as each visitor is: the server believes loopback's
   * `X-Forwarded-For` (TRUST_PROXY in the e2e environment), so the per-address limits (sign-in,
   * forms, pages) count each test apart instead of the whole run as one address.
   */
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    const [a, b, c] = randomBytes(3);
    await use({ 'X-Forwarded-For': `10.${a}.${b}.${Math.max(1, c! % 255)}` });
  },
  /** Pages and API requests go to the test's site. */
  baseURL: async ({ site }, use) => {
    await use(site.baseURL);
  },
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
   * The invitation to join opens five seconds into an anonymous visit (later on a busy machine)
   * over whatever the test is doing there: it is closed whenever it is in the way, as a busy
   * visitor would. Tests of the invitation itself set this to false.
   */
  closeWelcomePrompt: [true, { option: true }],
  welcomePromptCloser: [
    async ({ page, closeWelcomePrompt }, use) => {
      if (closeWelcomePrompt) await closeTheWelcomePromptWhenItOpens(page);
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
 * A tag no other test (nor another run of this one) makes, for the names, emails and numbers a
 * test gives its own data: tests run side by side on one server, so a time stamp is not enough.
 */
export const uniqueTag = (): string => randomBytes(4).toString('hex');

/**
 * The invitation to join opens a few seconds into a visitor's visit: flows that take longer have
 * it closed whenever it gets in the way, as a visitor who is busy would. The test's own page has
 * this already (`closeWelcomePrompt`); other pages a test opens call it.
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

/** How many times axe measures a page that keeps changing under it before the result counts anyway. */
const AXE_ATTEMPTS = 3;

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the current page once it has settled, and expects no
 * violations. As a person waits for a dialog to finish fading in before reading it, axe waits for
 * the page's animations that end (not a spinner's) to end, and measures again when one started
 * while it measured (a prompt opening on its timer): colours half-way through a fade are not
 * what anyone reads.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // evaluate() runs outside the page's CSP, so the strict policy stays on for the page itself.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (attempts) => {
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
    const endingAnimations = () =>
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const animationsEnded = () =>
      // A cancelled animation (its element removed) has ended too.
      Promise.all(endingAnimations().map((animation) => animation.finished.catch(() => undefined)));
    for (let attempt = 1; ; attempt += 1) {
      await animationsEnded();
      let changed = false;
      const noteChange = () => (changed = true);
      document.addEventListener('animationstart', noteChange, true);
      document.addEventListener('transitionstart', noteChange, true);
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      document.removeEventListener('animationstart', noteChange, true);
      document.removeEventListener('transitionstart', noteChange, true);
      changed ||= endingAnimations().some((animation) => animation.playState === 'running');
      if (!changed || attempt === attempts) {
        return result.violations.map((violation) => ({
          id: violation.id,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      }
    }
  }, AXE_ATTEMPTS);
  expect(violations).toEqual([]);
}
