// Settlements and districts by name or postal code, resolved to the service's ids with the region list.
//
// A settlement cell may hold the name (`Budapest`), the name with a district (`Budapest XIII.`,
// `Budapest, 13. kerület`), or a postal code (`1131`). A district cell may hold the district's name
// (`XIII. kerület`, `13. kerület`, `XIII.`, `13`) or, for districts with a proper name, that name.
// Nothing is guessed: an unknown or ambiguous name is a problem with candidates. Office shorthand is read too:
// `Bp. XIII.`, `XIII. ker.`, `13. kerület (Angyalföld)` (settlement abbreviations and district words: catalog).
import Fuse from 'fuse.js';
import { DISTRICT_WORDS, SETTLEMENT_ABBREVIATIONS } from '../../catalog';
import type { AreaRef, ReferenceData, RegionRef } from '../model/reference-data';
import { foldText, squeezeText } from './fold-text';
import type { ValueProblem } from './value-problem';
import { TextMemo } from './text-memo';
import { didYouMean, quote, valueProblem } from './value-problem';

export type RegionMatch =
  | { readonly kind: 'region'; readonly region: RegionRef; readonly area: AreaRef | null }
  | { readonly kind: 'problem'; readonly problem: ValueProblem };

export type AreaMatch =
  { readonly kind: 'area'; readonly area: AreaRef } | { readonly kind: 'problem'; readonly problem: ValueProblem };

export interface RegionIndex {
  readonly byId: ReadonlyMap<number, RegionRef>;
  readonly areaById: ReadonlyMap<number, { readonly area: AreaRef; readonly region: RegionRef }>;
  resolveRegion(text: string): RegionMatch;
  resolveArea(region: RegionRef, text: string): AreaMatch;
  /** The regions whose postal codes include `zip`. */
  regionsByZip(zip: string): readonly RegionRef[];
}

const ROMAN: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10, l: 50 };

function romanValue(s: string): number | null {
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i] ?? ''];
    const next = ROMAN[s[i + 1] ?? ''] ?? 0;
    if (v === undefined) return null;
    total += v < next ? -v : v;
  }
  return total > 0 ? total : null;
}

const DISTRICT_WORD = [...new Set(DISTRICT_WORDS.map((w) => foldText(w).replace(/\.$/, '')))]
  .sort((a, b) => b.length - a.length)
  .join('|');
const DISTRICT = new RegExp(
  `^(?:(?:${DISTRICT_WORD})\\s+)?(?:([ivxl]+)|(\\d{1,2}))\\s*\\.?\\s*(?:(?:${DISTRICT_WORD})\\.?)?$`,
);
const DISTRICT_AT_END = new RegExp(`(?:^|[\\s,])((?:[ivxl]+|\\d{1,2})\\s*\\.?\\s*(?:${DISTRICT_WORD})\\.?)$`);

/** Folded abbreviation or name (dot dropped) → the settlement name it stands for. */
const SETTLEMENT_SHORT: ReadonlyMap<string, string> = new Map(
  Object.entries(SETTLEMENT_ABBREVIATIONS).flatMap(([name, shorts]) =>
    shorts.map((a) => [foldText(a).replace(/\.$/, ''), name] as const),
  ),
);

/** A district cell starting with its settlement (`Bp. XIII.`, `Budapest XIII. ker.`): the rest. */
function withoutSettlement(folded: string, region: RegionRef): string {
  const name = foldText(region.name);
  const m = /^([^\s,.]+)\.?[\s,]+(.*)$/.exec(folded);
  if (!m?.[1] || m[2] === undefined) return folded;
  const head = m[1];
  return head === name || SETTLEMENT_SHORT.get(head) === region.name ? m[2] : folded;
}

/** `XIII. kerület`, `13. ker.`, `XIII`, `13` → 13 (folded input). */
export function districtNumber(folded: string): number | null {
  const m = DISTRICT.exec(folded.trim());
  if (!m) return null;
  return m[1] !== undefined ? romanValue(m[1]) : Number(m[2]);
}

/** The district number inside an area's own name (`Budapest XIII. kerület`, `XIII. kerület`), if it has one. */
function districtOfName(folded: string): number | null {
  const direct = districtNumber(folded);
  if (direct !== null) return direct;
  const m = DISTRICT_AT_END.exec(folded);
  return m?.[1] !== undefined ? districtNumber(m[1]) : null;
}

function push<K, V>(map: Map<K, V[]>, key: K, v: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(v)) list.push(v);
  } else map.set(key, [v]);
}

function showRegion(r: RegionRef): string {
  return r.zipCodes.length > 0 ? `${r.name} (${r.zipCodes[0]})` : r.name;
}

/** Builds the lookups once per reference data; lookups are remembered per distinct text. */
export function buildRegionIndex(ref: ReferenceData): RegionIndex {
  const byId = new Map<number, RegionRef>();
  const exact = new Map<string, RegionRef[]>();
  const folded = new Map<string, RegionRef[]>();
  const byZip = new Map<string, RegionRef[]>();
  const areaById = new Map<number, { area: AreaRef; region: RegionRef }>();
  const areasOf = new Map<RegionRef, { byNumber: Map<number, AreaRef[]>; byName: Map<string, AreaRef[]> }>();
  for (const r of ref.regions) {
    byId.set(r.id, r);
    push(exact, squeezeText(r.name), r);
    push(folded, foldText(r.name), r);
    for (const z of r.zipCodes) push(byZip, z.trim(), r);
    const byNumber = new Map<number, AreaRef[]>();
    const byName = new Map<string, AreaRef[]>();
    for (const a of r.areas) {
      areaById.set(a.id, { area: a, region: r });
      const f = foldText(a.name);
      push(byName, f, a);
      const n = districtOfName(f);
      if (n !== null) push(byNumber, n, a);
    }
    areasOf.set(r, { byNumber, byName });
  }
  let fuse: Fuse<RegionRef> | null = null;
  const memo = new TextMemo<RegionMatch>();

  function candidatesFor(text: string): readonly RegionRef[] {
    const f = foldText(text);
    fuse ??= new Fuse([...ref.regions], {
      keys: ['name'],
      includeScore: true,
      threshold: 0.4,
      ignoreLocation: true,
      getFn: (r) => foldText(r.name),
    });
    const out: RegionRef[] = fuse.search(f, { limit: 3 }).map((x) => x.item);
    // Abbreviations (`Bp`, `Szfvár`): names that hold the letters in order, starting with the same letter.
    const letters = f.replace(/[^a-z]/g, '');
    if (letters.length >= 2 && out.length < 3) {
      const re = new RegExp(`^${letters.split('').join('.*')}`);
      const subseq = ref.regions.filter((r) => !out.includes(r) && re.test(foldText(r.name).replace(/[^a-z]/g, '')));
      subseq.sort((a, b) => a.name.length - b.name.length);
      out.push(...subseq.slice(0, 3 - out.length));
    }
    return out;
  }

  function unknownRegion(text: string): RegionMatch {
    const c = candidatesFor(text).map(showRegion);
    return {
      kind: 'problem',
      problem: valueProblem(
        `${quote(text)} is not a known settlement${didYouMean(c, 'en')}`,
        `${quote(text)} nem ismert település${didYouMean(c, 'hu')}`,
        c,
      ),
    };
  }

  function ambiguousRegion(text: string, regions: readonly RegionRef[]): RegionMatch {
    const c = regions.map((r) => `${showRegion(r)} [${r.id}]`);
    return {
      kind: 'problem',
      problem: valueProblem(
        `${quote(text)} names ${regions.length} settlements (${c.join(', ')}); give the postal code or the id.`,
        `${quote(text)} több települést jelöl (${c.join(', ')}); adja meg az irányítószámot vagy az azonosítót.`,
        c,
      ),
    };
  }

  function byName(text: string): readonly RegionRef[] | undefined {
    const e = exact.get(squeezeText(text));
    if (e?.length === 1) return e;
    return folded.get(foldText(text)) ?? e;
  }

  /** A settlement written short before its district (`Bp. XIII.`); alone, `Bp` stays a question for the user. */
  function byNameOrShort(text: string): readonly RegionRef[] | undefined {
    const found = byName(text);
    if (found) return found;
    const long = SETTLEMENT_SHORT.get(foldText(text).replace(/\.$/, ''));
    return long === undefined ? undefined : folded.get(foldText(long));
  }

  const areaMemo = new Map<RegionRef, TextMemo<AreaMatch>>();
  function resolveArea(region: RegionRef, text: string): AreaMatch {
    let perRegion = areaMemo.get(region);
    if (!perRegion) areaMemo.set(region, (perRegion = new TextMemo()));
    return perRegion.get(text) ?? perRegion.remember(text, resolveAreaUncached(region, text));
  }

  function resolveAreaUncached(region: RegionRef, text: string): AreaMatch {
    const tables = areasOf.get(region);
    const f0 = foldText(text.replace(/^[\s,\-–]+/, ''));
    // `13. kerület (Angyalföld)`: the bracket only names the district again.
    const f = withoutSettlement(f0, region).replace(/\s*[([][^()[\]]*[)\]]\s*$/, '') || f0;
    const n = districtOfName(f);
    const found = (n !== null ? tables?.byNumber.get(n) : undefined) ?? tables?.byName.get(f) ?? tables?.byName.get(f0);
    if (found?.length === 1 && found[0]) return { kind: 'area', area: found[0] };
    const names = region.areas.map((a) => a.name);
    if (found && found.length > 1) {
      const c = found.map((a) => `${a.name} [${a.id}]`);
      return {
        kind: 'problem',
        problem: valueProblem(
          `${quote(text)} names several districts of ${region.name}: ${c.join(', ')}.`,
          `${quote(text)} ${region.name} több kerületét is jelöli: ${c.join(', ')}.`,
          c,
        ),
      };
    }
    let c: string[] = [];
    if (names.length > 0) {
      const af = new Fuse(names, {
        includeScore: true,
        threshold: 0.4,
        ignoreLocation: true,
        getFn: (x) => foldText(String(x)),
      });
      c = af.search(f, { limit: 3 }).map((x) => x.item);
    }
    return {
      kind: 'problem',
      problem: valueProblem(
        names.length === 0
          ? `${region.name} has no districts, but ${quote(text)} was given.`
          : `${quote(text)} is not a district of ${region.name}${didYouMean(c, 'en')}`,
        names.length === 0
          ? `${region.name} településnek nincsenek kerületei, de ${quote(text)} van megadva.`
          : `${quote(text)} nem kerülete ${region.name} településnek${didYouMean(c, 'hu')}`,
        c,
      ),
    };
  }

  function resolveUncached(text: string): RegionMatch {
    const t = text.trim();
    if (/^\d{4}$/.test(t)) {
      const rs = byZip.get(t) ?? [];
      if (rs.length === 1 && rs[0]) return { kind: 'region', region: rs[0], area: null };
      if (rs.length > 1) return ambiguousRegion(t, rs);
      return {
        kind: 'problem',
        problem: valueProblem(`${quote(t)} is not a known postal code.`, `${quote(t)} nem ismert irányítószám.`),
      };
    }
    const whole = byName(t);
    if (whole?.length === 1 && whole[0]) return { kind: 'region', region: whole[0], area: null };
    if (whole && whole.length > 1) return ambiguousRegion(t, whole);
    // `Budapest XIII.`, `Budapest, 13. kerület`: the longest leading settlement name, the rest a district.
    const tokens = t.split(/(?<=[^\s,])(?=[\s,])/);
    for (let k = tokens.length - 1; k >= 1; k--) {
      const head = tokens.slice(0, k).join('');
      const rs = byNameOrShort(head);
      if (!rs) continue;
      if (rs.length > 1 || !rs[0]) return ambiguousRegion(head.trim(), rs);
      const area = resolveArea(rs[0], tokens.slice(k).join(''));
      return area.kind === 'area' ? { kind: 'region', region: rs[0], area: area.area } : area;
    }
    return unknownRegion(t);
  }

  return {
    byId,
    areaById,
    resolveArea,
    regionsByZip: (zip) => byZip.get(zip.trim()) ?? [],
    resolveRegion: (text) => memo.get(text) ?? memo.remember(text, resolveUncached(text)),
  };
}
