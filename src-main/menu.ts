import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  /** shows a route of the app in the window */
  navigate(route: string): void;
  openWebsite(): void;
  setNotifications(on: boolean): void;
}

/** Places members go to most, one keystroke away. */
const GO_ITEMS: { label: string; route: string; accelerator?: string }[] = [
  { label: 'Home', route: '/', accelerator: 'CmdOrCtrl+Shift+H' },
  { label: 'Freight Dictionary', route: '/freight-dictionary', accelerator: 'CmdOrCtrl+Shift+D' },
  { label: 'Member Directory', route: '/directory', accelerator: 'CmdOrCtrl+Shift+M' },
  { label: 'Virtual Office', route: '/directory/virtual-office' },
  { label: 'Blacklist', route: '/company/blacklist' },
  { label: 'Events', route: '/events' },
];

/**
 * The native menu: the usual Edit, View and Window entries (so copy, paste, zoom and full screen
 * work with their standard shortcuts), a Go menu for the portal's main places, and the
 * notifications setting.
 */
export function menuTemplate({
  platform,
  appName,
  development,
  notificationsOn,
  actions,
}: {
  platform: NodeJS.Platform;
  appName: string;
  development: boolean;
  notificationsOn: boolean;
  actions: MenuActions;
}): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const notificationsItem: MenuItemConstructorOptions = {
    label: 'Desktop Notifications',
    type: 'checkbox',
    checked: notificationsOn,
    click: (item) => actions.setNotifications(item.checked),
  };
  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: appName,
          submenu: [
            { role: 'about' },
            { type: 'separator' },
            notificationsItem,
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [];
  return [
    ...appMenu,
    {
      label: '&File',
      submenu: [
        { label: 'Open DFA Website', click: () => actions.openWebsite() },
        ...(mac ? [] : [{ type: 'separator' } as const, notificationsItem]),
        { type: 'separator' },
        mac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: '&Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&View',
      submenu: [
        { role: 'reload' },
        ...(development ? [{ role: 'toggleDevTools' } as const] : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: '&Go',
      submenu: GO_ITEMS.map(({ label, route, accelerator }) => ({
        label,
        ...(accelerator ? { accelerator } : {}),
        click: () => actions.navigate(route),
      })),
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Frequently Asked Questions', click: () => actions.navigate('/company/faqs') },
        { label: 'Contact Support', click: () => actions.navigate('/company/contact-us') },
        ...(mac ? [] : [{ type: 'separator' } as const, { role: 'about' } as const]),
      ],
    },
  ];
}
