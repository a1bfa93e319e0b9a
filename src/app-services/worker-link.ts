// One services worker's lifetime as the host sees it: its start, the calls in flight, its messages, and its exit.
import type { AppError, Outcome } from '../shared/contract';
import type { EventName, MethodName } from '../shared/contract-methods';
import type { HostCapabilities } from './host-capabilities';
import { runHostCall } from './run-host-call';
import type { HostToWorker, MessageChannelEnd, WorkerInit, WorkerToHost } from './worker-protocol';

/** The channel to a running worker, and how to end it. */
export interface HostEnd extends MessageChannelEnd<WorkerToHost, HostToWorker> {
  onExit(listener: (code: number) => void): void;
  terminate(): Promise<void>;
}

/** One worker's lifetime: its calls in flight, its readiness, and its exit. */
export interface WorkerLink {
  call(method: MethodName, args: unknown, signal?: AbortSignal): Promise<Outcome<unknown>>;
  post(message: HostToWorker): void;
  close(): Promise<void>;
}

/** How long a closing worker may take to stop its upload and sandbox before it is ended anyway. */
const CLOSE_GRACE_MS = 5000;

function failure(code: AppError['code'], message: string): Outcome<unknown> {
  return { ok: false, error: { code, message } };
}

/** What a worker that died answers to the calls it had: the supervisor replaces it with the restart's outcome. */
export const LOST: Outcome<unknown> = failure('internal', 'The app services stopped.');

type HostCallMessage = Extract<WorkerToHost, { readonly type: 'hostCall' }>;

class LinkedWorker implements WorkerLink {
  private readonly waiting = new Map<number, (outcome: Outcome<unknown>) => void>();
  private next = 0;
  private exited = false;
  private closing = false;
  private ready = false;
  private onClosed: (() => void) | null = null;
  private onReady: { resolve: () => void; reject: (e: Error) => void } | null = null;

  constructor(
    private readonly end: HostEnd,
    private readonly host: HostCapabilities,
    private readonly onLost: (code: number) => void,
  ) {
    end.onMessage((msg) => this.received(msg));
    end.onExit((code) => this.exitedWith(code));
  }

  /** Sends the init and waits for the services to be ready; a worker that cannot start them is ended. */
  async start(init: WorkerInit): Promise<void> {
    try {
      await new Promise<void>((resolve, reject) => {
        this.onReady = { resolve, reject };
        this.post({ type: 'init', init });
      });
    } catch (e) {
      // A worker whose services could not start would keep the host's process alive for nothing.
      this.closing = true;
      await this.end.terminate();
      throw e;
    }
    this.onReady = null;
    this.ready = true;
  }

  post(message: HostToWorker): void {
    if (!this.exited) this.end.post(message);
  }

  call(method: MethodName, args: unknown, signal?: AbortSignal): Promise<Outcome<unknown>> {
    if (this.exited) return Promise.resolve(LOST);
    const id = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      signal?.addEventListener(
        'abort',
        () => {
          if (this.waiting.has(id)) this.post({ type: 'cancel', id });
        },
        { once: true },
      );
      this.post({ type: 'request', id, method, args });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.exited) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, CLOSE_GRACE_MS);
        this.onClosed = () => {
          clearTimeout(timer);
          resolve();
        };
        this.post({ type: 'close' });
      });
    }
    await this.end.terminate();
  }

  private received(msg: WorkerToHost): void {
    switch (msg.type) {
      case 'ready':
        this.onReady?.resolve();
        return;
      case 'initFailed':
        this.onReady?.reject(new Error(`The app services could not start: ${msg.message}`));
        return;
      case 'response': {
        const done = this.waiting.get(msg.id);
        this.waiting.delete(msg.id);
        done?.(msg.outcome);
        return;
      }
      case 'event':
        this.host.emit(msg.name as EventName, msg.payload as never);
        return;
      case 'hostCall':
        this.answerHostCall(msg);
        return;
      case 'closed':
        this.onClosed?.();
        return;
    }
  }

  private answerHostCall(msg: HostCallMessage): void {
    runHostCall(this.host, msg.call, msg.args).then(
      (value) => this.post({ type: 'hostResult', id: msg.id, ok: true, value }),
      (e: unknown) =>
        this.post({ type: 'hostResult', id: msg.id, ok: false, message: e instanceof Error ? e.message : 'failed' }),
    );
  }

  private exitedWith(code: number): void {
    this.exited = true;
    this.onReady?.reject(new Error(`The app services stopped (exit code ${code}) before they were ready.`));
    this.onClosed?.();
    // Before it was ready, the start fails instead: whoever started it hears of that.
    if (!this.closing && this.ready) this.onLost(code);
    for (const done of this.waiting.values()) done(LOST);
    this.waiting.clear();
  }
}

/**
 * Starts the services in the worker behind `end`; resolves once they are ready, rejects if they cannot start.
 * `onLost` hears of an exit the host did not ask for, before the calls in flight are answered {@link LOST}.
 */
export async function linkWorker(
  end: HostEnd,
  host: HostCapabilities,
  init: WorkerInit,
  onLost: (code: number) => void,
): Promise<WorkerLink> {
  const link = new LinkedWorker(end, host, onLost);
  await link.start(init);
  return link;
}
