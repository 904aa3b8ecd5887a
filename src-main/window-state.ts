import { z } from 'zod';
import type { KeyValueStore } from './session-vault';

const STORE_KEY = 'mainWindow';

const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200),
  height: z.number().int().min(200),
});

const windowStateSchema = z.object({ bounds: boundsSchema, maximized: z.boolean() });

export type Bounds = z.infer<typeof boundsSchema>;
export type WindowState = z.infer<typeof windowStateSchema>;

export const DEFAULT_SIZE = { width: 1280, height: 820 };

/** How much of the window must lie on a screen for the saved place to be used again. */
const MIN_VISIBLE = 100;

function overlap(a: Bounds, b: Bounds): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Where the window opens: where the member left it, unless that place is no longer on any
 * screen (a monitor was unplugged), in which case the system places a default-sized window.
 */
export function restoredWindowState(
  store: KeyValueStore,
  workAreas: readonly Bounds[],
): Partial<WindowState> {
  const saved = windowStateSchema.safeParse(store.get(STORE_KEY));
  if (!saved.success) return {};
  const visible = workAreas.some((area) => {
    const shared = overlap(saved.data.bounds, area);
    return shared.width >= MIN_VISIBLE && shared.height >= MIN_VISIBLE;
  });
  if (!visible) return { maximized: saved.data.maximized };
  return saved.data;
}

export function saveWindowState(store: KeyValueStore, state: WindowState): void {
  const parsed = windowStateSchema.safeParse(state);
  if (parsed.success) store.set(STORE_KEY, parsed.data);
}
