// The browser host's answers: plain replies and refusals with its security headers, a lingering 413, a bounded body
// read, and the built renderer's files.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { SECURITY_HEADERS } from './request-guard';

/**
 * After a refusal, how much more of the body is read and dropped before the connection is cut: a browser that reads
 * the answer stops sending long before; the sandbox learned that short limits cut loaded clients off before they had
 * read the 413.
 */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 10_000;

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

/** 413 for an upload over the host's limit, closed as `refuseLingering` closes it. */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, uploadLimit: number): void {
  const mb = Math.floor(uploadLimit / (1024 * 1024));
  const text = mb > 0 ? `${mb} MB` : `${uploadLimit} bytes`;
  refuseLingering(req, res, `The file is larger than ${text}; a workbook this big cannot be imported.`);
}

/**
 * 413 at once, then the connection is closed. What the browser sent meanwhile is read and dropped for a moment
 * first (a lingering close): closing a socket with unread data resets it, and the reset can swallow the answer.
 * So the answer does not say `connection: close`: Node would then close the socket fully once the answer is out.
 * Only the host's side is shut, and the socket is cut once the browser stops or enough has been dropped.
 */
export function refuseLingering(req: IncomingMessage, res: ServerResponse, text: string): void {
  // Node's types say otherwise, but a socket the browser already closed is detached: `req.socket` is then null.
  const socket = req.socket as Socket | null;
  res.on('finish', () => socket?.end());
  send(res, 413, text, 'text/plain; charset=utf-8');
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) socket?.destroy();
  });
  req.resume();
  setTimeout(() => socket?.destroy(), LINGER_MS).unref();
}

/**
 * The whole body, or null once it passes `limit`. The request is left open then, unlike a `for await` left early
 * (which destroys it), so that the refusal can still be read by the browser.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      resolve(null);
    };
    const onEnd = (): void => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error): void => {
      stop();
      reject(error);
    };
    const onClose = (): void => {
      stop();
      reject(new Error('The browser closed the request before sending all of it.'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
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
