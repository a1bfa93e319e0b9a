// Which field each column of each sheet is imported into, as proposed by mapping and confirmed by the user.
import type { PropertyType, SheetRole } from '../../catalog';
import type { InterpretationKind } from './interpretation-kind';

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
