import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { BRIDGE_EVENTS } from '../../../shared/bridge';
import type { BridgeChannelKey } from '../../../src-main/ipc';
import type { Network } from '../../../src-main/network';
import { createRendererHandler } from '../../../src-main/protocol';
import { E2E_SITE } from '../../../playwright.config';
import { createTestDesktopHost, type TestDesktopHost } from '../../desktop-support/desktop-host';
import { freePort } from '../../e2e/support/e2e-site';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * The API server these tests start and stop themselves, beside the one Playwright runs: on a port
 * chosen once per worker, so the app finds it again after a restart.
 */
const API_PORT = await freePort();
/** Serves the built desktop renderer, as the app:// protocol does in the app. */
const APP_PORT = await freePort();
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;

/**
 * A real API server process on the e2e database, which a test can stop to take the app offline
 * (the way a member's app sees a server that went away) and start again.
 */
export class ApiServer {
  private child: ChildProcess | undefined;

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        SITE_URL: API_ORIGIN,
        DATABASE_URL: E2E_SITE.databaseUrl,
        FILES_DIR: E2E_SITE.filesDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${API_ORIGIN}/api/health`).then(
            (response) => response.ok,
            () => false,
          ),
        { message: `the API server on ${API_ORIGIN}`, timeout: 30_000 },
      )
      .toBe(true);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

/**
 * The desktop app in Chromium: the built desktop renderer (out/renderer), served as app:// serves
 * it, with `window.dfaDesktop` implemented by calls into the host the main process composes
 * (src-main/desktop-host.ts), which forwards to the real API server with its own session.
 */
export async function openDesktopApp(
  page: Page,
  { network }: { network?: Network } = {},
): Promise<{ desktop: TestDesktopHost; close: () => Promise<void> }> {
  let pageReady = false;
  const toPage = (channel: string, payload: unknown) => {
    if (!pageReady || page.isClosed()) return;
    void page
      .evaluate(
        ([eventChannel, eventPayload]) => {
          const deliver = (window as unknown as { __dfaEmit?: (c: string, p: unknown) => void }).__dfaEmit;
          deliver?.(eventChannel as string, eventPayload);
        },
        [channel, payload] as const,
      )
      .catch(() => undefined);
  };
  const desktop = createTestDesktopHost({
    apiOrigin: API_ORIGIN,
    ...(network ? { network } : {}),
    onBroadcast: toPage,
  });
  const serveApp = createRendererHandler(path.join(ROOT, 'out/renderer'), {
    apiFiles: desktop.host.apiFiles,
  });
  const server: Server = createServer((request, response) => {
    void serveApp(new Request(`app://dfa${request.url ?? '/'}`, { method: request.method ?? 'GET' })).then(
      async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
    );
  });
  server.listen(APP_PORT, '127.0.0.1');
  await once(server, 'listening');

  await page.exposeBinding('__dfaHost', async (_source, channel: BridgeChannelKey, argument: unknown) =>
    desktop.invoke(channel, fromWire(argument), toPage),
  );
  await page.addInitScript(installBridge, BRIDGE_EVENTS);
  pageReady = true;
  return {
    desktop,
    close: async () => {
      // The page first: a lazy chunk it asks for after the server is gone would be an error.
      await page.close();
      desktop.host.dispose();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Bytes cross Playwright's binding as base64; everything else as JSON. */
function fromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.__bytes === 'string') return new Uint8Array(Buffer.from(record.__bytes, 'base64'));
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, fromWire(item)]));
  }
  return value;
}

/** Runs in the page before its scripts: the `DesktopBridge` the preload would expose. */
function installBridge(events: typeof BRIDGE_EVENTS): void {
  type Listener = (payload: unknown) => void;
  const scope = window as unknown as {
    __dfaHost: (channel: string, argument?: unknown) => Promise<unknown>;
    __dfaEmit: (channel: string, payload: unknown) => void;
    __dfaListening: (channel: string) => boolean;
    dfaDesktop: unknown;
  };
  const listeners = new Map<string, Set<Listener>>();
  const subscribe = (channel: string, listener: Listener) => {
    if (!listeners.has(channel)) listeners.set(channel, new Set());
    listeners.get(channel)?.add(listener);
    return () => void listeners.get(channel)?.delete(listener);
  };
  scope.__dfaEmit = (channel, payload) => listeners.get(channel)?.forEach((listener) => listener(payload));
  scope.__dfaListening = (channel) => (listeners.get(channel)?.size ?? 0) > 0;
  const toWire = (value: unknown): unknown => {
    if (value instanceof Uint8Array) {
      let binary = '';
      for (const byte of value) binary += String.fromCharCode(byte);
      return { __bytes: btoa(binary) };
    }
    if (Array.isArray(value)) return value.map(toWire);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toWire(item)]));
    }
    return value;
  };
  const call = (channel: string, argument?: unknown) => scope.__dfaHost(channel, toWire(argument));
  scope.dfaDesktop = {
    platform: { info: () => call('platformInfo') },
    api: { request: (request: unknown) => call('apiRequest', request) },
    session: { status: () => call('sessionStatus'), clear: () => call('sessionClear') },
    connection: {
      status: () => call('connectionStatus'),
      onChange: (listener: Listener) => subscribe(events.connectionChanged, listener),
    },
    files: {
      pick: (request: unknown) => call('filesPick', request),
      upload: async (request: { uploadId: string }, onProgress?: Listener) => {
        const stop = subscribe(events.uploadProgress, (progress) => {
          if ((progress as { uploadId: string }).uploadId === request.uploadId) onProgress?.(progress);
        });
        try {
          return await call('filesUpload', request);
        } finally {
          stop();
        }
      },
      cancelUpload: (uploadId: string) => call('filesCancelUpload', uploadId),
    },
    website: { open: (pagePath: string) => call('websiteOpen', pagePath) },
    schedules: { search: (request: unknown) => call('schedulesSearch', request) },
    navigation: { onNavigate: (listener: Listener) => subscribe(events.navigate, listener) },
  };
}
