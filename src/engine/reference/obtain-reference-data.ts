// Reference data online when possible, else from the cache with its age, else none and why.
import type { ReferenceData } from '../model/reference-data';
import type { CacheError } from './reference-cache';
import { loadReferenceCache, saveReferenceCache } from './reference-cache';
import type { ReferenceConnection, ReferenceFetchError } from './fetch-reference-data';
import { fetchReferenceData } from './fetch-reference-data';

export type ReferenceOutcome =
  | {
      readonly source: 'service';
      readonly data: ReferenceData;
      readonly cacheError: CacheError | null;
      /** With `saveMeanwhile`: the cache's write, still running (its error here, not in `cacheError`). */
      readonly saving?: Promise<CacheError | null>;
    }
  | {
      readonly source: 'cache';
      readonly data: ReferenceData;
      readonly ageMs: number;
      readonly age: { readonly en: string; readonly hu: string };
      readonly fetchError: ReferenceFetchError | null;
    }
  | {
      readonly source: 'none';
      readonly data: null;
      readonly fetchError: ReferenceFetchError | null;
      readonly cacheError: CacheError;
    };

export interface ObtainOptions {
  readonly connection: ReferenceConnection;
  readonly cacheFolder: string;
  /** Use the cache without asking the service. */
  readonly offline?: boolean;
  /**
   * Answer once fetched and let the cache be written meanwhile (`saving`): the caller's rows are prepared during the
   * durable write instead of after it (docs/performance.md, "Upload: what runs while the service answers").
   */
  readonly saveMeanwhile?: boolean;
  readonly now?: () => Date;
}

/**
 * Fetches and caches; when the service cannot be asked (offline, unreachable) falls back to the cache.
 * An authentication failure is still answered from the cache, with the error kept so the caller can show it.
 */
export async function obtainReferenceData(options: ObtainOptions): Promise<ReferenceOutcome> {
  const now = options.now ?? (() => new Date());
  let fetchError: ReferenceFetchError | null = null;
  if (!options.offline) {
    const fetched = await fetchReferenceData(options.connection, now);
    if (fetched.ok) {
      const saving = saveReferenceCache(options.cacheFolder, fetched.value).then((s) => (s.ok ? null : s.error));
      if (options.saveMeanwhile === true) return { source: 'service', data: fetched.value, cacheError: null, saving };
      return { source: 'service', data: fetched.value, cacheError: await saving };
    }
    fetchError = fetched.error;
  }
  const cached = await loadReferenceCache(
    options.cacheFolder,
    options.connection.baseUrl,
    options.connection.user,
    now(),
  );
  if (cached.ok)
    return { source: 'cache', data: cached.value.data, ageMs: cached.value.ageMs, age: cached.value.age, fetchError };
  return { source: 'none', data: null, fetchError, cacheError: cached.error };
}
