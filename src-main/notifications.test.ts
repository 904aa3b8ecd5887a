import { describe, expect, it, vi } from 'vitest';
import { createNoticePoller, createNotifier, type DesktopNotice, type NoticeSource } from './notifications';
import { createSettings } from './settings';
import { memoryStore } from './test-support';

const LEAD: DesktopNotice = {
  id: 'lead-41',
  title: 'New lead on Jebel Ali → Rotterdam',
  body: '2 × 40′ HC, ready 12 Dec',
  route: '/leads/41',
};

function setup(notificationsOn: boolean) {
  const settings = createSettings(memoryStore());
  settings.set({ notifications: notificationsOn });
  const shown: { title: string; body: string; click?: () => void }[] = [];
  const openRoute = vi.fn();
  const notifier = createNotifier({
    settings,
    isSupported: () => true,
    create: (options) => {
      const notification: { title: string; body: string; click?: () => void } = { ...options };
      shown.push(notification);
      return {
        on: (_event, listener) => {
          notification.click = listener;
        },
        show: () => undefined,
      };
    },
    openRoute,
  });
  return { settings, shown, openRoute, notifier };
}

describe('desktop notifications', () => {
  it('are off until the member turns them on', () => {
    const settings = createSettings(memoryStore());
    expect(settings.get()).toEqual({ notifications: false });
    const { notifier, shown } = setup(false);
    expect(notifier.notify(LEAD)).toBe(false);
    expect(shown).toEqual([]);
  });

  it('show each notice once, and open its page in the app when clicked', () => {
    const { notifier, shown, openRoute } = setup(true);
    expect(notifier.notify(LEAD)).toBe(true);
    expect(notifier.notify(LEAD)).toBe(false);
    expect(shown).toMatchObject([{ title: LEAD.title, body: LEAD.body }]);
    shown[0]?.click?.();
    expect(openRoute).toHaveBeenCalledWith('/leads/41');
  });

  it('poll every source for news since the last round, skipping a failing one', async () => {
    let now = 1_000;
    const { notifier, settings, shown } = setup(true);
    const asked: number[] = [];
    const sources: NoticeSource[] = [
      { name: 'lanes', poll: async (since) => (asked.push(since), [LEAD]) },
      { name: 'containers', poll: () => Promise.reject(new Error('offline')) },
    ];
    const poller = createNoticePoller({ sources, notifier, settings, intervalMs: 60_000, now: () => now });
    now = 5_000;
    await expect(poller.pollOnce()).resolves.toBe(1);
    now = 9_000;
    await poller.pollOnce();
    expect(asked).toEqual([1_000, 5_000]);
    expect(shown).toHaveLength(1);

    settings.set({ notifications: false });
    await expect(poller.pollOnce()).resolves.toBe(0);
    expect(asked).toHaveLength(2);
  });
});
