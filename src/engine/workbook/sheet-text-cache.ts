// Texts cut from a sheet's inflated bytes, made into strings: short ones are remembered by their bytes.

/** Texts of at most this many bytes are remembered; longer ones (addresses, descriptions) are mostly each their own. */
const MAX_BYTES = 32;
/** Slots of the table (a power of two): a few thousand distinct short words fit a listing sheet's columns. */
const SLOT_BITS = 12;
const SLOTS = 1 << SLOT_BITS;

/** Node's own slicing calls, which `toString(encoding, start, end)` reaches after checking its arguments. */
interface SlicingBuffer extends Buffer {
  latin1Slice(start: number, end: number): string;
  utf8Slice(start: number, end: number): string;
}

const direct = typeof (Buffer.prototype as Partial<SlicingBuffer>).latin1Slice === 'function';

/** `bytes[from, to)` as text: read as Latin-1 when no byte has bit 7 set (`high` < 128, so ASCII), else as UTF-8. */
export function decodeText(bytes: Buffer, from: number, to: number, high: number): string {
  if (direct) {
    const b = bytes as SlicingBuffer;
    return high < 128 ? b.latin1Slice(from, to) : b.utf8Slice(from, to);
  }
  return bytes.toString(high < 128 ? 'latin1' : 'utf8', from, to);
}

/** One step of the hash `SheetTextCache.text` takes: the scanner folds it over a text's bytes as it reads them. */
export function hashStep(hash: number, byte: number): number {
  return (Math.imul(hash, 31) + byte) | 0;
}

/**
 * Short texts decoded lately, looked up by their bytes. A sheet repeats its short words (`lakás`, `eladó`, `igen`) in
 * every row: comparing a few bytes costs a fraction of making a string (a call into the runtime), and the rows then
 * share one string each, which leaves the collector less to copy. Direct-mapped: a text takes the slot its hash
 * names, so texts seen once (references, prices) replace each other there without crowding the repeated words out.
 */
export class SheetTextCache {
  private readonly lengths = new Int32Array(SLOTS).fill(-1);
  private readonly hashes = new Int32Array(SLOTS);
  private readonly bytes = new Uint8Array(SLOTS * MAX_BYTES);
  private readonly texts: string[] = new Array<string>(SLOTS).fill('');

  /** `buf[from, to)` decoded as `decodeText` does; `hash` is `hashStep` folded over those bytes from 0. */
  text(buf: Buffer, from: number, to: number, high: number, hash: number): string {
    const length = to - from;
    if (length > MAX_BYTES) return decodeText(buf, from, to, high);
    const slot = Math.imul(hash, 0x9e3779b1) >>> (32 - SLOT_BITS);
    const base = slot * MAX_BYTES;
    const bytes = this.bytes;
    if (this.lengths[slot] === length && this.hashes[slot] === hash) {
      let k = 0;
      while (k < length && bytes[base + k] === buf[from + k]) k++;
      if (k === length) return this.texts[slot] ?? '';
    }
    const text = decodeText(buf, from, to, high);
    for (let k = 0; k < length; k++) bytes[base + k] = buf[from + k] ?? 0;
    this.lengths[slot] = length;
    this.hashes[slot] = hash;
    this.texts[slot] = text;
    return text;
  }
}
