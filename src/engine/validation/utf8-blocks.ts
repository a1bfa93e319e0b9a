// Texts written as UTF-8 one after another into shared blocks: a batch's bodies' JSON, each encoded once for both its
// row's fingerprint and the request (docs/performance.md, "Upload: a body's JSON once (tenth round)").
//
// Why blocks: a buffer per body, sized for the longest UTF-8 its text could have, took three times the room a listing's
// JSON needs from Node's shared pool; a block is cut where each write ended, so a batch's bodies take about their size.

/** Bytes of a block; a text that needs more gets a block of its own size. */
const BLOCK_BYTES = 256 * 1024;

/** Where one {@link Utf8Blocks.write} put its texts. */
export interface Written {
  /** `head`, `text` and `tail` as UTF-8, one after the other. */
  readonly whole: Uint8Array;
  /** `text`'s own bytes within `whole`. */
  readonly text: Uint8Array;
}

export class Utf8Blocks {
  #block: Buffer | null = null;
  #used = 0;

  /**
   * Writes `head`, `text` and `tail` as UTF-8 (as `Buffer.from` would: the JSON texts written here hold no lone
   * surrogate), one after the other. The bytes stay as written while anything holds them.
   */
  write(head: string, text: string, tail: string): Written {
    // At most 3 bytes of UTF-8 a UTF-16 code unit: room for the longest, and the block moves on by what was written.
    const room = 3 * (head.length + text.length + tail.length);
    let block = this.#block;
    if (block === null || block.length - this.#used < room) {
      block = this.#block = Buffer.allocUnsafeSlow(Math.max(BLOCK_BYTES, room));
      this.#used = 0;
    }
    const start = this.#used;
    const at = start + block.write(head, start);
    const end = at + block.write(text, at);
    const stop = end + block.write(tail, end);
    this.#used = stop;
    return { whole: block.subarray(start, stop), text: block.subarray(at, end) };
  }
}
