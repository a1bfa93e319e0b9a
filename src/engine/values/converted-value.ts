// One cell converted to its field's API value: empty, a value (with what it fills in other fields of its row), or
// the problem that stops it. Its own file so that interpret-cell.ts, which convert-cell.ts calls, needs no import back.
import type { CellFill } from './column-interpretation';
import type { CurrencyCode } from './parse-number';
import type { ValueProblem } from './value-problem';

export type Converted =
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'value';
      readonly value: string | number | boolean;
      readonly currency: CurrencyCode | null;
      /** The cell named its own scale (`45,9 M`): read as written in a column whose header scales (`Ár (M Ft)`). */
      readonly ownScale?: true;
      /** Values for other fields of the row, from a compound value or the header (`2+1`, `Ft/hó`). */
      readonly fills?: readonly CellFill[];
    }
  | { readonly kind: 'problem'; readonly problem: ValueProblem };
