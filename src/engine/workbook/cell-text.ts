// A cell as the wizard shows it: dates as ISO days, error cells by their code, empty as empty text.
import type { CellValue } from '../../engine/workbook/workbook-types';
import { isCellError } from '../../engine/workbook/workbook-types';

export function cellText(v: CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (isCellError(v)) return v.error;
  return String(v);
}
