// Settlement and district cells read as ids with the region list: what the row gets, or why it cannot.
// Pure functions of the cell (and the settlement the row names), so the quick path can remember their answers.
import type { FieldDef } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { AreaRef, RegionRef } from '../model/reference-data';
import type { ValueConverter } from '../values/convert-cell';
import type { RegionIndex } from '../values/region-index';
import type { ValueProblem } from '../values/value-problem';
import { problemOf, quote } from '../values/value-problem';
import { REGION_CELL_MESSAGES as M } from './validation-messages';
import type { CellValue } from '../model/cell-value';
import { isBlankText, trimmedText } from '../values/trimmed-text';

export type RegionCell =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'region';
      readonly id: number;
      /** Null without a region list (the id is then taken as given). */
      readonly region: RegionRef | null;
      /** A district named with the settlement (`Budapest XIII.`). */
      readonly area: AreaRef | null;
    }
  | { readonly kind: 'problem'; readonly problem: ValueProblem };

export type AreaCell =
  | { readonly kind: 'none' }
  | { readonly kind: 'area'; readonly id: number }
  | { readonly kind: 'problem'; readonly problem: ValueProblem };

const NONE = { kind: 'none' } as const;

const NO_REGION_LIST = problemOf(formatBoth(M.noRegionList));

export function isEmptyCell(cell: CellValue | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && isBlankText(cell));
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff || code > 0x1000;
}

/** Whether the text is digits with optional whitespace around them (as `/^\s*\d+\s*$/` says, without a regex). */
function isDigitText(text: string): boolean {
  let i = 0;
  let end = text.length;
  while (i < end && !isDigit(text.charCodeAt(i))) {
    if (!isSpace(text.charCodeAt(i))) return false;
    i++;
  }
  while (end > i && !isDigit(text.charCodeAt(end - 1))) {
    if (!isSpace(text.charCodeAt(end - 1))) return false;
    end--;
  }
  if (i === end) return false;
  for (let k = i; k < end; k++) if (!isDigit(text.charCodeAt(k))) return false;
  return true;
}

/** A positive whole number given as a number or as digits. */
export function idOf(cell: CellValue): number | null {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) && cell > 0 ? cell : null;
  if (typeof cell === 'string' && isDigitText(cell) && /^\s*\d+\s*$/.test(cell)) {
    const n = Number(cell);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  }
  return null;
}

/** A settlement cell: an id (or a postal code) checked with the region list, or a name resolved with it. */
export function regionCell(
  def: FieldDef,
  cell: CellValue,
  converter: ValueConverter,
  regions: RegionIndex | null,
): RegionCell {
  if (isEmptyCell(cell)) return NONE;
  // The user's answer to "which settlement is 'Bp'?" is an id.
  const chosen = typeof cell === 'string' ? converter.override(def.key, trimmedText(cell)) : undefined;
  const id = idOf(chosen ?? cell);
  if (id !== null) {
    if (!regions) return { kind: 'region', id, region: null, area: null };
    const r = regions.byId.get(id);
    if (r) return { kind: 'region', id, region: r, area: null };
    const byZip = regions.regionsByZip(String(id));
    if (byZip.length === 1 && byZip[0]) return { kind: 'region', id: byZip[0].id, region: byZip[0], area: null };
    return {
      kind: 'problem',
      problem: problemOf(formatBoth(M.notSettlementOrZip, { value: quote(cell) })),
    };
  }
  if (typeof cell !== 'string') {
    const c = converter.convert(def, cell);
    return c.kind === 'problem' ? c : NONE;
  }
  if (!regions) return { kind: 'problem', problem: NO_REGION_LIST };
  const m = regions.resolveRegion(cell);
  if (m.kind === 'problem') return m;
  return { kind: 'region', id: m.region.id, region: m.region, area: m.area };
}

/** A district cell: an id checked against the row's settlement, or a name resolved within that settlement. */
export function areaCell(
  def: FieldDef,
  cell: CellValue,
  converter: ValueConverter,
  regions: RegionIndex | null,
  region: RegionRef | null,
): AreaCell {
  if (isEmptyCell(cell)) return NONE;
  const id = idOf(cell);
  if (id !== null) {
    if (regions) {
      const a = regions.areaById.get(id);
      if (!a) {
        return {
          kind: 'problem',
          problem: problemOf(formatBoth(M.notDistrictId, { value: quote(cell) })),
        };
      }
      if (region && a.region.id !== region.id) {
        return {
          kind: 'problem',
          problem: problemOf(
            formatBoth(M.districtElsewhere, {
              id,
              district: a.area.name,
              owner: a.region.name,
              settlement: region.name,
            }),
          ),
        };
      }
    }
    return { kind: 'area', id };
  }
  if (typeof cell !== 'string') {
    const c = converter.convert(def, cell);
    return c.kind === 'problem' ? c : NONE;
  }
  if (!regions) return { kind: 'problem', problem: NO_REGION_LIST };
  if (!region) {
    return {
      kind: 'problem',
      problem: problemOf(formatBoth(M.districtNeedsSettlement)),
    };
  }
  const m = regions.resolveArea(region, cell);
  return m.kind === 'problem' ? m : { kind: 'area', id: m.area.id };
}

/** The problem of a district that differs from the one the settlement cell names. */
export function areaConflict(fromRegion: AreaRef): ValueProblem {
  return problemOf(formatBoth(M.districtConflict, { district: fromRegion.name }));
}
