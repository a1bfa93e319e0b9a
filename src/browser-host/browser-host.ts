// The same app in a normal browser: serves the built renderer on loopback and the contract over HTTP + SSE.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { HostCapabilities } from '../app-services/host-capabilities';
import type { ServicesClient } from '../app-services/worker-client';
import { connectAppServices } from '../app-services/worker-client';
import { browserCapabilities } from './browser-capabilities';
import { EventStream } from './event-stream';
import { HostFiles } from './host-files';
import { refuse } from './http-replies';
import type { HostRoutes } from './route-request';
import { routeRequest } from './route-request';
import { admitRequest } from './session-gate';
import { startServicesThread } from './services-thread';
import { removeStaleParts, removeStored } from './upload-receiver';

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

/** The services in a worker thread: a long validation or write-back never holds up requests or events here. */
async function connectServices(opts: BrowserHostOptions, host: HostCapabilities): Promise<ServicesClient> {
  // A thread that dies is started again with the session reopened (worker-client.ts), as Electron's process is.
  return connectAppServices(startServicesThread, host, {
    dataDir: opts.dataDir,
    version: opts.version ?? '0.0.0',
    mode: host.mode,
    locale: host.locale,
    secretDescription: host.secretBox.description,
    secretNotices: host.secretBox.notices ?? [],
  });
}

/** A server that admits each request, routes it, and answers 500 for whatever throws on the way. */
function hostServer(token: string, routes: HostRoutes, port: () => number): Server {
  return createServer((req, res) => {
    const answer = async (): Promise<void> => {
      const url = admitRequest(req, res, port(), token);
      if (url !== null) await routeRequest(req, res, url, routes);
    };
    answer().catch((e: unknown) => {
      console.error('[browser-host]', e instanceof Error ? e.message : 'request failed');
      if (!res.headersSent) refuse(res, 500, 'Internal error.');
      else res.end();
    });
  });
}

export async function startBrowserHost(opts: BrowserHostOptions): Promise<BrowserHost> {
  const token = randomBytes(32).toString('hex');
  const uploadDir = join(opts.dataDir, 'uploads');
  await mkdir(uploadDir, { recursive: true });
  await removeStaleParts(uploadDir);
  const uploads = new HostFiles();
  const downloads = new HostFiles();
  const events = new EventStream();
  const host = await browserCapabilities({ dataDir: opts.dataDir, locale: opts.locale, uploads, downloads, events });
  const services = await connectServices(opts, host);
  const uploadLimit = opts.maxUploadBytes ?? MAX_UPLOAD_BYTES;
  const routes: HostRoutes = {
    services,
    events,
    uploads,
    downloads,
    uploadDir,
    uploadLimit,
    rendererDir: opts.rendererDir,
  };

  let port = 0;
  const server = hostServer(token, routes, () => port);
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    async close() {
      events.endAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      // Uploaded copies of the user's workbooks are not kept once the host stops; another host's are its own.
      await removeStored(uploads.paths());
    },
  };
}
