// Which service a base URL reaches, as the service would tell its callers apart: resolved address and port.
// Every spelling of one address is one service (one fault count, one journal owner; docs/upload.md, "The fault
// budget"): `localhost`, `LOCALHOST.`, `127.0.0.1`, `127.1`, `2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`, a name
// resolving to it, with or without the default port. The URL parser already reads the short, decimal, octal and hex
// IPv4 forms and lower-cases names; the rest is done here.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface ServiceAddress {
  /** `ADDRESS:PORT`, loopback addresses folded into `loopback`, e.g. `loopback:8787`, `203.0.113.5:443`. */
  readonly key: string;
  /** The base URL with the host in lower case, the default port and trailing slashes dropped. */
  readonly baseUrl: string;
  /**
   * False when the host name did not resolve: `key` then holds the name, which other spellings of the same service
   * do not share, so a count kept under it would not be safe (the fault ledger sends nothing until it resolves).
   */
  readonly resolved: boolean;
  /** Why it did not resolve (the resolver's code, e.g. ENOTFOUND); null when resolved. */
  readonly problem: string | null;
}

/** `::ffff:7f00:1` and `::ffff:127.0.0.1` (IPv4-mapped IPv6) → `127.0.0.1`; other addresses as they are. */
export function unmapIPv4(address: string): string {
  let compressed = address.toLowerCase();
  if (isIP(compressed) === 6) {
    try {
      compressed = new URL(`http://[${compressed}]/`).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return compressed;
    }
  }
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(compressed);
  if (dotted?.[1] !== undefined) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(compressed);
  if (hex?.[1] === undefined || hex[2] === undefined) return compressed;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.');
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

async function addressesOf(
  host: string,
): Promise<{ readonly list: readonly string[]; readonly problem: string | null }> {
  if (isIP(host) !== 0) return { list: [host], problem: null };
  try {
    const found = await lookup(host, { all: true });
    return found.length > 0 ? { list: found.map((a) => a.address), problem: null } : { list: [], problem: 'ENODATA' };
  } catch (e) {
    return { list: [], problem: (e as NodeJS.ErrnoException).code ?? String(e) };
  }
}

/** Resolves the base URL's host once; see {@link ServiceAddress.resolved} for a name that does not resolve. */
export async function resolveServiceAddress(baseUrl: string): Promise<ServiceAddress> {
  const normalized = normalizeBaseUrl(baseUrl);
  let url: URL;
  try {
    url = new URL(normalized);
  } catch {
    return { key: normalized, baseUrl: normalized, resolved: false, problem: 'not a URL' };
  }
  const port = url.port !== '' ? url.port : url.protocol === 'https:' ? '443' : '80';
  // A trailing dot names the same host (fully qualified); some resolvers refuse it for `localhost.`.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const { list, problem } = await addressesOf(host);
  const folded = [...new Set(list.map(unmapIPv4).map((a) => (isLoopback(a) ? 'loopback' : a)))].sort();
  const address = folded.includes('loopback') ? 'loopback' : folded[0];
  if (address === undefined) return { key: `${host}:${port}`, baseUrl: normalized, resolved: false, problem };
  return { key: `${address}:${port}`, baseUrl: normalized, resolved: true, problem: null };
}
