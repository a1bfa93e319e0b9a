// The problems of the row being prepared, recorded as the preparer finds them; one recorder per sheet, reset per row.
import type { FieldDef, SheetRole, Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { RowProblem } from '../model/prepared-row';
import type { ValueProblem } from '../values/value-problem';
import { problemOf } from '../values/value-problem';
import { CELL_RULE_MESSAGES } from './validation-messages';
import { problemFromValue, rowProblem } from './describe-problem';

function isErrorValue(value: unknown): value is { readonly error: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

export class RowProblems {
  /** The row's problems in the order found, or null while it has none (most rows: no list is made for them). */
  list: RowProblem[] | null = null;
  /** Fields whose cell failed: their schema issues would only repeat the cell's problem. */
  #bad: string[] | null = null;
  #rowNumber = 0;

  constructor(private readonly role: SheetRole) {}

  /** Starts the next row. */
  reset(rowNumber: number): void {
    this.#rowNumber = rowNumber;
    this.list = null;
    this.#bad = null;
  }

  isBad(key: string): boolean {
    return this.#bad !== null && this.#bad.includes(key);
  }

  add(problem: RowProblem): void {
    (this.list ??= []).push(problem);
  }

  /** A cell whose value failed its field; the field is then bad. */
  fail(def: FieldDef, column: string | null, value: unknown, p: ValueProblem): void {
    // An Excel error is named by its cell, so the person can find the broken formula.
    const row = this.#rowNumber;
    const problem =
      column !== null && isErrorValue(value)
        ? problemOf(formatBoth(CELL_RULE_MESSAGES.excelError, { cell: `${column}${row}`, error: value.error }))
        : p;
    this.add(problemFromValue(def, column, value, problem));
    (this.#bad ??= []).push(def.key);
  }

  /** A rule of the row broken (not one cell's value); `problem` is a catalog's message in both languages. */
  addRule(key: string, column: string | null, value: unknown, problem: Words): void {
    this.add(rowProblem(this.role, key, column, value, problem));
  }
}
