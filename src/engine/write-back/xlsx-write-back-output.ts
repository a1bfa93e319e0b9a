// Collects a rewritten sheet's bytes in large blocks: kept runs of the input are copied into the block (or passed on
// whole when long) and written text is encoded straight into it, so no small buffer is made per row or cell.

const BLOCK_BYTES = 512 * 1024;
/** Blocks kept for reuse once everything handed out of them is released. */
const SPARE_BLOCKS = 16;
/** A kept run at least this long is passed on as a view of the input instead of being copied. */
const DIRECT_BYTES = 64 * 1024;

export class SheetOutput {
  private block: Buffer = Buffer.allocUnsafe(BLOCK_BYTES);
  /** `[start, used)` of the block is written and not yet handed out; what lies before was handed out as a view. */
  private start = 0;
  private used = 0;
  /** The kept run not yet placed: consecutive runs of the same input buffer join into one. */
  private runBuf: Buffer | null = null;
  private runFrom = 0;
  private runTo = 0;
  private ready: Buffer[] = [];
  /** Views handed out of each block and not yet released; blocks no longer written to are `retired`. */
  private readonly handedOut = new Map<ArrayBufferLike, number>();
  private readonly retired = new Map<ArrayBufferLike, Buffer>();
  private readonly spare: Buffer[] = [];

  /** Bytes `[from, to)` of `buf`, as they are; `buf` must not change afterwards (inflated chunks never do). */
  copy(buf: Buffer, from: number, to: number): void {
    if (to <= from) return;
    if (this.runBuf === buf && this.runTo === from) {
      this.runTo = to;
      return;
    }
    this.placeRun();
    this.runBuf = buf;
    this.runFrom = from;
    this.runTo = to;
  }

  /** Text whose characters are all below U+0100 (tags, attributes, numbers), one byte each. */
  latin1(text: string): void {
    this.text(text, 'latin1', text.length);
  }

  utf8(text: string): void {
    this.text(text, 'utf8', text.length * 3);
  }

  /**
   * Gives back views that `take` handed out, once nothing reads them any more (the deflater is done with them): a
   * block all of whose views are back is written again, so a large sheet does not allocate its size in new buffers
   * (whose external memory makes the garbage collector run full collections).
   */
  release(views: readonly Buffer[]): void {
    for (const view of views) {
      const left = this.handedOut.get(view.buffer);
      if (left === undefined) continue;
      if (left > 1) {
        this.handedOut.set(view.buffer, left - 1);
        continue;
      }
      this.handedOut.delete(view.buffer);
      this.spareIfDone(view.buffer);
    }
  }

  /** Everything written so far, in order; the output is empty afterwards. */
  take(): Buffer[] {
    this.placeRun();
    this.flushBlock();
    const out = this.ready;
    this.ready = [];
    return out;
  }

  private text(text: string, encoding: 'latin1' | 'utf8', maxBytes: number): void {
    if (text.length === 0) return;
    this.placeRun();
    if (maxBytes > BLOCK_BYTES) {
      this.flushBlock();
      this.ready.push(Buffer.from(text, encoding));
      return;
    }
    if (this.used + maxBytes > this.block.length) this.newBlock();
    this.used += this.block.write(text, this.used, encoding);
  }

  private placeRun(): void {
    const buf = this.runBuf;
    if (buf === null) return;
    this.runBuf = null;
    const length = this.runTo - this.runFrom;
    if (length >= DIRECT_BYTES) {
      this.flushBlock();
      this.ready.push(buf.subarray(this.runFrom, this.runTo));
      return;
    }
    if (this.used + length > this.block.length) this.newBlock();
    buf.copy(this.block, this.used, this.runFrom, this.runTo);
    this.used += length;
  }

  /** Hands out what the block holds; the rest of the block is written on (the views handed out never change). */
  private flushBlock(): void {
    if (this.used === this.start) return;
    this.ready.push(this.block.subarray(this.start, this.used));
    this.handedOut.set(this.block.buffer, (this.handedOut.get(this.block.buffer) ?? 0) + 1);
    this.start = this.used;
  }

  private newBlock(): void {
    this.flushBlock();
    this.retired.set(this.block.buffer, this.block);
    this.spareIfDone(this.block.buffer);
    this.block = this.spare.pop() ?? Buffer.allocUnsafe(BLOCK_BYTES);
    this.start = 0;
    this.used = 0;
  }

  private spareIfDone(buffer: ArrayBufferLike): void {
    const block = this.retired.get(buffer);
    if (block === undefined || this.handedOut.has(buffer)) return;
    this.retired.delete(buffer);
    if (this.spare.length < SPARE_BLOCKS) this.spare.push(block);
  }
}
