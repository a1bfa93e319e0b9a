// The same app in a normal browser: serves the built renderer on loopback and the contract over HTTP + SSE.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, extname, join } from 'node:path';
import { isMethodName } from '../app-services/dispatch';
import type { HostCapabilities } from '../app-services/host-capabilities';
import type { ServicesClient } from '../app-services/worker-client';
import { connectAppServices } from '../app-services/worker-client';
import { keyFileSecretBox } from '../app-services/secret-box';
import { EVENTS } from '../shared/contract';
import type { EventName } from '../shared/contract-methods';
import { readBody, refuse, refuseTooLarge, send, serveStatic } from './http-replies';
import {
  cookieToken,
  hostAllowed,
  originAllowed,
  parseCallBody,
  SECURITY_HEADERS,
  SESSION_COOKIE,
  sameSecret,
} from './request-guard';
import { receiveUpload, removeStaleParts } from './upload-receiver';
import { startServicesThread } from './services-thread';

const MAX_JSON_BYTES = 2 * 1024 * 1024;
/** The largest workbook the host accepts, counted as the bytes arrive (a chunked upload declares no length). */
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

export interface BrowserHostOptions {
  readonly dataDir: string;
  readonly rendererDir: string;
  readonly port?: number;
  readonly version?: string;
  readonly locale?: string;
  /** Upload limit in bytes; {@link MAX_UPLOAD_BYTES} unless a test wants a small one. */
  readonly maxUploadBytes?: number;
}

export interface BrowserHost {
  /** Open this once; it carries the token and sets the session cookie. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The request's URL on this host. The path is appended rather than resolved: resolved, `//name/x` would read as
 * another host's `/x`, and a malformed one threw (a 500). Anything but an origin-form path is refused.
 */
function requestUrl(target: string, port: number): URL | null {
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://127.0.0.1:${port}${target}`);
  } catch {
    return null;
  }
}

/** POST /api/<method>: one contract call, answered with its result; a browser that goes away stops it. */
async function answerCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: ServicesClient,
): Promise<void> {
  if (
    req.headers['x-li-request'] !== '1' ||
    !String(req.headers['content-type'] ?? '').startsWith('application/json')
  ) {
    refuse(res, 400, 'Bad request.');
    return;
  }
  const name = url.pathname.slice('/api/'.length);
  if (!isMethodName(name)) {
    refuse(res, 404, 'No such method.');
    return;
  }
  const body = await readBody(req, MAX_JSON_BYTES);
  if (body === null) {
    refuse(res, 413, 'Request too large.');
    return;
  }
  const parsed = parseCallBody(body);
  if (parsed.kind === 'too_deep') {
    refuse(res, 400, parsed.message);
    return;
  }
  if (parsed.kind === 'not_json') {
    send(
      res,
      200,
      JSON.stringify({ ok: false, error: { code: 'invalid_request', message: 'The request body is not JSON.' } }),
      'application/json',
    );
    return;
  }
  // A browser that goes away (a reload) stops what it asked for, if that can be stopped.
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  send(res, 200, JSON.stringify(await services.call(name, parsed.args, gone.signal)), 'application/json');
}

/** What an upload needs of the host: where copies go, how big they may be, and who is told of them. */
interface UploadPlace {
  readonly uploads: Map<string, { path: string; name: string }>;
  readonly services: ServicesClient;
  readonly uploadDir: string;
  readonly uploadLimit: number;
}

/** POST /upload: a workbook the user chose, kept under a new id the services open it by. */
async function answerUpload(req: IncomingMessage, res: ServerResponse, url: URL, place: UploadPlace): Promise<void> {
  const { uploads, services, uploadDir, uploadLimit } = place;
  if (req.headers['x-li-request'] !== '1') {
    refuse(res, 400, 'Bad request.');
    return;
  }
  const name = basename(url.searchParams.get('name') ?? '').slice(0, 200);
  const ext = extname(name).toLowerCase();
  if (!name || !['.xlsx', '.csv', '.xls', '.ods'].includes(ext)) {
    send(
      res,
      200,
      JSON.stringify({
        ok: false,
        error: { code: 'bad_workbook', message: `${name || 'The file'} is not a workbook (.xlsx or .csv).` },
      }),
      'application/json',
    );
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > uploadLimit) {
    refuseTooLarge(req, res, uploadLimit);
    return;
  }
  const received = await receiveUpload(req, uploadDir, ext, uploadLimit);
  if (received.kind === 'too_large') {
    refuseTooLarge(req, res, uploadLimit);
    return;
  }
  // Nobody is left to answer; the part received is already removed.
  if (received.kind === 'aborted') {
    res.destroy();
    return;
  }
  const id = randomBytes(16).toString('hex');
  uploads.set(id, { path: received.path, name });
  services.uploaded(id, received.path, name);
  send(res, 200, JSON.stringify({ ok: true, value: { uploadId: id } }), 'application/json');
}

export async function startBrowserHost(opts: BrowserHostOptions): Promise<BrowserHost> {
  const token = randomBytes(32).toString('hex');
  const uploadDir = join(opts.dataDir, 'uploads');
  await mkdir(uploadDir, { recursive: true });
  await removeStaleParts(uploadDir);
  const uploads = new Map<string, { path: string; name: string }>();
  const downloads = new Map<string, { path: string; name: string }>();
  const listeners = new Set<ServerResponse>();
  const uploadLimit = opts.maxUploadBytes ?? MAX_UPLOAD_BYTES;

  const host: HostCapabilities = {
    mode: 'browser',
    locale: opts.locale ?? Intl.DateTimeFormat().resolvedOptions().locale,
    secretBox: await keyFileSecretBox(opts.dataDir),
    chooseWorkbook: async () => null,
    offerFile: async (path, name) => {
      const id = randomBytes(16).toString('hex');
      downloads.set(id, { path, name });
      return { name, path: null, downloadUrl: `/download/${id}` };
    },
    openPath: async () => false,
    uploadedFile: (id) => uploads.get(id) ?? null,
    emit: (event: EventName, payload: unknown) => {
      const checked = EVENTS[event].safeParse(payload);
      if (!checked.success) return;
      const line = `event: ${event}\ndata: ${JSON.stringify(checked.data)}\n\n`;
      for (const res of listeners) res.write(line);
    },
  };
  // The services run in a worker thread: a long validation or write-back never holds up requests or events here.
  // A thread that dies is started again with the session reopened (worker-client.ts), as Electron's process is.
  const services: ServicesClient = await connectAppServices(startServicesThread, host, {
    dataDir: opts.dataDir,
    version: opts.version ?? '0.0.0',
    mode: host.mode,
    locale: host.locale,
    secretDescription: host.secretBox.description,
    secretNotices: host.secretBox.notices ?? [],
  });

  let port = 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!hostAllowed(req, port)) {
      refuse(res, 421, 'This server only answers to 127.0.0.1.');
      return;
    }
    const url = requestUrl(req.url ?? '/', port);
    if (url === null) {
      refuse(res, 400, 'Bad request.');
      return;
    }
    const isPost = req.method === 'POST';
    if (!originAllowed(req, port, isPost)) {
      refuse(res, 403, 'Requests from other pages are refused.');
      return;
    }

    if (req.method === 'GET' && url.pathname === '/' && url.searchParams.has('token')) {
      if (!sameSecret(url.searchParams.get('token'), token)) {
        refuse(res, 403, 'Wrong token; open the address printed when the app started.');
        return;
      }
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        location: '/',
        'set-cookie': `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`,
      });
      res.end();
      return;
    }
    if (!sameSecret(cookieToken(req), token)) {
      refuse(res, 401, 'Open the address printed when the app started (it carries a one-time token).');
      return;
    }

    if (isPost && url.pathname.startsWith('/api/')) {
      await answerCall(req, res, url, services);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/api/events') {
      res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream', connection: 'keep-alive' });
      res.write(': connected\n\n');
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
      return;
    }
    if (isPost && url.pathname === '/upload') {
      await answerUpload(req, res, url, { uploads, services, uploadDir, uploadLimit });
      return;
    }
    if (req.method === 'GET' && url.pathname.startsWith('/download/')) {
      const d = downloads.get(url.pathname.slice('/download/'.length));
      if (!d) {
        refuse(res, 404, 'That download has expired.');
        return;
      }
      send(res, 200, await readFile(d.path), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', {
        'content-disposition': `attachment; filename="${d.name.replace(/[^\w .()-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(d.name)}`,
      });
      return;
    }
    if (req.method === 'GET') {
      await serveStatic(res, opts.rendererDir, url.pathname);
      return;
    }
    refuse(res, 405, 'Method not allowed.');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      console.error('[browser-host]', e instanceof Error ? e.message : 'request failed');
      if (!res.headersSent) refuse(res, 500, 'Internal error.');
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    async close() {
      for (const res of listeners) res.end();
      listeners.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      // Uploaded copies of the user's workbooks are not kept once the host stops.
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
