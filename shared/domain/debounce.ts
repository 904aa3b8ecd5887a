// shared/ is typed without DOM or Node globals; both provide these two timers.
interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
const timers = globalThis as unknown as Timers;

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
  flush(): void;
}

/** Calls `fn` once `waitMs` have passed without another call, with the latest arguments. */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): Debounced<Args> {
  let timer: unknown;
  let pending: Args | undefined;

  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: Args) => {
    pending = args;
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(run, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    timers.clearTimeout(timer);
    run();
  };
  return debounced;
}
