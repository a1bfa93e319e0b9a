// The fault ledger's file: what it holds, how it is read, and what a damaged one is replaced by (docs/upload.md,
// "The fault budget", What the ledger holds). A damaged file is moved aside through the one state-file reader and the
// address taken as spent for the rest of the hour since the file was last written; reservations of processes that
// are gone (exited, zombies, PIDs reused: process-liveness.ts) are dropped at every read.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Result } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { processIsLive } from '../fs/process-liveness';
import type { StateNotice } from '../fs/read-state-file';
import { readStateFile } from '../fs/read-state-file';
import { FAULT_LEDGER_MESSAGES as M } from './fault-ledger-messages';

export const HOUR_MS = 60 * 60 * 1000;
/** A reservation outlives any request; one left by a process that died is dropped once its owner is gone. */
export const RESERVATION_MS = 10 * 60 * 1000;

/** Another live process's room in the ledger: requests it has in flight (or is about to send). */
export interface RoomHolder {
  readonly pid: number;
  /** When it first took the room it holds. */
  readonly since: Date;
  readonly count: number;
}

/** Why the ledger gives no room although no faults are counted: it cannot be trusted, so the worst is assumed. */
export interface LedgerDistrust {
  readonly kind: 'damaged' | 'unwritable' | 'unresolved';
  /** What happened to the file, for the user (both languages). */
  readonly notice: StateNotice;
  /** Until when the budget is taken as spent; null while the file stays unusable. */
  readonly until: Date | null;
}

const reservationSchema = z.object({
  id: z.string(),
  pid: z.number(),
  /** The holder process's start time (process-liveness.ts); absent in older ledgers. */
  startTime: z.string().nullable().optional(),
  /** When the holder first took this room (ms); absent in older ledgers. */
  since: z.number().optional(),
  count: z.number(),
  until: z.number(),
});
/** Set when a damaged file was replaced: the faults it held are unknown, so the budget counts as spent until then. */
const assumedSpentSchema = z.object({ until: z.number(), en: z.string(), hu: z.string() });
const fileSchema = z.object({
  address: z.string(),
  faults: z.array(z.number()),
  reservations: z.array(reservationSchema).default([]),
  assumedSpent: assumedSpentSchema.nullable().optional(),
});
export type LedgerContent = z.infer<typeof fileSchema>;

export function faultLedgerFile(dir: string, address: string): string {
  const hash = createHash('sha256').update(address).digest('hex').slice(0, 16);
  return path.join(dir, `fault-budget-${hash}.json`);
}

const WHAT: StateNotice = M.what;

/** What a locked read found: the content to go on with, and whether it must be written (a damaged file replaced). */
export interface LedgerRead {
  readonly content: LedgerContent;
  readonly replaced: LedgerDistrust | null;
  /** The file must not be written (damaged and could not be moved aside). */
  readonly keepOff: LedgerDistrust | null;
}

function parseLedger(json: unknown): Result<LedgerContent, string> {
  const parsed = fileSchema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const first = parsed.error.issues[0];
  return err(`${first?.path.join('.') ?? ''}: ${first?.message ?? 'unexpected content'}`);
}

function clock(ms: number): StateNotice {
  const d = new Date(ms);
  return { en: d.toLocaleTimeString('en-GB'), hu: d.toLocaleTimeString('hu-HU') };
}

/** What replaces a damaged file: taken as spent until an hour after it was last `written` (see readLedger). */
function damagedRead(
  damage: { readonly movedTo: string | null; readonly notice: StateNotice },
  written: number,
  at: number,
  address: string,
): LedgerRead {
  const fresh: LedgerContent = { address, faults: [], reservations: [] };
  if (damage.movedTo === null) {
    // Not moved aside, so never written over: nothing is sent while it is there.
    const held = formatBoth(M.damagedHeld, { damage: damage.notice });
    const distrust: LedgerDistrust = { kind: 'damaged', notice: held, until: null };
    return { content: { ...fresh, assumedSpent: { until: Infinity, ...held } }, replaced: null, keepOff: distrust };
  }
  const until = written + HOUR_MS;
  const t = clock(until);
  const spent =
    until > at
      ? formatBoth(M.damagedUntil, { damage: damage.notice, time: t })
      : formatBoth(M.damagedOld, { damage: damage.notice });
  const distrust: LedgerDistrust = { kind: 'damaged', notice: spent, until: new Date(until) };
  return { content: { ...fresh, assumedSpent: { until, ...spent } }, replaced: distrust, keepOff: null };
}

/**
 * Reads the ledger. A damaged one is moved aside (read-state-file.ts) and replaced by a content that takes the budget
 * as spent until an hour after the damaged file was last written: every fault it held was counted before then.
 */
export async function readLedger(file: string, address: string, at: number): Promise<LedgerRead> {
  const written = await fs.lstat(file).then(
    (stats) => Math.min(stats.mtimeMs, at),
    () => at,
  );
  // Unreadable too: left in place, it would keep the office from sending until someone removed it.
  const read = await readStateFile(file, parseLedger, { what: WHAT, moveUnreadable: true, now: () => new Date(at) });
  switch (read.kind) {
    case 'missing':
      return { content: { address, faults: [], reservations: [] }, replaced: null, keepOff: null };
    case 'ok':
      return { content: read.value, replaced: null, keepOff: null };
    case 'damaged':
      return damagedRead(read, written, at, address);
  }
}

export function assumedSpentAt(c: LedgerContent, at: number): boolean {
  return c.assumedSpent !== null && c.assumedSpent !== undefined && c.assumedSpent.until > at;
}

export function prune(c: LedgerContent, now: number): LedgerContent {
  return {
    address: c.address,
    faults: c.faults.filter((t) => t > now - HOUR_MS).sort((a, b) => a - b),
    reservations: c.reservations.filter((r) => r.until > now && processIsLive(r.pid, r.startTime ?? null)),
    ...(assumedSpentAt(c, now) ? { assumedSpent: c.assumedSpent } : {}),
  };
}

export function unwritable(file: string, e: unknown): LedgerDistrust {
  const why = e instanceof Error ? e.message : String(e);
  return {
    kind: 'unwritable',
    notice: formatBoth(M.unwritable, { file, why }),
    until: null,
  };
}

export function holdersIn(c: LedgerContent, ownId: string): readonly RoomHolder[] {
  return c.reservations
    .filter((r) => r.id !== ownId && r.count > 0)
    .map((r) => ({ pid: r.pid, since: new Date(r.since ?? r.until - RESERVATION_MS), count: r.count }));
}

export function distrustIn(c: LedgerContent, at: number): LedgerDistrust | null {
  const spent = c.assumedSpent;
  if (spent === null || spent === undefined || !assumedSpentAt(c, at)) return null;
  const until = Number.isFinite(spent.until) ? new Date(spent.until) : null;
  return { kind: 'damaged', notice: { en: spent.en, hu: spent.hu }, until };
}
