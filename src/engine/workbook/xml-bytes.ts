// Helpers for the scanners that read XML straight from a part's inflated bytes (the markup is ASCII).

/** Where the start tag from `start` in `buf` ends (after its `>`), quotes respected as `tagEnd` does; -1 if not yet. */
export function tagEndOfBytes(buf: Buffer, start: number): number {
  let quoted = false;
  for (let i = start; i < buf.length; i++) {
    const ch = buf[i];
    if (ch === 34) quoted = !quoted;
    else if (ch === 62 && !quoted) return i + 1;
  }
  return -1;
}

/** Whether `code` may follow an element's name in a tag (so `<row` is not `<rowBreaks`). */
export function isTagBoundary(code: number | undefined): boolean {
  return code === 32 || code === 62 || code === 47 || code === 9 || code === 10 || code === 13;
}

/** Whether `buf` holds `needle` at `at`. */
export function bytesAt(buf: Buffer, at: number, needle: Uint8Array | readonly number[]): boolean {
  if (at < 0 || at + needle.length > buf.length) return false;
  for (let k = 0; k < needle.length; k++) if (buf[at + k] !== needle[k]) return false;
  return true;
}
