// Which fields a new record needs that no column of the sheet gives, shown while mapping rather than on every row.
import type { FieldDef } from '../../catalog';
import { fieldsForRole } from '../../catalog';
import type { SheetMapping } from '../model/workbook-mapping';

/**
 * Fields that another mapped column can stand in for: the currency written in the price, the settlement of a postal
 * code.
 */
const STAND_INS: Readonly<Record<string, string>> = {
  'price.price_currency': 'price.price',
  'location.region_id': 'location.zip_code',
};

/** Fields required to create a record of the sheet's role that no column is mapped to (empty without a role). */
export function unmappedRequiredFields(sheet: SheetMapping): readonly FieldDef[] {
  if (sheet.role === null) return [];
  const mapped = new Set(sheet.columns.map((c) => c.field).filter((f): f is string => f !== null));
  // The sheet's default type fills every row whose type is empty, so no type column is needed.
  if (sheet.role === 'properties' && sheet.defaultPropertyType != null) mapped.add('property.type');
  return fieldsForRole(sheet.role).filter((f) => {
    if (!f.required.create || mapped.has(f.key)) return false;
    const standIn = STAND_INS[f.key];
    return standIn === undefined || !mapped.has(standIn);
  });
}
