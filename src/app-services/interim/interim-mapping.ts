// TEMPORARY stand-in for the engine's column and value matching (src/engine/mapping, values) until it lands.
import type { FieldDef, SheetRole, ValueSetName } from '../../catalog';
import { fieldsForRole, valueWords } from '../../catalog';
import type { MatchSource } from '../../engine/import-model';

export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

export interface FieldMatch {
  readonly field: string | null;
  readonly confidence: number;
  readonly source: MatchSource;
}

/** Canonical key first, then the English or Hungarian label. */
export function matchColumn(role: SheetRole, header: string): FieldMatch {
  const fields = fieldsForRole(role);
  const h = header.trim();
  const byKey = fields.find((f) => f.key === h);
  if (byKey) return { field: byKey.key, confidence: 1, source: 'key' };
  const fh = fold(h);
  if (fh === '') return { field: null, confidence: 0, source: 'none' };
  const byLabel = fields.find((f) => fold(f.label.en) === fh || fold(f.label.hu) === fh);
  if (byLabel) return { field: byLabel.key, confidence: 0.9, source: 'label' };
  const byName = fields.find((f) => fold(f.name) === fh);
  if (byName) return { field: byName.key, confidence: 0.6, source: 'fuzzy' };
  return { field: null, confidence: 0, source: 'none' };
}

export interface ValueMatch {
  readonly code: string | null;
  readonly source: 'code' | 'word' | 'none';
}

export function matchValue(def: FieldDef, raw: string): ValueMatch {
  if (def.type.kind !== 'enum') return { code: null, source: 'none' };
  const set = def.type.set as ValueSetName;
  const r = raw.trim();
  if (def.type.values.includes(r)) return { code: r, source: 'code' };
  const fr = fold(r);
  for (const code of def.type.values) {
    const w = valueWords(set, code);
    if ([w.en, w.hu, ...w.synonyms, code].some((s) => fold(s) === fr)) return { code, source: 'word' };
  }
  return { code: null, source: 'none' };
}
