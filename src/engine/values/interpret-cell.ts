// Applies a column's interpretations to one cell: `45,9` under `Irányár (M Ft)` is 45 900 000 forints, `2+1` is two
// rooms and a half room. A cell that names its own currency (`45 900 000 Ft`) is read as written, not scaled.
import type { FieldDef, Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { CellValue } from '../model/cell-value';
import type { CellFill, ColumnInterpretation } from './column-interpretation';
import { parseCompoundRooms } from './compound-rooms';
import type { Converted } from './converted-value';
import { problemOf, quote } from './value-problem';
import { INTERPRET_MESSAGES as M } from './values-messages';

export function interpretationSignature(list: readonly ColumnInterpretation[]): string {
  return JSON.stringify(list);
}

type Of<K extends ColumnInterpretation['kind']> = Extract<ColumnInterpretation, { kind: K }>;

type Kind = ColumnInterpretation['kind'];

function find<K extends Kind>(list: readonly ColumnInterpretation[], kind: K): Of<K> | undefined {
  return list.find((i): i is Of<K> => i.kind === kind);
}

/** A cell's problem from the values' catalog, formatted in both languages. */
function problem(text: Words): Converted {
  return { kind: 'problem', problem: problemOf(text) };
}

/** Money is kept to the cent: `45,9 × 1 000 000` is 45 900 000, not 45 900 000.000000004. */
function scaled(n: number, factor: number): number {
  return Math.round(n * factor * 100) / 100;
}

/** Reads a cell as a number that may have a fraction (the converter's own reading, given by convert-cell). */
export type AmountReader = (field: FieldDef, cell: CellValue) => Converted;

function scaleNumber(field: FieldDef, cell: CellValue, scale: Of<'scale'>, readAmount: AmountReader): Converted {
  const { factor, unit } = scale;
  const c = readAmount(field, cell);
  if (c.kind !== 'value' || typeof c.value !== 'number') return c;
  // A cell naming its own currency or scale (`45 900 000 Ft`, `45,9 millió`) is read as written.
  const v = c.currency === null && c.ownScale !== true ? scaled(c.value, factor) : c.value;
  // A huge number times the scale leaves the finite numbers; it is said, never passed on as Infinity.
  if (!Number.isFinite(v)) {
    return problem(formatBoth(M.tooLarge, { value: quote(cell), unit }));
  }
  if (field.type.kind === 'uint' && !Number.isInteger(v)) {
    return problem(formatBoth(M.notWhole, { value: quote(cell), unit, scaled: v }));
  }
  return { ...c, value: v };
}

/** What the row gets besides the cell's own value: a rent period, a deposit type, a plot area unit. */
function headerFills(list: readonly ColumnInterpretation[]): CellFill[] {
  const fills: CellFill[] = [];
  for (const i of list) {
    if (i.kind === 'period') {
      fills.push(
        i.target === 'price.price_period'
          ? { key: i.target, value: i.period, onlyWhen: { key: 'property.action', value: 'rent' } }
          : { key: i.target, value: i.period },
      );
    } else if (i.kind === 'plot_unit') {
      fills.push({ key: 'special.plot_area_unit', value: i.code });
    }
  }
  return fills;
}

export function interpretCell(
  field: FieldDef,
  cell: CellValue,
  list: readonly ColumnInterpretation[],
  plain: (cell: CellValue) => Converted,
  readAmount: AmountReader,
): Converted {
  if (find(list, 'rooms_split') && (typeof cell === 'string' || typeof cell === 'number')) {
    const rooms = parseCompoundRooms(cell);
    if (rooms) {
      const fills = [{ key: 'special.number_of_half_rooms', value: rooms.halfRooms }];
      return { kind: 'value', value: rooms.rooms, currency: null, fills };
    }
  }
  const scale = find(list, 'scale');
  const numeric = field.type.kind === 'decimal' || field.type.kind === 'uint';
  let c = scale && numeric ? scaleNumber(field, cell, scale, readAmount) : plain(cell);
  if (c.kind !== 'value') return c;
  const currency = find(list, 'currency');
  if (currency) {
    if (c.currency !== null && c.currency !== currency.currency) {
      const params = { value: quote(cell), currency: c.currency.toUpperCase(), unit: currency.unit };
      return problem(formatBoth(M.otherCurrency, params));
    }
    c = { ...c, currency: currency.currency };
  }
  // A cell naming its own period (`3 000 000 Ft/év` under `Ft/hó`) is read as written, as its own currency is.
  const own = c.fills;
  const fills = headerFills(list).filter((h) => own === undefined || !own.some((f) => f.key === h.key));
  return fills.length > 0 ? { ...c, fills: [...(own ?? []), ...fills] } : c;
}
