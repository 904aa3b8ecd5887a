export interface PeriodicTask {
  /** waits for the round in progress, then stops */
  stop(): Promise<void>;
}

/**
 * Runs `round` now and then again `intervalMs` after each round ends (never two at once), until
 * stopped. A round that throws is reported to `onError` and the next one still comes.
 */
export function runPeriodically(
  round: () => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicTask {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = round()
      .catch(onError)
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
