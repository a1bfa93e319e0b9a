// What row preparation is given besides the rows: the office, reference data, value mappings, server knowledge.
import type { ReferenceData } from '../model/reference-data';
import type { CellValue } from '../model/cell-value';
import type { ValueOverride } from '../values/value-override';

/** One data row as the readers give it (`SheetRow` fits). */
export interface TableRow {
  /** Row number as Excel shows it. */
  readonly number: number;
  /** Cells by 0-based column index; trailing empty cells may be absent. */
  readonly cells: readonly CellValue[];
}

export interface PrepareOptions {
  /** The office of the whole run; a `property.office_id` column overrides it per row. */
  readonly officeId?: number | null;
  /** Regions and offices; null or absent when neither the service nor a cache could give them. */
  readonly reference?: ReferenceData | null;
  /**
   * An import that checks with the service's reference data: without it (`reference` null), its listings cannot be
   * checked and are refused, so none is sent unchecked (docs/upload.md, "Without reference data").
   */
  readonly referenceRequired?: boolean;
  /** The user's value mappings (`{field, value, code}`). */
  readonly overrides?: readonly ValueOverride[];
  /** `transfer_id`s of sellers that exist on the server; absent when they were not looked up. */
  readonly serverSellerTransferIds?: ReadonlySet<string>;
  /** `transfer_id`s of properties that exist on the server; absent when they were not looked up. */
  readonly serverPropertyTransferIds?: ReadonlySet<string>;
  /**
   * The office defaults (an overhead takes the price's currency, a rent is monthly), as the app applies them; off
   * unless asked for (docs/office-conventions.md, "Office defaults").
   */
  readonly officeDefaults?: boolean;
}

/** A check that could not run, and why; shown with the validation result. */
export interface SkippedCheck {
  readonly check: 'regions' | 'offices' | 'seller_references' | 'image_owners';
  readonly reason: string;
  readonly reasonHu: string;
}
