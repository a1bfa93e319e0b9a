// What the importer reads into a column beyond its cells: a header's scale, currency, period or area unit, and
// compound room counts. Each one is shown to the user with an example and can be turned off per column.
import type { UnitArea, UnitPeriod, Words } from '../../catalog';
import type { CurrencyCode } from './parse-number';

export type ColumnInterpretation =
  /** `Irányár (M Ft)`: the column's numbers are multiplied by `factor`. */
  | { readonly kind: 'scale'; readonly factor: number; readonly unit: string }
  /** `Ár (EUR)`: the amounts are in this currency, which fills the row's currency field when it has none. */
  | { readonly kind: 'currency'; readonly currency: CurrencyCode; readonly unit: string }
  /** `Bérleti díj (Ft/hó)`: fills the rent period (rent rows) or the deposit type (months or years of rent). */
  | {
      readonly kind: 'period';
      readonly period: UnitPeriod;
      readonly target: 'price.price_period' | 'price.deposit_type';
      readonly unit: string;
    }
  /** `Telek (nöl)`: fills the plot area unit when the row has none. */
  | { readonly kind: 'plot_unit'; readonly code: UnitArea; readonly unit: string }
  /** `2+1`, `2 + 1 fél`: whole rooms, and half rooms into the half-room field. */
  | { readonly kind: 'rooms_split' };

/** A value one cell gives another field of its row, when the row has none there (`2+1` → one half room). */
export interface CellFill {
  readonly key: string;
  readonly value: string | number;
  /** Filled only when the row's field `key` holds `value` (a rent period only on rent rows). */
  readonly onlyWhen?: { readonly key: string; readonly value: string };
  /**
   * Said as a problem of the cell (its field `key`, its value `given`) when `onlyWhen` holds another value: a period
   * written in a sale's price cell is not dropped without a word. Absent: the fill is only skipped (a header's).
   */
  readonly otherwise?: { readonly key: string; readonly given: unknown; readonly words: Words };
  /** The column whose cell gave it, named when the row's own value differs (`the Rooms column (F) says 1`). */
  readonly from?: { readonly column: string; readonly label: Words };
}

/** The fills of a cell, each naming the column that gave it. */
export function fillsFrom(fills: readonly CellFill[], column: string, label: Words): CellFill[] {
  return fills.map((f) => ({ ...f, from: { column, label } }));
}
