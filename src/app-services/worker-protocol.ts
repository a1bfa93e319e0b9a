// The messages between a host (browser host, Electron main) and the app services running in a worker beside it.
// One protocol for worker threads and Electron's utilityProcess: both carry structured-cloned plain data.
import type { Outcome, SavedFile } from '../shared/contract';
import type { EventName, MethodName } from '../shared/contract-methods';

/** What the worker needs to create the services; the host keeps the capabilities only it can have. */
export interface WorkerInit {
  readonly dataDir: string;
  readonly version: string;
  readonly mode: 'electron' | 'browser';
  readonly locale: string;
  readonly secretDescription: { readonly en: string; readonly hu: string };
  /** A damaged password key found by the host (moved aside), shown with the app's other state notices. */
  readonly secretNotices?: readonly { readonly en: string; readonly hu: string }[];
}

/** Host capabilities the worker asks the host for, with their arguments and answers. */
export interface HostCalls {
  readonly chooseWorkbook: { readonly args: readonly []; readonly result: string | null };
  readonly offerFile: {
    readonly args: readonly [path: string, suggestedName: string];
    readonly result: SavedFile | null;
  };
  readonly openPath: { readonly args: readonly [path: string]; readonly result: boolean };
  readonly encrypt: { readonly args: readonly [plain: string]; readonly result: string };
  readonly decrypt: { readonly args: readonly [sealed: string]; readonly result: string };
}
export type HostCallName = keyof HostCalls;

export type HostToWorker =
  | { readonly type: 'init'; readonly init: WorkerInit }
  | { readonly type: 'request'; readonly id: number; readonly method: MethodName; readonly args: unknown }
  /** Stops the request if it can be stopped (a validation, an export); it then answers `cancelled`. */
  | { readonly type: 'cancel'; readonly id: number }
  /** A workbook the browser uploaded; the services look uploads up synchronously, so they are told beforehand. */
  | { readonly type: 'upload'; readonly uploadId: string; readonly path: string; readonly name: string }
  | { readonly type: 'hostResult'; readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly type: 'hostResult'; readonly id: number; readonly ok: false; readonly message: string }
  | { readonly type: 'close' };

export type WorkerToHost =
  | { readonly type: 'ready' }
  | { readonly type: 'initFailed'; readonly message: string }
  | { readonly type: 'response'; readonly id: number; readonly outcome: Outcome<unknown> }
  | { readonly type: 'event'; readonly name: EventName; readonly payload: unknown }
  | { readonly type: 'hostCall'; readonly id: number; readonly call: HostCallName; readonly args: readonly unknown[] }
  | { readonly type: 'closed' };

/** Either end of the channel, whatever carries it (a worker thread's port, a utility process's parentPort). */
export interface MessageChannelEnd<In, Out> {
  post(message: Out): void;
  onMessage(listener: (message: In) => void): void;
}
