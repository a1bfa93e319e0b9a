// One value the service returned, as a person writes it in the template: words for codes and yes/no, names for places.
import type { FieldDef, Lang, ValueSetName } from '../../catalog';
import { VALUE_SETS, valueWords } from '../../catalog';
import type { ReferenceData } from '../model/reference-data';
import { BOOLEAN_WORDS } from '../template/template-words';
import { fitInCell } from '../values/shortened-text';

export type ExportCell = string | number | null;

/** Region and district names by identifier, so the sheet says `Budapest`, `XIII. kerület` as staff would. */
export interface PlaceNames {
  readonly region: ReadonlyMap<number, string>;
  readonly area: ReadonlyMap<number, string>;
}

export function placeNames(reference: ReferenceData | null): PlaceNames {
  const region = new Map<number, string>();
  const area = new Map<number, string>();
  for (const r of reference?.regions ?? []) {
    region.set(r.id, r.name);
    for (const a of r.areas) area.set(a.id, a.name);
  }
  return { region, area };
}

function isValueSet(set: string): set is ValueSetName {
  return Object.prototype.hasOwnProperty.call(VALUE_SETS, set);
}

/**
 * The cell for `value` of `field`. A code or place the words do not know is written as it came (the importer reads
 * codes and identifiers too), so nothing the service holds is lost on the way; a text longer than a cell holds is
 * shortened with a note (values/shortened-text.ts).
 */
export function cellValue(field: FieldDef, value: unknown, lang: Lang, places: PlaceNames): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (field.key === 'location.region_id') return places.region.get(value) ?? value;
    if (field.key === 'location.area_id') return places.area.get(value) ?? value;
    return value;
  }
  if (typeof value === 'boolean') return BOOLEAN_WORDS[value ? 'true' : 'false'][lang];
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field.type.kind === 'enum' && isValueSet(field.type.set) && field.type.values.includes(value)) {
    return valueWords(field.type.set, value)[lang];
  }
  return fitInCell(value, lang);
}
