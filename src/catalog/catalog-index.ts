// Lookups over the whole catalog: every field a workbook column can be mapped onto, per sheet role.
import type { FieldDef } from './field-types';
import { PROPERTY_FIELDS } from './property-fields';
import { SELLER_FIELDS } from './seller-fields';
import { IMAGE_FIELDS, IMAGE_OWNER_FIELDS } from './image-fields';
import { SPECIAL_BLOCKS } from './special-blocks';
import { PROPERTY_TYPES } from './value-sets';
import type { PropertyType } from './value-sets';

export type SheetRole = 'properties' | 'sellers' | 'property_images' | 'seller_images';
export const SHEET_ROLES: readonly SheetRole[] = ['sellers', 'properties', 'property_images', 'seller_images'];

/** One special field across the types that have it; per-type rules come from {@link SPECIAL_BLOCKS}. */
function mergedSpecialFields(types: readonly PropertyType[] = PROPERTY_TYPES): readonly FieldDef[] {
  const seen = new Map<string, FieldDef>();
  for (const t of types) for (const f of SPECIAL_BLOCKS[t]) if (!seen.has(f.key)) seen.set(f.key, f);
  return [...seen.values()];
}

const ROLE_FIELDS: Readonly<Record<SheetRole, readonly FieldDef[]>> = {
  properties: [...PROPERTY_FIELDS, ...mergedSpecialFields()],
  sellers: SELLER_FIELDS,
  property_images: [...IMAGE_OWNER_FIELDS.property, ...IMAGE_FIELDS],
  seller_images: [...IMAGE_OWNER_FIELDS.seller, ...IMAGE_FIELDS],
};

/** The fields a column of a sheet in this role may be mapped onto. */
export function fieldsForRole(role: SheetRole): readonly FieldDef[] {
  return ROLE_FIELDS[role];
}

/** Property columns for a workbook limited to some property types (template sheets per type). */
export function propertyFieldsFor(types: readonly PropertyType[]): readonly FieldDef[] {
  return [...PROPERTY_FIELDS, ...mergedSpecialFields(types)];
}

export function findField(role: SheetRole, key: string): FieldDef | undefined {
  return ROLE_FIELDS[role].find((f) => f.key === key);
}
