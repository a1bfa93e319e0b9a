// Reads what the workbook's result columns said about a row when it was last imported.
import type { Operation } from '../../catalog';
import type { PreviousResult } from '../model/prepared-row';
import { statusOfWord } from '../model/result-headers';
import { splitFingerprintCell } from './fingerprint-cell';
import { readBinding } from './identity-binding';
import type { CellValue } from '../model/cell-value';

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

/**
 * A Service ID as text: digits, or digits in groups of three, as a spreadsheet program shows a number formatted with
 * thousands separators and saves it into a CSV "as shown" (`700 014` with a no-break space in Hungarian, `700,014`,
 * `700.014`). Read as no ID, such a row would be created again: a duplicate.
 */
function serviceIdOf(idText: string): number | null {
  const digits = /^\d+$/.test(idText) ? idText : GROUPED_ID.test(idText) ? idText.replace(/\D/g, '') : null;
  return digits !== null && Number(digits) > 0 ? Number(digits) : null;
}

/** One separator throughout: a space of any width, a comma, a dot or an apostrophe (Swiss). */
const GROUPED_ID = /^\d{1,3}(?:([ \u00a0\u202f,.'])\d{3})(?:\1\d{3})*$/;

/** The status, service ID and fingerprint written back last time; null when the row has none of them. */
export function readPreviousResult(cells: readonly CellValue[], at: ResultColumnIndexes): PreviousResult | null {
  // Either language's word: a workbook written back in Hungarian says `létrehozva`, an older one `created`.
  const s = at.status === null ? null : text(cells[at.status]);
  const status = s === null ? null : statusOfWord(s);
  const idText = at.serviceId === null ? null : text(cells[at.serviceId]);
  const serviceId = idText === null ? null : serviceIdOf(idText);
  const cell = at.fingerprint === null ? null : text(cells[at.fingerprint]);
  // The cell holds the fingerprint, then the row's field snapshot when one was written (upload/row-snapshot.ts).
  // Then the identity the row is bound to (identity-binding.ts): which record it was exported or written back as.
  const parts = cell === null ? null : splitFingerprintCell(cell);
  const fingerprint = parts?.fingerprint ?? null;
  if (status === null && serviceId === null && fingerprint === null) return null;
  const binding = readBinding(parts?.binding);
  return {
    status,
    serviceId,
    fingerprint,
    ...(parts?.snapshot != null ? { snapshot: parts.snapshot } : {}),
    ...(binding !== null ? { binding } : {}),
  };
}

/**
 * The Service ID cell's text when it holds something that is not a service identifier (`700014.5`, `ID 700014`),
 * else null. Such a row must not be created as new: the user meant an existing record (docs/round-trip.md).
 */
export function unreadServiceId(cells: readonly CellValue[], at: ResultColumnIndexes): string | null {
  const idText = at.serviceId === null ? null : text(cells[at.serviceId]);
  return idText !== null && serviceIdOf(idText) === null ? idText : null;
}

/** Statuses of a row the service already has: `skipped` is written for rows done before and unchanged since. */
const MODIFY_STATUSES: ReadonlySet<string> = new Set(['created', 'updated', 'skipped']);

/** A row with a Service ID, or one an earlier run created, updated or skipped, modifies its record. */
export function operationOf(previous: PreviousResult | null, serviceId: number | null): Operation {
  return serviceId !== null || (previous?.status != null && MODIFY_STATUSES.has(previous.status)) ? 'modify' : 'create';
}
