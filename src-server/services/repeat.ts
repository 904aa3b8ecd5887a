export interface Repeating {
  /** waits for the round in progress, then stops */
  stop(): Promise<void>;
}

/**
 * Runs `round` now and then `intervalMs` after each round ends, until stopped; rounds never
 * overlap. `round` handles its own errors (a rejection is swallowed so the schedule goes on).
 */
export function repeatEvery(intervalMs: number, round: () => Promise<void>): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = round()
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
