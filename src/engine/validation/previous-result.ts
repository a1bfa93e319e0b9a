// Reads what the workbook's result columns said about a row when it was last imported.
import type { PreviousResult } from '../import-model';
import type { RowStatus } from '../workbook/result-columns';
import { ROW_STATUSES } from '../workbook/result-columns';
import type { CellValue } from '../workbook/workbook-types';

export interface ResultColumnIndexes {
  readonly status: number | null;
  readonly serviceId: number | null;
  readonly fingerprint: number | null;
}

function text(cell: CellValue | undefined): string | null {
  if (typeof cell === 'string') return cell.trim() === '' ? null : cell.trim();
  if (typeof cell === 'number') return String(cell);
  return null;
}

/** The status, service ID and fingerprint written back last time; null when the row has none of them. */
export function readPreviousResult(cells: readonly CellValue[], at: ResultColumnIndexes): PreviousResult | null {
  const s = at.status === null ? null : (text(cells[at.status])?.toLowerCase() ?? null);
  const status = s !== null && (ROW_STATUSES as readonly string[]).includes(s) ? (s as RowStatus) : null;
  const idText = at.serviceId === null ? null : text(cells[at.serviceId]);
  const serviceId = idText !== null && /^\d+$/.test(idText) && Number(idText) > 0 ? Number(idText) : null;
  const fingerprint = at.fingerprint === null ? null : text(cells[at.fingerprint]);
  if (status === null && serviceId === null && fingerprint === null) return null;
  return { status, serviceId, fingerprint };
}
