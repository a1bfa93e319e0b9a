// How the quick path answers one column's cell: its value (and currency), empty, or "not sure", read directly for a
// plain text or number, else by the column's converter with the answer remembered per distinct text.
import type { FieldDef } from '../../catalog';
import type { CellValue } from '../model/cell-value';
import type { Converted } from '../values/converted-value';
import type { CurrencyCode } from '../values/parse-number';
import { TextMemo } from '../values/text-memo';
import type { Check } from './certainly-valid';
import { valueOk } from './certainly-valid';

/** A cell's answer: its value and currency, left empty, or "not sure" (a problem, a fill, a failed check). */
export const EMPTY = 0;
const VALUE = 1;
export const UNSURE = 2;

export interface CellAnswer {
  readonly outcome: number;
  readonly value: unknown;
  readonly currency: CurrencyCode | null;
}

/** The answer of a cell read directly, reused (never remembered). */
class DirectAnswer implements CellAnswer {
  readonly outcome = VALUE;
  value: unknown = undefined;
  readonly currency = null;
}

const EMPTY_ANSWER: CellAnswer = { outcome: EMPTY, value: undefined, currency: null };
const UNSURE_ANSWER: CellAnswer = { outcome: UNSURE, value: undefined, currency: null };

/** How a column reads a cell of the JavaScript type its field expects without its converter (see `answer`). */
const BY_CONVERTER = 0;
const DIRECT_TEXT = 1;
const DIRECT_NUMBER = 2;
const DIRECT_WHOLE = 3;

function directKind(def: FieldDef, interpreted: boolean): number {
  if (interpreted) return BY_CONVERTER;
  switch (def.type.kind) {
    case 'string':
      return DIRECT_TEXT;
    case 'uint':
      return DIRECT_WHOLE;
    case 'decimal':
    case 'double':
      return DIRECT_NUMBER;
    default:
      return BY_CONVERTER;
  }
}

/** Answers a value column's cells, remembering the answer per distinct text where the converter does. */
export class ValueColumn {
  private readonly memo: TextMemo<CellAnswer> | null;
  private readonly direct: number;
  private readonly scratch = new DirectAnswer();

  constructor(
    readonly index: number,
    readonly slot: number,
    private readonly check: Check | null,
    private readonly convert: (cell: CellValue) => Converted,
    def: FieldDef,
    interpreted: boolean,
  ) {
    this.direct = directKind(def, interpreted);
    // Texts of text fields are mostly unique (descriptions, addresses): remembering them would only cost memory.
    this.memo = this.direct === DIRECT_TEXT ? null : new TextMemo<CellAnswer>();
  }

  answer(cell: CellValue): CellAnswer {
    // A text field's text, or a number field's number, without an interpretation: what convert-cell does with it
    // (trimmed; finite, and whole for whole-number fields), without making a result object per cell.
    const direct = this.direct;
    if (direct === DIRECT_TEXT && typeof cell === 'string') {
      const text = cell.trim();
      return text === '' ? EMPTY_ANSWER : this.checked(text);
    }
    if (typeof cell === 'number' && (direct === DIRECT_NUMBER || direct === DIRECT_WHOLE)) {
      if (!Number.isFinite(cell) || (direct === DIRECT_WHOLE && !Number.isInteger(cell))) return UNSURE_ANSWER;
      return this.checked(cell);
    }
    const memo = this.memo;
    if (memo === null || typeof cell !== 'string') return this.fresh(cell);
    return memo.get(cell) ?? memo.remember(cell, this.fresh(cell));
  }

  private checked(value: unknown): CellAnswer {
    if (this.check === null || !valueOk(this.check, value)) return UNSURE_ANSWER;
    this.scratch.value = value;
    return this.scratch;
  }

  private fresh(cell: CellValue): CellAnswer {
    const c = this.convert(cell);
    if (c.kind === 'empty') return EMPTY_ANSWER;
    if (c.kind === 'problem' || c.fills !== undefined || this.check === null || !valueOk(this.check, c.value))
      return UNSURE_ANSWER;
    return { outcome: VALUE, value: c.value, currency: c.currency };
  }
}

/** The compiled special fields of one property type. */
export interface TypedColumn {
  readonly column: ValueColumn;
  readonly slot: number;
}
