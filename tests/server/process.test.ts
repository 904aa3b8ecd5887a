import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, freshDatabaseUrl } from './support/test-app';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  // The compiled server, as production runs it (`npm run test:server` builds it first).
  const child = spawn(process.execPath, ['dist/node/main.js'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A promise with its resolve function, for one side of a test to tell the other. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the server process', { timeout: 90_000 }, () => {
  it('refuses to start with invalid configuration and names the variable', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a number');
  });

  it('migrates, serves, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const database = await freshDatabaseUrl();
    const server = startServer({ PORT: String(port), DATABASE_URL: database.url });
    try {
      // Wait as long as the test may run (a busy machine starts slowly), and stop at once if
      // the server exits instead.
      let health: Response | undefined;
      let exited = false;
      void server.exited.then(() => (exited = true));
      while (!health && !exited) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(health?.status, server.output()).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('finishing in-flight requests');
    } finally {
      server.child.kill('SIGKILL');
      await database.drop();
    }
  });

  it('lets an in-flight request finish when the server closes', async () => {
    // The handler tells the test when the request has arrived, then holds it until the test
    // has started closing the server: no timing guesses either way.
    const arrived = signal();
    const release = signal();
    const t = await createTestApp({
      extend: (app) =>
        app.get('/api/slow-for-test', async () => {
          arrived.resolve();
          await release.promise;
          return { done: true };
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow-for-test`);
    await arrived.promise;
    const closing = t.close();
    release.resolve();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
