// Electron main: one hardened window, the contract over IPC (validated against zod and the sender frame).
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, session, shell } from 'electron';
import type { HostCapabilities } from '../app-services/host-capabilities';
import type { ServicesClient } from '../app-services/worker-client';
import { connectAppServices } from '../app-services/worker-client';
import { EVENTS } from '../shared/contract';
import type { MenuCommand, RecentFile } from '../shared/contract';
import type { EventName } from '../shared/contract-methods';
import { METHOD_NAMES, eventChannel, methodChannel } from '../shared/contract-methods';
import { buildMenu } from './app-menu';
import { safeStorageBox } from './safe-storage-box';
import { startServicesProcess } from './services-process';
import { isTrustedSender, pageAddress } from './trusted-sender';

const here = fileURLToPath(new URL('.', import.meta.url));
const preloadPath = join(here, '../preload/index.cjs');
const rendererFile = join(here, '../renderer/index.html');
const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const expectedPage = pageAddress(devUrl ?? pathToFileURL(rendererFile).href);

// Lets tests and several installations keep separate data folders.
if (process.env.LISTING_IMPORTER_DATA_DIR) app.setPath('userData', process.env.LISTING_IMPORTER_DATA_DIR);

let mainWindow: BrowserWindow | null = null;
let services: ServicesClient | null = null;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });
  app.enableSandbox();
  app
    .whenReady()
    .then(start)
    .catch((e: unknown) => {
      console.error('Listing Importer could not start:', e instanceof Error ? e.message : e);
      app.exit(1);
    });
}

function emit<E extends EventName>(event: E, payload: unknown): void {
  const checked = EVENTS[event].safeParse(payload);
  if (checked.success) mainWindow?.webContents.send(eventChannel(event), checked.data);
}

function hardenSessions(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  // Nothing but our own files (and the dev server) may load: no remote content.
  ses.webRequest.onBeforeRequest((details, callback) => {
    const u = details.url;
    const allowed =
      u.startsWith('file://') ||
      u.startsWith('data:') ||
      u.startsWith('devtools://') ||
      (devUrl !== undefined && u.startsWith(new URL(devUrl).origin));
    callback({ cancel: !allowed });
  });
  app.on('web-contents-created', (_e, contents) => {
    contents.on('will-navigate', (ev) => ev.preventDefault());
    contents.on('will-redirect', (ev) => ev.preventDefault());
    contents.on('will-attach-webview', (ev) => ev.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

function electronHost(): HostCapabilities {
  return {
    mode: 'electron',
    locale: app.getPreferredSystemLanguages()[0] ?? app.getLocale(),
    secretBox: safeStorageBox(),
    async chooseWorkbook() {
      const options = {
        title: 'Open workbook',
        properties: ['openFile' as const],
        filters: [{ name: 'Workbooks', extensions: ['xlsx', 'csv', 'txt'] }],
      };
      const r = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
      return r.canceled ? null : (r.filePaths[0] ?? null);
    },
    async offerFile(path, name) {
      const options = {
        title: 'Save workbook',
        defaultPath: join(app.getPath('documents'), name),
        filters: [{ name: 'Excel workbook', extensions: ['xlsx'] }],
      };
      const r = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
      if (r.canceled || !r.filePath) return null;
      await copyFile(path, r.filePath);
      return { name, path: r.filePath, downloadUrl: null };
    },
    async openPath(path) {
      return (await shell.openPath(path)) === '';
    },
    uploadedFile: () => null,
    emit,
  };
}

async function refreshMenu(): Promise<void> {
  if (!services) return;
  const outcome = await services.call('listRecentFiles', {});
  const recent = outcome.ok ? (outcome.value as RecentFile[]) : [];
  Menu.setApplicationMenu(buildMenu((c: MenuCommand) => emit('menuCommand', c), recent));
}

async function start(): Promise<void> {
  hardenSessions();
  // The services run in a utility process: opening, validating and writing back never block this process's IPC.
  // A process that dies is started again with the session reopened (worker-client.ts), as the browser host's thread is.
  const host = electronHost();
  const client = await connectAppServices(startServicesProcess, host, {
    dataDir: app.getPath('userData'),
    version: app.getVersion(),
    mode: host.mode,
    locale: host.locale,
    secretDescription: host.secretBox.description,
  });
  services = client;
  for (const name of METHOD_NAMES) {
    ipcMain.handle(methodChannel(name), async (event, raw: unknown) => {
      if (!isTrustedSender(event, mainWindow?.webContents ?? null, expectedPage)) {
        return { ok: false, error: { code: 'forbidden', message: 'This page may not use the app.' } };
      }
      const outcome = await client.call(name, raw);
      if (name === 'openWorkbook' && outcome.ok) void refreshMenu();
      return outcome;
    });
  }
  await refreshMenu();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

function createWindow(): void {
  mainWindow = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    title: 'Listing Importer',
    show: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
  if (devUrl) void mainWindow.loadURL(devUrl);
  else void mainWindow.loadFile(rendererFile);
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', () => {
  void services?.close();
});
