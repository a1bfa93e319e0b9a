// How many Hungarian forms of the catalog's own words the matcher reads (docs/office-conventions.md, "Hungarian word
// forms"): every header word with its possessive, two-word headers together and hyphenated, every value word with an
// adjectival ending; and how many it reads to a wrong field or code, the false matches.
// Usage: tsx bench/word-forms-bench.ts
import type { ValueSetName } from '../src/catalog';
import { HEADER_SYNONYMS, HEADER_WORD_PARTS, SHEET_ROLES, VALUE_SETS, fieldsForRole } from '../src/catalog';
import { matchHeader, normalizeHeader } from '../src/engine/mapping';
import { enumIndex, foldText, formReader, lookupEnum, vocabularyOf, wordsOfCode } from '../src/engine/values';
import type { ValueForm } from '../test/support/word-form-kit';
import { headerForms, valueForms } from '../test/support/word-form-kit';

let headersRead = 0;
let headersWrong = 0;
let headersTotal = 0;
const wrong: string[] = [];
for (const role of SHEET_ROLES) {
  for (const f of headerForms(role)) {
    headersTotal++;
    const m = matchHeader(role, f.form);
    if (m.field === f.field) headersRead++;
    else if (m.field !== null && m.confidence > 0.6) {
      headersWrong++;
      wrong.push(`${role}: ${f.form} → ${m.field} (not ${f.field})`);
    }
  }
}

/** Value forms read to their code, and to another code (listed in `wrong`). */
function valuesOf(forms: readonly ValueForm[]): { read: number; wrong: number } {
  let read = 0;
  let bad = 0;
  for (const f of forms) {
    const m = lookupEnum(enumIndex(f.set, VALUE_SETS[f.set]), f.form);
    if (m.kind === 'code' && m.code === f.code) read++;
    else if (m.kind === 'code') {
      bad++;
      wrong.push(`${f.set}: ${f.form} → ${m.code} (not ${f.code})`);
    }
  }
  return { read, wrong: bad };
}
const forms = valueForms();
const values = valuesOf(forms);
const more = valueForms('more');
const moreValues = valuesOf(more);

console.log(`header forms read to their field: ${headersRead} of ${headersTotal}, to another field: ${headersWrong}`);
console.log(`value forms read to their code:    ${values.read} of ${forms.length}, to another code: ${values.wrong}`);
console.log(
  `plural and double-ended value forms: ${moreValues.read} of ${more.length}, to another code: ${moreValues.wrong}`,
);
for (const w of wrong) console.log(`  wrong: ${w}`);

/** Catalog words of different meanings whose form keys meet: what a stemmer merging `Ár` and `Áram` would do. */
function merged(groups: readonly (readonly [meaning: string, folded: string])[]): string[] {
  const reader = formReader(vocabularyOf([...groups.map(([, w]) => w), ...HEADER_WORD_PARTS.map(foldText)]));
  const byKey = new Map<string, Set<string>>();
  const words = new Map<string, string[]>();
  for (const [meaning, w] of groups) {
    const key = reader.key(w);
    byKey.set(key, (byKey.get(key) ?? new Set()).add(meaning));
    words.set(key, [...(words.get(key) ?? []), w]);
  }
  const sameWord = (key: string) => new Set(words.get(key)).size === 1;
  return [...byKey].filter(([k, m]) => m.size > 1 && !sameWord(k)).map(([k]) => `${k}: ${words.get(k)?.join(', ')}`);
}

const mergedNames = SHEET_ROLES.flatMap((role) => {
  const names: [string, string][] = [];
  for (const f of fieldsForRole(role))
    for (const l of [f.label.en, f.label.hu]) names.push([f.key, normalizeHeader(l)]);
  for (const [field, ws] of Object.entries(HEADER_SYNONYMS[role]))
    for (const w of ws) names.push([field, normalizeHeader(w)]);
  return merged(names);
});
const mergedValues = (Object.keys(VALUE_SETS) as ValueSetName[]).flatMap((set) =>
  merged(VALUE_SETS[set].flatMap((code) => wordsOfCode(set, code).map((w) => [code, foldText(w)] as const))),
);
console.log(`catalog header names of different fields merged by their forms: ${mergedNames.length}`);
console.log(`catalog value words of different codes merged by their forms:   ${mergedValues.length}`);
for (const m of [...mergedNames, ...mergedValues]) console.log(`  merged: ${m}`);
