// Seeded faults for tests: the sandbox drops connections before or after applying a request, answers 500s, answers
// slowly or cuts an answer short. The same seed gives the same faults in the same order of requests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_CODES } from '../catalog';
import type { ApiResponse } from './api-response';
import { apiError } from './api-response';

export type ChaosFault =
  /** The connection is cut before the request is applied. */
  | 'drop_before'
  /** HTTP 500, error 50 ("not applied, safe to retry"), before applying. */
  | 'error_50'
  /** Applied, then the connection is cut before the answer. */
  | 'drop_after'
  /** Applied, then HTTP 500 without an error object. */
  | 'error_500'
  /** Applied, answered after `slowMs`. */
  | 'slow'
  /** Applied, the answer cut off halfway. */
  | 'truncate';

export const CHAOS_FAULTS: readonly ChaosFault[] = [
  'drop_before',
  'error_50',
  'drop_after',
  'error_500',
  'slow',
  'truncate',
];

type Send = (res: ServerResponse, r: ApiResponse) => void;

export interface ChaosOptions {
  readonly seed: number;
  /** Probability per request of each fault (their sum at most 1). */
  readonly rates: Partial<Readonly<Record<ChaosFault, number>>>;
  /** Delay of a slow answer (default 300 ms). */
  readonly slowMs?: number;
  /** Only requests this accepts are subject to faults (default: every request). */
  readonly applies?: (method: string, url: string) => boolean;
}

export interface Chaos {
  /** The fault for the next request, or null. */
  next(req: IncomingMessage): ChaosFault | null;
  /** Faults dealt so far, and requests left alone. */
  readonly counts: Readonly<Record<ChaosFault | 'none', number>>;
  readonly slowMs: number;
}

/** mulberry32: small, fast and good enough to spread faults; seeded so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createChaos(options: ChaosOptions): Chaos {
  const random = seededRandom(options.seed);
  const counts: Record<ChaosFault | 'none', number> = {
    none: 0,
    drop_before: 0,
    error_50: 0,
    drop_after: 0,
    error_500: 0,
    slow: 0,
    truncate: 0,
  };
  return {
    counts,
    slowMs: options.slowMs ?? 300,
    next(req) {
      if (options.applies && !options.applies(req.method ?? 'GET', req.url ?? '/')) return null;
      let x = random();
      for (const f of CHAOS_FAULTS) {
        x -= options.rates[f] ?? 0;
        if (x < 0) {
          counts[f] += 1;
          return f;
        }
      }
      counts.none += 1;
      return null;
    },
  };
}

/** Faults dealt before the request is applied; true when the request was handled (and so not applied). */
export function chaosBefore(fault: ChaosFault, req: IncomingMessage, res: ServerResponse, send: Send): boolean {
  switch (fault) {
    case 'drop_before':
      req.socket.destroy();
      return true;
    case 'error_50':
      req.resume();
      req.on('end', () =>
        send(res, apiError(ERROR_CODES.INTERNAL_ERROR, 'Chaos: internal error before applying; safe to retry.')),
      );
      return true;
    case 'drop_after':
    case 'error_500':
    case 'slow':
    case 'truncate':
      return false;
  }
}

/** Faults dealt after the request was applied (and its changes persisted). */
export function chaosAfter(
  fault: ChaosFault,
  res: ServerResponse,
  response: ApiResponse,
  send: Send,
  slowMs: number,
): void {
  switch (fault) {
    case 'drop_after':
      res.socket?.destroy();
      return;
    case 'error_500':
      send(res, { status: 500, body: {} });
      return;
    case 'slow':
      setTimeout(() => send(res, response), slowMs);
      return;
    case 'truncate': {
      const payload = Buffer.from(JSON.stringify(response.body), 'utf8');
      const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': payload.length };
      res.writeHead(response.status, headers);
      res.write(payload.subarray(0, Math.floor(payload.length / 2)), () => res.socket?.destroy());
      return;
    }
    case 'drop_before':
    case 'error_50':
      send(res, response);
      return;
  }
}
