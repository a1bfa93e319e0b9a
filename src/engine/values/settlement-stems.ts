// The names a settlement's adjectival stem may stand for when its stem changed before the `-i` (`egr` of `egri` →
// `eger`; `nyiregyhaz` → `nyiregyhaza`), by the catalog's rules (docs/office-conventions.md, "Hungarian word forms").
import { SETTLEMENT_STEM_CHANGES } from '../../catalog';

const VOWEL = /[aeiou]/;

/** A folded stem's possible names: the dropped vowel put back, or the dropped final vowel; none where no rule fits. */
export function settlementStems(stem: string): string[] {
  const out: string[] = [];
  const last = stem.at(-1) ?? '';
  const before = stem.at(-2) ?? 'a';
  if ((SETTLEMENT_STEM_CHANGES.dropBefore as readonly string[]).includes(last) && !VOWEL.test(before))
    for (const v of SETTLEMENT_STEM_CHANGES.droppedVowels) out.push(`${stem.slice(0, -1)}${v}${last}`);
  for (const [adjective, name] of SETTLEMENT_STEM_CHANGES.droppedEndings)
    if (stem.endsWith(adjective)) out.push(`${stem.slice(0, -adjective.length)}${name}`);
  return out;
}
