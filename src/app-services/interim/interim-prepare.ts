// TEMPORARY stand-in for the engine's value conversion and row validation (src/engine/values, validation).
import type { FieldDef, FieldIssue, Operation, SheetRole } from '../../catalog';
import { describeIssue, findField, validateBody } from '../../catalog';
import type { RowProblem } from '../../engine/import-model';
import type { CellValue } from '../../engine/workbook/workbook-types';
import { isCellError } from '../../engine/workbook/workbook-types';
import { fold, matchValue } from './interim-mapping';

export interface MappedCell {
  readonly field: string;
  readonly column: string;
  readonly value: CellValue;
}

export interface InterimPrepared {
  readonly body: Record<string, Record<string, unknown>>;
  readonly transferId: string | null;
  readonly problems: readonly RowProblem[];
}

const TRUE_WORDS = new Set(['true', 'igen', 'yes', '1', 'x', 'i', 'y']);
const FALSE_WORDS = new Set(['false', 'nem', 'no', '0', 'n']);

export function parseNumber(value: CellValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  let t = value.replace(/\s|\u00a0/g, '').replace(/(ft|huf|eur|€|m2|m²)$/i, '');
  if (/^\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, '');
  t = t.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

function issue(field: string, value: unknown, rule: FieldIssue['rule']): FieldIssue {
  return { field, path: field, value, rule };
}

type Converted = { readonly value: unknown } | { readonly problem: FieldIssue } | null;

function convert(def: FieldDef, value: CellValue, valueFor: (raw: string) => string | null | undefined): Converted {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (isCellError(value)) return { problem: issue(def.key, value.error, { kind: 'type', expected: 'text' }) };
  const text = value instanceof Date ? value.toISOString() : String(value).trim();
  switch (def.type.kind) {
    case 'enum': {
      const chosen = valueFor(text);
      const code = chosen === undefined ? matchValue(def, text).code : chosen;
      return code === null ? { problem: issue(def.key, text, { kind: 'enum', allowed: def.type.values }) } : { value: code };
    }
    case 'bool': {
      if (typeof value === 'boolean') return { value };
      const f = fold(text);
      if (TRUE_WORDS.has(f)) return { value: true };
      if (FALSE_WORDS.has(f)) return { value: false };
      return { problem: issue(def.key, text, { kind: 'type', expected: 'yes/no' }) };
    }
    case 'uint': case 'decimal': case 'double': {
      const n = parseNumber(value);
      return n === null ? { problem: issue(def.key, text, { kind: 'type', expected: def.type.kind === 'uint' ? 'whole number' : 'number' }) } : { value: n };
    }
    case 'string': case 'datetime':
      return { value: text };
  }
}

function problemOf(i: FieldIssue, columnOf: (field: string) => string | null): RowProblem {
  return { field: i.field, column: columnOf(i.field), value: i.value, message: describeIssue(i, 'en'), messageHu: describeIssue(i, 'hu') };
}

export function prepareRowInterim(
  role: SheetRole,
  operation: Operation,
  cells: readonly MappedCell[],
  valueFor: (field: string, column: string, raw: string) => string | null | undefined,
): InterimPrepared {
  const body: Record<string, Record<string, unknown>> = {};
  const local: FieldIssue[] = [];
  const special: Record<string, unknown> = {};
  const columnOf = (field: string): string | null => cells.find((c) => c.field === field)?.column ?? null;
  for (const c of cells) {
    const def = findField(role, c.field);
    if (!def) continue;
    const conv = convert(def, c.value, (raw) => valueFor(c.field, c.column, raw));
    if (conv === null) continue;
    if ('problem' in conv) { local.push(conv.problem); continue; }
    if (def.block === 'special') { special[def.name] = conv.value; continue; }
    (body[def.block] ??= {})[def.name] = conv.value;
  }
  const type = body.property?.type;
  if (Object.keys(special).length > 0) body.special = { [typeof type === 'string' ? type : 'unknown']: special };
  const resource = role === 'sellers' ? 'seller' : role === 'properties' ? 'property' : 'images';
  const checked = local.length > 0 ? null : validateBody(resource, operation, resource === 'images' ? { images: [body] } : body);
  const issues = checked === null ? local : checked.ok ? [] : checked.error;
  const transfer = body.id?.transfer_id;
  return { body, transferId: typeof transfer === 'string' ? transfer : null, problems: issues.map((i) => problemOf(i, columnOf)) };
}
