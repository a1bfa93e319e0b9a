// The region list's tables (by id, name, folded name, postal code; each settlement's districts by number and name)
// and the reading of one settlement or district text with them. Nothing is guessed: an unknown or ambiguous name is a
// problem with candidates.
import Fuse from 'fuse.js';
import type { Words } from '../../catalog';
import { MIN_STEM_LETTERS, SETTLEMENT_SUFFIXES, formatBoth } from '../../catalog';
import { settlementStems } from './stem-changes';
import type { AreaRef, ReferenceData, RegionRef } from '../model/reference-data';
import { SETTLEMENT_SHORT, districtOfName, withoutSettlement } from './district-names';
import { foldText, squeezeText } from './fold-text';
import type { ValueProblem } from './value-problem';
import { didYouMean, problemOf, quote } from './value-problem';
import { REGION_LOOKUP_MESSAGES as M } from './values-messages';

export type RegionMatch =
  | { readonly kind: 'region'; readonly region: RegionRef; readonly area: AreaRef | null }
  | { readonly kind: 'problem'; readonly problem: ValueProblem };

export type AreaMatch =
  { readonly kind: 'area'; readonly area: AreaRef } | { readonly kind: 'problem'; readonly problem: ValueProblem };

interface DistrictTables {
  readonly byNumber: Map<number, AreaRef[]>;
  readonly byName: Map<string, AreaRef[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, v: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(v)) list.push(v);
  } else map.set(key, [v]);
}

/** `; did you mean …?` in each language, or the closing full stop. */
function suggestion(candidates: readonly string[]): Words {
  return { en: didYouMean(candidates, 'en'), hu: didYouMean(candidates, 'hu') };
}

function showRegion(r: RegionRef): string {
  return r.zipCodes.length > 0 ? `${r.name} (${r.zipCodes[0]})` : r.name;
}

function ambiguousRegion(text: string, regions: readonly RegionRef[]): RegionMatch {
  const c = regions.map((r) => `${showRegion(r)} [${r.id}]`);
  return {
    kind: 'problem',
    problem: problemOf(
      formatBoth(M.severalSettlements, { value: quote(text), count: regions.length, candidates: c.join(', ') }),
      c,
    ),
  };
}

function ambiguousArea(text: string, region: RegionRef, found: readonly AreaRef[]): AreaMatch {
  const c = found.map((a) => `${a.name} [${a.id}]`);
  return {
    kind: 'problem',
    problem: problemOf(
      formatBoth(M.severalDistricts, { value: quote(text), settlement: region.name, candidates: c.join(', ') }),
      c,
    ),
  };
}

/** A district the settlement does not have, with the nearest of its district names. */
function unknownArea(text: string, folded: string, region: RegionRef): AreaMatch {
  const names = region.areas.map((a) => a.name);
  let c: string[] = [];
  if (names.length > 0) {
    const af = new Fuse(names, {
      includeScore: true,
      threshold: 0.4,
      ignoreLocation: true,
      getFn: (x) => foldText(String(x)),
    });
    c = af.search(folded, { limit: 3 }).map((x) => x.item);
  }
  return {
    kind: 'problem',
    problem: problemOf(
      names.length === 0
        ? formatBoth(M.noDistricts, { settlement: region.name, value: quote(text) })
        : formatBoth(M.notDistrictOf, { value: quote(text), settlement: region.name, suggestion: suggestion(c) }),
      c,
    ),
  };
}

export class RegionLookup {
  readonly byId = new Map<number, RegionRef>();
  readonly areaById = new Map<number, { area: AreaRef; region: RegionRef }>();
  readonly byZip = new Map<string, RegionRef[]>();
  private readonly exact = new Map<string, RegionRef[]>();
  private readonly folded = new Map<string, RegionRef[]>();
  private readonly districtsOf = new Map<RegionRef, DistrictTables>();
  /** Built on the first unknown name: most sheets never need it. */
  private fuse: Fuse<RegionRef> | null = null;

  constructor(private readonly ref: ReferenceData) {
    for (const r of ref.regions) {
      this.byId.set(r.id, r);
      push(this.exact, squeezeText(r.name), r);
      push(this.folded, foldText(r.name), r);
      for (const z of r.zipCodes) push(this.byZip, z.trim(), r);
      const tables: DistrictTables = { byNumber: new Map(), byName: new Map() };
      for (const a of r.areas) {
        this.areaById.set(a.id, { area: a, region: r });
        const f = foldText(a.name);
        push(tables.byName, f, a);
        const n = districtOfName(f);
        if (n !== null) push(tables.byNumber, n, a);
      }
      this.districtsOf.set(r, tables);
    }
  }

  /**
   * A settlement text: a postal code, a name, or a name with a district (`Budapest XIII.`, `Budapest, 13. kerület`:
   * the longest leading settlement name, the rest a district read by `resolveArea`).
   */
  resolveRegion(text: string, resolveArea: (region: RegionRef, text: string) => AreaMatch): RegionMatch {
    const t = text.trim();
    if (/^\d{4}$/.test(t)) return this.byPostalCode(t);
    const whole = this.byName(t);
    if (whole?.length === 1 && whole[0]) return { kind: 'region', region: whole[0], area: null };
    if (whole && whole.length > 1) return ambiguousRegion(t, whole);
    const tokens = t.split(/(?<=[^\s,])(?=[\s,])/);
    for (let k = tokens.length - 1; k >= 1; k--) {
      const head = tokens.slice(0, k).join('');
      const rs = this.byNameOrShort(head);
      if (!rs) continue;
      if (rs.length > 1 || !rs[0]) return ambiguousRegion(head.trim(), rs);
      const area = resolveArea(rs[0], tokens.slice(k).join(''));
      return area.kind === 'area' ? { kind: 'region', region: rs[0], area: area.area } : area;
    }
    return this.unknownRegion(t);
  }

  /** A district text within its settlement: by number, by name, or with the settlement written before it. */
  resolveArea(region: RegionRef, text: string): AreaMatch {
    const tables = this.districtsOf.get(region);
    const f0 = foldText(text.replace(/^[\s,\-–]+/, ''));
    // `13. kerület (Angyalföld)`: the bracket only names the district again.
    const f = withoutSettlement(f0, region).replace(/\s*[([][^()[\]]*[)\]]\s*$/, '') || f0;
    const n = districtOfName(f);
    const found = (n !== null ? tables?.byNumber.get(n) : undefined) ?? tables?.byName.get(f) ?? tables?.byName.get(f0);
    if (found?.length === 1 && found[0]) return { kind: 'area', area: found[0] };
    if (found && found.length > 1) return ambiguousArea(text, region, found);
    return unknownArea(text, f, region);
  }

  private byPostalCode(code: string): RegionMatch {
    const rs = this.byZip.get(code) ?? [];
    if (rs.length === 1 && rs[0]) return { kind: 'region', region: rs[0], area: null };
    if (rs.length > 1) return ambiguousRegion(code, rs);
    return {
      kind: 'problem',
      problem: problemOf(formatBoth(M.unknownZip, { value: quote(code) })),
    };
  }

  private byName(text: string): readonly RegionRef[] | undefined {
    const e = this.exact.get(squeezeText(text));
    if (e?.length === 1) return e;
    return this.folded.get(foldText(text)) ?? e ?? this.byForm(foldText(text));
  }

  /**
   * A settlement with an ending (`budapesti`): only when no settlement has the name as written, and only to one of the
   * list (docs/office-conventions.md, "Hungarian word forms").
   */
  private byForm(folded: string): readonly RegionRef[] | undefined {
    for (const suffix of SETTLEMENT_SUFFIXES) {
      if (!folded.endsWith(suffix) || folded.length - suffix.length < MIN_STEM_LETTERS) continue;
      const stem = folded.slice(0, -suffix.length);
      const found = this.folded.get(stem) ?? this.byChangedStem(stem);
      if (found) return found;
    }
    return undefined;
  }

  /** A stem changed before the ending (`egr` → Eger): only when one name it may stand for is a settlement. */
  private byChangedStem(stem: string): readonly RegionRef[] | undefined {
    const found = settlementStems(stem).flatMap((s) => this.folded.get(s) ?? []);
    // Settlements of the same name stay a question for the user; two names a stem may stand for, no guess.
    return found.length > 0 && found.every((r) => foldText(r.name) === foldText(found[0]?.name ?? ''))
      ? found
      : undefined;
  }

  /** A settlement written short before its district (`Bp. XIII.`); alone, `Bp` stays a question for the user. */
  private byNameOrShort(text: string): readonly RegionRef[] | undefined {
    const found = this.byName(text);
    if (found) return found;
    const long = SETTLEMENT_SHORT.get(foldText(text).replace(/\.$/, ''));
    return long === undefined ? undefined : this.folded.get(foldText(long));
  }

  private unknownRegion(text: string): RegionMatch {
    const c = this.candidatesFor(text).map(showRegion);
    return {
      kind: 'problem',
      problem: problemOf(formatBoth(M.unknownSettlement, { value: quote(text), suggestion: suggestion(c) }), c),
    };
  }

  /** The nearest names, and abbreviations (`Bp`, `Szfvár`): names holding the letters in order, from the first. */
  private candidatesFor(text: string): readonly RegionRef[] {
    const regions = this.ref.regions;
    const f = foldText(text);
    this.fuse ??= new Fuse([...regions], {
      keys: ['name'],
      includeScore: true,
      threshold: 0.4,
      ignoreLocation: true,
      getFn: (r) => foldText(r.name),
    });
    const out: RegionRef[] = this.fuse.search(f, { limit: 3 }).map((x) => x.item);
    const letters = f.replace(/[^a-z]/g, '');
    if (letters.length >= 2 && out.length < 3) {
      const re = new RegExp(`^${letters.split('').join('.*')}`);
      const subseq = regions.filter((r) => !out.includes(r) && re.test(foldText(r.name).replace(/[^a-z]/g, '')));
      subseq.sort((a, b) => a.name.length - b.name.length);
      out.push(...subseq.slice(0, 3 - out.length));
    }
    return out;
  }
}
