// Append-only, fsynced record of an upload run: what was sent and what came back, so a killed run resumes exactly.
import { constants as fsConstants, promises as fs } from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { writeFileDurable } from '../fs/durable-write';
import type { JournalRowResult } from './journal-result-line';
import { resultLineRows, resultLineSchema, resultsOfLine } from './journal-result-line';

export type { JournalRowResult };

export interface JournalIntentItem {
  readonly key: string;
  readonly row: number;
  readonly operation: 'create' | 'modify' | 'withdraw' | 'delete';
  readonly transferId: string | null;
  readonly fingerprint: string;
  /** When it was sent (ISO 8601): set when read back, and kept when carried into a later run's journal. */
  readonly sentAt?: string;
}

export interface JournalStart {
  readonly runId: string;
  readonly workbook: string;
  readonly baseUrl: string;
  readonly user: string;
  readonly officeId: number | null;
  readonly startedAt: string;
  readonly rows: number;
  /** The run this one continues, if any. */
  readonly resumes: string | null;
  /** The service address the run talked to ({@link resolveServiceAddress}); absent in journals of older versions. */
  readonly service?: string;
  /** Set when this run undoes another (docs/undo.md): that run's id. */
  readonly undoes?: string;
}

const intentItemSchema = z.object({
  key: z.string(),
  row: z.number(),
  operation: z.enum(['create', 'modify', 'withdraw', 'delete']),
  transferId: z.string().nullable(),
  fingerprint: z.string(),
  sentAt: z.string().optional(),
});
const summarySchema = z.object({
  created: z.number(),
  updated: z.number(),
  /** Absent in journals written before the Import action column. */
  deleted: z.number().optional(),
  invalid: z.number(),
  failed: z.number(),
  skipped: z.number(),
  /** Of `failed`, the rows with no fault and no final answer (pending-counts.ts); absent in older journals. */
  inDoubt: z.number().optional(),
  heldBack: z.number().optional(),
  notReached: z.number().optional(),
});

const entrySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    runId: z.string(),
    workbook: z.string(),
    baseUrl: z.string(),
    user: z.string(),
    officeId: z.number().nullable(),
    startedAt: z.string(),
    rows: z.number(),
    resumes: z.string().nullable(),
    service: z.string().optional(),
    undoes: z.string().optional(),
  }),
  z.object({ type: z.literal('intent'), batch: z.number(), at: z.string(), items: z.array(intentItemSchema) }),
  z.object({ type: z.literal('result'), batch: z.number().nullable(), at: z.string(), ...resultLineSchema }),
  /** Rows of a batch known not to have been processed (refused whole, or reconciled as absent): safe to send again. */
  z.object({ type: z.literal('release'), batch: z.number(), at: z.string(), keys: z.array(z.string()) }),
  z.object({
    type: z.literal('end'),
    at: z.string(),
    summary: summarySchema,
    stoppedEarly: z.object({ reason: z.string(), message: z.string() }).nullable(),
  }),
  /** The results were written into the workbook; the run is no longer resumable. */
  z.object({ type: z.literal('written'), at: z.string() }),
]);
type Entry = z.infer<typeof entrySchema>;

/** What a journal file says, folded. */
export interface JournalState {
  readonly file: string;
  readonly start: JournalStart;
  /** Final results by row key (the last one wins). */
  readonly results: ReadonlyMap<string, JournalRowResult>;
  /** Rows sent whose answer is unknown: reconcile before sending anything. */
  readonly unknown: ReadonlyMap<string, JournalIntentItem>;
  readonly ended: {
    readonly at: string;
    readonly summary: z.infer<typeof summarySchema>;
    readonly stoppedEarly: { readonly reason: string; readonly message: string } | null;
  } | null;
  readonly written: boolean;
}

/** Journal file names start with a hash of the workbook's absolute path, so runs of one workbook are found together. */
export function workbookKey(workbookPath: string): string {
  return createHash('sha256').update(path.resolve(workbookPath)).digest('hex').slice(0, 12);
}

/** Milliseconds included: a resumed run often starts within the second its predecessor was killed. */
export function newRunId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:]/g, '').replace('.', '')}-${randomBytes(3).toString('hex')}`;
}

function journalFile(dir: string, workbookPath: string, runId: string): string {
  return path.join(dir, `${workbookKey(workbookPath)}-${runId}.jsonl`);
}

/** Reads a journal; a torn last line (killed mid-write) is ignored. */
export async function readJournal(file: string): Promise<JournalState | null> {
  return (await readJournalOnce(file)).state;
}

/** A journal read once: its state (null without a readable start) and what of it is lost (null: nothing). */
interface ReadJournal {
  readonly state: JournalState | null;
  readonly damage: DamagedJournal | null;
}

async function readJournalOnce(file: string): Promise<ReadJournal> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    const failure = e as NodeJS.ErrnoException;
    return { state: null, damage: { file, lines: [], problem: failure.code ?? failure.message } };
  }
  return journalOfText(file, text);
}

/**
 * A journal's state from its text, and its damage from the same pass (docs/performance.md, "(seventh round, the path
 * to the first batch)"): the unreadable lines before the last (a torn last line is a killed run, not damage).
 */
function journalOfText(file: string, text: string): ReadJournal {
  let start: JournalStart | null = null;
  const results = new Map<string, JournalRowResult>();
  const unknown = new Map<string, JournalIntentItem>();
  let ended: JournalState['ended'] = null;
  let written = false;
  const all = text.split('\n');
  const torn = text.endsWith('\n') ? all.length : all.length - 1;
  const lost: number[] = [];
  for (let i = 0; i < all.length; i++) {
    const line = all[i] ?? '';
    if (line.trim() === '') continue;
    const entry = entryOf(line);
    if (entry === null) {
      if (i < torn) lost.push(i + 1);
      continue;
    }
    switch (entry.type) {
      case 'start': {
        const { type: _type, ...rest } = entry;
        start = rest;
        break;
      }
      case 'intent':
        for (const item of entry.items)
          unknown.set(item.key, item.sentAt === undefined ? { ...item, sentAt: entry.at } : item);
        break;
      case 'result': {
        const rows = resultsOfLine(entry);
        if (rows === null) {
          if (i < torn) lost.push(i + 1);
          continue;
        }
        for (const r of rows) {
          results.set(r.key, r);
          unknown.delete(r.key);
        }
        break;
      }
      case 'release':
        for (const k of entry.keys) unknown.delete(k);
        break;
      case 'end':
        ended = { at: entry.at, summary: entry.summary, stoppedEarly: entry.stoppedEarly };
        break;
      case 'written':
        written = true;
        break;
    }
  }
  const problem = text.trim() === '' ? 'empty' : start !== null ? null : 'no start';
  const damage = lost.length > 0 || problem !== null ? { file, lines: lost, problem } : null;
  return { state: start === null ? null : { file, start, results, unknown, ended, written }, damage };
}

/** A journal line as an entry; null when it does not read as one. */
function entryOf(line: string): Entry | null {
  try {
    const parsed = entrySchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Every run of this workbook in the folder, newest first (a run that resumes another is newer than it). */
export async function readWorkbookRuns(dir: string, workbookPath: string): Promise<JournalState[]> {
  return (await readWorkbookJournals(dir, workbookPath)).runs;
}

/**
 * Every run of this workbook in the folder, newest first, and its journals that are damaged (unreadable, no readable
 * start, or an unreadable line before the last: what they recorded is lost to the next run, which must be told and be
 * careful; docs/upload.md, "What the service holds decides"). Each file is read and parsed once: an upload's start
 * read each three times, 0.1 s of CPU for one journal of 10,000 rows.
 */
export async function readWorkbookJournals(
  dir: string,
  workbookPath: string,
): Promise<{ readonly runs: JournalState[]; readonly damaged: DamagedJournal[] }> {
  const prefix = `${workbookKey(workbookPath)}-`;
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.startsWith(prefix) && n.endsWith('.jsonl'));
  } catch {
    return { runs: [], damaged: [] };
  }
  const states: JournalState[] = [];
  const damaged: DamagedJournal[] = [];
  for (const name of names) {
    const read = await readJournalOnce(path.join(dir, name));
    if (read.state !== null) states.push(read.state);
    if (read.damage !== null) damaged.push(read.damage);
  }
  const resumed = new Set(states.map((s) => s.start.resumes).filter((r): r is string => r !== null));
  const runs = states.sort(
    (a, b) =>
      Number(resumed.has(a.start.runId)) - Number(resumed.has(b.start.runId)) ||
      b.start.startedAt.localeCompare(a.start.startedAt) ||
      b.start.runId.localeCompare(a.start.runId),
  );
  return { runs, damaged };
}

/** A journal of the workbook whose record is (partly) lost. */
export interface DamagedJournal {
  readonly file: string;
  /** Unreadable lines before the last, 1-based (a torn last line is a killed run, not damage). */
  readonly lines: readonly number[];
  /** Why the file as a whole is unusable: `empty`, `no start` (no readable start record) or a read error's code. */
  readonly problem: string | null;
}

/** The newest run of this workbook if its results were not yet written into it (any service; see upload-history). */
export async function findResumableRun(dir: string, workbookPath: string): Promise<JournalState | null> {
  const newest = (await readWorkbookRuns(dir, workbookPath))[0];
  return newest === undefined || newest.written ? null : newest;
}

export interface RunSummary {
  readonly file: string;
  readonly runId: string;
  readonly workbook: string;
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly user: string;
  readonly baseUrl: string;
  readonly officeId: number | null;
  readonly counts: {
    readonly created: number;
    readonly updated: number;
    readonly invalid: number;
    /** Rows refused or failing; without the rows counted apart below. */
    readonly failed: number;
    readonly skipped: number;
    /** Rows with no fault and no final answer (pending-counts.ts); 0 for runs of older versions, which count them failed. */
    readonly inDoubt: number;
    readonly heldBack: number;
    readonly notReached: number;
  };
  readonly stoppedEarly: { readonly reason: string; readonly message: string } | null;
  /** Sent rows whose answer was never recorded (the run was killed). */
  readonly unknown: number;
  readonly written: boolean;
}

/** The end record's counts with the rows apart taken out of `failed`; an older record has none apart. */
function countsApart(summary: z.infer<typeof summarySchema>): RunSummary['counts'] {
  const { inDoubt = 0, heldBack = 0, notReached = 0 } = summary;
  return { ...summary, failed: summary.failed - inDoubt - heldBack - notReached, inDoubt, heldBack, notReached };
}

/** An unfinished run's counts from its journaled results (only final answers are journaled). */
function countsOfResults(results: Iterable<JournalRowResult>): RunSummary['counts'] {
  const c = { created: 0, updated: 0, deleted: 0, invalid: 0, failed: 0, skipped: 0 };
  for (const r of results) c[r.status] += 1;
  return { ...c, inDoubt: 0, heldBack: 0, notReached: 0 };
}

/** Every run in the journal folder, newest first, for the history view. */
export async function listRuns(journalDir: string): Promise<readonly RunSummary[]> {
  let names: string[];
  try {
    names = (await fs.readdir(journalDir)).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return [];
  }
  const runs: RunSummary[] = [];
  for (const name of names) {
    const s = await readJournal(path.join(journalDir, name));
    if (s === null) continue;
    const counts = s.ended ? countsApart(s.ended.summary) : countsOfResults(s.results.values());
    runs.push({
      file: s.file,
      runId: s.start.runId,
      workbook: s.start.workbook,
      startedAt: s.start.startedAt,
      endedAt: s.ended?.at ?? null,
      user: s.start.user,
      baseUrl: s.start.baseUrl,
      officeId: s.start.officeId,
      counts,
      stoppedEarly: s.ended?.stoppedEarly ?? null,
      unknown: s.unknown.size,
      written: s.written,
    });
  }
  return runs.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

/** An open journal; every append is fsynced before it resolves. */
export interface Journal {
  readonly file: string;
  readonly runId: string;
  intent(batch: number, items: readonly JournalIntentItem[]): Promise<void>;
  results(batch: number | null, results: readonly JournalRowResult[]): Promise<void>;
  release(batch: number, keys: readonly string[]): Promise<void>;
  end(summary: z.infer<typeof summarySchema>, stoppedEarly: RunSummary['stoppedEarly']): Promise<void>;
  close(): Promise<void>;
}

/** What a new run's journal starts with besides its start record: the state it carries over from the run it resumes. */
export interface JournalHead {
  readonly results: readonly JournalRowResult[];
  /** Sent by the earlier run, answer unknown: still to be looked up. */
  readonly unknown: readonly JournalIntentItem[];
}

/**
 * Creates a run's journal. The start record and the carried-over state are written in one durable atomic write, so
 * the file never exists (never counts as the newest run) without everything its predecessor knew.
 */
export async function openJournal(
  dir: string,
  start: Omit<JournalStart, 'runId' | 'startedAt'> & { readonly runId?: string },
  now: () => Date = () => new Date(),
  head: JournalHead = { results: [], unknown: [] },
): Promise<Journal> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const startedAt = now();
  const runId = start.runId ?? newRunId(startedAt);
  const file = journalFile(dir, start.workbook, runId);
  const at0 = startedAt.toISOString();
  const first: Entry[] = [{ type: 'start', ...start, runId, workbook: path.resolve(start.workbook), startedAt: at0 }];
  if (head.unknown.length > 0) first.push({ type: 'intent', batch: -1, at: at0, items: [...head.unknown] });
  if (head.results.length > 0) first.push({ type: 'result', batch: null, at: at0, ...resultLineRows(head.results) });
  await writeFileDurable(file, first.map((e) => `${JSON.stringify(e)}\n`).join(''), { exclusive: true });
  const handle = await openForAppends(file);
  const append = groupCommitter(handle);
  const at = (): string => now().toISOString();
  return {
    file,
    runId,
    intent: (batch, items) => append({ type: 'intent', batch, at: at(), items: [...items] }),
    results: (batch, results) => append({ type: 'result', batch, at: at(), ...resultLineRows(results) }),
    release: (batch, keys) => append({ type: 'release', batch, at: at(), keys: [...keys] }),
    end: (summary, stoppedEarly) => append({ type: 'end', at: at(), summary, stoppedEarly }),
    close: async () => {
      try {
        await append.idle();
      } finally {
        await handle.fh.close();
      }
    },
  };
}

/**
 * Where the platform has it (Linux, macOS), a journal is appended to through a descriptor opened with `O_DSYNC`: each
 * write returns once its bytes and the file's new length are on disk, as a write followed by a datasync would, but in
 * one hand-off to libuv's pool instead of two (each waits for a pool thread; docs/performance.md, "(sixth round,
 * start/gaps/end)"). Elsewhere (Windows) every write is followed by a datasync.
 */
const { O_APPEND, O_CREAT, O_DSYNC, O_WRONLY } = fsConstants;
const SYNCED_APPEND = O_DSYNC === undefined ? null : O_WRONLY | O_CREAT | O_APPEND | O_DSYNC;

/** A journal opened to append to, and whether its writes are durable when they return (`O_DSYNC`). */
interface AppendHandle {
  readonly fh: fs.FileHandle;
  readonly synced: boolean;
}

async function openForAppends(file: string): Promise<AppendHandle> {
  return { fh: await fs.open(file, SYNCED_APPEND ?? 'a', 0o600), synced: SYNCED_APPEND !== null };
}

/**
 * Appends `text`; durable when it resolves. Handed to the write as text, which encodes it as it writes: a buffer made
 * of it first (as `appendFile` does) was a third of a journal line's main-thread time. A short write goes on with the
 * bytes left.
 */
async function appendDurably({ fh, synced }: AppendHandle, text: string): Promise<void> {
  const { bytesWritten } = await fh.write(text, null, 'utf8');
  if (bytesWritten < Buffer.byteLength(text, 'utf8'))
    await fh.appendFile(Buffer.from(text, 'utf8').subarray(bytesWritten));
  if (!synced) await fh.datasync();
}

/**
 * Appends entries to an open journal with group commit: lines asked for in one turn of the event loop, or while a write
 * and its datasync are under way, go out together in one write, under one datasync. Every append still resolves only
 * once its own line is durable, and lines reach the file in the order they were asked for; the batches in flight of an
 * upload share fsyncs instead of queueing one each. After a failed write every later append fails too (nothing is
 * written after a gap).
 */
function groupCommitter(journal: AppendHandle): ((entry: Entry) => Promise<void>) & { idle(): Promise<void> } {
  let pending: string[] = [];
  let waiting: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;
  let failure: unknown = null;
  const flush = async (): Promise<void> => {
    while (pending.length > 0) {
      const text = pending.join('');
      const done = waiting;
      pending = [];
      waiting = [];
      try {
        if (failure !== null) throw failure;
        await appendDurably(journal, text);
        for (const w of done) w.resolve();
      } catch (e) {
        failure ??= e;
        for (const w of done) w.reject(e);
      }
    }
    flushing = null;
  };
  // The write starts on the next turn of the event loop, so lines asked for in this one (a batch's results and the
  // next batch's intent) share it.
  const start = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
  const append = (entry: Entry): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      pending.push(`${JSON.stringify(entry)}\n`);
      waiting.push({ resolve, reject });
      flushing ??= start();
    });
  return Object.assign(append, {
    idle: async (): Promise<void> => {
      await flushing;
      if (failure !== null) throw failure;
    },
  });
}

/** Marks a run's results as written into the workbook: it is history from then on, not resumable. */
export async function markWritten(journalFilePath: string, now = new Date()): Promise<void> {
  const journal = await openForAppends(journalFilePath);
  try {
    // Leading newline: the run may have been killed mid-line, and this record must stand on its own line.
    await appendDurably(journal, `\n${JSON.stringify({ type: 'written', at: now.toISOString() })}\n`);
  } finally {
    await journal.fh.close();
  }
}
