import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { E2E_SITE } from '../../playwright.config';
import { findElectronBinary } from '../../scripts/electron-binary';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const mainEntry = path.join(projectRoot, 'out/main/index.js');

const electronBinary = findElectronBinary(projectRoot);

test.skip(
  !electronBinary,
  'Electron binary not installed here: node_modules/electron/dist is missing (its download ' +
    'needs network access); install it to run the desktop tests.',
);

test('the desktop app opens the home page with the bridge and without Node', async () => {
  expect(existsSync(mainEntry), 'build the desktop app first: npm run build:desktop').toBe(true);

  // A profile of its own (on Linux the app keeps its data under XDG_CONFIG_HOME): the app lets one
  // instance run per profile, so a second checkout's run would otherwise find it taken.
  const profile = mkdtempSync(path.join(tmpdir(), 'dfa-desktop-profile-'));
  const app = await electron.launch({
    executablePath: electronBinary,
    // Chromium refuses to start its sandbox as root, which CI containers often are.
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), mainEntry],
    cwd: projectRoot,
    // An unpackaged run may point at a development server: the one the tests started.
    env: { ...process.env, DFA_API_URL: E2E_SITE.baseURL, XDG_CONFIG_HOME: profile },
  });
  try {
    const page = await app.firstWindow();
    await expect(page).toHaveURL(/^app:\/\/dfa\//);
    await expect(page).toHaveTitle(/Global Freight Forwarder Network & NVOCCs Platform/);

    const exposed = await page.evaluate(async () => {
      const scope = window as unknown as Record<string, unknown>;
      const bridge = scope.dfaDesktop as { platform: { info(): Promise<unknown> } } | undefined;
      return {
        bridgeType: typeof bridge,
        platformInfo: await bridge?.platform.info(),
        requireType: typeof scope.require,
        processType: typeof scope.process,
      };
    });
    expect(exposed).toEqual({
      bridgeType: 'object',
      platformInfo: expect.objectContaining({
        kind: 'desktop',
        websiteOrigin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:/),
      }),
      requireType: 'undefined',
      processType: 'undefined',
    });
  } finally {
    await app.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
