// The value-mapping step per property type (docs/template.md): a special field's word can map to a code one property
// type allows and another does not (`újszerű` → like_new, not an apartment's condition). Each such type is named with
// the rows it makes invalid, the words it allows (as the review grid offers them for that row) and those nearest
// in meaning to the refused one (docs/office-conventions.md, "Suggestions by meaning").
import type { FieldDef, PropertyType, ValueSetName } from '../../catalog';
import { findField, isPropertyType, specialField, valueWords } from '../../catalog';
import type { SheetMapping } from '../../engine/model/workbook-mapping';
import type { ValueConverter } from '../../engine/values';
import type { TableRow } from '../../engine/model/sheet-table';
import type { CellValue } from '../../engine/model/cell-value';
import type { ValueEntry } from '../../shared/contract';

type NotAllowed = NonNullable<ValueEntry['notAllowed']>[number];

/** Rows listed per type and value, so they can be fixed together (as many as one bulk edit takes). */
const ROWS_LISTED = 200_000;

/** The property type of every row: its type column's word, else the sheet's default; null when neither says. */
function rowTypes(
  mapping: SheetMapping,
  rows: readonly TableRow[],
  cellOf: (row: TableRow, index: number) => CellValue,
  converter: ValueConverter,
): (PropertyType | null)[] {
  const typeColumn = mapping.columns.find((c) => c.field === 'property.type');
  const typeField = findField('properties', 'property.type');
  const fallback = mapping.defaultPropertyType ?? null;
  return rows.map((r) => {
    const cell = typeColumn ? cellOf(r, typeColumn.index) : null;
    if (!typeField || cell === null || String(cell).trim() === '') return fallback;
    const c = converter.convert(typeField, String(cell).trim());
    return c.kind === 'value' && isPropertyType(c.value) ? c.value : fallback;
  });
}

function allowedOf(def: FieldDef): NotAllowed['allowed'] {
  if (def.type.kind !== 'enum') return [];
  const set = def.type.set as ValueSetName;
  return def.type.values.map((code) => {
    const w = valueWords(set, code);
    return { code, en: w.en, hu: w.hu };
  });
}

/**
 * For each value of a special enum column that converts to a code: the property types among the rows holding it
 * whose own definition of the field refuses it. Other columns get nothing (their values mean the same for every
 * type).
 */
export function notAllowedByType(
  field: FieldDef,
  mapping: SheetMapping,
  index: number,
  rows: readonly TableRow[],
  cellOf: (row: TableRow, index: number) => CellValue,
  converter: ValueConverter,
  lang: 'en' | 'hu',
): ReadonlyMap<string, NotAllowed[]> {
  const out = new Map<string, NotAllowed[]>();
  if (field.block !== 'special' || mapping.role !== 'properties' || field.type.kind !== 'enum') return out;
  const types = rowTypes(mapping, rows, cellOf, converter);
  // value → type → row numbers, for the rows whose type's own definition refuses the value.
  const refused = new Map<string, Map<PropertyType, number[]>>();
  // type and text → null when the type takes the text, else the codes nearest in meaning it offers instead.
  const verdicts = new Map<string, readonly string[] | null>();
  rows.forEach((r, i) => {
    const type = types[i];
    const cell = cellOf(r, index);
    if (type === null || type === undefined || cell === null) return;
    const text = String(cell).trim();
    const def = specialField(type, field.name);
    if (text === '' || !def || def.type.kind !== 'enum') return;
    const key = `${type}\u0000${text}`;
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      const c = converter.convert(def, text);
      verdict = c.kind === 'problem' ? c.problem.candidates : null;
      verdicts.set(key, verdict);
    }
    if (verdict === null) return;
    const byType = refused.get(text) ?? new Map<PropertyType, number[]>();
    byType.set(type, [...(byType.get(type) ?? []), r.number]);
    refused.set(text, byType);
  });
  for (const [text, byType] of refused) {
    out.set(
      text,
      [...byType].map(([type, numbers]) => {
        const def = specialField(type, field.name);
        const allowed = def ? allowedOf(def) : [];
        const nearest = verdicts.get(`${type}\u0000${text}`) ?? [];
        return {
          type,
          typeWord: valueWords('PROPERTY_TYPE', type)[lang],
          count: numbers.length,
          rows: numbers.slice(0, ROWS_LISTED),
          allowed,
          nearest: allowed
            .filter((a) => nearest.includes(a.code))
            .sort((a, b) => nearest.indexOf(a.code) - nearest.indexOf(b.code)),
        };
      }),
    );
  }
  return out;
}
