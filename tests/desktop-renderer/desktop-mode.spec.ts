import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteAnswer } from '../../shared/api/schedules';
import { formatDate } from '../../shared/domain/date';
import { expect, expectNoAxeViolations, test, uniqueTag } from '../e2e/support/fixtures';
import { createSignedInMember } from '../e2e/support/members';
import { choosePort } from '../e2e/support/port-combobox';
import { electronNetwork } from '../desktop-support/electron-net';
import { ApiServer, API_ORIGIN, APP_URL, openDesktopApp } from './support/desktop-mode';

/**
 * The renderer's desktop mode in Chromium: the built desktop renderer with the bridge the app's
 * main process provides (the real host code, forwarding to a real API server and database).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const api = new ApiServer();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', '--desktop'], { cwd: ROOT, stdio: 'inherit' });
  // The app saves the sample schedules (loaded once per run, support/global-setup.ts) while
  // online and searches them once the server is gone.
  await api.start();
});

test.afterAll(async () => {
  await api.stop();
});

/** Puts a member's session into the host's jar, as signing in through the app does. */
function signedIn(desktop: Awaited<ReturnType<typeof openDesktopApp>>['desktop'], token: string): void {
  desktop.host.session.jar.store(
    [`dfa_session=${token}; Path=/; HttpOnly`],
    new URL(`${API_ORIGIN}/api/auth/sign-in`),
  );
}

test('a signed-in member is recognised through the bridge, and API data reaches the pages', async ({
  page,
}) => {
  const calls: string[] = [];
  const net = electronNetwork();
  const app = await openDesktopApp(page, {
    network: {
      ...net,
      fetch: (input, init) => {
        calls.push(new URL(input).pathname);
        return net.fetch(input, init);
      },
    },
  });
  try {
    const member = await createSignedInMember({ firstName: 'Soren' });
    signedIn(app.desktop, member.cookie.value);
    await page.goto(`${APP_URL}/events`);
    await expect(page.getByRole('button', { name: /Soren/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(calls).toContain('/api/user');
    // The session token never reaches the page.
    expect(await page.evaluate(() => document.cookie)).not.toContain(member.cookie.value);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  } finally {
    await app.close();
  }
});

test('an admin uploads two files from disk with visible progress', async ({ page }) => {
  test.setTimeout(90_000);
  // About 2 MB at 4 MB/s: half a second of upload, long enough to watch.
  const app = await openDesktopApp(page, {
    network: electronNetwork({ uplinkBytesPerSecond: 4 * 1024 * 1024 }),
  });
  try {
    const admin = await createSignedInMember({ firstName: 'Ines', isAdmin: true });
    signedIn(app.desktop, admin.cookie.value);
    // A company of this test's own: a retry lists another, never finds the first one's files.
    const company = `Meridian Ghost Freight ${uniqueTag()}`;
    const created = (await app.desktop.invoke('apiRequest', {
      method: 'POST',
      path: '/api/blacklist/blacklist-item',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
      body: JSON.stringify({
        companyName: company,
        aliases: [],
        countries: [{ country: 'GR', cities: ['Piraeus'] }],
        reasons: ['Left two ocean freight invoices unpaid (US$12,600).'],
        managers: [],
      }),
    })) as { status: number };
    expect(created.status).toBe(200);

    const folder = mkdtempSync(path.join(tmpdir(), 'dfa-evidence-'));
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    writeFileSync(path.join(folder, 'invoice 4471.pdf'), Buffer.concat([pdf, Buffer.alloc(1_500_000, 32)]));
    writeFileSync(path.join(folder, 'bank statement.pdf'), Buffer.concat([pdf, Buffer.alloc(500_000, 32)]));
    app.desktop.pickNext([path.join(folder, 'invoice 4471.pdf'), path.join(folder, 'bank statement.pdf')]);

    await page.goto(`${APP_URL}/company/blacklist`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: company }) });
    await card.getByRole('button', { name: `Choose files… Add evidence to ${company}` }).click();
    await expect(card.getByRole('list', { name: 'Files to upload' })).toHaveText(
      /invoice 4471\.pdf.*bank statement\.pdf/s,
    );

    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar) seen.push(Number(bar.getAttribute('value')));
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await card.getByRole('button', { name: 'Upload files' }).click();
    await expect(card.getByRole('progressbar', { name: `Uploading to ${company}` })).toBeVisible();
    await expect(card.getByText('Uploaded invoice 4471.pdf, bank statement.pdf.')).toBeVisible({
      timeout: 20_000,
    });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(
      seen.some((value) => value > 0 && value < 1),
      `progress seen: ${seen.join(', ')}`,
    ).toBe(true);
    await expect(card.getByRole('link', { name: 'invoice 4471.pdf' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'bank statement.pdf' })).toBeVisible();
  } finally {
    await app.close();
  }
});

test('an admin cancels an upload halfway: nothing is stored, and the files stay chosen', async ({ page }) => {
  test.setTimeout(90_000);
  // About 3 MB at 256 KiB/s: twelve seconds, time enough to change one's mind.
  const app = await openDesktopApp(page, { network: electronNetwork({ uplinkBytesPerSecond: 256 * 1024 }) });
  try {
    const admin = await createSignedInMember({ firstName: 'Noor', isAdmin: true });
    signedIn(app.desktop, admin.cookie.value);
    const created = (await app.desktop.invoke('apiRequest', {
      method: 'POST',
      path: '/api/blacklist/blacklist-item',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
      body: JSON.stringify({
        companyName: 'Saltmarsh Phantom Lines',
        aliases: [],
        countries: [{ country: 'PK', cities: ['Karachi'] }],
        reasons: ['Collected freight from shippers and never paid the carrier (US$8,300).'],
        managers: [],
      }),
    })) as { status: number };
    expect(created.status).toBe(200);
    const folder = mkdtempSync(path.join(tmpdir(), 'dfa-evidence-'));
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    writeFileSync(path.join(folder, 'ledger 2026.pdf'), Buffer.concat([pdf, Buffer.alloc(3_000_000, 32)]));
    app.desktop.pickNext([path.join(folder, 'ledger 2026.pdf')]);

    await page.goto(`${APP_URL}/company/blacklist`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Saltmarsh Phantom Lines' }) });
    await card.getByRole('button', { name: 'Choose files… Add evidence to Saltmarsh Phantom Lines' }).click();
    await card.getByRole('button', { name: 'Upload files' }).click();
    const bar = card.getByRole('progressbar', { name: 'Uploading to Saltmarsh Phantom Lines' });
    await expect
      .poll(async () => Number(await bar.getAttribute('value')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Cancel upload' }).click();

    await expect(card.getByRole('alert')).toHaveText('The upload was cancelled.');
    await expect(bar).toHaveCount(0);
    await expect(card.getByRole('list', { name: 'Files to upload' })).toContainText('ledger 2026.pdf');
    await expect(card.getByRole('button', { name: 'Upload files' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Saltmarsh Phantom Lines' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ledger 2026.pdf' })).toHaveCount(0);
  } finally {
    await app.close();
  }
});

test('a visitor is sent to the website for a form with a bot check; a dfa:// link opens its page', async ({
  page,
}) => {
  const app = await openDesktopApp(page);
  try {
    await page.goto(`${APP_URL}/company/contact-us`);
    await expect(page.getByText('This form is sent from the DFA website.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open this page in your browser' }).click();
    await expect(page.getByText('The page is open in your web browser.')).toBeVisible();
    expect(app.desktop.opened).toEqual([`${API_ORIGIN}/company/contact-us`]);

    // The main process hands a dfa:// link (or a menu item) to the window as a route, once the
    // window listens (the app's frame loads after the page it shows).
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __dfaListening: (channel: string) => boolean }).__dfaListening(
            'app:navigate',
          ),
        ),
      )
      .toBe(true);
    await page.evaluate(() =>
      (window as unknown as { __dfaEmit: (channel: string, route: string) => void }).__dfaEmit(
        'app:navigate',
        '/freight-dictionary/bill-of-lading',
      ),
    );
    await expect(page).toHaveURL(`${APP_URL}/freight-dictionary/bill-of-lading`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bill of Lading');
  } finally {
    await app.close();
  }
});

/** Waits for the host to download the member's schedules snapshot, and answers its date. */
async function savedSnapshotDate(
  desktop: Awaited<ReturnType<typeof openDesktopApp>>['desktop'],
): Promise<string> {
  await expect.poll(() => desktop.host.schedules.current()?.source, { timeout: 20_000 }).toBe('downloaded');
  return desktop.host.schedules.info()!.generatedAt;
}

test.describe('with the API server stopped', () => {
  test('a schedules search answers from the snapshot saved while online, as the server did', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const app = await openDesktopApp(page);
    try {
      const member = await createSignedInMember({ firstName: 'Tomas' });
      signedIn(app.desktop, member.cookie.value);
      await page.goto(`${APP_URL}/digital-tools/ship-schedules`);
      await expect(page.getByRole('button', { name: /Tomas/ })).toBeVisible();
      const savedAt = await savedSnapshotDate(app.desktop);
      const online = (await app.desktop.invoke('apiRequest', {
        method: 'GET',
        path: '/api/schedules/routes?from=CNSHA&to=NLRTM',
      })) as { status: number; body: string };
      expect(online.status).toBe(200);
      const serverAnswer = JSON.parse(online.body) as RouteAnswer;
      expect(serverAnswer.total).toBeGreaterThan(0);

      await api.stop();
      await page.reload();
      // The ports come from the saved schedules, typing errors forgiven as online.
      await choosePort(page, 'From (port of loading)', 'Shang hai', /Shanghai, China.*CNSHA/);
      await choosePort(page, 'To (port of discharge)', 'rotterdm', /Rotterdam, Netherlands.*NLRTM/);
      await page.getByRole('button', { name: 'Search sailings' }).click();

      await expect(page.getByTestId('offline-banner')).toContainText(
        `schedules (as of ${formatDate(savedAt)})`,
      );
      await expect(page.getByRole('note').filter({ hasText: 'Saved schedules as of' })).toContainText(
        `Saved schedules as of ${formatDate(savedAt)}.`,
      );
      // Said on the page above the results, and read out through the page's status region.
      const count = `${serverAnswer.total} sailings leave between ${formatDate(serverAnswer.departFrom)} and ${formatDate(serverAnswer.departTo)}.`;
      await expect(page.getByRole('main').getByText(count)).toBeVisible();
      await expect(page.locator('#dfa-status')).toContainText(count);
      const rows = page.getByRole('table', { name: /^Sailings from Shanghai to Rotterdam/ }).getByRole('row');
      await expect(rows).toHaveCount(serverAnswer.sailings.length + 1);
      const firstLeg = serverAnswer.sailings[0]!.legs[0]!;
      await expect(rows.nth(1)).toContainText(`${firstLeg.vessel.name} · ${firstLeg.voyage}`);
      // No spreadsheet offline: it would need the server.
      await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // A vessel search, from the same saved schedules.
      await page.getByRole('link', { name: 'By vessel' }).click();
      await page.getByLabel('Vessel name or IMO number').fill(firstLeg.vessel.name);
      await page.getByRole('button', { name: 'Find the vessel' }).click();
      await expect(
        page.getByRole('heading', { level: 3, name: new RegExp(`^${firstLeg.vessel.name}`) }),
      ).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: 'Saved schedules as of' })).toBeVisible();
    } finally {
      await app.close();
      await api.start();
    }
  });

  test('the dictionary works, the banner says what is saved, and sign-out leaves nothing behind', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const app = await openDesktopApp(page);
    try {
      const member = await createSignedInMember({ firstName: 'Maja' });
      signedIn(app.desktop, member.cookie.value);
      await page.goto(`${APP_URL}/`);
      await expect(page.getByRole('button', { name: /Maja/ })).toBeVisible();
      expect(app.desktop.sessionStore.read()).toHaveProperty('apiSession');
      const savedAt = await savedSnapshotDate(app.desktop);

      await api.stop();
      await page.goto(`${APP_URL}/freight-dictionary`);
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toContainText(
        `Offline — showing the dictionary (as of Nov 2 2026) and schedules (as of ${formatDate(savedAt)}) saved on this computer.`,
      );
      // Still signed in as the member the server last confirmed.
      await expect(page.getByRole('button', { name: /Maja/ })).toBeVisible();
      // The shell shows before the page's own code has loaded; check the page once it is there.
      await expect(page.getByRole('heading', { level: 1, name: 'Freight dictionary' })).toBeVisible();
      await expect(page).toHaveTitle(/Freight dictionary/i);
      await expectNoAxeViolations(page);

      // The A–Z index, a term page, and the typo-tolerant search.
      const letters = page.getByRole('navigation', { name: 'Terms by letter' });
      await letters.getByRole('link', { name: 'Z', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Z', exact: true })).toBeInViewport();
      const search = page.getByRole('combobox', { name: 'Search the dictionary' });
      await search.fill('demurage');
      await expect(
        page.getByRole('listbox', { name: 'Matching terms' }).getByRole('option').first(),
      ).toHaveText(/^Demurrage/);
      await search.press('ArrowDown');
      await search.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demurrage');
      await expect(banner).toBeVisible();

      // An action that needs the server says so at once, and the form keeps what was typed.
      await page.goto(`${APP_URL}/company/contact-us`);
      const message = 'Please confirm the cut-off for our reefer booking to Rotterdam next week.';
      await page.getByLabel('Your name', { exact: true }).fill('Maja Lind');
      await page.getByLabel('Email address', { exact: true }).fill('maja@nordic-reefer.test');
      await page.getByLabel('Topic', { exact: true }).selectOption('other');
      await page.getByLabel('Message', { exact: true }).fill(message);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible({
        timeout: 3_000,
      });
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);
      await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Maja Lind');

      // Signing out offline: the jar and the vault are emptied at once.
      await page.getByRole('button', { name: /Maja/ }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(app.desktop.host.session.jar.snapshot()).toEqual({});
      expect(app.desktop.sessionStore.read()).not.toHaveProperty('apiSession');
      await page.reload();
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    } finally {
      await app.close();
      await api.start();
    }
  });
});
