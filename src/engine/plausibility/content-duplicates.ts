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
/** The key's characters, reused for every address. */
const codes: number[] = [];

/**
 * `Fő utca 12.` and `fő u. 12` are one address: case, accents kept, punctuation and `utca`/`u.` folded. In one pass
 * over the text, as the replacements `/\butca\b|\bu\b\.?/g` → `u`, `/[.,/-]/g` → space, `/\s+/g` → one space and a
 * trim would give (test/engine/plausibility/address-key.test.ts compares them): those four passes cost 3 µs an
 * address, a tenth of a second of every 50,000-listing validation.
 */
export function addressKey(address: string): string {
  const s = address.toLowerCase();
  const n = s.length;
  codes.length = 0;
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
        if (space && codes.length > 0) codes.push(32);
        space = false;
        codes.push(U);
        i += skip;
        continue;
      }
    }
    if (c === DOT || c === 44 || c === 47 || c === 45 || isSpaceCode(c)) space = true;
    else {
      if (space && codes.length > 0) codes.push(32);
      space = false;
      codes.push(c);
    }
    i++;
  }
  return String.fromCharCode.apply(null, codes);
}

function contentKey(f: ListingFacts): string | null {
  const area = judgedArea(f);
  if (f.address === null || f.type === null || f.regionId === null || area === null) return null;
  return `${f.regionId}|${f.type}|${Math.round(area)}|${addressKey(f.address)}`;
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
  const first = new Map<string, ListingFacts>();
  for (let k = 0; k < facts.length; k++) {
    if (k > 0 && k % slice === 0) yield;
    const f = facts[k] as ListingFacts;
    const key = contentKey(f);
    if (key === null) continue;
    const seen = first.get(key);
    if (seen === undefined) {
      first.set(key, f);
      continue;
    }
    if (seen.transferId !== null && seen.transferId === f.transferId) continue;
    const ref = (r: ListingFacts): string => (r.transferId === null ? '' : ` (${r.transferId})`);
    const place =
      seen.sheet === f.sheet
        ? formatBoth(WARNING_MESSAGES.rowHere, { row: seen.row })
        : formatBoth(WARNING_MESSAGES.rowOfSheet, { sheet: seen.sheet, row: seen.row });
    const text = formatBoth(WARNING_MESSAGES.sameContent, { place, firstRef: ref(seen), ref: ref(f) });
    out.push({
      kind: 'duplicate-content',
      sheet: f.sheet,
      row: f.row,
      field: 'location.address',
      value: f.address,
      fix: [],
      basis: 'sheet',
      message: text.en,
      messageHu: text.hu,
    });
  }
}
