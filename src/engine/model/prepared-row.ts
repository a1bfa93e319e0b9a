// A row ready to be planned, as it passes from mapping through validation and planning to upload and write-back.
import type { ImportAction, Operation, SheetRole, WriteBody } from '../../catalog';
import type { RowStatus } from './row-result';

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
