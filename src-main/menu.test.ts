import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { menuTemplate } from './menu';

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

function build(platform: NodeJS.Platform, development = false) {
  const actions = { navigate: vi.fn(), openWebsite: vi.fn(), setNotifications: vi.fn() };
  const template = menuTemplate({
    platform,
    appName: 'DFA Portal',
    development,
    notificationsOn: false,
    actions,
  });
  return { template, all: items(template), actions };
}

describe('menuTemplate', () => {
  it('has the usual editing, view and window entries', () => {
    const roles = build('win32')
      .all.map((item) => item.role)
      .filter(Boolean);
    expect(roles).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'quit']),
    );
    expect(roles).toEqual(
      expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen', 'windowMenu']),
    );
  });

  it('offers the developer tools only in development', () => {
    expect(build('linux').all.some((item) => item.role === 'toggleDevTools')).toBe(false);
    expect(build('linux', true).all.some((item) => item.role === 'toggleDevTools')).toBe(true);
  });

  it('puts the app menu first on macOS', () => {
    expect(build('darwin').template[0]?.label).toBe('DFA Portal');
    expect(build('win32').template[0]?.label).toBe('&File');
  });

  it('goes to the portal’s places and toggles notifications', () => {
    const { all, actions } = build('linux');
    const click = (label: string, item: Partial<Electron.MenuItem> = {}) =>
      (all.find((entry) => entry.label === label)?.click as (item: unknown) => void)(item);
    click('Freight Dictionary');
    click('Member Directory');
    expect(actions.navigate.mock.calls).toEqual([['/freight-dictionary'], ['/directory']]);
    click('Desktop Notifications', { checked: true });
    expect(actions.setNotifications).toHaveBeenCalledWith(true);
  });
});
