// Settlements and districts by name or postal code, resolved to the service's ids with the region list.
//
// A settlement cell may hold the name (`Budapest`), the name with a district (`Budapest XIII.`,
// `Budapest, 13. kerület`), or a postal code (`1131`). A district cell may hold the district's name
// (`XIII. kerület`, `13. kerület`, `XIII.`, `13`) or, for districts with a proper name, that name.
// Nothing is guessed: an unknown or ambiguous name is a problem with candidates. Office shorthand is read too:
// `Bp. XIII.`, `XIII. ker.`, `13. kerület (Angyalföld)` (settlement abbreviations and district words: catalog).
import type { AreaRef, ReferenceData, RegionRef } from '../model/reference-data';
import type { AreaMatch, RegionMatch } from './region-lookup';
import { RegionLookup } from './region-lookup';
import { TextMemo } from './text-memo';

export type { AreaMatch, RegionMatch } from './region-lookup';
export { districtNumber } from './district-names';

export interface RegionIndex {
  readonly byId: ReadonlyMap<number, RegionRef>;
  readonly areaById: ReadonlyMap<number, { readonly area: AreaRef; readonly region: RegionRef }>;
  resolveRegion(text: string): RegionMatch;
  resolveArea(region: RegionRef, text: string): AreaMatch;
  /** The regions whose postal codes include `zip`. */
  regionsByZip(zip: string): readonly RegionRef[];
}

/**
 * The lookups of one reference data, built when first asked (a workbook of sellers never asks: every settlement's
 * name and district was folded for nothing before its first batch, docs/performance.md, "(eighth round, the sellers
 * before the first batch)"); lookups are remembered per distinct text.
 */
export function buildRegionIndex(ref: ReferenceData): RegionIndex {
  let built: RegionLookup | null = null;
  const lookup = (): RegionLookup => (built ??= new RegionLookup(ref));
  const memo = new TextMemo<RegionMatch>();
  const areaMemo = new Map<RegionRef, TextMemo<AreaMatch>>();
  const resolveArea = (region: RegionRef, text: string): AreaMatch => {
    let perRegion = areaMemo.get(region);
    if (!perRegion) areaMemo.set(region, (perRegion = new TextMemo()));
    return perRegion.get(text) ?? perRegion.remember(text, lookup().resolveArea(region, text));
  };
  return {
    get byId() {
      return lookup().byId;
    },
    get areaById() {
      return lookup().areaById;
    },
    resolveArea,
    regionsByZip: (zip) => lookup().byZip.get(zip.trim()) ?? [],
    resolveRegion: (text) => memo.get(text) ?? memo.remember(text, lookup().resolveRegion(text, resolveArea)),
  };
}
