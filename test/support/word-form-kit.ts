// Hungarian forms of catalog words as office sheets write them, built by the rules of vowel harmony: a header with
// its possessive (`Ingatlan típusa`, `Irodája`), a compound together or hyphenated (`Ingatlantípus`,
// `Ingatlan-típus`), a value word with an adjectival ending (`téglás`, `panelos`, `erkélyes`, `kerületi`).
// Shared by the word-form tests and bench/word-forms-bench.ts, which counts how many of them are read.
import type { SheetRole, ValueSetName } from '../../src/catalog';
import { HEADER_SYNONYMS, VALUE_SETS, fieldsForRole, valueWords } from '../../src/catalog';

const BACK = /[aáoóuú]/;
const VOWELS = 'aáeéiíoóöőuúüű';
const LENGTHENED: Readonly<Record<string, string>> = { a: 'á', e: 'é' };

/** Whether the word's last vowel is a back vowel (`típus` → back, `kert` → front). */
function isBack(word: string): boolean {
  const vowels = [...word.toLowerCase()].filter((c) => VOWELS.includes(c));
  return BACK.test(vowels.at(-1) ?? 'e');
}

/** The word with a final `a`/`e` lengthened before an ending (`tégla` → `téglá`). */
function stemFor(word: string): string {
  const last = word.at(-1) ?? '';
  return `${word.slice(0, -1)}${LENGTHENED[last] ?? last}`;
}

const endsInVowel = (word: string) => VOWELS.includes((word.at(-1) ?? '').toLowerCase());

/** `típus` → `típusa`, `kert` → `kertje`... as written: `-a`/`-e` after a consonant, `-ja`/`-je` after a vowel. */
export function possessive(word: string): string {
  if (endsInVowel(word)) return `${stemFor(word)}${isBack(word) ? 'ja' : 'je'}`;
  return `${word}${isBack(word) ? 'a' : 'e'}`;
}

/** `tégla` → `téglás`, `panel` → `panelos`, `kert` → `kertes`, `gáz` → `gázos`. */
export function adjective(word: string): string {
  if (endsInVowel(word)) return `${stemFor(word)}s`;
  const round = /[öő]/.test(word) && !isBack(word);
  return `${word}${isBack(word) ? 'os' : round ? 'ös' : 'es'}`;
}

/** `tégla` → `téglák`, `lakás` → `lakások`, `kert` → `kertek`, `tető` → `tetők` (regular plurals). */
export function plural(word: string): string {
  if (endsInVowel(word)) return `${stemFor(word)}k`;
  const round = /[öő]/.test(word) && !isBack(word);
  return `${word}${isBack(word) ? 'ok' : round ? 'ök' : 'ek'}`;
}

/** An adjectival form's plural: `téglás` → `téglásak`, `kertes` → `kertesek`. */
export function adjectivePlural(word: string): string {
  const adj = adjective(word);
  return `${adj}${isBack(word) ? 'ak' : 'ek'}`;
}

/** `kerület` → `kerületi`, `iroda` → `irodai`, `eladó` → `eladói`. */
export function adjectiveI(word: string): string {
  return `${word}i`;
}

export interface HeaderForm {
  readonly role: SheetRole;
  readonly field: string;
  readonly base: string;
  readonly form: string;
}

const HUNGARIAN = /[áéíóöőúüű]/i;

/** Hungarian header words of every field: its label and its synonyms with an accent (English ones have no forms). */
function hungarianHeaders(role: SheetRole): [string, string][] {
  const out: [string, string][] = [];
  for (const f of fieldsForRole(role)) {
    const label = f.label.hu.replace(/\(.*?\)/g, '').trim();
    if (!label.includes('/')) out.push([f.key, label]);
    for (const w of HEADER_SYNONYMS[role][f.key] ?? []) if (HUNGARIAN.test(w)) out.push([f.key, w]);
  }
  return out;
}

/** Every header word's possessive, and every two-word header written together and hyphenated. */
export function headerForms(role: SheetRole): HeaderForm[] {
  const out: HeaderForm[] = [];
  const headers = hungarianHeaders(role);
  // A form that is itself another header of the catalog (`Állapota`) is that header, not a form.
  const seen = new Set<string>(headers.map(([, h]) => h.toLowerCase()));
  for (const [field, base] of headers) {
    const words = base.split(' ');
    const last = words.at(-1) ?? '';
    const forms = [[...words.slice(0, -1), possessive(last)].join(' ')];
    if (words.length === 2 && /^\p{L}+$/u.test(last)) {
      forms.push(`${words[0] ?? ''}${last.toLowerCase()}`, `${words[0] ?? ''}-${last.toLowerCase()}`);
    }
    for (const form of forms) {
      if (seen.has(form.toLowerCase()) || !/^[\p{L} -]+$/u.test(form)) continue;
      seen.add(form.toLowerCase());
      out.push({ role, field, base, form });
    }
  }
  return out;
}

export interface ValueForm {
  readonly set: ValueSetName;
  readonly code: string;
  readonly base: string;
  readonly form: string;
}

/**
 * Every one-word Hungarian value word with `-s`/`-os`/`-es`/`-ös` and with `-i`; `more`: instead its plural
 * (`lakások`) and its adjectival form's plural (`téglásak`), two endings on one word.
 */
export function valueForms(which: 'adjectival' | 'more' = 'adjectival'): ValueForm[] {
  const out: ValueForm[] = [];
  for (const set of Object.keys(VALUE_SETS) as ValueSetName[]) {
    for (const code of VALUE_SETS[set]) {
      const w = valueWords(set, code);
      for (const base of [w.hu, ...w.synonyms]) {
        if (!/^\p{L}{3,}$/u.test(base) || !HUNGARIAN.test(base) || /[ií]$/.test(base)) continue;
        const forms =
          which === 'adjectival' ? [adjective(base), adjectiveI(base)] : [plural(base), adjectivePlural(base)];
        for (const form of forms) out.push({ set, code, base, form });
      }
    }
  }
  return out;
}
