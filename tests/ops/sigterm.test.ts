import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contactForm,
  nextClientAddress,
  postJson,
  startServer,
  type ServerProcess,
} from './support/processes';

const SUBMISSIONS = 240;
const CONCURRENCY = 12;
const GRACE_SECONDS = 5;

const work = mkdtempSync(join(tmpdir(), 'dfa-ops-sigterm-'));
const env = {
  DATABASE_URL: `sqlite:${join(work, 'dfa.sqlite')}`,
  FILES_DIR: join(work, 'files'),
  SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
  // Each simulated client arrives through a proxy on loopback, as production runs behind nginx.
  TRUST_PROXY: 'loopback',
};
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop(2000)));
  rmSync(work, { recursive: true, force: true });
});

interface Outcome {
  key: string;
  status: number | 'network error';
  id?: number;
}

describe('SIGTERM under a load of form submissions', () => {
  it('keeps every acknowledged submission, stores none twice, and exits within its grace period', async () => {
    const first = await startServer(env);
    servers.push(first);
    const keys = Array.from({ length: SUBMISSIONS }, () => randomUUID());
    const outcomes: Outcome[] = [];
    let next = 0;
    let signalledAt = 0;

    const send = async (key: string): Promise<Outcome> => {
      try {
        const response = await postJson(`${first.url}/api/company/contact-us`, contactForm(key), {
          headers: { 'x-forwarded-for': nextClientAddress() },
          timeoutMs: 15_000,
        });
        const body = (await response.json().catch(() => ({}))) as { id?: number };
        return { key, status: response.status, ...(body.id ? { id: body.id } : {}) };
      } catch {
        return { key, status: 'network error' };
      }
    };
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++]!;
        outcomes.push(await send(key));
        // A third of the way in, the process manager stops the server.
        if (outcomes.length === Math.floor(SUBMISSIONS / 3) && !signalledAt) {
          signalledAt = Date.now();
          first.child.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const code = await first.exited;
    const shutdownMs = Date.now() - signalledAt;

    expect(code).toBe(0);
    expect(shutdownMs).toBeLessThan(GRACE_SECONDS * 1000);
    expect(first.output()).toContain('finishing in-flight requests');
    const acknowledged = outcomes.filter((outcome) => outcome.status === 200);
    const refused = outcomes.filter((outcome) => outcome.status !== 200);
    expect(acknowledged.length).toBeGreaterThanOrEqual(SUBMISSIONS / 3);
    expect(refused.length).toBeGreaterThan(0);
    // Nothing half-done: a request is either answered 2xx, refused while closing (503), or not
    // connected at all; never a 500.
    expect(refused.every((outcome) => outcome.status === 503 || outcome.status === 'network error')).toBe(
      true,
    );

    // After the restart, every client retries what it did not get an answer for, and one in
    // ten retries an acknowledged one (a double click): idempotency keeps each stored once.
    const second = await startServer(env);
    servers.push(second);
    const retries = [...refused, ...acknowledged.filter((_, index) => index % 10 === 0)];
    for (const outcome of retries) {
      const again = await postJson(`${second.url}/api/company/contact-us`, contactForm(outcome.key), {
        headers: { 'x-forwarded-for': nextClientAddress() },
      });
      expect(again.status).toBe(200);
      const { id } = (await again.json()) as { id: number };
      if (outcome.id) expect(id).toBe(outcome.id);
    }
    await second.stop();

    const db = new SQLite(join(work, 'dfa.sqlite'), { readonly: true });
    const rows = db.prepare('select id, idempotency_key as key from form_submissions').all() as {
      id: number;
      key: string;
    }[];
    const notices = db
      .prepare("select count(*) as count from outbox where subject like 'Contact form:%'")
      .get() as {
      count: number;
    };
    db.close();
    const stored = new Map(rows.map((row) => [row.key, row.id]));
    for (const outcome of acknowledged) expect(stored.get(outcome.key)).toBe(outcome.id);
    expect(rows).toHaveLength(SUBMISSIONS);
    expect(new Set(rows.map((row) => row.key)).size).toBe(SUBMISSIONS);
    // One notification per stored submission, queued in the same transaction.
    expect(notices.count).toBe(SUBMISSIONS);
  });
});
