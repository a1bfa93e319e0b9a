// The rows of an import as they pass from mapping through validation and planning to upload and write-back.
import type { ImportAction, Operation, PropertyType, SheetRole, WriteBody } from '../catalog';
import type { RowStatus } from './workbook/result-columns';
import type { InterpretationKind } from './values/column-interpretation';

/** Where a mapping came from; `confidence` says how sure it is (1 = exact canonical key). */
export type MatchSource = 'key' | 'label' | 'synonym' | 'fuzzy' | 'template' | 'user' | 'none';

export interface ColumnMapping {
  /** 0-based column index and its letter as Excel shows it. */
  readonly index: number;
  readonly column: string;
  readonly header: string;
  /** Catalog key (`price.price`, `special.floor_area`), or null when the column is not imported. */
  readonly field: string | null;
  readonly confidence: number;
  readonly source: MatchSource;
  /** Interpretations of the header or values (a scale, a currency, `2+1`) the user turned off for this column. */
  readonly off?: readonly InterpretationKind[];
  /** The unit the user gave for this column (`M Ft`), read instead of the one in its header. */
  readonly unit?: string;
}

export interface SheetMapping {
  readonly sheet: string;
  readonly role: SheetRole | null;
  readonly headerRow: number;
  readonly columns: readonly ColumnMapping[];
  /**
   * Properties sheets only: the type of rows whose `property.type` is empty or unmapped (a sheet per type, such
   * as the template's `Ingatlanok – lakás`). Absent or null: no default.
   */
  readonly defaultPropertyType?: PropertyType | null;
}

export interface WorkbookMapping {
  readonly sheets: readonly SheetMapping[];
}

/** One problem of one row, for a person: names the field, the column and the value. */
export interface RowProblem {
  readonly field: string;
  /** Column letter, or null for a rule of the whole row (e.g. a duplicate reference). */
  readonly column: string | null;
  readonly value: unknown;
  readonly message: string;
  readonly messageHu: string;
}

/** The record a row is bound to (validation/identity-binding.ts); `officeId` null: not known when written. */
export interface RowBinding {
  readonly serviceId: number;
  readonly officeId: number | null;
  /** 8 base64url characters of the sha1 of the reference, null: the record had no reference. */
  readonly referenceHash: string | null;
}

/** What the workbook's result columns said about a row when it was read (resubmission). */
export interface PreviousResult {
  readonly status: RowStatus | null;
  readonly serviceId: number | null;
  readonly fingerprint: string | null;
  /** What each field held when the row was exported or last written back (upload/row-snapshot.ts); absent: none. */
  readonly snapshot?: string;
  /** The record the row was exported or last written back as (validation/identity-binding.ts); absent: none. */
  readonly binding?: RowBinding;
}

/** A row ready to be planned: mapped, converted to API values and validated. */
export interface PreparedRow {
  readonly sheet: string;
  /** Worksheet row number (1-based). */
  readonly row: number;
  readonly role: SheetRole;
  readonly operation: Operation;
  /** The request body; for image rows the single image item. */
  readonly body: WriteBody;
  /** The row's own `id.transfer_id`, if any. */
  readonly transferId: string | null;
  /** The service ID from the row (Service ID column, or a mapped id), if any: the row is then a modify. */
  readonly serviceId: number | null;
  readonly officeId: number | null;
  /** For image rows: the owner's reference or service ID. */
  readonly owner: { readonly transferId: string | null; readonly id: number | null } | null;
  /** The row's `Import action` (withdraw, delete); absent: upsert (create or modify). Part of the fingerprint. */
  readonly action?: ImportAction;
  /** Stable hash of what would be sent; equal to `previous.fingerprint` when the row is unchanged since. */
  readonly fingerprint: string;
  readonly previous: PreviousResult | null;
  readonly problems: readonly RowProblem[];
}

/** A row's key across mapping, journal and write-back. */
export function rowKey(sheet: string, row: number): string {
  return `${sheet}!${row}`;
}
