// Receives one uploaded workbook: counts its bytes whatever the transfer encoding, and leaves no partial file behind.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type Received =
  | { readonly kind: 'stored'; readonly path: string }
  /** More bytes arrived than the limit; the part received is removed. */
  | { readonly kind: 'too_large' }
  /** The browser went away (or the disk failed) before the end; the part received is removed. */
  | { readonly kind: 'aborted' };

class TooLarge extends Error {}

/** Passes bytes on while they stay within `limit`; a chunked request has no Content-Length to check first. */
class ByteLimit extends Transform {
  private seen = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      done(new TooLarge());
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/**
 * Streams the request body to `folder` and names the file by its content: the same workbook uploaded again gets
 * the same path, so the engine's journal can resume a run the host was stopped in the middle of.
 */
export async function receiveUpload(
  req: IncomingMessage,
  folder: string,
  ext: string,
  limit: number,
): Promise<Received> {
  const partial = join(folder, `${randomBytes(16).toString('hex')}.part`);
  const counter = new ByteLimit(limit);
  // The request is piped in rather than made part of the pipeline: a pipeline destroys its source on failure, and a
  // destroyed request resets the connection before the browser reads the refusal (the lingering close).
  const stored = pipeline(counter, createWriteStream(partial, { mode: 0o600 }));
  req.on('error', (e) => counter.destroy(e));
  req.on('close', () => {
    if (!req.complete) counter.destroy(new Error('The browser closed the upload before its end.'));
  });
  req.pipe(counter);
  try {
    await stored;
  } catch (e) {
    await rm(partial, { force: true });
    return e instanceof TooLarge ? { kind: 'too_large' } : { kind: 'aborted' };
  }
  const path = join(folder, `${counter.digest().slice(0, 32)}${ext}`);
  try {
    await rename(partial, path);
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  }
  return { kind: 'stored', path };
}

/** A partial upload not written to for this long belongs to no request any more (a host killed mid-upload). */
const STALE_PART_MS = 60_000;

/**
 * Removes partial uploads a killed host left behind: copies of a user's workbook nobody can reach. Recent ones are
 * kept, in case another host on the same data folder is receiving them.
 */
export async function removeStaleParts(folder: string, now: number = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.part')) continue;
    const file = join(folder, name);
    try {
      if (now - (await stat(file)).mtimeMs < STALE_PART_MS) continue;
      await rm(file, { force: true });
      removed++;
    } catch {
      // Gone meanwhile: nothing to remove.
    }
  }
  return removed;
}
