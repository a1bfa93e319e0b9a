// The application menu; its commands go to the renderer as `menuCommand` events.
import { app, Menu } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand, RecentFile } from '../shared/contract';

export function buildMenu(send: (c: MenuCommand) => void, recent: readonly RecentFile[]): Menu {
  const recentItems: MenuItemConstructorOptions[] = recent.length
    ? recent.map((f) => ({ label: f.name, click: () => send({ command: 'open-recent', path: f.path }) }))
    : [{ label: 'No recent files', enabled: false }];
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'File',
      submenu: [
        { label: 'Open Workbook…', accelerator: 'CmdOrCtrl+O', click: () => send({ command: 'open-workbook' }) },
        { label: 'Open Recent', submenu: recentItems },
        { type: 'separator' },
        { label: 'History', accelerator: 'CmdOrCtrl+H', click: () => send({ command: 'show-history' }) },
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    {
      label: 'Edit',
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
      label: 'View',
      submenu: [
        { label: 'English', click: () => send({ command: 'language-en' }) },
        { label: 'Magyar', click: () => send({ command: 'language-hu' }) },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        ...(app.isPackaged ? [] : [{ role: 'toggleDevTools' } as MenuItemConstructorOptions]),
      ],
    },
    { label: 'Help', submenu: [{ label: 'About Listing Importer', click: () => send({ command: 'about' }) }] },
  ];
  return Menu.buildFromTemplate(template);
}
