import { z } from 'zod';
import type { KeyValueStore } from './session-vault';

const STORE_KEY = 'settings';

const settingsSchema = z.object({
  /** desktop notifications (new leads on a saved lane, new events of a watched container) */
  notifications: z.boolean(),
});

type DesktopSettings = z.infer<typeof settingsSchema>;

/** Off until the member turns them on: an app should not start talking to the desktop unasked. */
const DEFAULTS: DesktopSettings = { notifications: false };

export interface SettingsStore {
  get(): DesktopSettings;
  set(patch: Partial<DesktopSettings>): DesktopSettings;
}

export function createSettings(store: KeyValueStore): SettingsStore {
  return {
    get() {
      const saved = settingsSchema.partial().safeParse(store.get(STORE_KEY));
      return { ...DEFAULTS, ...(saved.success ? saved.data : {}) };
    },
    set(patch) {
      const next = settingsSchema.parse({ ...this.get(), ...patch });
      store.set(STORE_KEY, next);
      return next;
    },
  };
}
