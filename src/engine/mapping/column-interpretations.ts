// Which interpretations a mapped column gets from its header and field, less those the user turned off.
import { MONEY_FIELDS } from '../../catalog';
import type { ColumnInterpretation } from '../values/column-interpretation';
import type { InterpretationKind } from '../model/interpretation-kind';
import { parseHeader, readUnit } from './header-unit';

export interface InterpretedColumn {
  readonly header: string;
  readonly field: string | null;
  /** Interpretations the user turned off for this column. */
  readonly off?: readonly InterpretationKind[];
  /** The user's unit for the column, instead of the header's. */
  readonly unit?: string;
}

/** Every interpretation the column's header and field allow, whether turned off or not. */
export function possibleInterpretations(
  header: string,
  field: string | null,
  unitText?: string,
): readonly ColumnInterpretation[] {
  if (field === null) return [];
  if (field === 'special.number_of_rooms') return [{ kind: 'rooms_split' }];
  const unit = unitText === undefined ? parseHeader(header).unit : readUnit(unitText);
  if (unit === null) return [];
  const out: ColumnInterpretation[] = [];
  if (MONEY_FIELDS.includes(field)) {
    if (unit.scale !== null && unit.scale !== 1) out.push({ kind: 'scale', factor: unit.scale, unit: unit.text });
    if (unit.currency !== null) out.push({ kind: 'currency', currency: unit.currency, unit: unit.text });
    if (unit.period !== null && field === 'price.price') {
      out.push({ kind: 'period', period: unit.period, target: 'price.price_period', unit: unit.text });
    }
    if (unit.period !== null && field === 'price.deposit' && unit.currency === null && unit.period !== 'daily') {
      out.push({ kind: 'period', period: unit.period, target: 'price.deposit_type', unit: unit.text });
    }
  }
  if (field === 'special.plot_area' && unit.area !== null) {
    out.push({ kind: 'plot_unit', code: unit.area, unit: unit.text });
  }
  return out;
}

/** The interpretations applied to the column's cells. */
export function activeInterpretations(column: InterpretedColumn): readonly ColumnInterpretation[] {
  const all = possibleInterpretations(column.header, column.field, column.unit);
  const off = column.off ?? [];
  return off.length === 0 ? all : all.filter((i) => !off.includes(i.kind));
}
