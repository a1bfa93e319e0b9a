// The contract's methods implemented over the engine; shared by Electron main and the browser host.
import { mkdir } from 'node:fs/promises';
import type { Language } from '../shared/contract';
import { localizedFailure } from './app-failure';
import type { AppContext, Handlers } from './app-handlers';
import { appHandlers, besideImportHandlers, reviewHandlers, uploadHandlers, workbookHandlers } from './app-handlers';
import { ConnectionService } from './connection-service';
import { ExportService } from './export-service';
import type { HostCapabilities } from './host-capabilities';
import { ImportSession } from './import-session';
import { MappingTemplates } from './mapping-templates';
import { RecentFiles } from './recent-files';

export type { Handlers };

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
  const context: AppContext = {
    dataDir,
    version: opts.version,
    host,
    connections,
    recent,
    templates,
    session,
    exports,
    language,
    show: (l) => {
      shown = l;
    },
    uploadedNames: new Map<string, string>(),
  };
  // Every method of the contract, each group in app-handlers.ts; the type checks none is missing.
  const handlers: Handlers = {
    ...appHandlers(context),
    ...workbookHandlers(context),
    ...reviewHandlers(context),
    ...uploadHandlers(context),
    ...besideImportHandlers(context),
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
