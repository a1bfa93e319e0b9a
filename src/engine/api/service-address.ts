// Which service a base URL reaches, as the service would tell its callers apart: resolved address and port.
// `http://localhost:8787` and `http://127.0.0.1:8787` are one service (one fault count, one journal owner).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface ServiceAddress {
  /** `ADDRESS:PORT`, loopback addresses folded into `loopback`, e.g. `loopback:8787`, `203.0.113.5:443`. */
  readonly key: string;
  /** The base URL with the host in lower case, the default port and trailing slashes dropped. */
  readonly baseUrl: string;
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';
}

/** `http://Host:80/api/json/v3/` → `http://host/api/json/v3`; an unparsable URL is returned trimmed. */
export function normalizeBaseUrl(baseUrl: string): string {
  try {
    const u = new URL(baseUrl);
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return baseUrl.trim().replace(/\/+$/, '');
  }
}

/**
 * Resolves the base URL's host once. A name that does not resolve keeps its lower-case name: the request will
 * not reach any service then, so no count is shared wrongly.
 */
export async function resolveServiceAddress(baseUrl: string): Promise<ServiceAddress> {
  const normalized = normalizeBaseUrl(baseUrl);
  let url: URL;
  try {
    url = new URL(normalized);
  } catch {
    return { key: normalized, baseUrl: normalized };
  }
  const port = url.port !== '' ? url.port : url.protocol === 'https:' ? '443' : '80';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses =
    isIP(host) !== 0
      ? [host]
      : await lookup(host, { all: true }).then(
          (list) => list.map((a) => a.address),
          () => [],
        );
  const folded = [...new Set(addresses.map((a) => (isLoopback(a) ? 'loopback' : a)))].sort();
  const address = folded.includes('loopback') ? 'loopback' : (folded[0] ?? host.toLowerCase());
  return { key: `${address}:${port}`, baseUrl: normalized };
}
