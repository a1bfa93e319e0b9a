import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserHost } from '../../src/browser-host/browser-host';
import { MAX_UPLOAD_BYTES, startBrowserHost } from '../../src/browser-host/browser-host';
import { postUntilAnswered } from '../support/oversized-body';
import { sessionCookie } from './host-in-temp-kit';

// The upload limit once held only for a Content-Length; a chunked upload of any size was accepted.
const LIMIT = 256 * 1024;
const CHUNK = Buffer.alloc(16 * 1024, 0x41);

let dir: string;
let host: BrowserHost;
let cookie: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'host-upload-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(rendererDir);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>x</title>');
  host = await startBrowserHost({ dataDir: join(dir, 'data'), rendererDir, maxUploadBytes: LIMIT, locale: 'hu-HU' });
  cookie = await sessionCookie(host);
});

afterEach(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

function uploadFiles(): Promise<string[]> {
  return readdir(join(dir, 'data', 'uploads'));
}

interface Sent {
  readonly status: number | null;
  readonly text: string;
  /** Bytes written before the host answered or closed the connection. */
  readonly written: number;
}

/** Streams `total` bytes to /upload (chunked unless `length` is given), stopping when the host answers. */
function upload(total: number, opts: { length?: number; abortAfter?: number } = {}): Promise<Sent> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      cookie,
      origin: host.origin,
      'x-li-request': '1',
      'content-type': 'application/octet-stream',
    };
    if (opts.length !== undefined) headers['content-length'] = String(opts.length);
    const req = request(`${host.origin}/upload?name=nagy.xlsx`, { method: 'POST', headers });
    let written = 0;
    let answered: IncomingMessage | null = null;
    let settled = false;
    const finish = (status: number | null, text: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, text, written });
    };
    req.on('response', (res) => {
      answered = res;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => finish(res.statusCode ?? null, text));
      res.on('error', () => finish(res.statusCode ?? null, text));
    });
    req.on('error', () => finish(answered?.statusCode ?? null, ''));
    const pump = () => {
      while (written < total && answered === null) {
        if (opts.abortAfter !== undefined && written >= opts.abortAfter) {
          // Aborted once the host holds part of the file on disk, as a closed browser tab would.
          void eventually(async () => (await uploadFiles()).some((f) => f.endsWith('.part'))).then((seen) => {
            req.destroy();
            finish(null, seen ? 'aborted' : 'aborted before the host wrote anything');
          });
          return;
        }
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, total - written));
        written += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (answered === null && written >= total) req.end();
    };
    pump();
  });
}

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe('browser host upload limit', () => {
  it('is 512 MB by default', () => {
    expect(MAX_UPLOAD_BYTES).toBe(512 * 1024 * 1024);
  });

  it('accepts a chunked upload just under the limit', async () => {
    const sent = await upload(LIMIT);
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.text)).toMatchObject({ ok: true });
    expect(await uploadFiles()).toHaveLength(1);
  });

  it('refuses a chunked upload over the limit with 413 and keeps no partial file', async () => {
    const sent = await upload(LIMIT * 400);
    expect(sent.status).toBe(413);
    expect(sent.text).toContain('larger than 262144 bytes');
    // Refused while it was still arriving, not after reading it all.
    expect(sent.written).toBeLessThan(LIMIT * 400);
    expect(await eventually(async () => (await uploadFiles()).length === 0)).toBe(true);
  });

  it('refuses a chunked upload one byte over the limit', async () => {
    const sent = await upload(LIMIT + 1);
    expect(sent.status).toBe(413);
    expect(await eventually(async () => (await uploadFiles()).length === 0)).toBe(true);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const sent = await upload(LIMIT + 1, { length: LIMIT + 1 });
    expect(sent.status).toBe(413);
    expect(await uploadFiles()).toEqual([]);
  });

  it('removes the partial file when the browser aborts the upload', async () => {
    expect((await upload(LIMIT * 4, { abortAfter: LIMIT / 2 })).text).toBe('aborted');
    expect(await eventually(async () => (await uploadFiles()).length === 0)).toBe(true);
    // The host still serves the next upload.
    expect((await upload(1024)).status).toBe(200);
  });
});

describe('browser host contract calls', () => {
  it('refuses a JSON body over 2 MB with 413 while it still arrives', async () => {
    const total = 64 * 1024 * 1024;
    const headers = { cookie, origin: host.origin, 'x-li-request': '1', 'content-type': 'application/json' };
    const sent = await postUntilAnswered(`${host.origin}/api/getAppInfo`, headers, total, CHUNK);
    expect(sent.status).toBe(413);
    expect(sent.written).toBeLessThan(total);
  });
});

describe('partial uploads left by a killed host', () => {
  it("are removed when the host starts again; recent ones, maybe another host's, are kept", async () => {
    await host.close();
    const uploads = join(dir, 'data', 'uploads');
    await mkdir(uploads, { recursive: true });
    await writeFile(join(uploads, 'old.part'), 'half a workbook');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(join(uploads, 'old.part'), hourAgo, hourAgo);
    await writeFile(join(uploads, 'recent.part'), 'another host is writing this');
    host = await startBrowserHost({ dataDir: join(dir, 'data'), rendererDir: join(dir, 'renderer'), locale: 'hu-HU' });
    expect(await uploadFiles()).toEqual(['recent.part']);
  });
});
