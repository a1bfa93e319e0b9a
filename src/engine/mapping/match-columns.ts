// Matches each header of a sheet to a catalog field of the sheet's role, with a confidence and where it came from.
import Fuse from 'fuse.js';
import type { SheetRole } from '../../catalog';
import { fieldsForRole, specialFieldTypes } from '../../catalog';
import type { ColumnMapping, MatchSource } from '../import-model';
import { columnLetter } from '../workbook/workbook-types';
import { foldText } from '../values/fold-text';
import { HEADER_SYNONYMS } from './header-synonyms';
import { resultColumnOf } from './result-column';

export interface HeaderMatch {
  readonly field: string | null;
  readonly confidence: number;
  readonly source: MatchSource;
}

interface NameEntry {
  readonly name: string;
  readonly field: string;
  readonly confidence: number;
  readonly source: MatchSource;
}

interface RoleIndex {
  readonly keys: ReadonlyMap<string, string>;
  readonly names: ReadonlyMap<string, HeaderMatch>;
  readonly fuse: Fuse<NameEntry>;
}

/** Confidence per way of matching; a name shared by two fields drops to {@link SHARED}. */
const KEY = 1;
const LABEL = 0.95;
const LABEL_SHORT = 0.9;
const SYNONYM = 0.9;
const SHARED = 0.6;
/** Fuzzy matches are scaled into 0..FUZZY and only kept above MIN_FUZZY. */
const FUZZY = 0.8;
const MIN_FUZZY = 0.55;

/** Header text for comparison: folded, `²` as 2, markers such as `*`, `:` and brackets dropped. */
export function normalizeHeader(header: string): string {
  return foldText(header.replace(/²/g, '2').replace(/[*:()[\]?!]/g, ' '));
}

const indexes = new Map<SheetRole, RoleIndex>();

function roleIndex(role: SheetRole): RoleIndex {
  const hit = indexes.get(role);
  if (hit) return hit;
  const keys = new Map<string, string>();
  const entries: NameEntry[] = [];
  for (const f of fieldsForRole(role)) {
    keys.set(f.key.toLowerCase(), f.key);
    if (f.block === 'special') for (const t of specialFieldTypes(f.name)) keys.set(`special.${t}.${f.name}`, f.key);
    for (const label of [f.label.en, f.label.hu]) {
      entries.push({ name: normalizeHeader(label), field: f.key, confidence: LABEL, source: 'label' });
      const short = normalizeHeader(label.replace(/\(.*?\)/g, ''));
      if (short !== '') entries.push({ name: short, field: f.key, confidence: LABEL_SHORT, source: 'label' });
    }
    entries.push({ name: normalizeHeader(f.key.replace(/\./g, ' ')), field: f.key, confidence: SYNONYM, source: 'synonym' });
  }
  for (const [field, words] of Object.entries(HEADER_SYNONYMS[role])) {
    for (const w of words) entries.push({ name: normalizeHeader(w), field, confidence: SYNONYM, source: 'synonym' });
  }
  const names = new Map<string, HeaderMatch>();
  const best = new Map<string, NameEntry[]>();
  for (const e of entries) {
    const list = best.get(e.name) ?? [];
    list.push(e);
    best.set(e.name, list);
  }
  for (const [name, list] of best) {
    const top = Math.max(...list.map((e) => e.confidence));
    const winners = list.filter((e) => e.confidence === top);
    const fields = new Set(winners.map((e) => e.field));
    const first = winners[0];
    if (!first) continue;
    names.set(name, { field: first.field, confidence: fields.size > 1 ? SHARED : top, source: first.source });
  }
  const fuse = new Fuse(entries, { keys: ['name'], includeScore: true, threshold: 1 - MIN_FUZZY / FUZZY, ignoreLocation: true });
  const index = { keys, names, fuse };
  indexes.set(role, index);
  return index;
}

const KEY_TOKEN = /[a-z_]+(?:\.[a-z0-9_-]+){1,2}/g;
const NONE: HeaderMatch = { field: null, confidence: 0, source: 'none' };

/** The best field for one header, or none; result columns and blank headers are never matched. */
export function matchHeader(role: SheetRole, header: string): HeaderMatch {
  if (header.trim() === '' || resultColumnOf(header) !== null) return NONE;
  const index = roleIndex(role);
  for (const token of header.toLowerCase().match(KEY_TOKEN) ?? []) {
    const key = index.keys.get(token);
    if (key) return { field: key, confidence: KEY, source: 'key' };
  }
  const norm = normalizeHeader(header);
  const named = index.names.get(norm);
  if (named) return named;
  if (norm.length < 3) return NONE;
  const [top] = index.fuse.search(norm, { limit: 1 });
  if (!top || top.score === undefined) return NONE;
  const confidence = Math.round((1 - top.score) * FUZZY * 100) / 100;
  return confidence >= MIN_FUZZY ? { field: top.item.field, confidence, source: 'fuzzy' } : NONE;
}

/** Matches every header; when two columns claim one field the more confident keeps it (the leftmost on a tie). */
export function matchColumns(role: SheetRole, headers: readonly string[], fixed: ReadonlyMap<number, HeaderMatch> = new Map()): ColumnMapping[] {
  const matches = headers.map((h, i) => fixed.get(i) ?? matchHeader(role, h));
  const owner = new Map<string, number>();
  matches.forEach((m, i) => {
    if (m.field === null) return;
    const prev = owner.get(m.field);
    if (prev === undefined || (matches[prev]?.confidence ?? 0) < m.confidence) owner.set(m.field, i);
  });
  return headers.map((header, index) => {
    const m = matches[index] ?? NONE;
    // A column deliberately left out (template, user) keeps its source; a field lost to a better column does not.
    const kept = m.field === null || owner.get(m.field) === index;
    return { index, column: columnLetter(index), header, ...(kept ? m : NONE) };
  });
}
