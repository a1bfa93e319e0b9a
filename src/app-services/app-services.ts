// The contract's methods implemented over the engine; shared by Electron main and the browser host.
import { mkdir } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Language, MethodResult, ParsedArgs } from '../shared/contract';
import type { MethodName } from '../shared/contract-methods';
import { fail } from './app-failure';
import { ConnectionService } from './connection-service';
import type { EnginePort } from './engine-port';
import { ENGINE } from './engine-port';
import { HistoryStore } from './history-store';
import type { HostCapabilities } from './host-capabilities';
import { ImportSession } from './import-session';
import { MappingTemplates } from './mapping-templates';
import { RecentFiles } from './recent-files';

export type Handlers = { readonly [M in MethodName]: (args: ParsedArgs<M>) => Promise<MethodResult<M>> };

export interface AppServices {
  readonly handlers: Handlers;
  /** Stops the built-in sandbox and any running upload. */
  close(): Promise<void>;
}

export interface AppServicesOptions {
  readonly dataDir: string;
  readonly version: string;
  readonly host: HostCapabilities;
  readonly engine?: EnginePort;
}

export async function createAppServices(opts: AppServicesOptions): Promise<AppServices> {
  const { dataDir, host } = opts;
  const engine = opts.engine ?? ENGINE;
  await mkdir(dataDir, { recursive: true });
  const connections = await ConnectionService.open(dataDir, host.secretBox, engine);
  const recent = new RecentFiles(dataDir);
  const templates = new MappingTemplates(dataDir);
  const history = new HistoryStore(dataDir);
  const language = (): Language => connections.store.language ?? (host.locale.toLowerCase().startsWith('hu') ? 'hu' : 'en');
  const session = new ImportSession(engine, host, dataDir, history, language, () => connections.current());

  const handlers: Handlers = {
    getAppInfo: async () => ({ mode: host.mode, version: opts.version, language: language(), dataDir, secretStorage: host.secretBox.description }),
    setLanguage: async ({ language: l }) => { await connections.store.setLanguage(l); return null; },
    listProfiles: () => connections.listProfiles(),
    saveProfile: (input) => connections.saveProfile(input),
    deleteProfile: async ({ id }) => { await connections.deleteProfile(id); return null; },
    testConnection: ({ profileId }) => connections.testConnection(profileId),
    connect: ({ profileId, officeId }) => connections.connect(profileId, officeId),
    chooseWorkbook: async () => {
      const path = await host.chooseWorkbook();
      return path === null ? null : { path };
    },
    openWorkbook: async ({ file }) => {
      if (file.kind === 'upload') {
        const up = host.uploadedFile(file.uploadId) ?? fail('not_found', 'That uploaded file is no longer available; choose it again.');
        return session.open(up.path, up.name);
      }
      if (host.mode !== 'electron') fail('forbidden', 'In the browser, workbooks are opened through the file picker.');
      const info = await session.open(file.path, basename(file.path));
      await recent.add(file.path);
      return info;
    },
    listRecentFiles: async () => (host.mode === 'electron' ? recent.list() : []),
    configureSheets: async ({ sheets }) => session.configureSheets(sheets),
    setColumnMapping: async ({ columns }) => session.setColumns(columns),
    listMappingTemplates: () => templates.list(),
    saveMappingTemplate: async ({ name }) => { await templates.save(name, session.toTemplate()); return null; },
    loadMappingTemplate: async ({ name }) => session.applyTemplate(await templates.load(name)),
    getValueMappings: async () => session.valueColumns(),
    setValueMapping: async (choice) => session.setValue(choice),
    validate: () => session.validate(),
    getRows: ({ sheet, offset, limit, filter }) => session.page(sheet, offset, limit, filter),
    editCell: ({ sheet, row, index, value }) => session.editCell(sheet, row, index, value),
    writeNotes: async () => {
      const f = await session.writeNotes();
      return (await host.offerFile(f.path, f.name)) ?? fail('cancelled', 'Not saved.');
    },
    startUpload: ({ dryRun }) => session.upload(dryRun, 'pending'),
    cancelUpload: async () => { session.cancel(); return null; },
    getResults: async () => session.results(),
    resubmitFailed: () => session.upload(false, 'failed'),
    saveResultsWorkbook: async () => {
      const f = await session.resultsFile();
      return host.offerFile(f.path, f.name);
    },
    openResultsWorkbook: async () => {
      const f = await session.resultsFile();
      if (!(await host.openPath(f.path))) fail('unsupported', 'Opening files directly works in the desktop app; download the workbook instead.');
      return null;
    },
    listHistory: ({ officeId }) => history.list(officeId),
  };

  return {
    handlers,
    async close() {
      session.cancel();
      await connections.close();
    },
  };
}
