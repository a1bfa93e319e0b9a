// The quick path of row preparation: decides from a row's converted cells alone that the row has no problem and
// that its body certainly passes the catalog's schemas, without building the body (built when first read).
//
// Why (docs/performance.md, "Engine off the main thread"): building every body and walking it for the quick check, then
// keeping 50,000 bodies, held the preparation at about 150,000 rows/s. Here each column is compiled once per sheet (its
// converter, its field's check, whether the field may be sent on create and on modify), a column's answer for a
// repeated text is remembered, and a row's values live in one reused array. Whenever a row is anything but plain (a
// problem, a value from a header's interpretation, an office default to apply, a check not certain) the answer is "not
// sure" and the preparer's full path prepares the row as before; the full path also builds the bodies of quick rows, so
// a quick row's body is the body the full path gives. `test/engine/validation/quick-row.test.ts` compares the two.
import type { Operation } from '../../catalog';
import type { CellValue } from '../model/cell-value';
import type { OfficeRef } from '../model/reference-data';
import type { Converted } from '../values/converted-value';
import type { ValueConverter } from '../values/convert-cell';
import type { RegionIndex } from '../values/region-index';
import type { PropertyType } from '../../catalog';
import type { TypedSpecial } from './compiled-sheet';
import { PLACE_AREA, PLACE_REGION, PLACE_VALUE } from './compiled-sheet';
import { ValueColumn } from './quick-row-answers';
import type { PlainColumn, QuickFacts } from './quick-row-check';
import { QuickRowCheck } from './quick-row-check';
import { PlaceMemo } from './quick-row-places';
import type { Slot } from './quick-row-slots';
import { compileSlots, compileSpecials, keyIndex, resourceOfRole } from './quick-row-slots';
import type { SheetPlan } from './sheet-plan';

export type { QuickFacts } from './quick-row-check';

export interface QuickRowSetup {
  readonly plan: SheetPlan;
  readonly plainConverters: readonly ((cell: CellValue) => Converted)[];
  /** Per plain column, whether it has interpretations. */
  readonly plainInterpreted: readonly boolean[];
  /** Per special column and property type (PROPERTY_TYPES order), the field of that type, or null. */
  readonly specialOf: readonly (readonly (TypedSpecial | null)[])[];
  readonly converter: ValueConverter;
  readonly regions: RegionIndex | null;
  readonly offices: ReadonlyMap<number, OfficeRef> | null;
  /** The office of the whole run (a `property.office_id` column overrides it per row). */
  readonly officeId: number | null;
  readonly defaultType: PropertyType | null;
  /** The preparer applies the office defaults: a row they would change is left to the full path. */
  readonly officeDefaults: boolean;
}

export interface QuickRow {
  /** The facts of a plain row that certainly passes, or null: prepare it with the full path. */
  check(cells: readonly CellValue[], operation: Operation, serviceId: number | null): QuickFacts | null;
}

/** Each plain column compiled: its slot, place, answer and currency; null when a column has no slot. */
function compilePlainColumns(setup: QuickRowSetup, slots: readonly Slot[]): PlainColumn[] | null {
  const { plan, converter } = setup;
  const plain = plan.plain.map((pc, j) => {
    const slot = keyIndex(slots, pc.def.key);
    const key = pc.def.key;
    const place = key === 'location.region_id' ? PLACE_REGION : key === 'location.area_id' ? PLACE_AREA : PLACE_VALUE;
    const convert = setup.plainConverters[j] ?? ((cell: CellValue) => converter.convert(pc.def, cell));
    const check = slots[slot]?.check ?? null;
    return {
      place,
      value: new ValueColumn(pc.index, slot, check, convert, pc.def, setup.plainInterpreted[j] !== false),
      currencyOf: key === 'price.price' ? 1 : key === 'price.overhead' ? 2 : key === 'price.deposit' ? 3 : 0,
    };
  });
  return plain.some((p) => p.value.slot < 0) ? null : plain;
}

/** The quick path of one sheet, or null when the sheet has none (image sheets, a field mapped twice). */
export function compileQuickRow(setup: QuickRowSetup): QuickRow | null {
  const { plan } = setup;
  const resource = resourceOfRole(plan.role);
  if (resource === null || plan.resource !== resource) return null;
  const mappedKeys = [...plan.plain, ...plan.special].map((pc) => pc.def.key);
  if (new Set(mappedKeys).size !== mappedKeys.length) return null;
  const table = compileSlots(resource, plan.role);
  const plain = compilePlainColumns(setup, table.slots);
  if (plain === null) return null;
  // The full path reads the settlement before the district; so must the quick path.
  const regionAt = plain.findIndex((p) => p.place === PLACE_REGION);
  const areaAt = plain.findIndex((p) => p.place === PLACE_AREA);
  if (regionAt >= 0 && areaAt >= 0 && areaAt < regionAt) return null;
  return new QuickRowCheck({
    plan,
    resource,
    table,
    plain,
    specials: compileSpecials(plan, setup.specialOf),
    places: new PlaceMemo(plan.plain[regionAt], plan.plain[areaAt], setup.converter, setup.regions),
    regions: setup.regions,
    offices: setup.offices,
    officeId: setup.officeId,
    defaultType: setup.defaultType,
    officeDefaults: setup.officeDefaults,
  });
}
