// The words a stem may stand for when it changed before an ending (`etterm` of `éttermi` → `etterem`, `kov` of
// `köves` → `ko`), by the catalog's rules (docs/office-conventions.md, "Hungarian word forms"). The callers keep
// only a candidate that is a word they know, so a rule never makes a word up.
import { STEM_CHANGES } from '../../catalog';

const VOWEL = /[aeiou]/;

/** A folded stem's possible words: the dropped vowel put back, or a v-stem's word; none where no rule fits. */
export function changedStems(stem: string): string[] {
  const out: string[] = [];
  const last = stem.at(-1) ?? '';
  const before = stem.at(-2) ?? 'a';
  if ((STEM_CHANGES.dropBefore as readonly string[]).includes(last) && !VOWEL.test(before))
    for (const v of STEM_CHANGES.droppedVowels) out.push(`${stem.slice(0, -1)}${v}${last}`);
  for (const [ending, word] of STEM_CHANGES.vStems)
    if (stem.endsWith(ending)) out.push(`${stem.slice(0, -ending.length)}${word}`);
  return out;
}

/** A settlement's stem's possible names: as `changedStems`, and an ending whose final vowel dropped (`-háza`). */
export function settlementStems(stem: string): string[] {
  const out = changedStems(stem);
  for (const [adjective, name] of STEM_CHANGES.settlementEndings)
    if (stem.endsWith(adjective)) out.push(`${stem.slice(0, -adjective.length)}${name}`);
  return out;
}
