import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'electron-builder';
import { getConfig } from 'app-builder-lib/out/util/config/config';
import { describe, expect, it } from 'vitest';
import { APP_USER_MODEL_ID } from '../src-main/notifications';
import { desktopPackagingConfig } from './desktop-packaging';

const ROOT = path.resolve(import.meta.dirname, '..');
const RELEASE = { DFA_API_ORIGIN: 'https://portal.dfa.test' };

/** What electron-builder itself makes of electron-builder.yml plus the release settings. */
function effectiveConfig(env: Record<string, string>): Promise<Configuration> {
  const { extends: parent, ...overrides } = desktopPackagingConfig(env);
  expect(parent).toBe('file:electron-builder.yml');
  return getConfig(ROOT, 'electron-builder.yml', overrides);
}

describe('desktop packaging configuration', () => {
  it('refuses to package an installer without an https DFA server address', () => {
    expect(() => desktopPackagingConfig({})).toThrow(/DFA_API_ORIGIN/);
    expect(() => desktopPackagingConfig({ DFA_API_ORIGIN: 'http://127.0.0.1:3000' })).toThrow(
      /DFA_API_ORIGIN/,
    );
  });

  it('ships only the build output, flips the security fuses and registers dfa://', async () => {
    const config = await effectiveConfig(RELEASE);
    expect(config.files).toEqual([
      { filter: ['out/**', 'package.json', '!**/node_modules/**', '!out/schedules-snapshot.json'] },
    ]);
    expect(config.extraResources).toEqual([
      { from: 'out/schedules-snapshot.json', to: 'schedules-snapshot.json' },
    ]);
    expect(config.npmRebuild).toBe(false);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.protocols).toEqual([{ name: 'DFA Portal', schemes: ['dfa'] }]);
    // The id the Windows installer gives the Start menu shortcut, which the app claims at start.
    expect(config.appId).toBe(APP_USER_MODEL_ID);
  });

  it('names no file or folder that does not exist', async () => {
    const config = (await effectiveConfig(RELEASE)) as Record<string, unknown>;
    const named: string[] = [];
    const collect = (value: unknown, key = ''): void => {
      if (Array.isArray(value)) value.forEach((item) => collect(item, key));
      else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => collect(v, k));
      else if (
        typeof value === 'string' &&
        ['from', 'icon', 'buildResources', 'app', 'entitlements'].includes(key)
      ) {
        named.push(value);
      }
    };
    collect(config);
    for (const key of ['extraResources', 'extraFiles']) collect(config[key], 'from');
    expect(named.length).toBeGreaterThan(0);
    // The bundled schedules snapshot is made by the desktop build itself (the packaged smoke
    // test builds and checks it); everything else is in the repository.
    const builtByBuildDesktop = ['out/schedules-snapshot.json'];
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['build:desktop']).toContain('scripts/build-schedules-snapshot.ts');
    expect(manifest.scripts['dist:desktop']).toContain('npm run build:desktop');
    expect(
      named.filter((name) => !builtByBuildDesktop.includes(name) && !existsSync(path.resolve(ROOT, name))),
    ).toEqual([]);
  });

  it('leaves signing, notarisation and updates off when their settings are absent', async () => {
    const config = await effectiveConfig(RELEASE);
    expect(config.mac).toMatchObject({ identity: null, notarize: false });
    expect(config.publish).toBeNull();
  });

  it('signs and notarises with the credentials the environment provides', async () => {
    const config = await effectiveConfig({
      ...RELEASE,
      CSC_LINK: '/secure/dfa-developer-id.p12',
      CSC_KEY_PASSWORD: 'secret',
      APPLE_ID: 'release@dfalliance.example',
      APPLE_APP_SPECIFIC_PASSWORD: 'abcd-efgh',
      APPLE_TEAM_ID: 'ABCDE12345',
    });
    expect(config.mac?.identity).toBeUndefined();
    expect(config.mac?.notarize).toBe(true);
  });

  it('turns updates on from a generic feed, and only for signed builds', async () => {
    expect(() =>
      desktopPackagingConfig({ ...RELEASE, DFA_UPDATE_URL: 'https://updates.dfa.test/desktop/' }),
    ).toThrow(/need a signed build/);
    const config = await effectiveConfig({
      ...RELEASE,
      DFA_UPDATE_URL: 'https://updates.dfa.test/desktop/',
      WIN_CSC_LINK: '/secure/dfa-code-signing.pfx',
    });
    expect(config.publish).toEqual([{ provider: 'generic', url: 'https://updates.dfa.test/desktop/' }]);
  });
});
