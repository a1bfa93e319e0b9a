// A sheet's mapping compiled once: which column feeds which field, in catalog order, and where the result columns are.
import type { FieldDef, PropertyType, Resource, SheetRole } from '../../catalog';
import { IMPORT_ACTION_FIELD, PROPERTY_TYPES, SPECIAL_BLOCKS, assertNever, fieldsForRole } from '../../catalog';
import type { SheetMapping } from '../model/workbook-mapping';
import { resultColumnOf } from '../mapping/result-column';
import { isImportActionHeader } from '../mapping/import-action-column';
import type { ResultColumnIndexes } from './previous-result';

export interface PlannedColumn {
  readonly index: number;
  readonly column: string;
  readonly def: FieldDef;
}

export interface SheetPlan {
  readonly sheet: string;
  readonly role: SheetRole;
  readonly resource: Resource;
  /** Columns of the body outside `special` and `owner`, in catalog order so bodies are canonical. */
  readonly plain: readonly PlannedColumn[];
  /** `special.<name>` columns, in catalog order; placed per row into the block of the row's type. */
  readonly special: readonly PlannedColumn[];
  /** Image rows: `owner.transfer_id` and `owner.id`. */
  readonly ownerTransferId: PlannedColumn | null;
  readonly ownerId: PlannedColumn | null;
  readonly results: ResultColumnIndexes;
  /** The `Import action` column (withdraw, delete), if the sheet has one. */
  readonly action: number | null;
  /** Column letter per field key, for problems that the catalog reports by key. */
  readonly columnOf: ReadonlyMap<string, string>;
  /** Every data column's index, to tell an empty row. */
  readonly dataIndexes: readonly number[];
}

export function resourceOf(role: SheetRole): Resource {
  switch (role) {
    case 'properties':
      return 'property';
    case 'sellers':
      return 'seller';
    case 'property_images':
    case 'seller_images':
      return 'images';
    default:
      return assertNever(role, 'sheet role');
  }
}

/** The special field definitions of each type by name. */
export const SPECIAL_BY_TYPE: ReadonlyMap<PropertyType, ReadonlyMap<string, FieldDef>> = new Map(
  PROPERTY_TYPES.map((t) => [t, new Map(SPECIAL_BLOCKS[t].map((f) => [f.name, f]))]),
);

/** Compiles the mapping of a sheet with a role; columns mapped to unknown keys are ignored. */
export function compileSheetPlan(mapping: SheetMapping & { readonly role: SheetRole }): SheetPlan {
  const role = mapping.role;
  const catalogOrder = new Map(fieldsForRole(role).map((f, place) => [f.key, { def: f, place }] as const));
  const mapped: (PlannedColumn & { readonly order: number })[] = [];
  const results = {
    status: null as number | null,
    serviceId: null as number | null,
    fingerprint: null as number | null,
  };
  let action: number | null = null;
  for (const c of mapping.columns) {
    // Mapped to the action, or an action header nobody mapped: a column the user left out is not read.
    const unmapped = c.field === null && c.source !== 'user';
    if (c.field === IMPORT_ACTION_FIELD || (unmapped && isImportActionHeader(c.header))) {
      action ??= c.index;
      continue;
    }
    const result = resultColumnOf(c.header);
    if (result === 'status' || result === 'serviceId' || result === 'fingerprint') {
      results[result] ??= c.index;
      continue;
    }
    if (result !== null || c.field === null) continue;
    const field = catalogOrder.get(c.field);
    if (field) mapped.push({ index: c.index, column: c.column, def: field.def, order: field.place });
  }
  mapped.sort((a, b) => a.order - b.order);
  const strip = ({ index, column, def }: PlannedColumn): PlannedColumn => ({ index, column, def });
  const owner = (key: string) => {
    const c = mapped.find((m) => m.def.key === key);
    return c ? strip(c) : null;
  };
  return {
    sheet: mapping.sheet,
    role,
    resource: resourceOf(role),
    plain: mapped.filter((m) => m.def.block !== 'special' && m.def.block !== 'owner').map(strip),
    special: mapped.filter((m) => m.def.block === 'special').map(strip),
    ownerTransferId: owner('owner.transfer_id'),
    ownerId: owner('owner.id'),
    results,
    action,
    columnOf: new Map(mapped.map((m) => [m.def.key, m.column])),
    dataIndexes: mapped.map((m) => m.index),
  };
}
