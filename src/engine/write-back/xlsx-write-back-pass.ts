// One pass over a sheet part: the survey and, when the result columns are chosen already, the rewrite, fed by the same
// walk of the inflated bytes; the rewritten sheet is deflated as it comes.
import type { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { constants as zlibConstants, createDeflateRaw, crc32 } from 'node:zlib';
import { SheetXmlError, SheetXmlWalker, type SheetRow, type SheetXmlVisitor } from './xlsx-write-back-rows';
import type { SheetRewriteOutcome, SheetRewriter } from './xlsx-write-back-sheet';
import type { SheetPatterns } from './xlsx-write-back-cells';
import type { SheetSurvey, SheetSurveyor } from './xlsx-write-back-survey';
import type { DeflatedData } from '../ooxml/zip-writer';
import type { ResultsGate, SheetGate } from './results-gate';

/**
 * zlib level for rewritten sheets: level 1 deflates 87 MB of sheet XML in about 0.45 s here (level 3: 1 s, level 6: 4
 * s) for a part about 25% larger than level 6.
 */
const SHEET_DEFLATE_LEVEL = 1;
/** Bytes of sheet XML per deflate segment, and how many segments are compressed at once (the rewrite waits). */
const SEGMENT_BYTES = 4 * 1024 * 1024;
const SEGMENTS_AT_ONCE = 3;
/**
 * Bytes of the sheet's last segments, which are all compressed at once once the walk has ended: the write waits for
 * them alone, so they are made small enough for every free thread to take one (docs/performance.md, "(ninth round,
 * the listings' end)").
 */
const TAIL_SEGMENT_BYTES = 256 * 1024;
/** Rows a write ahead of its results waits for before it walks on (fewer while the last of the sheet's come). */
const ROWS_PER_TURN = 64;
/** Inflated chunks asked for ahead of the walk. */
const CHUNKS_AHEAD = 4;
/** A final, empty block with fixed codes: ends a deflate stream whose last block was not final. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export interface RewrittenSheet {
  readonly data: DeflatedData;
  readonly outcome: SheetRewriteOutcome;
}

/** What stopped a rewrite beside a survey; thrown once the survey shows the chosen columns hold. */
export interface RewriteFailure {
  readonly error: unknown;
}

/** How a pass writes: whom it tells when it waits for its deflate's tail, and whether it compresses at all. */
export interface PassOptions {
  readonly onWaiting?: (() => void) | undefined;
  /**
   * A copy removed at once (an upload's trial, `durable: false`) is written stored, uncompressed: nobody keeps its
   * bytes, and compressing them cost the trial most of its CPU (docs/upload.md, "Before the first request").
   */
  readonly stored?: boolean;
  /** A write begun before its results are all known: each sheet is walked as far as its results are given. */
  readonly gate?: ResultsGate | undefined;
}

export interface SheetPassResult {
  /** The survey, or the message saying why the sheet cannot be followed; null when none was asked for. */
  readonly survey: SheetSurvey | string | null;
  readonly rewrite: RewrittenSheet | RewriteFailure | null;
}

/**
 * Walks the sheet once for the surveyor and the rewriter (either may be absent). Beside a survey, an error of the
 * rewrite is kept, not thrown: the survey may yet show other columns are needed, and the write starts over then.
 * `options.onWaiting` is told when the walk has ended and the rewrite waits for its deflate's tail alone. With a `gate`
 * (a write ahead of its results) the walk reads a row only once the gate lets it.
 */
export async function sheetPass(
  chunks: AsyncIterable<Buffer>,
  surveyor: SheetSurveyor | null,
  rewriter: SheetRewriter | null,
  options: PassOptions = {},
  sheetGate?: SheetGate,
): Promise<SheetPassResult> {
  // A walk that rewrites nothing reads no result: it need not wait.
  const gate = rewriter === null ? undefined : sheetGate;
  const guarded: SheetXmlVisitor | null =
    rewriter === null ? null : surveyor === null ? rewriter : new GuardedVisitor(rewriter);
  const visitors: SheetXmlVisitor[] = [];
  if (surveyor !== null) visitors.push(surveyor);
  if (guarded !== null) visitors.push(guarded);
  const walker = new SheetXmlWalker(visitors);
  const level = options.stored === true ? zlibConstants.Z_NO_COMPRESSION : SHEET_DEFLATE_LEVEL;
  const deflater = rewriter === null ? null : new SheetDeflater(level, (views) => rewriter.release(views));
  const taken = async (): Promise<void> => {
    if (rewriter !== null && deflater !== null && !failed(guarded)) await deflater.write(rewriter.take());
  };
  try {
    try {
      for await (const chunk of readAhead(chunks)) {
        if (gate !== undefined) walker.setLimit(gate.allow());
        walker.push(chunk);
        await taken();
        if (gate !== undefined) await walkAsAllowed(walker, gate, taken, deflater);
      }
      walker.end();
    } catch (e) {
      if (surveyor !== null && e instanceof SheetXmlError) return { survey: e.message, rewrite: null };
      throw e;
    }
    const survey = surveyor === null ? null : surveyor.result();
    if (rewriter === null || deflater === null) return { survey, rewrite: null };
    if (guarded instanceof GuardedVisitor && guarded.error !== null)
      return { survey, rewrite: { error: guarded.error } };
    await deflater.write(rewriter.take());
    const data = deflater.finish();
    options.onWaiting?.();
    return { survey, rewrite: { data: await data, outcome: rewriter.outcome() } };
  } finally {
    deflater?.destroy();
  }
}

/**
 * A write ahead of its results: the walk goes on only as far as the rows given, and waits for the rest (what it has
 * written meanwhile is compressed while it waits).
 */
async function walkAsAllowed(
  walker: SheetXmlWalker,
  gate: SheetGate,
  taken: () => Promise<void>,
  deflater: SheetDeflater | null,
): Promise<void> {
  for (let before = walker.stopped; before !== null; before = walker.stopped) {
    await deflater?.compressWhatCame(TAIL_SEGMENT_BYTES);
    // Gone on with some rows at a time: each stop walks the rest of its chunk again (its CDATA looked for anew).
    await gate.whenAllowed(before === Infinity ? Infinity : before + ROWS_PER_TURN - 1);
    walker.setLimit(gate.allow());
    walker.resume();
    await taken();
  }
}

/**
 * The chunks with the next ones already asked for while one is walked, so the inflating (on the thread pool) and the
 * walk overlap instead of taking turns; on a busy machine each turn costs a wait for the scheduler.
 */
async function* readAhead(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const source = chunks[Symbol.asyncIterator]();
  const queue: Promise<IteratorResult<Buffer>>[] = [];
  try {
    for (;;) {
      while (queue.length < CHUNKS_AHEAD) queue.push(source.next());
      const next = await queue.shift();
      if (next === undefined || next.done === true) return;
      yield next.value;
    }
  } finally {
    await Promise.allSettled(queue);
    await source.return?.();
  }
}

function failed(visitor: SheetXmlVisitor | null): boolean {
  return visitor instanceof GuardedVisitor && visitor.error !== null;
}

/** Passes the walk on to a visitor until it throws; keeps that error and ignores the rest of the walk. */
class GuardedVisitor implements SheetXmlVisitor {
  error: unknown = null;

  constructor(private readonly inner: SheetXmlVisitor) {}

  head(text: string, sheetDataTag: Buffer, pat: SheetPatterns): void {
    this.guard(() => this.inner.head(text, sheetDataTag, pat));
  }

  between(buf: Buffer, from: number, to: number): void {
    if (this.error === null) this.guard(() => this.inner.between(buf, from, to));
  }

  row(row: SheetRow): void {
    if (this.error === null) this.guard(() => this.inner.row(row));
  }

  rowsEnd(closeTag: Buffer): void {
    this.guard(() => this.inner.rowsEnd(closeTag));
  }

  tail(text: string): void {
    this.guard(() => this.inner.tail(text));
  }

  private guard(step: () => void): void {
    if (this.error !== null) return;
    try {
      step();
    } catch (e) {
      this.error = e;
    }
  }
}

/**
 * Deflates a part as its bytes come, in segments compressed side by side on the thread pool (as pigz does): each
 * segment ends with a sync flush, which leaves the stream byte-aligned without a final block, so the segments join
 * into one deflate stream that an empty final block ends. The dictionary restarts per segment, which costs next to
 * nothing at this size. Keeps the compressed chunks, the size and the CRC the zip entry needs.
 */
class SheetDeflater {
  private pieces: Buffer[] = [];
  private pieceBytes = 0;
  private readonly segments: Promise<Buffer[]>[] = [];
  private readonly running = new Set<Transform>();
  private crc = 0;
  private size = 0;

  /** `done` gets each segment's pieces once they are compressed at zlib's `level`. */
  constructor(
    private readonly level: number,
    private readonly done: (pieces: readonly Buffer[]) => void,
  ) {}

  async write(parts: readonly Buffer[]): Promise<void> {
    for (const part of parts) {
      this.crc = crc32(part, this.crc);
      this.size += part.length;
      this.pieces.push(part);
      this.pieceBytes += part.length;
      if (this.pieceBytes >= SEGMENT_BYTES) await this.startSegment();
    }
  }

  /** Compresses what came since the last segment now, when it is at least `least` bytes (the write is to wait). */
  async compressWhatCame(least: number): Promise<void> {
    if (this.pieceBytes >= least) await this.startSegment();
  }

  async finish(): Promise<DeflatedData> {
    if (this.pieceBytes > 0 || this.segments.length === 0) this.startTail();
    const chunks = (await Promise.all(this.segments)).flat();
    chunks.push(FINAL_EMPTY_BLOCK);
    return {
      chunks,
      compressedSize: chunks.reduce((n, c) => n + c.length, 0),
      uncompressedSize: this.size,
      crc32: this.crc >>> 0,
    };
  }

  destroy(): void {
    for (const stream of this.running) stream.destroy();
  }

  /** Compresses what has come since the last segment; waits while too many segments are being compressed. */
  private async startSegment(): Promise<void> {
    const pieces = this.pieces;
    this.pieces = [];
    this.pieceBytes = 0;
    this.compress(pieces);
    const oldest = this.segments[this.segments.length - SEGMENTS_AT_ONCE];
    if (oldest !== undefined) await oldest;
  }

  /** What has come since the last segment, in small segments all started now (at least one, for an empty part). */
  private startTail(): void {
    const pieces = this.pieces;
    this.pieces = [];
    this.pieceBytes = 0;
    let segment: Buffer[] = [];
    let bytes = 0;
    for (const piece of pieces) {
      segment.push(piece);
      bytes += piece.length;
      if (bytes < TAIL_SEGMENT_BYTES) continue;
      this.compress(segment);
      segment = [];
      bytes = 0;
    }
    if (segment.length > 0 || this.segments.length === 0) this.compress(segment);
  }

  private compress(pieces: Buffer[]): void {
    const deflate = createDeflateRaw({
      level: this.level,
      chunkSize: 256 * 1024,
      finishFlush: zlibConstants.Z_SYNC_FLUSH,
    });
    this.running.add(deflate);
    const out: Buffer[] = [];
    deflate.on('data', (c: Buffer) => out.push(c));
    for (const piece of pieces) deflate.write(piece);
    deflate.end();
    const segment = finished(deflate).then(() => {
      this.running.delete(deflate);
      this.done(pieces);
      return out;
    });
    // Awaited in order later; marked handled now so a failure while another segment is awaited is not unhandled.
    segment.catch(() => undefined);
    this.segments.push(segment);
  }
}
