// A row's result cells as the sheet's rewrite writes them after the row's last cell: what each result column gets,
// and their XML. Shared by the rewrite and the rows rendered while an upload's batches are in flight.
import type { Lang } from '../../catalog';
import { resultMessageText, resultStatusText } from '../model/result-headers';
import type { RowResult } from '../model/row-result';
import { cellXml, type CellContent } from './xlsx-write-back-cells';
import type { ImportTimeTexts } from './import-time-texts';

/** 0-based column of each result header. */
export interface ResultColumns {
  readonly status: number;
  readonly serviceId: number;
  readonly errorCode: number;
  readonly errorMessage: number;
  readonly importedAt: number;
  readonly fingerprint: number;
}

/** Sets what each result column of `result`'s row gets into `contents`; identity columns it does not say are kept. */
export function setResultContents(
  contents: Map<number, CellContent>,
  result: RowResult,
  c: ResultColumns,
  lang: Lang,
  importTimes: ImportTimeTexts,
): void {
  const status = resultStatusText(result, lang);
  contents.set(c.status, status === null ? { kind: 'remove' } : { kind: 'text', text: status, style: null });
  if (result.serviceId !== undefined)
    contents.set(c.serviceId, { kind: 'number', value: result.serviceId, style: null });
  contents.set(
    c.errorCode,
    result.errorCode === undefined ? { kind: 'remove' } : { kind: 'number', value: result.errorCode, style: null },
  );
  const message = resultMessageText(result, lang);
  contents.set(
    c.errorMessage,
    message === undefined ? { kind: 'remove' } : { kind: 'text', text: message, style: null },
  );
  if (result.importedAt !== undefined) {
    // Text with its time zone, as History shows the run (docs/write-back.md, "Imported at").
    contents.set(c.importedAt, { kind: 'text', text: importTimes.of(result.importedAt), style: null });
  }
  if (result.fingerprint !== undefined)
    contents.set(c.fingerprint, { kind: 'text', text: result.fingerprint, style: null });
}

/**
 * The new cells of a row whose cells all lie left of them, in the order of `columns`: a cell with neither a note nor
 * a format of its own, so its content's style alone (none for a result); removed and emptied cells write nothing.
 */
export function appendedCellsXml(
  prefix: string,
  row: number,
  columns: readonly number[],
  contents: ReadonlyMap<number, CellContent>,
): string {
  let added = '';
  for (const column of columns) {
    const content = contents.get(column);
    if (content === undefined || content.kind === 'remove' || content.kind === 'styleOnly' || content.kind === 'clear')
      continue;
    added += cellXml(prefix, column, row, content, content.style);
  }
  return added;
}
