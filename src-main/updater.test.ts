import { describe, expect, it, vi } from 'vitest';
import { startUpdates, type UpdaterLike } from './updater';

function fakeUpdater() {
  return {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: vi.fn<UpdaterLike['setFeedURL']>(),
    checkForUpdatesAndNotify: vi.fn(async () => null),
  };
}

describe('startUpdates', () => {
  it('is off when the build has no feed, and in development runs', () => {
    const updater = vi.fn(fakeUpdater);
    expect(startUpdates({ feedUrl: undefined, isPackaged: true, updater, onError: vi.fn() })).toBe(false);
    expect(
      startUpdates({ feedUrl: 'https://updates.dfa.test/', isPackaged: false, updater, onError: vi.fn() }),
    ).toBe(false);
    expect(updater).not.toHaveBeenCalled();
  });

  it('checks the built-in generic feed in a packaged app', () => {
    const autoUpdater = fakeUpdater();
    expect(
      startUpdates({
        feedUrl: 'https://updates.dfa.test/desktop/',
        isPackaged: true,
        updater: () => autoUpdater,
        onError: vi.fn(),
      }),
    ).toBe(true);
    expect(autoUpdater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://updates.dfa.test/desktop/',
    });
    expect(autoUpdater.checkForUpdatesAndNotify).toHaveBeenCalledOnce();
  });
});
