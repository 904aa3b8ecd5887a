import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_SITE } from '../../../playwright.config';
import { e2eSite, freePort, serverEnvironment, type E2eSite } from './e2e-site';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface OwnSite extends E2eSite {
  stop(): Promise<void>;
}

/**
 * A second e2e server, seeded like a new installation and used by one test alone, for what is
 * about the whole site: crawling every page, the state with no event announced, editing the
 * FAQ list, moving the membership calendar a year on. On the shared server, other tests add
 * pages and events and members while it runs.
 */
export async function startOwnSite(): Promise<OwnSite> {
  mkdirSync(E2E_SITE.dir, { recursive: true });
  const dir = mkdtempSync(join(E2E_SITE.dir, 'own-site-'));
  const site = e2eSite({ dir, port: await freePort(), smtpPort: await freePort(), databaseName: 'site' });
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/serve.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...serverEnvironment(site) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`The site's server stopped:\n${errors}`);
          return fetch(`${site.baseURL}/api/health`).then(
            (response) => response.ok,
            () => false,
          );
        },
        { message: `a server of its own on ${site.baseURL}`, timeout: 60_000 },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...site, stop };
}
