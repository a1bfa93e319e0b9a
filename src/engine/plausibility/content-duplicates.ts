// The same listing twice in a sheet under two references: same address, settlement, type and area.
import { formatBoth } from '../../catalog';
import type { ListingFacts } from './listing-facts';
import { judgedArea } from './listing-facts';
import type { PlausibilityWarning } from './plausibility-warning';
import { WARNING_MESSAGES } from './plausibility-messages';

/** ASCII letters, digits and `_`: what `\b` of a regular expression without the `u` flag sees as a word. */
function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95;
}

/** What `\s` matches (and `trim` removes). */
function isSpaceCode(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return (
    c === 160 ||
    c === 5760 ||
    (c >= 8192 && c <= 8202) ||
    c === 8232 ||
    c === 8233 ||
    c === 8239 ||
    c === 8287 ||
    c === 12288 ||
    c === 65279
  );
}

const U = 117;
const DOT = 46;
/** The key's characters, reused for every address: the first `codeCount` are the last address's (never shrunk, so
 * it is not grown again for each address). */
const codes: number[] = [];
let codeCount = 0;

function emit(c: number): void {
  codes[codeCount++] = c;
}

/**
 * `Fő utca 12.` and `fő u. 12` are one address: case, accents kept, punctuation and `utca`/`u.` folded. In one pass
 * over the text, as the replacements `/\butca\b|\bu\b\.?/g` → `u`, `/[.,/-]/g` → space, `/\s+/g` → one space and a
 * trim would give (test/engine/plausibility/address-key.test.ts compares them): those four passes cost 3 µs an
 * address, a tenth of a second of every 50,000-listing validation.
 */
export function addressKey(address: string): string {
  addressCodes(address);
  return String.fromCharCode.apply(null, codes.slice(0, codeCount));
}

/** The one pass of {@link addressKey}: the key's characters left in `codes` (`codeCount` of them), no string made. */
function addressCodes(address: string): void {
  const s = address.toLowerCase();
  const n = s.length;
  codeCount = 0;
  let space = false;
  for (let i = 0; i < n;) {
    const c = s.charCodeAt(i);
    if (c === U && (i === 0 || !isWordCode(s.charCodeAt(i - 1)))) {
      let skip = 0;
      if (
        s.charCodeAt(i + 1) === 116 &&
        s.charCodeAt(i + 2) === 99 &&
        s.charCodeAt(i + 3) === 97 &&
        (i + 4 >= n || !isWordCode(s.charCodeAt(i + 4)))
      )
        skip = 4;
      else if (i + 1 >= n || !isWordCode(s.charCodeAt(i + 1))) skip = s.charCodeAt(i + 1) === DOT ? 2 : 1;
      if (skip > 0) {
        if (space && codeCount > 0) emit(32);
        space = false;
        emit(U);
        i += skip;
        continue;
      }
    }
    if (c === DOT || c === 44 || c === 47 || c === 45 || isSpaceCode(c)) space = true;
    else {
      if (space && codeCount > 0) emit(32);
      space = false;
      emit(c);
    }
    i++;
  }
}

function contentKey(f: ListingFacts): string | null {
  const area = judgedArea(f);
  if (f.address === null || f.type === null || f.regionId === null || area === null) return null;
  return `${f.regionId}|${f.type}|${Math.round(area)}|${addressKey(f.address)}`;
}

/** Hash values kept small integers, so a map keyed by them stores no number objects. */
const HASH_BITS = 0x3fffffff;

/**
 * A number that is the same for rows of one {@link contentKey} (from the same settlement, type, rounded area and
 * address key, made of the same pass over the address), null where the key is null. Different keys rarely share
 * one: rows are compared by their keys only then, so a sheet of different listings makes no key string at all
 * (the keys and their map took most of the plausibility check of 10,000 listings, docs/performance.md). Exported
 * for its test, which needs two rows of one hash.
 */
export function contentHash(f: ListingFacts): number | null {
  const area = judgedArea(f);
  if (f.address === null || f.type === null || f.regionId === null || area === null) return null;
  addressCodes(f.address);
  // FNV-1a over the integer parts of the numbers, the type's characters and the key's characters.
  let h = Math.imul(2166136261 ^ (f.regionId | 0), 16777619);
  h = Math.imul(h ^ (Math.round(area) | 0), 16777619);
  const type = f.type;
  for (let i = 0; i < type.length; i++) h = Math.imul(h ^ type.charCodeAt(i), 16777619);
  for (let i = 0; i < codeCount; i++) h = Math.imul(h ^ (codes[i] as number), 16777619);
  return h & HASH_BITS;
}

/** The first rows of the different content keys that share one hash, with their keys. */
class SameHash {
  readonly firsts: ListingFacts[] = [];
  readonly keys: string[] = [];

  constructor(f: ListingFacts) {
    this.firsts.push(f);
    this.keys.push(contentKey(f) as string);
  }

  /** The first row with the key of `f`, or undefined after taking `f` as the first of its key. */
  firstOrTake(f: ListingFacts): ListingFacts | undefined {
    const key = contentKey(f) as string;
    const at = this.keys.indexOf(key);
    if (at >= 0) return this.firsts[at];
    this.firsts.push(f);
    this.keys.push(key);
    return undefined;
  }
}

/**
 * The later rows of each group of rows with one content and different references, naming the first, added to `out`;
 * a step yields after every `slice` rows.
 */
export function* contentDuplicateSteps(
  facts: readonly ListingFacts[],
  out: PlausibilityWarning[],
  slice: number,
): Generator<void, void> {
  // By content hash: the first row of it, or the first rows of each key once two rows share the hash.
  const first = new Map<number, ListingFacts | SameHash>();
  for (let k = 0; k < facts.length; k++) {
    if (k > 0 && k % slice === 0) yield;
    const f = facts[k] as ListingFacts;
    const hash = contentHash(f);
    if (hash === null) continue;
    let held = first.get(hash);
    if (held === undefined) {
      first.set(hash, f);
      continue;
    }
    if (!(held instanceof SameHash)) first.set(hash, (held = new SameHash(held)));
    const seen = held.firstOrTake(f);
    if (seen === undefined) continue;
    if (seen.transferId !== null && seen.transferId === f.transferId) continue;
    out.push(duplicateWarning(seen, f));
  }
}

/** The warning of a row with the content of an earlier row `seen` (exported for its test's reference search). */
export function duplicateWarning(seen: ListingFacts, f: ListingFacts): PlausibilityWarning {
  const ref = (r: ListingFacts): string => (r.transferId === null ? '' : ` (${r.transferId})`);
  const place =
    seen.sheet === f.sheet
      ? formatBoth(WARNING_MESSAGES.rowHere, { row: seen.row })
      : formatBoth(WARNING_MESSAGES.rowOfSheet, { sheet: seen.sheet, row: seen.row });
  const text = formatBoth(WARNING_MESSAGES.sameContent, { place, firstRef: ref(seen), ref: ref(f) });
  return {
    kind: 'duplicate-content',
    sheet: f.sheet,
    row: f.row,
    field: 'location.address',
    value: f.address,
    fix: [],
    basis: 'sheet',
    message: text.en,
    messageHu: text.hu,
  };
}
