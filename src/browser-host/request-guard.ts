// Who may drive the browser host: only pages served by it, holding the per-start token, on the loopback address.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../catalog';

export const SESSION_COOKIE = 'li_session';

/** Host must name this server (defeats DNS rebinding). */
export function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host;
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** A request from a page must come from this origin; POSTs must say where they come from. */
export function originAllowed(req: IncomingMessage, port: number, required: boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return !required;
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

export function sameSecret(given: string | undefined | null, token: string): boolean {
  if (typeof given !== 'string' || given.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(token));
}

export function cookieToken(req: IncomingMessage): string | null {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === SESSION_COOKIE) return v.join('=');
  }
  return null;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** A contract call's body: its arguments, or why it is refused before anything runs. */
export type CallBody =
  | { readonly kind: 'args'; readonly args: unknown }
  | { readonly kind: 'not_json' }
  | { readonly kind: 'too_deep'; readonly message: string };

/**
 * Parses a call's JSON body. Nesting past the API's depth is refused on the raw text, as the sandbox does: the
 * services' recursive checks would otherwise exhaust the stack (docs/security.md, "Browser host").
 */
export function parseCallBody(body: Buffer): CallBody {
  if (body.length === 0) return { kind: 'args', args: {} };
  const text = body.toString('utf8');
  if (nestsDeeperThan(text))
    return { kind: 'too_deep', message: `The request body is JSON nested deeper than ${MAX_JSON_DEPTH} levels.` };
  try {
    return { kind: 'args', args: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'not_json' };
  }
}
