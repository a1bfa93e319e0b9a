// The reference data saved at the last connection of any service and user: what a run without a connection uses
// (validate offline, the template's settlements), named by whose it is and when it was fetched.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { CachedReference } from './reference-cache';
import { loadReferenceCacheFile } from './reference-cache';
import { REFERENCE_MESSAGES } from './reference-messages';

/**
 * Every connection's cache in `folder`, newest first, each loaded (and checked) by the cache's own reader; a damaged
 * one is moved aside by it, and `onDamaged` is told, in English and in Hungarian (the command line prints both).
 */
export async function referenceCachesIn(
  folder: string,
  onDamaged: (message: string, messageHu: string) => void,
): Promise<CachedReference[]> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((n) => /^reference-[0-9a-f]+\.json$/.test(n));
  } catch {
    return [];
  }
  const found: CachedReference[] = [];
  for (const name of names) {
    const loaded = await loadReferenceCacheFile(path.join(folder, name));
    if (loaded.ok) found.push(loaded.value);
    else if (loaded.error.kind === 'corrupt')
      onDamaged(loaded.error.message, loaded.error.messageHu ?? loaded.error.message);
  }
  return found.sort((a, b) => a.ageMs - b.ageMs);
}

/** Whose cache it is and how old, for the user: `reference data cache of demo at https://…, fetched … (date)`. */
export function describeCachedReference(c: CachedReference): Words {
  const { user, baseUrl } = c.data.source;
  return formatBoth(REFERENCE_MESSAGES.cachedCopy, { user, baseUrl, age: c.age });
}
