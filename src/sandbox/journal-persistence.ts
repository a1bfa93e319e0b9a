// Keeps the sandbox's state in a data folder: a snapshot plus an append-only journal of mutations, compacted now and
// then. Each request's mutations are appended and fdatasync'ed before its response is sent, so a kill -9 loses at most
// the request in flight; the snapshot is replaced atomically (temp file, fsync, rename) and carries the journal
// sequence it covers, so a crash between writing it and truncating the journal replays nothing twice.
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { assertNever } from '../catalog';
import { writeFileDurableSync } from '../engine/fs/durable-write';
import { acquireExclusiveLock } from '../engine/fs/exclusive-lock';
import type { Mutation, PropertyRecord, PropertyTombstone, ReferenceRecords, SellerRecord } from './sandbox-records';
import { SandboxStore } from './sandbox-store';

const SNAPSHOT = 'snapshot.json';
const JOURNAL = 'journal.ndjson';
const LOCK = 'sandbox.lock';
/** Journal lines after which the snapshot is rewritten and the journal emptied. */
const COMPACT_AFTER_LINES = 50_000;

interface Snapshot {
  readonly version: 1;
  readonly seq: number;
  readonly reference: ReferenceRecords;
  readonly sellers: readonly SellerRecord[];
  readonly properties: readonly PropertyRecord[];
  readonly tombstones: readonly PropertyTombstone[];
}

interface JournalLine {
  readonly seq: number;
  readonly m: Mutation;
}

export interface Persistence {
  /** Makes the mutations of the current request durable; call before answering. */
  flush(): void;
  close(): void;
}

export interface InitialState {
  readonly reference: ReferenceRecords;
  readonly mutations: readonly Mutation[];
}

function readSnapshot(file: string): Snapshot {
  let parsed: Snapshot;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  } catch (e) {
    throw new Error(`${file} cannot be read as a sandbox snapshot: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
  if (parsed.version !== 1) throw new Error(`${file}: unknown snapshot version ${String(parsed.version)}`);
  return parsed;
}

/**
 * Two sandboxes appending to one journal would corrupt it, so a folder has one owner; a dead owner's lock is taken
 * over.
 */
function acquireLock(dir: string): () => void {
  const taken = acquireExclusiveLock(path.join(dir, LOCK));
  if (taken.ok) return taken.value.release;
  const f = taken.error;
  switch (f.kind) {
    case 'held':
      throw new Error(
        f.inThisProcess
          ? `${dir} is already used by another sandbox in this process.`
          : `${dir} is already used by another sandbox (process ${f.owner.pid}${f.owner.startedAt !== null ? `, since ${f.owner.startedAt}` : ''}).`,
      );
    case 'io':
      throw new Error(`The sandbox's data folder ${dir} cannot be locked: ${f.message}`);
    default:
      return assertNever(f);
  }
}

function readJournal(file: string): JournalLine[] {
  if (!existsSync(file)) return [];
  const lines: JournalLine[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    try {
      lines.push(JSON.parse(text) as JournalLine);
    } catch {
      // A torn last line from a kill during the write: that request was never answered.
    }
  }
  return lines;
}

function loadStore(snapshot: Snapshot): SandboxStore {
  const store = new SandboxStore(snapshot.reference);
  for (const s of snapshot.sellers) store.apply({ kind: 'seller', id: s.id, record: s });
  for (const p of snapshot.properties) store.apply({ kind: 'property', id: p.id, record: p });
  for (const t of snapshot.tombstones) store.addTombstone(t);
  return store;
}

function snapshotOf(store: SandboxStore, seq: number): Snapshot {
  return {
    version: 1,
    seq,
    reference: store.reference,
    sellers: [...store.sellers.values()],
    properties: [...store.properties.values()],
    tombstones: store.tombstones(),
  };
}

/** Opens (or seeds) the data folder and returns the store wired to write every mutation to the journal. */
export function openDataDir(
  dir: string,
  initial: () => InitialState,
  tombstoneHorizon: () => number,
  compactAfterLines = COMPACT_AFTER_LINES,
): { store: SandboxStore; persistence: Persistence } {
  mkdirSync(dir, { recursive: true });
  const release = acquireLock(dir);
  try {
    return openLocked(dir, initial, tombstoneHorizon, compactAfterLines, release);
  } catch (e) {
    release();
    throw e;
  }
}

function openLocked(
  dir: string,
  initial: () => InitialState,
  tombstoneHorizon: () => number,
  compactAfterLines: number,
  release: () => void,
): { store: SandboxStore; persistence: Persistence } {
  const snapshotFile = path.join(dir, SNAPSHOT);
  const journalFile = path.join(dir, JOURNAL);
  let store: SandboxStore;
  let seq = 0;
  if (existsSync(snapshotFile)) {
    const snapshot = readSnapshot(snapshotFile);
    store = loadStore(snapshot);
    seq = snapshot.seq;
    for (const line of readJournal(journalFile)) {
      if (line.seq <= seq) continue;
      store.apply(line.m);
      seq = line.seq;
    }
  } else {
    const init = initial();
    store = new SandboxStore(init.reference);
    for (const m of init.mutations) store.apply(m);
  }
  writeFileDurableSync(snapshotFile, JSON.stringify(snapshotOf(store, seq)));
  const fd = openSync(journalFile, 'a');
  ftruncateSync(fd, 0);
  fsyncSync(fd);

  let pending: string[] = [];
  let linesSinceSnapshot = 0;
  let open = true;
  store.sink = (m) => {
    seq += 1;
    pending.push(`${JSON.stringify({ seq, m } satisfies JournalLine)}\n`);
  };

  const compact = (): void => {
    store.pruneTombstones(tombstoneHorizon());
    writeFileDurableSync(snapshotFile, JSON.stringify(snapshotOf(store, seq)));
    ftruncateSync(fd, 0);
    fsyncSync(fd);
    linesSinceSnapshot = 0;
  };

  const flush = (): void => {
    if (!open || pending.length === 0) return;
    const data = pending.join('');
    linesSinceSnapshot += pending.length;
    pending = [];
    writeSync(fd, data);
    fdatasyncSync(fd);
    if (linesSinceSnapshot >= compactAfterLines) compact();
  };

  return {
    store,
    persistence: {
      flush,
      close: () => {
        if (!open) return;
        try {
          flush();
          compact();
        } finally {
          open = false;
          store.sink = null;
          closeSync(fd);
          release();
        }
      },
    },
  };
}

/** The in-memory counterpart: nothing to flush. */
export function inMemory(initial: InitialState): { store: SandboxStore; persistence: Persistence } {
  const store = new SandboxStore(initial.reference);
  for (const m of initial.mutations) store.apply(m);
  return { store, persistence: { flush: () => undefined, close: () => undefined } };
}
