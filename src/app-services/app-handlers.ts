// The contract's handlers by the part of the app they serve: the app and its connections, the workbook and its
// mapping, Review, the upload and its results, and what lies beside the import (history, export, template).
import { basename } from 'node:path';
import { formatBoth } from '../catalog';
import { templateFromMapping } from '../engine/mapping';
import type { Language, MethodResult, ParsedArgs } from '../shared/contract';
import type { MethodName } from '../shared/contract-methods';
import { failBoth } from './app-failure';
import { APP_SERVICES_MESSAGES as M } from './app-services-messages';
import type { ConnectionService } from './connection-service';
import type { ExportService } from './export-service';
import type { HostCapabilities } from './host-capabilities';
import type { ImportSession } from './import-session';
import { undoRun } from './import-session/undo-step';
import type { MappingTemplates } from './mapping-templates';
import type { RecentFiles } from './recent-files';
import { downloadTemplate } from './template-service';

/** Every method of the contract, each with its checked arguments. */
export type Handlers = { readonly [M in MethodName]: (args: ParsedArgs<M>) => Promise<MethodResult<M>> };

/** What the handlers work with: one per app. */
export interface AppContext {
  readonly dataDir: string;
  readonly version: string;
  readonly host: HostCapabilities;
  readonly connections: ConnectionService;
  readonly recent: RecentFiles;
  readonly templates: MappingTemplates;
  readonly session: ImportSession;
  readonly exports: ExportService;
  /** The language the UI shows, and the language the user chose in this run of the app. */
  readonly language: () => Language;
  readonly show: (language: Language) => void;
  /** Uploaded copies are journaled under their temporary path; History shows the name the user knows. */
  readonly uploadedNames: Map<string, string>;
}

type Some<K extends keyof Handlers> = Pick<Handlers, K>;

export function appHandlers(
  c: AppContext,
): Some<
  | 'getAppInfo'
  | 'setLanguage'
  | 'listProfiles'
  | 'saveProfile'
  | 'deleteProfile'
  | 'testConnection'
  | 'testUnsavedConnection'
  | 'connect'
> {
  const { host, connections } = c;
  return {
    getAppInfo: async () => ({
      mode: host.mode,
      version: c.version,
      savedLanguage: connections.store.language,
      dataDir: c.dataDir,
      secretStorage: host.secretBox.description,
      stateNotices: [
        ...(host.secretBox.notices ?? []),
        ...connections.store.notices,
        ...connections.notices,
        ...c.recent.notices,
      ],
    }),
    setLanguage: async ({ language: l, remember }) => {
      c.show(l);
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
    testUnsavedConnection: (input) => connections.testUnsavedConnection(input),
    connect: async ({ profileId, officeId }) => {
      const connected = await connections.connect(profileId, officeId);
      c.session.connectionChanged();
      return connected;
    },
  };
}

export function workbookHandlers(
  c: AppContext,
): Some<
  | 'chooseWorkbook'
  | 'openWorkbook'
  | 'listRecentFiles'
  | 'configureSheets'
  | 'setColumnMapping'
  | 'listMappingTemplates'
  | 'saveMappingTemplate'
  | 'loadMappingTemplate'
  | 'getValueMappings'
  | 'setValueMapping'
  | 'getInterpretations'
  | 'setInterpretation'
  | 'listLearnedWords'
  | 'forgetLearnedWords'
> {
  const { host, session, templates } = c;
  return {
    chooseWorkbook: async () => {
      const path = await host.chooseWorkbook();
      return path === null ? null : { path };
    },
    openWorkbook: async ({ file }) => {
      if (file.kind === 'upload') {
        const up = host.uploadedFile(file.uploadId) ?? failBoth('not_found', formatBoth(M.uploadedGone));
        c.uploadedNames.set(up.path, up.name);
        return session.open(up.path, up.name);
      }
      if (file.kind === 'export') {
        const ex = await c.exports.file(file.exportId);
        c.uploadedNames.set(ex.path, ex.name);
        return session.open(ex.path, ex.name);
      }
      if (host.mode !== 'electron') failBoth('forbidden', formatBoth(M.browserPicker));
      const info = await session.open(file.path, basename(file.path));
      await c.recent.add(file.path);
      return info;
    },
    listRecentFiles: async () => (host.mode === 'electron' ? c.recent.list() : []),
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
  };
}

export function reviewHandlers(
  c: AppContext,
): Some<
  | 'validate'
  | 'cancelValidation'
  | 'getRows'
  | 'editCell'
  | 'getProblems'
  | 'getWarnings'
  | 'acceptWarnings'
  | 'editCells'
  | 'bulkReplace'
  | 'undoEdit'
  | 'setSheetDefaults'
  | 'writeNotes'
  | 'listSellerChoices'
> {
  const { session } = c;
  return {
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
      return (await c.host.offerFile(f.path, f.name)) ?? failBoth('cancelled', formatBoth(M.notSaved));
    },
    listSellerChoices: () => session.sellerChoices(),
  };
}

export function uploadHandlers(
  c: AppContext,
): Some<
  | 'startUpload'
  | 'cancelUpload'
  | 'getResults'
  | 'resubmitFailed'
  | 'syncPreview'
  | 'withdrawMissing'
  | 'saveResultsWorkbook'
  | 'openResultsWorkbook'
> {
  const { host, session } = c;
  return {
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
    withdrawMissing: (request) => session.withdrawMissing(request),
    saveResultsWorkbook: async () => {
      const f = session.resultsFile();
      return host.offerFile(f.path, f.name);
    },
    openResultsWorkbook: async () => {
      const f = session.resultsFile();
      if (!(await host.openPath(f.path))) failBoth('unsupported', formatBoth(M.openDirectly));
      return null;
    },
  };
}

export function besideImportHandlers(
  c: AppContext,
): Some<'listHistory' | 'undoRun' | 'exportWorkbook' | 'cancelExport' | 'downloadTemplate'> {
  const { host, dataDir, language, connections } = c;
  return {
    listHistory: ({ officeId }) => c.session.history(officeId, c.uploadedNames),
    undoRun: (req) => undoRun({ host, dataDir, lang: language, connection: () => connections.current() }, req),
    exportWorkbook: (req) => c.exports.run(req),
    cancelExport: async () => {
      c.exports.cancel();
      return null;
    },
    downloadTemplate: (req) =>
      downloadTemplate({ host, dataDir, lang: language, connection: () => connections.connected() }, req),
  };
}
