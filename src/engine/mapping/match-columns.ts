// Matches each header of a sheet to a catalog field of the sheet's role, with a confidence and where it came from.
//
// Every step reads at most HEADER_CHARS_READ characters of a header and looks words up in tables built once per
// role, so matching is linear in the number of headers and bounded per header (docs/security.md, "Hostile workbooks": a
// 200,000-character header took 36 s when it was compared whole against every name). Fuzzy matching scores shared
// letter triples through an index of the names' triples instead of comparing the header with each name.
import type { SheetRole } from '../../catalog';
import {
  AREA_FIELDS,
  HEADER_ABBREVIATIONS,
  HEADER_WORD_PARTS,
  MIN_SHORTENED_LETTERS,
  MONEY_FIELDS,
  UNIT_COUNTERPARTS,
  fieldsForRole,
  formatBoth,
  specialFieldTypes,
} from '../../catalog';
import type { ColumnMapping, MatchSource } from '../model/workbook-mapping';
import { columnLetter } from '../model/column-letter';
import { foldText } from '../values/fold-text';
import { MAPPING_MESSAGES } from './mapping-messages';
import type { FormReader } from '../values/word-forms';
import { formReader, vocabularyOf } from '../values/word-forms';
import { HEADER_SYNONYMS, OFFICE_HEADERS } from './header-synonyms';
import type { HeaderUnit } from './header-unit';
import { HEADER_CHARS_READ, parseHeader } from './header-unit';
import { resultColumnOf } from './result-column';
import { isImportActionHeader } from './import-action-column';

export interface HeaderMatch {
  readonly field: string | null;
  readonly confidence: number;
  readonly source: MatchSource;
  /** Other fields the same name stands for, best first: taken when another column holds `field` (`Irányár`). */
  readonly alternatives?: readonly string[];
}

interface NameEntry {
  readonly name: string;
  readonly field: string;
  readonly confidence: number;
  readonly source: MatchSource;
  /** An office's own header: decides what the name means first, but yields to a label in another column. */
  readonly office?: boolean;
}

interface RoleIndex {
  readonly keys: ReadonlyMap<string, string>;
  readonly names: ReadonlyMap<string, HeaderMatch>;
  /** Every field a name stands for, best first: a unit may pick another one than the best (`Erkély (nm)`). */
  readonly fieldsByName: ReadonlyMap<string, readonly string[]>;
  /** Names by their first MIN_SHORTENED_LETTERS letters and word count, for words cut short. */
  readonly byStem: ReadonlyMap<string, readonly NameEntry[]>;
  /**
   * The names' word forms and letter triples, built on the first header no name matches as written: an office's usual
   * headers never need them, and building them is most of the index's cost (docs/performance.md, "header matching").
   */
  readonly forms: () => NameForms;
  readonly fuzzy: () => TrigramIndex;
}

interface NameForms {
  /** Reads word forms to the words of the role's names only (and HEADER_WORD_PARTS). */
  readonly reader: FormReader;
  /** Names by their form key (`ingatlan tipus` for `Ingatlantípus`); null where names of two fields share a key. */
  readonly forms: ReadonlyMap<string, string | null>;
  /** The most words a form key has: a header with more is no form of a name, and is not read word by word. */
  readonly formWords: number;
}

/** The value made on the first call, then kept. */
function once<T>(make: () => T): () => T {
  let made: { readonly value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/** Confidence per way of matching; a name shared by two fields drops to {@link SHARED}. */
const KEY = 1;
const OFFICE = 0.94;
const LABEL = 0.95;
const LABEL_SHORT = 0.9;
const SYNONYM = 0.9;
const SHORTENED = 0.85;
/**
 * Below the 0.85 that tells a sheet's role (sheet-role.ts): a header read only through its form maps its column, but
 * does not make a reference sheet (`Település neve`, `Irányítószámai`) a listings sheet; the Columns step asks to check it.
 */
const FORM = 0.84;
const SHARED = 0.6;
/** Fuzzy matches are scaled into 0..FUZZY and only kept above MIN_FUZZY. */
const FUZZY = 0.8;
const MIN_FUZZY = 0.55;
/** Fuzzy matching compares this many characters of the name at most. */
const FUZZY_CHARS = 64;

/** Header text for comparison: folded, `²` as 2, markers such as `*`, `:`, brackets and dots dropped. */
export function normalizeHeader(header: string): string {
  return foldText(
    header
      .slice(0, HEADER_CHARS_READ)
      .replace(/²/g, '2')
      .replace(/[*:()[\]?!.,;/]/g, ' '),
  );
}

/** The header's words with abbreviations written out (`közös ktg` → `kozos koltseg`). */
function expandAbbreviations(norm: string): string {
  return norm
    .split(' ')
    .map((w) => ABBREVIATIONS.get(w) ?? w)
    .join(' ');
}

const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  Object.entries(HEADER_ABBREVIATIONS).map(([short, long]) => [foldText(short), foldText(long)]),
);

interface TrigramIndex {
  readonly names: readonly string[];
  readonly sizes: Int32Array;
  readonly postings: ReadonlyMap<string, readonly number[]>;
  /** Shared-triple counts per name, reused by every search (zeroed after each): no map per header. */
  readonly counts: Int32Array;
}

function trigrams(text: string): Set<string> {
  const padded = ` ${text.slice(0, FUZZY_CHARS)} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function buildTrigramIndex(names: readonly string[]): TrigramIndex {
  const postings = new Map<string, number[]>();
  const sizes = new Int32Array(names.length);
  names.forEach((n, i) => {
    const grams = trigrams(n);
    sizes[i] = grams.size;
    for (const g of grams) {
      const list = postings.get(g);
      if (list) list.push(i);
      else postings.set(g, [i]);
    }
  });
  return { names, sizes, postings, counts: new Int32Array(names.length) };
}

/** Whether `entry` ranks below a name of this score: a lower score, or the same with a longer name. */
interface Scored {
  readonly name: string;
  readonly score: number;
}

function ranksBelow(entry: Scored | undefined, score: number, name: string): boolean {
  if (!entry) return false;
  return entry.score < score || (entry.score === score && entry.name.length > name.length);
}

/** Names sharing letter triples with the text, by Dice coefficient, best first. */
function similarNames(index: TrigramIndex, text: string, limit: number): { name: string; score: number }[] {
  const grams = trigrams(text);
  const counts = index.counts;
  const touched: number[] = [];
  for (const g of grams) {
    for (const i of index.postings.get(g) ?? []) {
      if (counts[i] === 0) touched.push(i);
      counts[i] = (counts[i] ?? 0) + 1;
    }
  }
  // The best `limit` kept in order as they come: no sort of every name that shares a triple.
  const top: { name: string; score: number }[] = [];
  for (const i of touched) {
    const n = counts[i] ?? 0;
    counts[i] = 0;
    const score = (2 * n) / (grams.size + (index.sizes[i] ?? 0));
    const last = top[top.length - 1];
    if (top.length >= limit && last && last.score >= score) continue;
    const name = index.names[i] ?? '';
    let at = top.length;
    while (at > 0 && ranksBelow(top[at - 1], score, name)) at--;
    top.splice(at, 0, { name, score });
    if (top.length > limit) top.pop();
  }
  return top;
}

const indexes = new Map<SheetRole, RoleIndex>();

function entriesOf(role: SheetRole): NameEntry[] {
  const entries: NameEntry[] = [];
  for (const f of fieldsForRole(role)) {
    for (const label of [f.label.en, f.label.hu]) {
      entries.push({ name: normalizeHeader(label), field: f.key, confidence: LABEL, source: 'label' });
      const short = normalizeHeader(label.replace(/\(.*?\)/g, ''));
      if (short !== '') entries.push({ name: short, field: f.key, confidence: LABEL_SHORT, source: 'label' });
    }
    const key = normalizeHeader(f.key.replace(/\./g, ' '));
    entries.push({ name: key, field: f.key, confidence: SYNONYM, source: 'synonym' });
  }
  for (const [field, words] of Object.entries(HEADER_SYNONYMS[role])) {
    for (const w of words) entries.push({ name: normalizeHeader(w), field, confidence: SYNONYM, source: 'synonym' });
  }
  for (const [field, words] of Object.entries(OFFICE_HEADERS[role])) {
    for (const w of words) {
      entries.push({ name: normalizeHeader(w), field, confidence: OFFICE, source: 'synonym', office: true });
    }
  }
  return entries.filter((e) => e.name !== '');
}

function roleIndex(role: SheetRole): RoleIndex {
  const hit = indexes.get(role);
  if (hit) return hit;
  const keys = new Map<string, string>();
  for (const f of fieldsForRole(role)) {
    keys.set(f.key.toLowerCase(), f.key);
    if (f.block === 'special') for (const t of specialFieldTypes(f.name)) keys.set(`special.${t}.${f.name}`, f.key);
  }
  const entries = entriesOf(role);
  const best = new Map<string, NameEntry[]>();
  for (const e of entries) {
    const list = best.get(e.name) ?? [];
    list.push(e);
    best.set(e.name, list);
  }
  const names = new Map<string, HeaderMatch>();
  const fieldsByName = new Map<string, string[]>();
  const byStem = new Map<string, NameEntry[]>();
  for (const [name, list] of best) {
    list.sort((a, b) => Number(b.office ?? false) - Number(a.office ?? false) || b.confidence - a.confidence);
    const top = list[0];
    if (!top) continue;
    const winners = list.filter((e) => e.confidence === top.confidence && e.office === top.office);
    const fields = new Set(winners.map((e) => e.field));
    names.set(name, { field: top.field, confidence: fields.size > 1 ? SHARED : top.confidence, source: top.source });
    fieldsByName.set(name, [...new Set(list.map((e) => e.field))]);
    const stem = stemKey(name.split(' '));
    if (stem !== null) {
      const l = byStem.get(stem) ?? [];
      l.push(top);
      byStem.set(stem, l);
    }
  }
  const forms = once(() => nameForms(names));
  const fuzzy = once(() => buildTrigramIndex([...names.keys()]));
  const index: RoleIndex = { keys, names, fieldsByName, byStem, forms, fuzzy };
  indexes.set(role, index);
  return index;
}

/** The names' vocabulary, and each name by its form key: the name, or null when names of two fields share it. */
function nameForms(names: ReadonlyMap<string, HeaderMatch>): NameForms {
  const reader = formReader(vocabularyOf([...names.keys(), ...HEADER_WORD_PARTS.map(foldText)]));
  const forms = new Map<string, string | null>();
  let formWords = 0;
  for (const [name, m] of names) {
    const key = reader.key(name);
    formWords = Math.max(formWords, wordCount(key));
    const seen = forms.get(key);
    if (seen === undefined) forms.set(key, name);
    else if (seen !== null && names.get(seen)?.field !== m.field) forms.set(key, null);
  }
  return { reader, forms, formWords };
}

/** Words of folded text (single spaces), counted without splitting it. */
function wordCount(text: string): number {
  let n = 1;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) n++;
  return n;
}

/** A name written in another form: with endings, as a compound together, apart or hyphenated (`Ingatlan típusa`). */
function byForm(index: RoleIndex, norm: string, unit: HeaderUnit | null): HeaderMatch | null {
  // Reading forms never joins words, so a header of more words than any key is no form (a long header costs nothing).
  if (norm === '') return null;
  const { reader, forms, formWords } = index.forms();
  if (wordCount(norm) > formWords) return null;
  const name = forms.get(reader.key(norm));
  const m = name ? index.names.get(name) : undefined;
  if (!name || !m?.field) return null;
  return fitUnit(index, name, { field: m.field, confidence: Math.min(m.confidence, FORM), source: m.source }, unit);
}

function stemKey(words: readonly string[]): string | null {
  const first = words[0];
  if (first === undefined || first.length < MIN_SHORTENED_LETTERS) return null;
  return `${words.length}:${first.slice(0, MIN_SHORTENED_LETTERS)}`;
}

/** A name whose words each start with the header's words (`alapter` → `alapterulet`): one field, or none. */
function shortenedMatch(index: RoleIndex, norm: string): HeaderMatch | null {
  const words = norm.split(' ');
  const stem = stemKey(words);
  if (stem === null) return null;
  const fields = new Set<string>();
  let source: MatchSource = 'synonym';
  for (const e of index.byStem.get(stem) ?? []) {
    const ew = e.name.split(' ');
    const fits = words.every((w, i) => {
      const full = ew[i] ?? '';
      return w === full || (w.length >= MIN_SHORTENED_LETTERS && full.startsWith(w));
    });
    if (fits) {
      fields.add(e.field);
      source = e.source;
    }
  }
  const [only] = fields;
  return fields.size === 1 && only !== undefined ? { field: only, confidence: SHORTENED, source } : null;
}

const KEY_TOKEN = /[a-z_]+(?:\.[a-z0-9_-]+){1,2}/g;
const NONE: HeaderMatch = { field: null, confidence: 0, source: 'none' };

/** What was read from a header: the field, the unit, and when nothing fits, the closest fields and why. */
export interface HeaderReading {
  readonly match: HeaderMatch;
  readonly unit: HeaderUnit | null;
  /** Fields the header may have meant, best first; filled when no field was matched. */
  readonly closest: readonly string[];
  /** Why the header was not matched although it was read (a price per square metre), in both languages. */
  readonly reason: { readonly en: string; readonly hu: string } | null;
}

const NOTHING_READ: HeaderReading = { match: NONE, unit: null, closest: [], reason: null };

function unitKind(unit: HeaderUnit | null): 'money' | 'area' | null {
  if (unit === null) return null;
  if (unit.scale !== null || unit.currency !== null) return 'money';
  if (unit.area !== null) return 'area';
  return null;
}

/** The field of a name that fits the unit: the best one, or another field of the same name, or its counterpart. */
function fitUnit(index: RoleIndex, name: string, m: HeaderMatch, unit: HeaderUnit | null): HeaderMatch {
  const kind = unitKind(unit);
  if (kind === null || m.field === null) return m;
  const fits = kind === 'money' ? MONEY_FIELDS : AREA_FIELDS;
  if (fits.includes(m.field)) return m;
  const other = index.fieldsByName.get(name)?.find((f) => fits.includes(f));
  const counterpart = other ?? UNIT_COUNTERPARTS[kind][m.field];
  return counterpart !== undefined ? { ...m, field: counterpart, confidence: Math.max(m.confidence, SYNONYM) } : m;
}

/** The name's match fitted to the unit; with no unit, the name's other fields as alternatives. */
function named(index: RoleIndex, name: string, m: HeaderMatch, unit: HeaderUnit | null): HeaderMatch {
  const fitted = fitUnit(index, name, m, unit);
  if (unit !== null) return fitted;
  const others = (index.fieldsByName.get(name) ?? []).filter((f) => f !== fitted.field);
  return others.length > 0 ? { ...fitted, alternatives: others } : fitted;
}

function byName(index: RoleIndex, norm: string, unit: HeaderUnit | null): HeaderMatch | null {
  if (norm === '') return null;
  const direct = index.names.get(norm);
  if (direct) return named(index, norm, direct, unit);
  const expanded = expandAbbreviations(norm);
  const byExpanded = expanded !== norm ? index.names.get(expanded) : undefined;
  if (byExpanded) return named(index, expanded, byExpanded, unit);
  const form = byForm(index, expanded, unit);
  if (form) return form;
  const shortened = shortenedMatch(index, expanded);
  return shortened ? fitUnit(index, expanded, shortened, unit) : null;
}

/**
 * Reads one header: canonical keys, then names (with units apart), abbreviations, word forms, shortened words, fuzzy.
 */
export function readHeader(role: SheetRole, header: string): HeaderReading {
  const text = header.slice(0, HEADER_CHARS_READ);
  if (text.trim() === '' || resultColumnOf(text) !== null || isImportActionHeader(text)) return NOTHING_READ;
  const index = roleIndex(role);
  for (const token of text.toLowerCase().match(KEY_TOKEN) ?? []) {
    const key = index.keys.get(token);
    if (key) {
      const match: HeaderMatch = { field: key, confidence: KEY, source: 'key' };
      return { match, unit: parseHeader(text).unit, closest: [], reason: null };
    }
  }
  const parsed = parseHeader(text);
  const unit = parsed.unit;
  if (unit?.perArea) {
    return {
      match: NONE,
      unit,
      closest: [],
      reason: formatBoth(MAPPING_MESSAGES.perAreaHeader, { unit: unit.text }),
    };
  }
  const name = normalizeHeader(parsed.name);
  const whole = parsed.name === text ? name : normalizeHeader(text);
  const bare = /[([]/.test(parsed.name) ? normalizeHeader(parsed.name.replace(/[([][^()[\]]*[)\]]/g, ' ')) : name;
  const found =
    byName(index, name, unit) ??
    (whole !== name ? byName(index, whole, unit) : null) ??
    (bare !== name ? byName(index, bare, unit) : null);
  if (found) return { match: found, unit, closest: [], reason: null };
  const similar = name.length < 3 ? [] : similarNames(index.fuzzy(), expandAbbreviations(name), 12);
  const top = similar[0];
  const confidence = top ? Math.round(top.score * FUZZY * 100) / 100 : 0;
  if (top && confidence >= MIN_FUZZY) {
    const m = index.names.get(top.name);
    if (m?.field) {
      const fuzzy = fitUnit(index, top.name, { field: m.field, confidence, source: 'fuzzy' }, unit);
      return { match: fuzzy, unit, closest: [], reason: null };
    }
  }
  const closest: string[] = [];
  for (const s of similar) {
    const f = index.names.get(s.name)?.field;
    if (f && !closest.includes(f) && s.score >= 0.3) closest.push(f);
    if (closest.length >= 3) break;
  }
  return { match: NONE, unit, closest, reason: null };
}

/** The best field for one header, or none; result columns and blank headers are never matched. */
export function matchHeader(role: SheetRole, header: string): HeaderMatch {
  return readHeader(role, header).match;
}

/** Matches every header; when two columns claim one field the more confident keeps it (the leftmost on a tie). */
export function matchColumns(
  role: SheetRole,
  headers: readonly string[],
  fixed: ReadonlyMap<number, HeaderMatch> = new Map(),
): ColumnMapping[] {
  const matches = headers.map((h, i) => fixed.get(i) ?? matchHeader(role, h));
  const owner = new Map<string, number>();
  matches.forEach((m, i) => {
    if (m.field === null) return;
    const prev = owner.get(m.field);
    if (prev === undefined || (matches[prev]?.confidence ?? 0) < m.confidence) owner.set(m.field, i);
  });
  // A column that lost its field takes the next field its name stands for, if no column has that one
  // (`Ár` and `Irányár` side by side: the price, and the guide-price flag).
  const second = new Map<number, HeaderMatch>();
  matches.forEach((m, i) => {
    if (m.field === null || owner.get(m.field) === i) return;
    const alt = m.alternatives?.find((f) => !owner.has(f));
    if (alt === undefined) return;
    owner.set(alt, i);
    second.set(i, { field: alt, confidence: SHARED, source: m.source });
  });
  return headers.map((header, index) => {
    const m = second.get(index) ?? matches[index] ?? NONE;
    // A column deliberately left out (template, user) keeps its source; a field lost to a better column does not.
    const kept = m.field === null || owner.get(m.field) === index;
    const { field, confidence, source } = kept ? m : NONE;
    return { index, column: columnLetter(index), header, field, confidence, source };
  });
}
