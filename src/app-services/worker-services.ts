// The worker's side of the protocol: the app services and dispatch, with the host's capabilities asked by message.
import { assertNever } from '../catalog';
import type { AppServices } from './app-services';
import { createAppServices } from './app-services';
import { dispatch } from './dispatch';
import type { HostCapabilities } from './host-capabilities';
import type {
  HostCallName,
  HostCalls,
  HostToWorker,
  MessageChannelEnd,
  WorkerInit,
  WorkerToHost,
} from './worker-protocol';

type WorkerEnd = MessageChannelEnd<HostToWorker, WorkerToHost>;
type Pending = { readonly resolve: (value: unknown) => void; readonly reject: (e: Error) => void };

/** Host capabilities answered by the host over the channel; uploads are told to the worker before they are used. */
function remoteHost(
  end: WorkerEnd,
  init: WorkerInit,
  pending: Map<number, Pending>,
  uploads: ReadonlyMap<string, { path: string; name: string }>,
): HostCapabilities {
  let next = 0;
  function ask<C extends HostCallName>(call: C, ...args: HostCalls[C]['args']): Promise<HostCalls[C]['result']> {
    const id = ++next;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      end.post({ type: 'hostCall', id, call, args });
    });
  }
  return {
    mode: init.mode,
    locale: init.locale,
    secretBox: {
      description: init.secretDescription,
      notices: init.secretNotices ?? [],
      encrypt: (plain) => ask('encrypt', plain),
      decrypt: (sealed) => ask('decrypt', sealed),
    },
    chooseWorkbook: () => ask('chooseWorkbook'),
    offerFile: (path, name) => ask('offerFile', path, name),
    openPath: (path) => ask('openPath', path),
    uploadedFile: (id) => uploads.get(id) ?? null,
    emit: (name, payload) => end.post({ type: 'event', name, payload }),
  };
}

/** Serves the host's requests until it says close; every request is answered, a failure as a typed outcome. */
export function serveAppServices(end: WorkerEnd): void {
  const pending = new Map<number, Pending>();
  const uploads = new Map<string, { path: string; name: string }>();
  /** The method of each request not yet answered, so a cancel knows what to stop. */
  const inFlight = new Map<number, string>();
  let services: Promise<AppServices> | null = null;

  async function answer(id: number, method: Parameters<typeof dispatch>[1], args: unknown): Promise<void> {
    inFlight.set(id, method);
    try {
      const s = await (services ?? Promise.reject(new Error('the services were not started')));
      end.post({ type: 'response', id, outcome: await dispatch(s.handlers, method, args) });
    } catch (e) {
      end.post({
        type: 'response',
        id,
        outcome: { ok: false, error: { code: 'internal', message: e instanceof Error ? e.message : 'failed' } },
      });
    } finally {
      inFlight.delete(id);
    }
  }

  async function cancel(id: number): Promise<void> {
    const method = inFlight.get(id);
    if (!services || (method !== 'validate' && method !== 'exportWorkbook')) return;
    await dispatch((await services).handlers, method === 'validate' ? 'cancelValidation' : 'cancelExport', {});
  }

  end.onMessage((msg) => {
    switch (msg.type) {
      case 'init':
        services = createAppServices({
          dataDir: msg.init.dataDir,
          version: msg.init.version,
          host: remoteHost(end, msg.init, pending, uploads),
        });
        services.then(
          () => end.post({ type: 'ready' }),
          (e: unknown) => end.post({ type: 'initFailed', message: e instanceof Error ? e.message : 'failed' }),
        );
        return;
      case 'request':
        void answer(msg.id, msg.method, msg.args);
        return;
      case 'cancel':
        void cancel(msg.id);
        return;
      case 'upload':
        uploads.set(msg.uploadId, { path: msg.path, name: msg.name });
        return;
      case 'hostResult': {
        const p = pending.get(msg.id);
        pending.delete(msg.id);
        if (msg.ok) p?.resolve(msg.value);
        else p?.reject(new Error(msg.message));
        return;
      }
      case 'close':
        void (services ?? Promise.resolve(null)).then((s) => s?.close()).finally(() => end.post({ type: 'closed' }));
        return;
      default:
        assertNever(msg);
    }
  });
}
