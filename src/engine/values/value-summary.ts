// The distinct values of an enum-like column, for the "map values" step: what each means, or what it might mean.
import type { FieldDef } from '../../catalog';
import { PROPERTY_TYPES, SPECIAL_BLOCKS } from '../../catalog';
import type { CellValue } from '../model/cell-value';
import { isCellError } from '../model/cell-value';
import type { Converted } from './converted-value';
import type { ValueConverter } from './convert-cell';
import type { RegionIndex } from './region-index';
import type { ValueProblem } from './value-problem';

export interface DistinctValue {
  /** The text as found (trimmed); cells that differ only in surrounding spaces count together. */
  readonly value: string;
  readonly count: number;
  /** The code it converts to (`true`/`false` for yes/no, the id for a settlement), or null when it does not. */
  readonly code: string | null;
  readonly candidates: readonly string[];
  /** Why it does not convert, in English and Hungarian; null when it does. */
  readonly message: { readonly en: string; readonly hu: string } | null;
}

/** A distinct text the field takes, as the code it stands for. */
function chosen(text: string, count: number, code: string): DistinctValue {
  return { value: text, count, code, candidates: [], message: null };
}

/** A distinct text the field refuses, with the refusal in both languages and its candidates. */
function refused(text: string, count: number, problem: ValueProblem): DistinctValue {
  return {
    value: text,
    count,
    code: null,
    candidates: problem.candidates,
    message: { en: problem.en, hu: problem.hu },
  };
}

/** Whether the column's values are few words worth mapping one by one. */
export function isEnumLike(field: FieldDef): boolean {
  return field.type.kind === 'enum' || field.type.kind === 'bool' || field.key === 'location.region_id';
}

/** A special field has one definition per property type (`subtype` differs per type); others have one. */
function definitionsOf(field: FieldDef): readonly FieldDef[] {
  if (field.block !== 'special') return [field];
  const defs = PROPERTY_TYPES.flatMap((t) => SPECIAL_BLOCKS[t].filter((f) => f.name === field.name));
  return defs.length > 0 ? defs : [field];
}

/** The first definition that accepts the text; otherwise the first one's problem with every definition's candidates. */
function convertAny(defs: readonly FieldDef[], text: string, converter: ValueConverter): Converted {
  let first: Converted | null = null;
  const candidates: string[] = [];
  for (const def of defs) {
    const c = converter.convert(def, text);
    if (c.kind !== 'problem') return c;
    first ??= c;
    for (const x of c.problem.candidates) if (!candidates.includes(x)) candidates.push(x);
  }
  if (first === null || first.kind !== 'problem') return first ?? { kind: 'empty' };
  return { kind: 'problem', problem: { ...first.problem, candidates } };
}

/** Distinct values of one column in order of frequency; empty and error cells are left out. */
export function summarizeValues(
  field: FieldDef,
  cells: Iterable<CellValue>,
  converter: ValueConverter,
  regions: RegionIndex | null = null,
): readonly DistinctValue[] {
  const counts = new Map<string, number>();
  for (const cell of cells) {
    if (cell === null || isCellError(cell) || cell instanceof Date) continue;
    const text = String(cell).trim();
    if (text === '') continue;
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  const out: DistinctValue[] = [];
  for (const [text, count] of counts) {
    if (field.key === 'location.region_id' && regions && !/^\d+$/.test(text)) {
      const m = regions.resolveRegion(text);
      out.push(m.kind === 'region' ? chosen(text, count, String(m.region.id)) : refused(text, count, m.problem));
      continue;
    }
    const c = convertAny(definitionsOf(field), text, converter);
    switch (c.kind) {
      case 'value':
        out.push(chosen(text, count, String(c.value)));
        break;
      case 'problem':
        out.push(refused(text, count, c.problem));
        break;
      case 'empty':
        break;
    }
  }
  return out.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}
