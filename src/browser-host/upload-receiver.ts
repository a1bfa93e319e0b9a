// Receives one uploaded workbook: counts its bytes whatever the transfer encoding, and leaves no partial file behind.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { dirname, extname, join } from 'node:path';
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
 * Streams the request body to `folder` and keeps it as `<hash of its content and name>/<name>`, `name` being the
 * user's file name as `storedName` makes it: the same workbook uploaded again under its name gets the same path, so
 * the engine's journal can resume a run the host was stopped in the middle of; and the path's name is the user's,
 * which a CSV's sheet and the runs listed after a restart are named by.
 */
export async function receiveUpload(
  req: IncomingMessage,
  folder: string,
  name: string,
  limit: number,
): Promise<Received> {
  // Made again if another host on the same data folder removed it.
  await mkdir(folder, { recursive: true, mode: 0o700 });
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
  // The folder is the copy's own (content and name): what is written beside it (the results) goes with it.
  const own = createHash('sha256').update(`${counter.digest()}\0${name}`).digest('hex').slice(0, 32);
  const path = join(folder, own, name);
  try {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await rename(partial, path);
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  }
  return { kind: 'stored', path };
}

/** Bytes a stored name may take: the results beside it (`.results-2.xlsx`) and temp files add their own. */
const NAME_BYTES = 120;

/**
 * The user's file name as a name on disk: control characters dropped, cut on a character to `NAME_BYTES` with its
 * extension kept (a Hungarian name of 200 characters is 400 bytes, over the file system's 255).
 */
export function storedName(name: string): string {
  const clean = [...name].filter((c) => !isControl(c)).join('');
  const ext = extname(clean);
  const chars = [...clean.slice(0, clean.length - ext.length)];
  while (chars.length > 0 && Buffer.byteLength(chars.join('') + ext) > NAME_BYTES) chars.pop();
  const stem = chars.join('').trimEnd();
  return `${stem === '' ? 'workbook' : stem}${ext}`;
}

function isControl(c: string): boolean {
  const code = c.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
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

/**
 * Removes the copies this host stored, each with its folder and what was written beside it (the results copies);
 * another host on the same data folder keeps its own (a copy of the same bytes under the same name is both hosts').
 */
export async function removeStored(paths: Iterable<string>): Promise<void> {
  for (const path of paths) await rm(dirname(path), { recursive: true, force: true });
}
