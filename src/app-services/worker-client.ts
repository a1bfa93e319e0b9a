// The host's side of the protocol: calls forwarded to the services' worker, its events and capability asks answered.
// The browser host (worker thread) and Electron main (utilityProcess) both use it, each with its own channel.
import type { Outcome } from '../shared/contract';
import type { EventName, MethodName } from '../shared/contract-methods';
import type { HostCapabilities } from './host-capabilities';
import type { HostCallName, HostToWorker, MessageChannelEnd, WorkerInit, WorkerToHost } from './worker-protocol';

/** The channel to a running worker, and how to end it. */
export interface HostEnd extends MessageChannelEnd<WorkerToHost, HostToWorker> {
  onExit(listener: (code: number) => void): void;
  terminate(): Promise<void>;
}

export interface ServicesClient {
  /** The method's outcome from the worker; aborting `signal` asks the worker to stop it (a validation). */
  call(method: MethodName, args: unknown, signal?: AbortSignal): Promise<Outcome<unknown>>;
  /** Tells the services of a workbook the browser uploaded, before a call names it. */
  uploaded(uploadId: string, path: string, name: string): void;
  close(): Promise<void>;
}

/** How long a closing worker may take to stop its upload and sandbox before it is ended anyway. */
const CLOSE_GRACE_MS = 5000;

function failure(message: string): Outcome<unknown> {
  return { ok: false, error: { code: 'internal', message } };
}

/** Runs one capability the worker asked for; only the host has dialogs, the shell, downloads and the key store. */
async function runHostCall(host: HostCapabilities, call: HostCallName, args: readonly unknown[]): Promise<unknown> {
  const text = (i: number): string => String(args[i] ?? '');
  switch (call) {
    case 'chooseWorkbook':
      return host.chooseWorkbook();
    case 'offerFile':
      return host.offerFile(text(0), text(1));
    case 'openPath':
      return host.openPath(text(0));
    case 'encrypt':
      return host.secretBox.encrypt(text(0));
    case 'decrypt':
      return host.secretBox.decrypt(text(0));
  }
}

/** Starts the services in the worker behind `end`; resolves once they are ready, rejects if they cannot start. */
export async function connectAppServices(
  end: HostEnd,
  host: HostCapabilities,
  init: WorkerInit,
): Promise<ServicesClient> {
  const waiting = new Map<number, (outcome: Outcome<unknown>) => void>();
  let next = 0;
  let exited = false;
  let onClosed: (() => void) | null = null;
  let onReady: { resolve: () => void; reject: (e: Error) => void } | null = null;

  end.onMessage((msg) => {
    switch (msg.type) {
      case 'ready':
        onReady?.resolve();
        return;
      case 'initFailed':
        onReady?.reject(new Error(`The app services could not start: ${msg.message}`));
        return;
      case 'response': {
        const done = waiting.get(msg.id);
        waiting.delete(msg.id);
        done?.(msg.outcome);
        return;
      }
      case 'event':
        host.emit(msg.name as EventName, msg.payload as never);
        return;
      case 'hostCall':
        runHostCall(host, msg.call, msg.args).then(
          (value) => end.post({ type: 'hostResult', id: msg.id, ok: true, value }),
          (e: unknown) =>
            end.post({ type: 'hostResult', id: msg.id, ok: false, message: e instanceof Error ? e.message : 'failed' }),
        );
        return;
      case 'closed':
        onClosed?.();
        return;
    }
  });
  end.onExit((code) => {
    exited = true;
    onReady?.reject(new Error(`The app services stopped (exit code ${code}) before they were ready.`));
    onClosed?.();
    for (const done of waiting.values())
      done(failure(`The app services stopped (exit code ${code}); restart the app.`));
    waiting.clear();
  });

  try {
    await new Promise<void>((resolve, reject) => {
      onReady = { resolve, reject };
      end.post({ type: 'init', init });
    });
  } catch (e) {
    // A worker whose services could not start would keep the host's process alive for nothing.
    await end.terminate();
    throw e;
  }

  return {
    call(method, args, signal) {
      if (exited) return Promise.resolve(failure('The app services have stopped; restart the app.'));
      const id = ++next;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        signal?.addEventListener(
          'abort',
          () => {
            if (waiting.has(id)) end.post({ type: 'cancel', id });
          },
          { once: true },
        );
        end.post({ type: 'request', id, method, args });
      });
    },
    uploaded(uploadId, path, name) {
      end.post({ type: 'upload', uploadId, path, name });
    },
    async close() {
      if (!exited) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, CLOSE_GRACE_MS);
          onClosed = () => {
            clearTimeout(timer);
            resolve();
          };
          end.post({ type: 'close' });
        });
      }
      await end.terminate();
    },
  };
}
