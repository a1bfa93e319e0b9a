// Seller references the workbook does not define, looked up on the service once per service, user and office and
// kept on disk, so validation marks listings whose seller exists nowhere, offline too with what was learnt before.
// One implementation for the app and the command line (docs/architecture.md).
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { ApiClient } from '../api';
import { writeFileDurable } from '../fs/durable-write';
import { readStateFile } from '../fs/read-state-file';
import { REFERENCE_MESSAGES } from './reference-messages';

/** Offline, edits would each wait for the network: a failed look-up is not tried again for a minute. */
const RETRY_AFTER_MS = 60_000;

export interface KnownSellers {
  readonly key: string;
  /** References the service knows. */
  readonly known: Set<string>;
  /** References asked about (known or not); a reference not asked about is unchecked. */
  readonly asked: Set<string>;
  /** After a failed look-up, edits do not wait for the network again until then (ms since epoch). */
  retryAfter: number;
  /**
   * References the saved look-ups did not know that this run (the command) or session (the app) asked again: a
   * seller made on the portal since is found once, and edits do not ask about it again.
   */
  readonly rechecked: Set<string>;
}

/** Sellers belong to an office of one service, as one user sees them. */
export function sellerCacheKey(baseUrl: string, user: string, officeId: number): string {
  return `${baseUrl}\u0000${user}\u0000${officeId}`;
}

function cacheFile(folder: string, key: string): string {
  return join(folder, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
}

const CacheSchema = z.object({ known: z.array(z.string()), asked: z.array(z.string()) });

/**
 * A damaged cache is moved aside by the one state reader and the sellers are asked again: an empty cache only makes
 * the look-up ask more (docs/security.md, "Local state").
 */
export async function loadKnownSellers(folder: string, key: string): Promise<KnownSellers> {
  const what = REFERENCE_MESSAGES.sellerLookups;
  const read = await readStateFile(cacheFile(folder, key), CacheSchema, { what });
  const data = read.kind === 'ok' ? read.value : { known: [], asked: [] };
  return { key, known: new Set(data.known), asked: new Set(data.asked), retryAfter: 0, rechecked: new Set() };
}

async function saveKnownSellers(folder: string, s: KnownSellers): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFileDurable(cacheFile(folder, s.key), JSON.stringify({ known: [...s.known], asked: [...s.asked] }), {
    mode: 0o600,
  });
}

/**
 * The references a look-up asks about: those never asked, and those the service did not know then that this run or
 * session has not asked again (a seller made on the portal since); none for a minute after a failed look-up. The one
 * rule for the command line and the app, so both check the same sellers (docs/architecture.md).
 */
export function sellersToAsk(known: KnownSellers, refs: Iterable<string>): string[] {
  if (Date.now() < known.retryAfter) return [];
  return [...refs].filter((r) => !known.asked.has(r) || (!known.known.has(r) && !known.rechecked.has(r)));
}

/**
 * Asks the service about {@link sellersToAsk}; a failed look-up leaves them unchecked (what an earlier look-up learnt
 * still answers). The answers are saved in `folder`.
 */
export async function askSellers(
  known: KnownSellers,
  client: Pick<ApiClient, 'listSellers'>,
  officeId: number,
  refs: Iterable<string>,
  folder: string,
): Promise<KnownSellers> {
  const missing = sellersToAsk(known, refs);
  if (missing.length === 0) return known;
  const found = await client.listSellers(
    { office_id: officeId, transfer_id: missing, part: ['id'] },
    AbortSignal.timeout(20_000),
  );
  if (!found.ok) {
    known.retryAfter = Date.now() + RETRY_AFTER_MS;
    return known;
  }
  for (const r of found.value) if (r.transferId !== null) known.known.add(r.transferId);
  for (const r of missing) {
    known.asked.add(r);
    known.rechecked.add(r);
  }
  await saveKnownSellers(folder, known).catch(() => undefined);
  return known;
}

/** The sellers the service holds among `refs`, when every one of them was asked; undefined leaves them unchecked. */
export function sellersOnService(known: KnownSellers, refs: Iterable<string>): ReadonlySet<string> | undefined {
  for (const r of refs) if (!known.asked.has(r)) return undefined;
  return known.known;
}
