import { describe, expect, it } from 'vitest';
import { memoryStore } from './test-support';
import { restoredWindowState, saveWindowState } from './window-state';

const LAPTOP = { x: 0, y: 0, width: 1440, height: 900 };
const SECOND_SCREEN = { x: 1440, y: 0, width: 1920, height: 1080 };

describe('window state', () => {
  it('reopens where the window was closed', () => {
    const store = memoryStore();
    saveWindowState(store, { bounds: { x: 1600, y: 100, width: 1200, height: 800 }, maximized: false });
    expect(restoredWindowState(store, [LAPTOP, SECOND_SCREEN])).toEqual({
      bounds: { x: 1600, y: 100, width: 1200, height: 800 },
      maximized: false,
    });
  });

  it('falls back to the default place when that screen is gone, keeping "maximised"', () => {
    const store = memoryStore();
    saveWindowState(store, { bounds: { x: 1600, y: 100, width: 1200, height: 800 }, maximized: true });
    expect(restoredWindowState(store, [LAPTOP])).toEqual({ maximized: true });
  });

  it('ignores a missing or damaged record', () => {
    const store = memoryStore();
    expect(restoredWindowState(store, [LAPTOP])).toEqual({});
    store.set('mainWindow', { bounds: { x: 'left' }, maximized: 'yes' });
    expect(restoredWindowState(store, [LAPTOP])).toEqual({});
  });
});
