// App services as the UI drives them, in a temp data folder, with a host that records what it is asked to do.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppServices } from '../../src/app-services/app-services';
import { createAppServices } from '../../src/app-services/app-services';
import { dispatch } from '../../src/app-services/dispatch';
import { keyFileSecretBox } from '../../src/app-services/secret-box';
import type { EventPayload, MethodName, MethodResult } from '../../src/shared/contract';
import type { EventName } from '../../src/shared/contract-methods';

export interface ServicesHarness {
  readonly dir: string;
  readonly services: AppServices;
  readonly progress: EventPayload<'progress'>[];
  /** Calls `listener` with each progress event as the services send it, until the returned function stops it. */
  onProgress(listener: (p: EventPayload<'progress'>) => void): () => void;
  /** The last file the services offered the user (results, notes copy). */
  offered(): string | null;
  call<M extends MethodName>(method: M, args: unknown): Promise<MethodResult<M>>;
  close(): Promise<void>;
}

export async function startServices(prefix: string): Promise<ServicesHarness> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const dataDir = join(dir, 'data');
  const progress: EventPayload<'progress'>[] = [];
  let offered: string | null = null;
  const listeners = new Set<(p: EventPayload<'progress'>) => void>();
  const services = await createAppServices({
    dataDir,
    version: 'test',
    host: {
      mode: 'electron',
      locale: 'en-GB',
      secretBox: await keyFileSecretBox(dataDir),
      chooseWorkbook: async () => null,
      offerFile: async (path, name) => {
        offered = path;
        return { name, path, downloadUrl: null };
      },
      openPath: async () => false,
      uploadedFile: () => null,
      emit: (event: EventName, payload: unknown) => {
        if (event !== 'progress') return;
        progress.push(payload as EventPayload<'progress'>);
        for (const l of listeners) l(payload as EventPayload<'progress'>);
      },
    },
  });
  return {
    dir,
    services,
    progress,
    offered: () => offered,
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async call(method, args) {
      const r = await dispatch(services.handlers, method, args);
      if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
      return r.value as MethodResult<typeof method>;
    },
    async close() {
      await services.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
