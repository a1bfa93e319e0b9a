// A listed seller or property as one row of template cells, in the order of the sheet's columns.
import type { FieldDef, Lang, PropertyType } from '../../catalog';
import { SPECIAL_BLOCKS, isPropertyType } from '../../catalog';
import type { ExportCell, PlaceNames } from './cell-value';
import { cellValue } from './cell-value';
import type { ListedItem } from './fetch-records';

type Block = Readonly<Record<string, unknown>>;

function blockOf(item: ListedItem, name: string): Block | undefined {
  const b = item[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Block) : undefined;
}

/** The one special block of a listing (`special: { apartment: {...} }`). */
function specialOf(item: ListedItem): Block | undefined {
  const special = blockOf(item, 'special');
  const inner = special ? Object.values(special)[0] : undefined;
  return inner !== null && typeof inner === 'object' ? (inner as Block) : undefined;
}

/**
 * The listed value of `field`. A listing names its seller by transfer_id when the seller has one, else by
 * service identifier: the two columns are mutually exclusive in the API, so only one is filled.
 */
export function listedValue(item: ListedItem, field: FieldDef): unknown {
  if (field.block === 'special') return specialOf(item)?.[field.name];
  const block = blockOf(item, field.block);
  if (field.key === 'seller.id' && 'property' in item) {
    return typeof block?.['transfer_id'] === 'string' ? null : block?.['id'];
  }
  return block?.[field.name];
}

/** The listed record's service identifier (`id.id`). */
export function serviceIdOf(item: ListedItem): number | null {
  const id = blockOf(item, 'id')?.['id'];
  return typeof id === 'number' ? id : null;
}

/** Each type's special fields by name (the first of a name, as a search of the list finds it), made once. */
const SPECIAL_DEFS = new Map<PropertyType, ReadonlyMap<string, FieldDef>>();

function specialDefsOf(type: PropertyType): ReadonlyMap<string, FieldDef> {
  let defs = SPECIAL_DEFS.get(type);
  if (defs === undefined) {
    const byName = new Map<string, FieldDef>();
    for (const f of SPECIAL_BLOCKS[type]) if (!byName.has(f.name)) byName.set(f.name, f);
    SPECIAL_DEFS.set(type, byName);
    defs = byName;
  }
  return defs;
}

/**
 * The combined sheet's special column holds the first type's definition of a name; `condition` of an apartment takes
 * its words from the apartment's own value set, so the definition of the listing's type is used. The listing's type
 * and special block are looked up once a row: a 10,000-listing export has about 400,000 special cells.
 */
export function recordRow(item: ListedItem, fields: readonly FieldDef[], lang: Lang, places: PlaceNames): ExportCell[] {
  const type = blockOf(item, 'property')?.['type'];
  const defs = isPropertyType(type) ? specialDefsOf(type) : undefined;
  const special = specialOf(item);
  return fields.map((f) =>
    f.block === 'special'
      ? cellValue(defs?.get(f.name) ?? f, special?.[f.name], lang, places)
      : cellValue(f, listedValue(item, f), lang, places),
  );
}
