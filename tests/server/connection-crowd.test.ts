import { Agent, get } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTurnAdmission } from '../../src-server/http/turn-admission';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A crowd of connections arriving at once: the server starts requests a turn of its event loop's
 * worth at a time, so a newcomer is accepted while the crowd is being served rather than after.
 */

describe('starting requests a turn at a time', () => {
  /** A clock that moves only when a request "works", by `costMs` each. */
  function admissionWithCost(budgetMs: number, costMs: number) {
    let clock = 0;
    const started: number[] = [];
    const admit = createTurnAdmission(budgetMs, () => clock);
    const ask = (id: number) =>
      admit(() => {
        started.push(id);
        clock += costMs;
      });
    return { ask, started };
  }

  it('starts a request at once while the turn has budget left', () => {
    const { ask, started } = admissionWithCost(0.5, 0.1);
    ask(1);
    ask(2);
    expect(started).toEqual([1, 2]);
  });

  it('keeps requests past the budget for later turns, and starts them in the order they came', async () => {
    const { ask, started } = admissionWithCost(0.5, 0.125);
    for (let id = 1; id <= 12; id += 1) ask(id);
    expect(started).toEqual([1, 2, 3, 4]);
    // The first later turn starts one and learns what a request costs; the next ones fill their budget.
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('still starts one request per turn when each costs more than the budget', async () => {
    const { ask, started } = admissionWithCost(0.5, 2);
    for (const id of [1, 2, 3]) ask(id);
    expect(started).toEqual([1]);
    await nextTurn();
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3]);
  });

  it('begins a fresh budget once the server has had a quiet turn', async () => {
    const { ask, started } = admissionWithCost(0.5, 0.4);
    ask(1);
    ask(2);
    expect(started).toEqual([1, 2]);
    await nextTurn();
    await nextTurn();
    ask(3);
    expect(started).toEqual([1, 2, 3]);
  });
});

describe('a crowd of connections at once', () => {
  const CROWD = 100;
  const NEWCOMERS = 30;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts newcomers while it serves a crowd that keeps asking, not after the crowd', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CROWD });
    let answers = 0;
    let stopped = false;
    const ask = () =>
      new Promise<void>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
          response.resume();
          response.on('end', () => {
            answers += 1;
            resolve();
          });
        }).on('error', reject);
      });
    const crowd = Array.from({ length: CROWD }, async () => {
      while (!stopped) await ask();
    });
    const newcomers: Socket[] = [];
    try {
      // Every member of the crowd has its connection and keeps asking.
      while (answers < CROWD * 3) await new Promise((resolve) => setTimeout(resolve, 5));
      const accepted: number[] = [];
      const allAccepted = new Promise<void>((resolve) => {
        t.app.server.on('connection', () => {
          accepted.push(answers);
          if (accepted.length === NEWCOMERS) resolve();
        });
      });
      const answersBefore = answers;
      for (let i = 0; i < NEWCOMERS; i += 1) newcomers.push(connect(port, '127.0.0.1'));
      await allAccepted;
      // One connection is accepted per turn. When a turn serves every request it has read, the
      // newcomers come further and further apart (the thirtieth after about 700 answers here);
      // with a budget per turn, a couple of answers apart.
      expect(accepted.at(-1)! - answersBefore).toBeLessThan(CROWD * 3);
    } finally {
      stopped = true;
      await Promise.allSettled(crowd);
      for (const socket of newcomers) socket.destroy();
      agent.destroy();
    }
  });
});
