// A sheet compiled once for preparing its rows: each column's converter, where its value goes, and the special
// columns' field per property type, so that no row looks a column up again.
import type { SheetMapping } from '../model/workbook-mapping';
import type { CellValue } from '../model/cell-value';
import type { FieldDef, PropertyType, SheetRole } from '../../catalog';
import { PROPERTY_TYPES, fieldsForRole } from '../../catalog';
import type { Converted } from '../values/converted-value';
import { activeInterpretations } from '../mapping/column-interpretations';
import { BlockBuilder } from './block-builder';
import type { PrepareContext } from './prepare-context';
import { isEmptyCell } from './region-cells';
import type { SheetPlan } from './sheet-plan';
import { SPECIAL_BY_TYPE, compileSheetPlan } from './sheet-plan';

/** How a plain column's value is placed: settlements and districts are resolved with the region list. */
export const PLACE_VALUE = 0;
export const PLACE_REGION = 1;
export const PLACE_AREA = 2;
type Place = typeof PLACE_VALUE | typeof PLACE_REGION | typeof PLACE_AREA;

export const TYPE_INDEX: ReadonlyMap<string, number> = new Map(PROPERTY_TYPES.map((t, i) => [t, i]));

/** A special column's field for one property type, its slot in that type's block, and its converter. */
export interface TypedSpecial {
  readonly def: FieldDef;
  readonly slot: number;
  readonly convert: (cell: CellValue) => Converted;
  /** Whether the column has interpretations (a scale, a currency, `2+1`): its converter does more than the field's. */
  readonly interpreted: boolean;
}

export interface CompiledSheet {
  readonly plan: SheetPlan;
  readonly role: SheetRole;
  readonly officeColumn: string | null;
  /** The sheet's default property type (properties only). */
  readonly defaultType: PropertyType | null;
  /** Blocks a create needs: added empty to a failed row so its fields, not the block, are named. */
  readonly requiredBlocks: readonly string[];
  /** Per plain column: its converter, where its value goes, and whether the header interprets it. */
  readonly plainConverters: readonly ((cell: CellValue) => Converted)[];
  readonly plainPlaces: readonly Place[];
  readonly plainInterpreted: readonly boolean[];
  /** Per special column and property type (PROPERTY_TYPES order), the field of that type, or null. */
  readonly specialOf: readonly (readonly (TypedSpecial | null)[])[];
  /** One block builder per property type, reused row after row. */
  readonly specialBuilders: readonly BlockBuilder[];
}

/** Compiles a sheet with a role. A header's scale or currency and compound values (`2+1`) apply per column
 * (docs/office-conventions.md, "Interpretations"). */
export function compileSheet(
  mapping: SheetMapping & { readonly role: SheetRole },
  context: PrepareContext,
): CompiledSheet {
  const plan = compileSheetPlan(mapping);
  const { converter } = context;
  const columnByIndex = new Map(mapping.columns.map((c) => [c.index, c] as const));
  const interpretationsAt = (index: number) => {
    const c = columnByIndex.get(index);
    return c ? activeInterpretations(c) : [];
  };
  const role = plan.role;
  // Per special column and type index, the field of that type (or null); slots count per type in column order.
  const slotCounts = PROPERTY_TYPES.map(() => 0);
  const specialOf = plan.special.map((pc) =>
    PROPERTY_TYPES.map((t, ti): TypedSpecial | null => {
      const def = SPECIAL_BY_TYPE.get(t)?.get(pc.def.name);
      if (!def) return null;
      const slot = slotCounts[ti] ?? 0;
      slotCounts[ti] = slot + 1;
      const interpretations = interpretationsAt(pc.index);
      return { def, slot, convert: converter.forColumn(def, interpretations), interpreted: interpretations.length > 0 };
    }),
  );
  return {
    plan,
    role,
    officeColumn: plan.columnOf.get('property.office_id') ?? null,
    defaultType: role === 'properties' ? (mapping.defaultPropertyType ?? null) : null,
    requiredBlocks: [
      ...new Set(
        fieldsForRole(role)
          .filter((f) => f.required.create && f.block !== 'owner')
          .map((f) => f.block),
      ),
    ],
    plainConverters: plan.plain.map((pc) => converter.forColumn(pc.def, interpretationsAt(pc.index))),
    plainPlaces: plan.plain.map((pc) =>
      pc.def.key === 'location.region_id' ? PLACE_REGION : pc.def.key === 'location.area_id' ? PLACE_AREA : PLACE_VALUE,
    ),
    plainInterpreted: plan.plain.map((pc) => interpretationsAt(pc.index).length > 0),
    specialOf,
    specialBuilders: slotCounts.map((n) => new BlockBuilder(n)),
  };
}

/** Whether the row has data in a mapped column; a row without any is no row. */
export function hasData(plan: SheetPlan, cells: readonly CellValue[]): boolean {
  for (const i of plan.dataIndexes) if (!isEmptyCell(cells[i])) return true;
  return false;
}
