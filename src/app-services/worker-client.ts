// The host's side of the protocol: calls forwarded to the services' worker, its events and capability asks answered.
// The browser host (worker thread) and Electron main (utilityProcess) both use it, each with its own channel. A worker
// that dies is started again: calls it was answering get `engine_restarted`, and the session is reopened
// (docs/performance.md, "Engine off the main thread").
import type { AppError, Outcome } from '../shared/contract';
import type { MethodName } from '../shared/contract-methods';
import type { HostCapabilities } from './host-capabilities';
import type { HostEnd, WorkerLink } from './worker-link';
import { linkWorker, LOST } from './worker-link';
import type { WorkerInit } from './worker-protocol';
import type { Restored, SessionJournal } from './worker-replay';
import {
  EMPTY_JOURNAL,
  gaveUpMessage,
  journalLanguage,
  journalUpTo,
  recordCall,
  replayPlan,
  restartMessage,
} from './worker-replay';

export type { HostEnd } from './worker-link';

export interface ServicesClient {
  /** The method's outcome from the worker; aborting `signal` asks the worker to stop it (a validation). */
  call(method: MethodName, args: unknown, signal?: AbortSignal): Promise<Outcome<unknown>>;
  /** Tells the services of a workbook the browser uploaded, before a call names it. */
  uploaded(uploadId: string, path: string, name: string): void;
  close(): Promise<void>;
}

/** A worker that dies this often within {@link RESTART_WINDOW_MS} is not started again: it would only die again. */
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 60_000;

/** The worker in use, or why there is none; `report` is the error a call lost in the last restart answers. */
interface Generation {
  readonly link: WorkerLink | null;
  readonly report: AppError;
}

/**
 * Keeps the services' worker running: forwards calls, keeps the journal of the session's state, and when the worker
 * dies starts another, tells it the uploads and replays the journal, then tells the renderer (`engineRestarted`).
 */
class SupervisedServices implements ServicesClient {
  private current: Promise<Generation>;
  private journal: SessionJournal = EMPTY_JOURNAL;
  private readonly uploads = new Map<string, { readonly path: string; readonly name: string }>();
  private readonly deaths: number[] = [];
  private closing = false;
  private replaying = false;

  constructor(
    private readonly start: () => HostEnd,
    private readonly host: HostCapabilities,
    private readonly init: WorkerInit,
    first: WorkerLink,
  ) {
    this.current = Promise.resolve({ link: first, report: this.lostReport('none', null) });
  }

  /** Links a freshly started worker; its unasked exit starts the next one. */
  static async link(
    start: () => HostEnd,
    host: HostCapabilities,
    init: WorkerInit,
    onLost: () => void,
  ): Promise<WorkerLink> {
    return linkWorker(start(), host, init, onLost);
  }

  lost(): void {
    if (this.closing) return;
    const now = Date.now();
    this.deaths.push(now);
    while ((this.deaths[0] ?? now) < now - RESTART_WINDOW_MS) this.deaths.shift();
    // A worker that died while the session was replayed is not given it again: the replay may be what kills it.
    if (this.replaying) this.journal = journalUpTo(this.journal, 'none');
    this.current = this.deaths.length > MAX_RESTARTS ? Promise.resolve(this.gaveUp()) : this.restart();
  }

  private gaveUp(): Generation {
    return { link: null, report: { code: 'internal', message: gaveUpMessage(this.language()) } };
  }

  private language(): 'en' | 'hu' {
    return journalLanguage(this.journal, this.host.locale);
  }

  private lostReport(restored: Restored, failed: string | null): AppError {
    const hadSession = this.journal.connect !== null;
    return { code: 'engine_restarted', message: restartMessage(this.language(), restored, hadSession, failed) };
  }

  /** A new worker with the session replayed as far as it goes. */
  private async restart(): Promise<Generation> {
    let link: WorkerLink;
    try {
      link = await SupervisedServices.link(this.start, this.host, this.init, () => this.lost());
    } catch (e) {
      const why = e instanceof Error ? e.message : 'failed';
      return { link: null, report: { code: 'internal', message: `${gaveUpMessage(this.language())} ${why}` } };
    }
    for (const [uploadId, u] of this.uploads) link.post({ type: 'upload', uploadId, path: u.path, name: u.name });
    this.replaying = true;
    const replayed = await this.replay(link).finally(() => {
      this.replaying = false;
    });
    // It died during the replay: `lost` has started the next one already, and that one is the answer.
    if (replayed === 'died') return this.current;
    const { restored, failed } = replayed;
    const report = this.lostReport(restored, failed);
    this.journal = journalUpTo(this.journal, restored);
    this.host.emit('engineRestarted', { restored, message: report.message });
    return { link, report };
  }

  private async replay(link: WorkerLink): Promise<{ restored: Restored; failed: string | null } | 'died'> {
    let restored: Restored = 'none';
    for (const step of replayPlan(this.journal)) {
      const outcome = await link.call(step.call.method, step.call.args);
      if (outcome === LOST) return 'died';
      if (!outcome.ok) return { restored, failed: outcome.error.message };
      restored = step.restores;
    }
    return { restored, failed: null };
  }

  async call(method: MethodName, args: unknown, signal?: AbortSignal): Promise<Outcome<unknown>> {
    const { link, report } = await this.current;
    if (link === null) return { ok: false, error: report };
    const outcome = await link.call(method, args, signal);
    if (outcome === LOST) {
      // `lost` replaced the generation before the calls in flight were answered: wait for what the restart says.
      return { ok: false, error: (await this.current).report };
    }
    this.journal = recordCall(this.journal, method, args, outcome);
    return outcome;
  }

  uploaded(uploadId: string, path: string, name: string): void {
    this.uploads.set(uploadId, { path, name });
    void this.current.then(({ link }) => link?.post({ type: 'upload', uploadId, path, name }));
  }

  async close(): Promise<void> {
    this.closing = true;
    const { link } = await this.current;
    await link?.close();
  }
}

/**
 * Starts the services in a worker from `start`; resolves once they are ready, rejects if they cannot start. A worker
 * that later dies unasked is started again from `start`.
 */
export async function connectAppServices(
  start: () => HostEnd,
  host: HostCapabilities,
  init: WorkerInit,
): Promise<ServicesClient> {
  let supervisor: SupervisedServices | null = null;
  const first = await SupervisedServices.link(start, host, init, () => supervisor?.lost());
  supervisor = new SupervisedServices(start, host, init, first);
  return supervisor;
}
