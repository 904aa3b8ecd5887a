import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { extractAll, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { getConfig } from 'app-builder-lib/out/util/config/config';
import { Arch, build, Platform } from 'electron-builder';
import { parseAst } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopPackagingConfig } from '../../scripts/desktop-packaging';

/**
 * The packaged layout, as installers ship it: electron-vite's output packed by electron-builder
 * (`--dir`, with a stand-in for the Electron binary, which cannot be downloaded here) into an asar,
 * then the asar's main entry started by plain Node with nothing but a double of `electron`
 * available. A runtime dependency left out of the bundle fails here, not on a member's computer.
 * Each Linux installer target is then configured from that folder as electron-builder would
 * build it, up to the point where it would download its packaging tool (fpm, appimagetool).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** How a fuse's state is written in the binary: the characters '0' and '1'. */
const FuseState = { DISABLE: 48, ENABLE: 49 } as const;
const API_ORIGIN = 'https://portal.dfa.test';

let work: string;
let appOut: string;
let extracted: string;
/** What electron-builder computed for each Linux target, just before it would build it. */
const linuxInstallers = new Map<string, { desktopEntry: string; packageArgs?: string[] }>();
let linuxTargets: string[] = [];

/** A file with Electron's fuse wire (defaults of Electron 45) where electron-builder flips fuses. */
function standInElectron(folder: string): void {
  mkdirSync(folder, { recursive: true });
  const wire = Buffer.from(
    [1, 8, ...'10110001'].map((bit) => (typeof bit === 'number' ? bit : bit.charCodeAt(0))),
  );
  const script = Buffer.from('#!/bin/sh\necho "stand-in for the Electron binary"\nexit 1\n# ');
  writeFileSync(path.join(folder, 'electron'), Buffer.concat([script, Buffer.from(FUSE_SENTINEL), wire]));
  chmodSync(path.join(folder, 'electron'), 0o755);
}

/** Every module a bundle names in an import, export-from, import() or require() with a literal. */
function importedModules(file: string): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const {
      type,
      source,
      callee,
      arguments: args,
    } = node as {
      type?: string;
      source?: { type: string; value: unknown };
      callee?: { type: string; name?: string };
      arguments?: { type: string; value: unknown }[];
    };
    const literal = (candidate?: { type: string; value: unknown }) =>
      candidate?.type === 'Literal' && typeof candidate.value === 'string' ? candidate.value : undefined;
    const named =
      type === 'ImportDeclaration' ||
      type === 'ImportExpression' ||
      type === 'ExportAllDeclaration' ||
      type === 'ExportNamedDeclaration'
        ? literal(source)
        : type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'require'
          ? literal(args?.[0])
          : undefined;
    if (named) found.add(named);
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(readFileSync(file, 'utf8')));
  return [...found].sort();
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'dfa-package-'));
  const env = { ...process.env, DFA_API_ORIGIN: API_ORIGIN, DFA_UPDATE_URL: '' };
  // The desktop build as `npm run dist:desktop` makes it, with the bundled schedules snapshot: the
  // samples, asked for by name, as a release build refuses them otherwise.
  execFileSync('npm', ['run', 'build:desktop', '--', '--allow-sample-schedules'], {
    cwd: ROOT,
    env,
    stdio: 'pipe',
  });
  standInElectron(path.join(work, 'electron-dist'));
  execFileSync(
    'npx',
    [
      'electron-builder',
      '--dir',
      '--linux',
      '--x64',
      '--config',
      'electron-builder.config.ts',
      `-c.electronDist=${path.join(work, 'electron-dist')}`,
      `-c.directories.output=${path.join(work, 'release')}`,
    ],
    { cwd: ROOT, env, stdio: 'pipe' },
  );
  appOut = path.join(work, 'release', 'linux-unpacked');
  extracted = path.join(work, 'app');
  extractAll(path.join(appOut, 'resources', 'app.asar'), extracted);

  const { extends: _parent, ...release } = desktopPackagingConfig(env);
  const config = await getConfig(ROOT, 'electron-builder.yml', release);
  linuxTargets = (config.linux?.target as string[] | undefined) ?? [];
  await build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget(linuxTargets, Arch.x64),
    config: { ...config, directories: { ...config.directories, output: path.join(work, 'installers') } },
    prepackaged: appOut,
    // Called by each target with what it computed, right before it would fetch its tool: `true` stops there.
    effectiveOptionComputed: async (computed: unknown) => {
      if (Array.isArray(computed)) {
        const [packageArgs, desktopFile] = computed as [string[], string];
        const format = packageArgs.find((arg) => arg.endsWith('.deb')) ? 'deb' : 'fpm';
        linuxInstallers.set(format, { packageArgs, desktopEntry: readFileSync(desktopFile, 'utf8') });
      } else {
        linuxInstallers.set('AppImage', { desktopEntry: (computed as { desktop: string }).desktop });
      }
      return true;
    },
  });
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packaged desktop app', () => {
  it('holds the build output and package.json, and no node_modules', () => {
    const files = listPackage(path.join(appOut, 'resources', 'app.asar'), { isPack: false });
    expect(files).toEqual(
      expect.arrayContaining([
        '/package.json',
        '/out/main/index.js',
        '/out/preload/index.cjs',
        '/out/renderer/index.html',
      ]),
    );
    expect(files.filter((file) => file.includes('node_modules'))).toEqual([]);
    // The schedules snapshot is a resource beside the asar, not inside it.
    expect(files.filter((file) => file.includes('schedules-snapshot'))).toEqual([]);
    expect(existsSync(path.join(appOut, 'resources', 'schedules-snapshot.json'))).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(extracted, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({ main: 'out/main/index.js', type: 'module' });
  });

  it('main and preload load nothing but electron and Node’s built-in modules', () => {
    const builtIn = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    for (const bundle of ['out/main/index.js', 'out/preload/index.cjs']) {
      const modules = importedModules(path.join(extracted, bundle));
      expect(modules, bundle).toContain('electron');
      expect(
        modules.filter((name) => name !== 'electron' && !builtIn.has(name)),
        bundle,
      ).toEqual([]);
    }
  });

  it('has its security fuses flipped in the executable', async () => {
    const wire = await getCurrentFuseWire(path.join(appOut, 'dfa-portal'));
    const state = (option: FuseV1Options) => wire[option];
    expect(state(FuseV1Options.RunAsNode)).toBe(FuseState.DISABLE);
    expect(state(FuseV1Options.EnableNodeOptionsEnvironmentVariable)).toBe(FuseState.DISABLE);
    expect(state(FuseV1Options.EnableNodeCliInspectArguments)).toBe(FuseState.DISABLE);
    expect(state(FuseV1Options.EnableEmbeddedAsarIntegrityValidation)).toBe(FuseState.ENABLE);
    expect(state(FuseV1Options.OnlyLoadAppFromAsar)).toBe(FuseState.ENABLE);
    expect(state(FuseV1Options.EnableCookieEncryption)).toBe(FuseState.ENABLE);
  });

  it('starts from the asar with only electron provided: window, preload, bridge and app:// all work', () => {
    const reportFile = path.join(work, 'report.json');
    const userData = path.join(work, 'user-data');
    mkdirSync(userData);
    const { NODE_PATH: _ignored, ...env } = process.env;
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        path.join(import.meta.dirname, 'register-electron-double.mjs'),
        path.join(extracted, 'out/main/index.js'),
      ],
      {
        cwd: extracted,
        env: {
          ...env,
          SMOKE_REPORT: reportFile,
          SMOKE_USER_DATA: userData,
          SMOKE_RESOURCES: path.join(appOut, 'resources'),
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(existsSync(reportFile), `no report; stderr:\n${run.stderr}`).toBe(true);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      errors: string[];
      schemes: string[];
      windows: { webPreferences: Record<string, unknown> }[];
      channels: string[];
      exposed: { name: string; keys: string[] }[];
      checks: Record<string, unknown>;
    };
    expect(report.errors).toEqual([]);
    expect(run.status).toBe(0);
    expect(report.schemes).toEqual(['app']);
    expect(report.windows).toHaveLength(1);
    expect(report.windows[0]?.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(report.checks).toMatchObject({
      deepLinkScheme: 'dfa',
      startUrl: 'app://dfa/',
      startPage: { status: 200, hasRoot: true },
      platformInfo: { kind: 'desktop', websiteOrigin: API_ORIGIN },
    });
    // Offline from the first start: the bundled snapshot answers, dated today by the build.
    const today = new Date().toISOString().slice(0, 10);
    expect(report.checks.schedules).toMatchObject({ status: 200, saved: { validFrom: today, sample: true } });
    expect((report.checks.schedules as { carriers: number }).carriers).toBeGreaterThan(3);
    expect(report.exposed).toEqual([
      {
        name: 'dfaDesktop',
        keys: ['api', 'connection', 'files', 'navigation', 'platform', 'schedules', 'session', 'website'],
      },
    ]);
    expect(report.channels).toContain('session:clear');
    expect(report.channels).toContain('schedules:search');
  });

  it('has the configuration every Linux installer target needs, as electron-builder computes it', () => {
    expect(linuxTargets.length).toBeGreaterThan(0);
    expect([...linuxInstallers.keys()].sort()).toEqual([...linuxTargets].sort());
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      homepage: string;
    };
    const debArgs = linuxInstallers.get('deb')?.packageArgs ?? [];
    const option = (name: string) =>
      debArgs.includes(name) ? debArgs[debArgs.indexOf(name) + 1] : undefined;
    expect(option('--name')).toBe('dfa-portal');
    expect(option('--url')).toBe(manifest.homepage);
    expect(option('--maintainer')).toMatch(/^Digital Freight Alliance <.+@.+>$/);
    expect(option('--vendor')).toBe(option('--maintainer'));
    expect(option('--description')).toMatch(/^Member portal of the Digital Freight Alliance\n .*offline\.$/s);
    for (const [target, { desktopEntry }] of linuxInstallers) {
      const entry = Object.fromEntries(
        desktopEntry
          .split('\n')
          .filter((line) => line.includes('='))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      expect(entry, target).toMatchObject({
        Name: 'DFA Portal',
        Type: 'Application',
        Icon: 'dfa-portal',
        // Electron names the window after package.json desktopName, so the dock finds its entry.
        StartupWMClass: 'dfa-portal',
        Categories: 'Office;',
      });
      // dfa:// links reach the app, and the link itself is handed to it.
      expect(entry.MimeType?.split(';'), target).toContain('x-scheme-handler/dfa');
      expect(entry.Exec, target).toMatch(/ %U$/);
    }
  });
});
