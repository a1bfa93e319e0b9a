// District names as offices write them (`XIII. kerület`, `13. ker.`, `XIII`, `13`) and settlements written short
// (`Bp.`): the words come from the catalog, the reading of numbers and shorthand is here.
import { DISTRICT_WORDS, SETTLEMENT_ABBREVIATIONS } from '../../catalog';
import type { RegionRef } from '../model/reference-data';
import { foldText } from './fold-text';

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
export const SETTLEMENT_SHORT: ReadonlyMap<string, string> = new Map(
  Object.entries(SETTLEMENT_ABBREVIATIONS).flatMap(([name, shorts]) =>
    shorts.map((a) => [foldText(a).replace(/\.$/, ''), name] as const),
  ),
);

/** A district cell starting with its settlement (`Bp. XIII.`, `Budapest XIII. ker.`): the rest. */
export function withoutSettlement(folded: string, region: RegionRef): string {
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
export function districtOfName(folded: string): number | null {
  const direct = districtNumber(folded);
  if (direct !== null) return direct;
  const m = DISTRICT_AT_END.exec(folded);
  return m?.[1] !== undefined ? districtNumber(m[1]) : null;
}
