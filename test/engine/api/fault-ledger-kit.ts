// Sandboxes with a fault limit, faults the service counted before a test, and the proof that no request was answered
// error 12: the sandbox blocks an address once its count reaches the limit and keeps blocking it for the hour, so a
// probe answered normally at the end means no request of the test was answered 12.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import type { ApiClient, FaultLedger } from '../../../src/engine/api';
import { createApiClient, openFaultLedger } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { UploadOutcome } from '../../../src/engine/upload';
import { runUpload } from '../../../src/engine/upload';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { propertyRow } from '../upload/upload-test-kit';

export interface Closable {
  close(): Promise<void>;
}

/** A list of what a test opened (sandboxes, clients, processes), closed in reverse order after each test. */
export function closedAfterEach(): Closable[] {
  const open: Closable[] = [];
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
  });
  return open;
}

/** A sandbox blocking an address at `faultLimit` faulty requests an hour; closed through `open`. */
export async function limitedSandbox(open: Closable[], faultLimit = 100): Promise<RunningSandbox> {
  const s = await startSandbox({ port: 0, seed: 'demo', faultLimit });
  open.push(s);
  return s;
}

function clientOf(open: Closable[], baseUrl: string, password: string, faults?: FaultLedger): ApiClient {
  const c = createApiClient({ baseUrl, user: 'demo', password, ...(faults ? { faults } : {}) });
  if (!c.ok) throw new Error(c.error.en);
  open.push(c.value);
  return c.value;
}

/** Makes the service count `n` faulty requests from this address (refused log-ins), without any ledger. */
export async function countFaultsAtService(open: Closable[], s: RunningSandbox, n: number): Promise<void> {
  const wrong = clientOf(open, s.baseUrl, 'rossz');
  for (let i = 0; i < n; i++) {
    const r = await wrong.testConnection();
    if (r.ok) throw new Error('a wrong password was accepted');
  }
}

/** True when the service answers this address normally: no request of the test was answered error 12. */
export async function neverAnsweredTwelve(open: Closable[], s: RunningSandbox): Promise<boolean> {
  const probe = await clientOf(open, s.baseUrl, 'demo').testConnection();
  return probe.ok;
}

/** A property the local checks pass but the service refuses (error 26: district XIII is not in Debrecen). */
export function refusedRows(tag: string, count: number): PreparedRow[] {
  return Array.from({ length: count }, (_, i) => {
    const r = propertyRow(i + 1, null, { tag });
    return {
      ...r,
      body: { ...r.body, location: { region_id: DEMO.regions.debrecen, area_id: DEMO.areas.budapestXIII } },
    };
  });
}

export interface UploadWithLedger {
  /** Null when the run stopped before sending a batch (a look-up held back): `stopped` says why. */
  readonly outcome: UploadOutcome | null;
  /** The message of a run that stopped early, in English; null when it ran to the end. */
  readonly stopped: string | null;
  readonly ledger: FaultLedger;
}

/**
 * Uploads `rows` through `baseUrl` with the fault ledger in `dataDir` (default `dir`), as the CLI and the app do; the
 * journal is kept in `dir`.
 */
export async function uploadWithLedger(
  open: Closable[],
  dir: string,
  baseUrl: string,
  rows: readonly PreparedRow[],
  dataDir = dir,
): Promise<UploadWithLedger> {
  const ledger = await openFaultLedger({ dir: path.join(dataDir, 'fault-budget'), baseUrl });
  const client = clientOf(open, baseUrl, 'demo', ledger);
  const out = await runUpload({
    client,
    rows,
    faultBudget: ledger,
    journal: { dir: path.join(dir, 'journal'), workbookPath: path.join(dir, 'book.xlsx') },
  });
  await ledger.release();
  return out.ok
    ? { outcome: out.value, stopped: out.value.stoppedEarly?.message ?? null, ledger }
    : { outcome: null, stopped: out.error.message, ledger };
}

/** Error-12 answers among the results (the probe above covers every request). */
export function twelvesIn(outcome: UploadOutcome | null): number {
  return outcome?.results.filter((r) => r.errorCode === 12).length ?? 0;
}

/** Rows the service refused with `code`. */
export function refusedWith(outcome: UploadOutcome | null, code: number): number {
  return outcome?.results.filter((r) => r.errorCode === code).length ?? 0;
}

const HOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fault-ledger-holder-child.ts');

/** The command line of a process taking `count` of the room in the ledger folder `dir` and holding it. */
export function holderArgs(dir: string, baseUrl: string, count: number): string[] {
  return [process.execPath, '--import', 'tsx', HOLDER, dir, baseUrl, String(count)];
}

/** A live process holding `count` of the room; `release` on its input gives it back. Ended through `open`. */
export async function liveHolder(
  open: Closable[],
  dir: string,
  baseUrl: string,
  count: number,
): Promise<ChildProcessWithoutNullStreams> {
  const [node = '', ...args] = holderArgs(dir, baseUrl, count);
  const child = spawn(node, args);
  open.push({
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => (d.toString().startsWith('held') ? resolve() : undefined));
    child.once('exit', (code) => reject(new Error(`holder ended (${code})`)));
  });
  return child;
}
