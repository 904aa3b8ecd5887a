import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { WorkGate } from '../../src-server/features/auth/passwords';
import { ApiError } from '../../src-server/core/errors';
import { nextIp, post } from './support/auth';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

/** Work that finishes when the test says so. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('the work gate', () => {
  it('runs as many at once as it has slots, the rest in their turn', async () => {
    const gate = new WorkGate(2, 10_000, 100);
    const works = Array.from({ length: 5 }, pending);
    const started: number[] = [];
    const finished = works.map((work, i) =>
      gate.run(async () => {
        started.push(i);
        await work.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    works[1]!.finish();
    await finished[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const work of works) work.finish();
    expect(await Promise.all(finished)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.expectedWaitMs()).toBe(0);
  });

  it('turns work away with Retry-After when the queue would make it wait too long', async () => {
    // Each piece is expected to take 1 s; one may wait 2 s: two slots and four waiting.
    const gate = new WorkGate(2, 2_000, 1_000);
    const works = Array.from({ length: 6 }, pending);
    const queued = works.map((work) => gate.run(() => work.done));
    const refused = await gate.run(() => Promise.resolve()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(503);
    expect((refused as ApiError).retryAfterSeconds).toBe(3);
    expect((refused as ApiError).message).toBe(
      'Too many passwords are being checked right now. Please try again in 3 seconds.',
    );
    for (const work of works) work.finish();
    await Promise.all(queued);
    // A failed piece of work frees its slot too.
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(gate.expectedWaitMs()).toBe(0);
  });

  it('lets one wait per slot even when a single piece of work takes longer than the wait allowed', async () => {
    const gate = new WorkGate(1, 2_000, 5_000);
    const works = Array.from({ length: 2 }, pending);
    const admitted = works.map((work) => gate.run(() => work.done));
    const refused = await gate.run(() => Promise.resolve()).catch((error: unknown) => error);
    expect((refused as ApiError).statusCode).toBe(503);
    for (const work of works) work.finish();
    await Promise.all(admitted);
  });
});

describe(`sign-in under a crowd on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every sign-in at once, 401 or 503 with Retry-After, and signs in again when the crowd is gone', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          t.app,
          '/api/auth/sign-in',
          { email: `crowd-${i}@gate.test`, password: 'not-the-password' },
          { ip: nextIp() },
        ),
      ),
    );
    const statuses = crowd.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    expect(statuses).toContain(401);
    const turnedAway = crowd.filter((response) => response.statusCode === 503);
    expect(turnedAway.length).toBeGreaterThan(0);
    for (const response of turnedAway) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(errorEnvelopeSchema.parse(response.json()).error.message).toMatch(
        /^Too many passwords are being checked right now\. Please try again in \d+ seconds\.$/,
      );
    }
    const after = await post(
      t.app,
      '/api/auth/sign-in',
      { email: 'crowd-0@gate.test', password: 'not-the-password' },
      { ip: nextIp() },
    );
    expect(after.statusCode).toBe(401);
  }, 60_000);
});
