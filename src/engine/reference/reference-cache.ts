// The reference data cached on disk per connection (base URL + user), so validation works offline and says how old it
// is.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { Result, Words } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { writeFileDurable } from '../fs/durable-write';
import { readStateFile } from '../fs/read-state-file';
import type { ReferenceData } from '../model/reference-data';
import { REFERENCE_MESSAGES as M } from './reference-messages';

export interface CachedReference {
  readonly data: ReferenceData;
  readonly ageMs: number;
  /** "fetched 3 days ago (2026-11-20 10:15 UTC)" in both languages. */
  readonly age: { readonly en: string; readonly hu: string };
}

export interface CacheError {
  readonly kind: 'missing' | 'corrupt' | 'unwritable';
  readonly message: string;
  /** The message in Hungarian, where there is one (a damaged cache file). */
  readonly messageHu?: string;
}

const CACHE_VERSION = 1;

const cacheSchema = z.object({
  version: z.literal(CACHE_VERSION),
  data: z.object({
    regions: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        zipCodes: z.array(z.string()),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        areas: z.array(z.object({ id: z.number(), name: z.string() })),
      }),
    ),
    offices: z.array(z.object({ id: z.number(), name: z.string(), status: z.enum(['active', 'inactive']) })),
    fetchedAt: z.iso.datetime({ offset: true }),
    source: z.object({ baseUrl: z.string(), user: z.string() }),
  }),
});

function normalizeBase(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '').toLowerCase();
}

/** One file per connection; the name hides the user and address but is stable. */
export function referenceCacheFile(folder: string, baseUrl: string, user: string): string {
  const key = createHash('sha1')
    .update(`${normalizeBase(baseUrl)}\n${user}`)
    .digest('hex')
    .slice(0, 16);
  return join(folder, `reference-${key}.json`);
}

/** Writes the cache next to its final name, then renames it: a crash never leaves a half-written cache. */
export async function saveReferenceCache(folder: string, data: ReferenceData): Promise<Result<string, CacheError>> {
  const file = referenceCacheFile(folder, data.source.baseUrl, data.source.user);
  try {
    await writeFileDurable(file, JSON.stringify({ version: CACHE_VERSION, data }));
    return ok(file);
  } catch (e) {
    return err({
      kind: 'unwritable',
      message: `The reference data cannot be cached in ${folder} (${(e as NodeJS.ErrnoException).code ?? String(e)}).`,
    });
  }
}

/** How old, in words: just now (not "0 minutes ago"), minutes, hours or days. */
export function describeAge(ageMs: number, fetchedAt: string): Words {
  const min = Math.max(0, Math.round(ageMs / 60_000));
  const when = `${fetchedAt.slice(0, 16).replace('T', ' ')} UTC`;
  if (min === 0) return formatBoth(M.justNow, { when });
  if (min < 60) return formatBoth(M.minutesAgo, { count: min, when });
  const h = Math.round(min / 60);
  if (h < 48) return formatBoth(M.hoursAgo, { count: h, when });
  return formatBoth(M.daysAgo, { count: Math.round(h / 24), when });
}

/** A damaged cache's notice, and what to do about it. */
function damagedText(notice: Words): { readonly message: string; readonly messageHu: string } {
  const text = formatBoth(M.cacheDamaged, { damage: notice });
  return { message: text.en, messageHu: text.hu };
}

/** The cached reference data of this connection, with its age; an error says whether it is missing or unusable. */
export async function loadReferenceCache(
  folder: string,
  baseUrl: string,
  user: string,
  now: Date = new Date(),
): Promise<Result<CachedReference, CacheError>> {
  const file = referenceCacheFile(folder, baseUrl, user);
  const loaded = await loadReferenceCacheFile(file, now);
  if (!loaded.ok && loaded.error.kind === 'missing')
    return err({
      kind: 'missing',
      message: `No reference data is cached for ${user} at ${baseUrl}; connect once to fetch it.`,
    });
  if (!loaded.ok) return loaded;
  const { source } = loaded.value.data;
  if (normalizeBase(source.baseUrl) !== normalizeBase(baseUrl) || source.user !== user) {
    return err({ kind: 'missing', message: `The reference cache ${file} belongs to another connection.` });
  }
  return loaded;
}

/** One cache file, whichever connection it belongs to (the `template` command picks the newest). */
export async function loadReferenceCacheFile(
  file: string,
  now: Date = new Date(),
): Promise<Result<CachedReference, CacheError>> {
  const read = await readStateFile(file, cacheSchema, { what: M.cacheFile });
  switch (read.kind) {
    case 'missing':
      return err({ kind: 'missing', message: `There is no reference cache ${file}.` });
    case 'damaged':
      // Moved aside: the next fetch writes a fresh cache beside it, never over it (docs/security.md).
      return err({
        kind: 'corrupt',
        ...damagedText(read.notice),
      });
    case 'ok': {
      const data = read.value.data as ReferenceData;
      const ageMs = now.getTime() - Date.parse(data.fetchedAt);
      return ok({ data, ageMs, age: describeAge(ageMs, data.fetchedAt) });
    }
  }
}
