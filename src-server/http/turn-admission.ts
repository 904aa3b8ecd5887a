/**
 * How long one turn of the event loop may spend starting requests before the rest wait for the
 * next turn. A request the server answers from memory costs 0.1 to 0.3 ms, so a turn starts a few.
 */
const TURN_BUDGET_MS = 0.5;

/** Runs `start` now or in a later turn of the event loop, in the order requests arrived. */
export type Admit = (start: () => void) => void;

/**
 * Starts requests a turn's worth at a time, so a crowd of connections arriving at once is
 * accepted within a fraction of a second rather than one to four seconds.
 *
 * libuv accepts one new connection per turn of the event loop (since 1.45, pull request 3696),
 * and each turn serves every request it has read. When 200 connections arrive together, each
 * turn serves all the connections accepted so far before it accepts the next, so the last one
 * waits for 200 turns, each longer than the one before. With a budget per turn, requests beyond it
 * wait, first come first started, for the following turns, and each of those turns also accepts
 * a connection. Until the budget is spent a request starts at once, as before.
 *
 * Waiting requests start in the turn's check phase (setImmediate), as many as the budget holds at
 * what the last such batch cost per request, and at least one. That cost is measured by a second
 * callback right after the batch: Node runs the batch's promise continuations (database reads
 * included) before it, so the cost is the whole of each request's work in that turn, not its
 * first step.
 */
export function createTurnAdmission(budgetMs = TURN_BUDGET_MS, now = () => performance.now()): Admit {
  const waiting: Array<() => void> = [];
  /** when this turn's budget began to run; undefined until something asks in a new turn */
  let budgetStarted: number | undefined;
  /** the last batch's cost per request; the first batch starts one */
  let costMs = budgetMs;
  let batch = { started: 0, count: 0 };
  let draining = false;

  const endTurn = (): void => {
    budgetStarted = undefined;
  };
  const withinBudget = (): boolean => {
    if (budgetStarted === undefined) {
      budgetStarted = now();
      setImmediate(endTurn);
    }
    return now() - budgetStarted < budgetMs;
  };

  const startBatch = (): void => {
    const count = Math.max(1, Math.min(waiting.length, Math.floor(budgetMs / costMs)));
    batch = { started: now(), count };
    for (let i = 0; i < count; i += 1) waiting.shift()!();
  };
  const endBatch = (): void => {
    costMs = (now() - batch.started) / batch.count;
    if (waiting.length > 0) drainNextTurn();
    else draining = false;
  };
  /** Queued together, so both run in the same check phase, one after the other. */
  const drainNextTurn = (): void => {
    setImmediate(startBatch);
    setImmediate(endBatch);
  };

  return (start) => {
    if (waiting.length === 0 && withinBudget()) {
      start();
      return;
    }
    waiting.push(start);
    if (!draining) {
      draining = true;
      drainNextTurn();
    }
  };
}
