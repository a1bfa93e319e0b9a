// The same listing twice in a sheet under two references: same address, settlement, type and area.
import type { ListingFacts } from './listing-facts';
import { judgedArea } from './listing-facts';
import type { PlausibilityWarning } from './plausibility-warning';

/** `Fő utca 12.` and `fő u. 12` are one address: case, accents kept, punctuation and `utca`/`u.` folded. */
export function addressKey(address: string): string {
  return address
    .toLowerCase()
    .replace(/\butca\b|\bu\b\.?/g, 'u')
    .replace(/[.,/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function contentKey(f: ListingFacts): string | null {
  const area = judgedArea(f);
  if (f.address === null || f.type === null || f.regionId === null || area === null) return null;
  return `${f.regionId}|${f.type}|${Math.round(area)}|${addressKey(f.address)}`;
}

/** The later rows of each group of rows with one content and different references, naming the first. */
export function contentDuplicateWarnings(facts: readonly ListingFacts[]): PlausibilityWarning[] {
  const first = new Map<string, ListingFacts>();
  const out: PlausibilityWarning[] = [];
  for (const f of facts) {
    const key = contentKey(f);
    if (key === null) continue;
    const seen = first.get(key);
    if (seen === undefined) {
      first.set(key, f);
      continue;
    }
    if (seen.transferId !== null && seen.transferId === f.transferId) continue;
    const ref = (r: ListingFacts): string => (r.transferId === null ? '' : ` (${r.transferId})`);
    const place = seen.sheet === f.sheet ? `row ${seen.row}` : `${seen.sheet} row ${seen.row}`;
    const placeHu = seen.sheet === f.sheet ? `${seen.row}. sor` : `${seen.sheet} ${seen.row}. sor`;
    out.push({
      kind: 'duplicate-content',
      sheet: f.sheet,
      row: f.row,
      field: 'location.address',
      value: f.address,
      fix: [],
      basis: 'sheet',
      message:
        `Same address, settlement, type and area as ${place}${ref(seen)}, under another reference${ref(f)}: ` +
        `the same listing twice?`,
      messageHu:
        `Ugyanaz a cím, település, típus és terület, mint a(z) ${placeHu}${ref(seen)}, más azonosítóval${ref(f)}: ` +
        `kétszer szerepel ugyanaz a hirdetés?`,
    });
  }
  return out;
}
