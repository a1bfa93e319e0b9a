// A local HTTP server of image links good and bad, on 127.0.0.1 port 0, that counts what it was asked and sent.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const FIFTY_MB = 50 * 1024 * 1024;

export interface ImageServer {
  readonly url: (path: string) => string;
  /** Requests per path. */
  readonly hits: Map<string, number>;
  /** Body bytes the server managed to write for the 50 MB paths. */
  readonly sent: Map<string, number>;
  readonly headers: Map<string, IncomingMessage['headers']>;
  /** The most requests it had in flight at once. */
  readonly maxInFlight: () => number;
  readonly resetMaxInFlight: () => void;
  readonly close: () => Promise<void>;
}

/** 50 MB of JPEG-looking bytes from one reused 64 KB chunk, written as the client takes them (never in memory). */
function stream50Mb(res: ServerResponse, declared: boolean, onSent: (n: number) => void): void {
  const chunk = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(64 * 1024 - 4, 9)]);
  res.writeHead(200, { 'content-type': 'image/jpeg', ...(declared ? { 'content-length': String(FIFTY_MB) } : {}) });
  let sent = 0;
  const more = (): void => {
    while (sent < FIFTY_MB && !res.destroyed) {
      sent += chunk.length;
      onSent(sent);
      if (!res.write(chunk)) {
        res.once('drain', more);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  more();
}

function drip(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'image/jpeg' });
  let i = 0;
  const timer = setInterval(() => {
    if (res.destroyed || i >= JPEG.length) {
      clearInterval(timer);
      return;
    }
    res.write(JPEG.subarray(i, i + 1));
    i++;
  }, 100);
  res.on('close', () => clearInterval(timer));
}

function route(req: IncomingMessage, res: ServerResponse, s: { sent: Map<string, number> }): void {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const send = (status: number, type: string, body: Buffer | string, extra: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...extra });
    res.end(body);
  };
  if (path === '/ok.jpg' || path.startsWith('/same/')) return send(200, 'image/jpeg', JPEG);
  if (path === '/octet.png') return send(200, 'application/octet-stream', PNG);
  if (path === '/missing.jpg') return send(404, 'text/html', '<h1>Not found</h1>');
  if (path === '/error.jpg') return send(500, 'text/html', '<h1>Error</h1>');
  if (path === '/page.html') return send(200, 'text/html; charset=utf-8', '<html><body>Listing</body></html>');
  if (path === '/fake.jpg') return send(200, 'image/jpeg', '<html>not really a jpeg</html>');
  if (path === '/tiny.gif') return send(200, 'image/gif', Buffer.from('GIF89a....', 'latin1'));
  const hop = /^\/hop\/(\d+)$/.exec(path);
  if (hop) {
    const n = Number(hop[1]);
    res.writeHead(302, { location: n <= 1 ? '/ok.jpg' : `/hop/${n - 1}` });
    return void res.end();
  }
  if (path === '/loop') {
    res.writeHead(301, { location: '/loop' });
    return void res.end();
  }
  if (path === '/big-declared.jpg' || path === '/big-chunked.jpg')
    return stream50Mb(res, path === '/big-declared.jpg', (n) => s.sent.set(path, n));
  if (path === '/drip.jpg') return drip(res);
  if (path.startsWith('/slow/')) {
    setTimeout(() => send(200, 'image/jpeg', JPEG), 30);
    return;
  }
  if (path.startsWith('/never')) return; // answers nothing, ever
  send(404, 'text/plain', 'no such route');
}

export async function startImageServer(): Promise<ImageServer> {
  const hits = new Map<string, number>();
  const sent = new Map<string, number>();
  const headers = new Map<string, IncomingMessage['headers']>();
  let inFlight = 0;
  let max = 0;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    headers.set(path, req.headers);
    inFlight++;
    max = Math.max(max, inFlight);
    res.on('close', () => inFlight--);
    route(req, res, { sent });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    sent,
    headers,
    maxInFlight: () => max,
    resetMaxInFlight: () => {
      max = inFlight;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
