// The contract's methods implemented over the engine; shared by Electron main and the browser host.
import { mkdir } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Language, MethodResult, ParsedArgs } from '../shared/contract';
import type { MethodName } from '../shared/contract-methods';
import { failBoth, localizedFailure } from './app-failure';
import { APP_SERVICES_MESSAGES as M } from './app-services-messages';
import { templateFromMapping } from '../engine/mapping';
import { ConnectionService } from './connection-service';
import { ExportService } from './export-service';
import type { HostCapabilities } from './host-capabilities';
import { ImportSession } from './import-session';
import { MappingTemplates } from './mapping-templates';
import { formatBoth } from '../catalog';
import { RecentFiles } from './recent-files';
import { undoRun } from './import-session/undo-step';
import { downloadTemplate } from './template-service';

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

/** Every handler's failure in the UI language (see {@link localizedFailure}). */
function inLanguage(handlers: Handlers, language: () => Language): Handlers {
  const wrap =
    <A, R>(h: (a: A) => Promise<R>) =>
    async (a: A): Promise<R> => {
      try {
        return await h(a);
      } catch (e) {
        throw localizedFailure(e, language());
      }
    };
  return Object.fromEntries(
    Object.entries(handlers).map(([k, h]) => [k, wrap(h as (a: unknown) => Promise<unknown>)]),
  ) as unknown as Handlers;
}

export async function createAppServices(opts: AppServicesOptions): Promise<AppServices> {
  const { dataDir, host } = opts;
  await mkdir(dataDir, { recursive: true });
  const connections = await ConnectionService.open(dataDir, host.secretBox);
  const recent = new RecentFiles(dataDir);
  // Read once at start so a damaged list is reported with the others (getAppInfo's stateNotices).
  if (host.mode === 'electron') await recent.list();
  const templates = new MappingTemplates(dataDir);
  let shown: Language | null = null;
  const language = (): Language =>
    shown ?? connections.store.language ?? (host.locale.toLowerCase().startsWith('hu') ? 'hu' : 'en');
  const session = new ImportSession(host, dataDir, language, () => connections.current());
  const exports = new ExportService({ host, dataDir, lang: language, connection: () => connections.current() });
  /** Uploaded copies are journaled under their temporary path; History shows the name the user knows. */
  const uploadedNames = new Map<string, string>();

  const handlers: Handlers = {
    getAppInfo: async () => ({
      mode: host.mode,
      version: opts.version,
      savedLanguage: connections.store.language,
      dataDir,
      secretStorage: host.secretBox.description,
      stateNotices: [...(host.secretBox.notices ?? []), ...connections.store.notices, ...recent.notices],
    }),
    setLanguage: async ({ language: l, remember }) => {
      shown = l;
      if (remember) await connections.store.setLanguage(l);
      return null;
    },
    listProfiles: () => connections.listProfiles(),
    saveProfile: (input) => connections.saveProfile(input),
    deleteProfile: async ({ id }) => {
      await connections.deleteProfile(id);
      return null;
    },
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
        const up = host.uploadedFile(file.uploadId) ?? failBoth('not_found', formatBoth(M.uploadedGone));
        uploadedNames.set(up.path, up.name);
        return session.open(up.path, up.name);
      }
      if (file.kind === 'export') {
        const ex = await exports.file(file.exportId);
        uploadedNames.set(ex.path, ex.name);
        return session.open(ex.path, ex.name);
      }
      if (host.mode !== 'electron') failBoth('forbidden', formatBoth(M.browserPicker));
      const info = await session.open(file.path, basename(file.path));
      await recent.add(file.path);
      return info;
    },
    listRecentFiles: async () => (host.mode === 'electron' ? recent.list() : []),
    configureSheets: ({ sheets }) => session.configureSheets(sheets),
    setColumnMapping: async ({ columns }) => session.setColumns(columns),
    listMappingTemplates: () => templates.list(),
    saveMappingTemplate: async ({ name }) => {
      await templates.save(name, templateFromMapping(session.mappingForTemplate()));
      return null;
    },
    loadMappingTemplate: async ({ name }) => session.applyTemplate(await templates.load(name)),
    getValueMappings: () => session.valueColumns(),
    setValueMapping: (choice) => session.setValue(choice),
    getInterpretations: async () => session.interpretations(),
    setInterpretation: async (choice) => session.setInterpretation(choice),
    listLearnedWords: () => session.learnedWords(),
    forgetLearnedWords: ({ words, all }) => session.forgetLearnedWords(all ? 'all' : words),
    validate: () => session.validate(),
    cancelValidation: async () => {
      session.cancelValidation();
      return null;
    },
    getRows: ({ sheet, offset, limit, filter, rows }) => session.page(sheet, offset, limit, filter, rows),
    editCell: ({ sheet, row, index, value }) => session.editCell(sheet, row, index, value),
    getProblems: ({ sheet, filter, include }) => session.problems(sheet, filter, include),
    getWarnings: () => session.warnings(),
    acceptWarnings: ({ rows, kinds }) => session.acceptWarnings(rows, kinds),
    editCells: ({ sheet, cells }) => session.editCells(sheet, cells),
    bulkReplace: (o) => session.bulkReplace(o),
    undoEdit: () => session.undoEdit(),
    setSheetDefaults: async ({ sheet, on }) => session.setSheetDefaults(sheet, on),
    writeNotes: async () => {
      const f = await session.writeNotes();
      return (await host.offerFile(f.path, f.name)) ?? failBoth('cancelled', formatBoth(M.notSaved));
    },
    startUpload: ({ dryRun, confirmDeletes, confirmWithdraws, confirmReferenceChanges, confirmLookalikes }) =>
      session.upload(dryRun, 'pending', {
        deletes: confirmDeletes,
        withdraws: confirmWithdraws,
        referenceChanges: confirmReferenceChanges,
        lookalikes: confirmLookalikes,
      }),
    cancelUpload: async () => {
      session.cancel();
      return null;
    },
    getResults: async () => session.results(),
    resubmitFailed: () => session.upload(false, 'failed'),
    syncPreview: ({ scope }) => session.syncPreview(scope),
    withdrawMissing: ({ confirm, scope }) => session.withdrawMissing(confirm, scope),
    saveResultsWorkbook: async () => {
      const f = session.resultsFile();
      return host.offerFile(f.path, f.name);
    },
    openResultsWorkbook: async () => {
      const f = session.resultsFile();
      if (!(await host.openPath(f.path))) failBoth('unsupported', formatBoth(M.openDirectly));
      return null;
    },
    listHistory: ({ officeId }) => session.history(officeId, uploadedNames),
    undoRun: (req) => undoRun({ host, dataDir, lang: language, connection: () => connections.current() }, req),
    exportWorkbook: (req) => exports.run(req),
    cancelExport: async () => {
      exports.cancel();
      return null;
    },
    downloadTemplate: (req) => downloadTemplate({ host, dataDir, lang: language }, req),
    listSellerChoices: () => session.sellerChoices(),
  };

  return {
    handlers: inLanguage(handlers, language),
    async close() {
      session.cancel();
      session.cancelValidation();
      exports.cancel();
      await connections.close();
    },
  };
}
