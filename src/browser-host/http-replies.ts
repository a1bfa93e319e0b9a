// The browser host's answers: plain replies and refusals with its security headers, a lingering 413, a bounded body
// read, and the built renderer's files.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { SECURITY_HEADERS } from './request-guard';

/** After refusing an upload, how much more of it is read and dropped before the connection is cut. */
const LINGER_BYTES = 4 * 1024 * 1024;
const LINGER_MS = 2000;

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, ...extra });
  res.end(body);
}

export function refuse(res: ServerResponse, status: number, text: string): void {
  send(res, status, text, 'text/plain; charset=utf-8');
}

/**
 * 413 at once, then the connection is closed. What the browser sent meanwhile is read and dropped for a moment
 * first (a lingering close): closing a socket with unread data resets it, and the reset can swallow the answer.
 */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, uploadLimit: number): void {
  const mb = Math.floor(uploadLimit / (1024 * 1024));
  const text = mb > 0 ? `${mb} MB` : `${uploadLimit} bytes`;
  send(
    res,
    413,
    `The file is larger than ${text}; a workbook this big cannot be imported.`,
    'text/plain; charset=utf-8',
    { connection: 'close' },
  );
  // Node's types say otherwise, but a socket the browser already closed is detached: `req.socket` is then null.
  const socket = req.socket as Socket | null;
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) socket?.destroy();
  });
  setTimeout(() => socket?.destroy(), LINGER_MS).unref();
}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function serveStatic(res: ServerResponse, rendererDir: string, urlPath: string): Promise<void> {
  let rel: string;
  try {
    rel = urlPath === '/' ? 'index.html' : decodeURIComponent(urlPath.slice(1));
  } catch {
    // A malformed escape names no file: 404, as any other unknown path (it was a 500).
    refuse(res, 404, 'Not found');
    return;
  }
  const file = normalize(join(rendererDir, rel));
  if (!file.startsWith(normalize(rendererDir) + sep)) {
    refuse(res, 404, 'Not found');
    return;
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error('not a file');
    send(res, 200, await readFile(file), MIME[extname(file)] ?? 'application/octet-stream');
  } catch {
    refuse(res, 404, 'Not found');
  }
}
