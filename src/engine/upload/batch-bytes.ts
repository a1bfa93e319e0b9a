// A batch's request as the UTF-8 bytes sent, put together from the bodies' JSON already written as UTF-8 for their
// rows' fingerprints: the bytes of `encodeBatch(items)`'s text, without writing those bodies as JSON or encoding them
// again (docs/performance.md, "Upload: a body's JSON once (tenth round)").
import type { BatchItem } from '../api';

/**
 * The UTF-8 of `JSON.stringify(items)`. `bodyJson[i]`: item `i`'s body as UTF-8 JSON (the text JSON.stringify writes for
 * it as a value), or null to write it here. Each item is `{ method, uri, body }` in that order, as the send loop makes
 * them (an item without a body, or with an undefined one, has no `body` key in JSON).
 */
export function batchBytes(items: readonly BatchItem[], bodyJson: readonly (Uint8Array | null)[]): Uint8Array {
  // The texts between the bodies' bytes: one for each run of them, encoded at the end.
  const pieces: (string | Uint8Array)[] = [];
  let between = '[';
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as BatchItem;
    const body = bodyJson[i] ?? null;
    if (i > 0) between += ',';
    if (body === null) {
      between += JSON.stringify(item);
      continue;
    }
    pieces.push(`${between}{"method":${JSON.stringify(item.method)},"uri":${JSON.stringify(item.uri)},"body":`, body);
    between = '}';
  }
  pieces.push(`${between}]`);
  // One buffer with room for the longest UTF-8 of the texts between (3 bytes a UTF-16 code unit at most), then cut.
  let room = 0;
  for (const p of pieces) room += typeof p === 'string' ? 3 * p.length : p.length;
  const out = Buffer.allocUnsafeSlow(room);
  let at = 0;
  for (const p of pieces) {
    if (typeof p === 'string') at += out.write(p, at);
    else {
      out.set(p, at);
      at += p.length;
    }
  }
  return out.subarray(0, at);
}
