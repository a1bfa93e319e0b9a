// The contract's methods implemented over the engine; shared by Electron main and the browser host.
import { mkdir } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Language, MethodResult, ParsedArgs } from '../shared/contract';
import type { MethodName } from '../shared/contract-methods';
import { fail } from './app-failure';
import { templateFromMapping } from '../engine/mapping';
import { ConnectionService } from './connection-service';
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
}

export async function createAppServices(opts: AppServicesOptions): Promise<AppServices> {
  const { dataDir, host } = opts;
  await mkdir(dataDir, { recursive: true });
  const connections = await ConnectionService.open(dataDir, host.secretBox);
  const recent = new RecentFiles(dataDir);
  const templates = new MappingTemplates(dataDir);
  let shown: Language | null = null;
  const language = (): Language => shown ?? connections.store.language ?? (host.locale.toLowerCase().startsWith('hu') ? 'hu' : 'en');
  const session = new ImportSession(host, dataDir, language, () => connections.current());
  /** Uploaded copies are journaled under their temporary path; History shows the name the user knows. */
  const uploadedNames = new Map<string, string>();

  const handlers: Handlers = {
    getAppInfo: async () => ({ mode: host.mode, version: opts.version, savedLanguage: connections.store.language, dataDir, secretStorage: host.secretBox.description }),
    setLanguage: async ({ language: l, remember }) => {
      shown = l;
      if (remember) await connections.store.setLanguage(l);
      return null;
    },
    listProfiles: () => connections.listProfiles(),
    saveProfile: (input) => connections.saveProfile(input),
    deleteProfile: async ({ id }) => { await connections.deleteProfile(id); return null; },
    testConnection: ({ profileId }) => connections.testConnection(profileId),
    connect: async ({ profileId, officeId }) => {
      const c = await connections.connect(profileId, officeId);
      session.connectionChanged();
      return c;
    },
    chooseWorkbook: async () => {
      const path = await host.chooseWorkbook();
      return path === null ? null : { path };
    },
    openWorkbook: async ({ file }) => {
      if (file.kind === 'upload') {
        const up = host.uploadedFile(file.uploadId) ?? fail('not_found', 'That uploaded file is no longer available; choose it again.');
        uploadedNames.set(up.path, up.name);
        return session.open(up.path, up.name);
      }
      if (host.mode !== 'electron') fail('forbidden', 'In the browser, workbooks are opened through the file picker.');
      const info = await session.open(file.path, basename(file.path));
      await recent.add(file.path);
      return info;
    },
    listRecentFiles: async () => (host.mode === 'electron' ? recent.list() : []),
    configureSheets: ({ sheets }) => session.configureSheets(sheets),
    setColumnMapping: async ({ columns }) => session.setColumns(columns),
    listMappingTemplates: () => templates.list(),
    saveMappingTemplate: async ({ name }) => { await templates.save(name, templateFromMapping(session.mappingForTemplate())); return null; },
    loadMappingTemplate: async ({ name }) => session.applyTemplate(await templates.load(name)),
    getValueMappings: () => session.valueColumns(),
    setValueMapping: (choice) => session.setValue(choice),
    getInterpretations: async () => session.interpretations(),
    setInterpretation: async (choice) => session.setInterpretation(choice),
    listLearnedWords: () => session.learnedWords(),
    forgetLearnedWords: ({ words, all }) => session.forgetLearnedWords(all ? 'all' : words),
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
      const f = session.resultsFile();
      return host.offerFile(f.path, f.name);
    },
    openResultsWorkbook: async () => {
      const f = session.resultsFile();
      if (!(await host.openPath(f.path))) fail('unsupported', 'Opening files directly works in the desktop app; download the workbook instead.');
      return null;
    },
    listHistory: ({ officeId }) => session.history(officeId, uploadedNames),
  };

  return {
    handlers,
    async close() {
      session.cancel();
      await connections.close();
    },
  };
}
