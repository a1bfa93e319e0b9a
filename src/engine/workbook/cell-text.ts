// A cell as staff read it (wizard and command line): dates as ISO days, error cells by their code, empty as empty.
import type { CellValue } from '../model/cell-value';
import { isCellError } from '../model/cell-value';

export function cellText(v: CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (isCellError(v)) return v.error;
  return String(v);
}
