// The sandbox's HTTP/1.1 server (keep-alive, undici-friendly): auth, fault limit, content type, then dispatch.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, FAULT_LIMIT_PER_HOUR, parseQuery } from '../catalog';
import type { ApiResponse } from './api-response';
import { apiError, issuesError } from './api-response';
import { runBatch } from './batch-endpoint';
import type { SeedKind } from './demo-seed';
import { initialState } from './demo-seed';
import type { Chaos } from './chaos';
import { chaosAfter, chaosBefore } from './chaos';
import { BASE_PATH, dispatch, route, underBasePath } from './endpoint-dispatch';
import { FaultLimiter } from './fault-limiter';
import type { Persistence } from './journal-persistence';
import { inMemory, openDataDir } from './journal-persistence';
import type { RequestContext } from './request-context';
import { RECREATE_WINDOW_MS } from './request-context';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './request-shape';
import type { UserRecord } from './sandbox-records';
import type { SandboxStore } from './sandbox-store';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** Folder that keeps the data across restarts; null or absent keeps it in memory. */
  readonly dataDir?: string | null;
  /** What a fresh sandbox starts with; ignored when dataDir already holds data. Default 'demo'. */
  readonly seed?: SeedKind;
  /** Faulty requests per IP address per rolling hour before error 12. */
  readonly faultLimit?: number;
  /** Delay added to every HTTP request, to rehearse slow networks. */
  readonly latencyMs?: number;
  /** The clock; tests move it to cross the featured lock and the re-create window. */
  readonly now?: () => number;
  /** Seeded faults for tests (src/sandbox/chaos.ts); none by default. */
  readonly chaos?: Chaos | null;
}

export interface RunningSandbox {
  /** `http://HOST:PORT/api/json/v3` */
  readonly baseUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Bodies above this size are refused rather than buffered. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

function authenticate(store: SandboxStore, header: string | undefined): UserRecord | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const user = store.user(decoded.slice(0, colon));
  if (!user) return null;
  const given = Buffer.from(decoded.slice(colon + 1), 'utf8');
  const expected = Buffer.from(user.jsonPassword, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? user : null;
}

/**
 * After a body over the limit, how much of the rest is read and dropped before the connection is cut: a client that
 * reads the answer stops sending long before; a fixed short time cut slow (loaded) clients off before they had read
 * the 413.
 */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 10_000;

/**
 * The body, or null once it passes MAX_BODY_BYTES: answered at once (413) rather than after reading the rest, which
 * is dropped for a moment (closing with unread data resets the socket and can swallow the answer), then cut off.
 */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      req.off('data', collect);
      chunks.length = 0;
      // Node closes a connection the client asked to close right after the answer; with the body still arriving
      // that close is a reset, and a reset makes the client's system drop the 413 it had already received. So
      // the answer only half-closes the connection here, and the rest is read and dropped until cut off below.
      const socket = req.socket;
      socket.destroySoon = () => {
        socket.end();
      };
      let dropped = 0;
      req.on('data', (more: Buffer) => {
        dropped += more.length;
        if (dropped > LINGER_BYTES) socket.destroy();
      });
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
      resolve(null);
    };
    req.on('data', collect);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, response: ApiResponse): void {
  const payload = JSON.stringify(response.body);
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  };
  if (response.status === 401) headers['www-authenticate'] = 'Basic realm="listing-api", charset="UTF-8"';
  res.writeHead(response.status, headers);
  res.end(payload);
}

function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

interface ServerState {
  readonly store: SandboxStore;
  readonly persistence: Persistence;
  readonly faults: FaultLimiter;
  readonly now: () => number;
  readonly latencyMs: number;
}

async function answer(state: ServerState, req: IncomingMessage): Promise<ApiResponse> {
  const ip = req.socket.remoteAddress ?? 'unknown';
  const method = req.method ?? 'GET';
  const raw = await readBody(req);
  if (state.latencyMs > 0) await new Promise((r) => setTimeout(r, state.latencyMs));
  const now = state.now();
  if (state.faults.blocked(ip, now)) {
    return apiError(
      ERROR_CODES.TOO_MANY_FAULTY_REQUESTS,
      `Too many faulty requests from ${ip} within an hour; every request from this address is refused until the count falls below the limit.`,
    );
  }
  const response = answerAllowed(state, req, method, raw, ip, now);
  state.faults.record(ip, now, response);
  return response;
}

function answerAllowed(
  state: ServerState,
  req: IncomingMessage,
  method: string,
  raw: Buffer | null,
  ip: string,
  now: number,
): ApiResponse {
  // Like the real service, only the versioned path answers: a base URL without it fails here too (docs/api.md).
  if (!underBasePath(req.url ?? '/')) {
    return apiError(
      ERROR_CODES.UNKNOWN_ENDPOINT,
      `path: "${(req.url ?? '/').split('?')[0]}" is outside the API; it answers under ${BASE_PATH}.`,
      404,
    );
  }
  const user = authenticate(state.store, req.headers.authorization);
  if (!user) {
    return apiError(
      ERROR_CODES.AUTHENTICATION_FAILED,
      'Authorization: give HTTP Basic authentication with the administration user name and its JSON password.',
    );
  }
  const routed = route(method, req.url ?? '/');
  if (!routed.ok) return routed.response;
  const endpoint = routed.endpoint;
  if (raw === null) return apiError(ERROR_CODES.MALFORMED_REQUEST, `body: larger than ${MAX_BODY_BYTES} bytes.`, 413);
  let body: unknown = undefined;
  // An empty body is a missing body, answered as in a batch item without one; only a body sent in another format is
  // 415.
  if (endpoint.body !== null && raw.length > 0) {
    if (!isJsonContentType(req.headers['content-type'])) {
      return apiError(
        ERROR_CODES.MALFORMED_REQUEST,
        `Content-Type: "${req.headers['content-type'] ?? ''}" is not application/json.`,
        415,
      );
    }
    const text = raw.toString('utf8');
    if (nestsDeeperThan(text)) {
      return apiError(ERROR_CODES.MALFORMED_REQUEST, `body: JSON nested deeper than ${MAX_JSON_DEPTH} levels.`);
    }
    try {
      body = JSON.parse(text) as unknown;
    } catch (e) {
      return apiError(
        ERROR_CODES.MALFORMED_REQUEST,
        `body: not valid JSON (${e instanceof Error ? e.message : String(e)}).`,
      );
    }
  }
  const ctx: RequestContext = { store: state.store, user, now };
  if (endpoint.body === 'batch') {
    const query = parseQuery(endpoint, routed.params);
    if (!query.ok) return issuesError(query.error);
    return runBatch(ctx, body, {
      before: () =>
        state.faults.blocked(ip, state.now())
          ? apiError(
              ERROR_CODES.TOO_MANY_FAULTY_REQUESTS,
              `Too many faulty requests from ${ip} within an hour; this batch item was not run.`,
            )
          : null,
      after: (r) => state.faults.record(ip, state.now(), r),
    });
  }
  return dispatch(ctx, endpoint, routed.params, body);
}

/** Starts the sandbox listing API; resolves once it is listening. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? 'demo';
  const { store, persistence } = options.dataDir
    ? openDataDir(
        options.dataDir,
        () => initialState(seed, now()),
        () => now() - RECREATE_WINDOW_MS,
      )
    : inMemory(initialState(seed, now()));
  const state: ServerState = {
    store,
    persistence,
    now,
    faults: new FaultLimiter(options.faultLimit ?? FAULT_LIMIT_PER_HOUR),
    latencyMs: Math.max(0, options.latencyMs ?? 0),
  };
  const chaos = options.chaos ?? null;
  const server = createServer({ keepAlive: true }, (req, res) => {
    const fault = chaos?.next(req) ?? null;
    if (fault !== null && chaosBefore(fault, req, res, send)) return;
    answer(state, req)
      .then((response) => {
        persistence.flush();
        return response;
      })
      .catch((e: unknown) =>
        apiError(ERROR_CODES.INTERNAL_ERROR, `Internal error: ${e instanceof Error ? e.message : String(e)}`),
      )
      .then(
        (response) =>
          fault === null || chaos === null ? send(res, response) : chaosAfter(fault, res, response, send, chaos.slowMs),
        () => res.destroy(),
      );
  });
  // Longer than undici's keep-alive so the client, not the server, closes idle sockets (no reset on reuse).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e) => {
      persistence.close();
      reject(e);
    });
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    baseUrl: `http://${hostPart}:${port}${BASE_PATH}`,
    port,
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((e) => {
          persistence.close();
          if (e) reject(e);
          else resolve();
        });
        server.closeIdleConnections();
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
