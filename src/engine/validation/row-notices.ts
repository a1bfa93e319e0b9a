// The office defaults a prepared row got, and a workbook's summary of them, as the app and the command line show it.
import type { PreparedRow } from '../model/prepared-row';
import type { NoticedRow, RowNotice } from './prepare-row';
import type { PreparedWorkbook } from './prepare-rows';

/** The office defaults the preparer applied to the row (rows keep them through the rules across rows). */
export function noticesOf(r: PreparedRow): readonly RowNotice[] {
  return 'notices' in r ? (r as NoticedRow).notices : [];
}

/** Per sheet: how many rows got which office default, by field (docs/office-conventions.md, "Office defaults"). */
export interface DefaultsApplied {
  readonly sheet: string;
  readonly field: string;
  readonly rows: number;
  readonly message: string;
  readonly messageHu: string;
}

export function defaultsApplied(prepared: PreparedWorkbook): DefaultsApplied[] {
  const out: DefaultsApplied[] = [];
  for (const s of prepared.sheets) {
    const byField = new Map<string, DefaultsApplied>();
    for (const r of s.rows) {
      for (const n of noticesOf(r)) {
        const seen = byField.get(n.field);
        const { message, messageHu } = seen ?? n;
        byField.set(n.field, { sheet: s.sheet, field: n.field, rows: (seen?.rows ?? 0) + 1, message, messageHu });
      }
    }
    out.push(...byField.values());
  }
  return out;
}
