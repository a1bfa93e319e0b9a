// A row's result cells as the sheet's rewrite writes them after the row's last cell: what each result column gets,
// and their XML. Shared by the rewrite and the rows rendered while an upload's batches are in flight.
import type { Lang } from '../../catalog';
import { RESULT_HEADER_KEYS, resultMessageText, resultStatusText } from '../model/result-headers';
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

/** The result columns' keys, in the order `setResultContents` sets them. */
export const RESULT_CELL_KEYS: readonly (keyof ResultColumns)[] = RESULT_HEADER_KEYS;

/** What result column `key` of `result`'s row gets, or undefined when it keeps what it holds (an identity column). */
export function resultCellContent(
  key: keyof ResultColumns,
  result: RowResult,
  lang: Lang,
  importTimes: ImportTimeTexts,
): CellContent | undefined {
  switch (key) {
    case 'status': {
      const status = resultStatusText(result, lang);
      return status === null ? { kind: 'remove' } : { kind: 'text', text: status, style: null };
    }
    case 'serviceId':
      return result.serviceId === undefined ? undefined : { kind: 'number', value: result.serviceId, style: null };
    case 'errorCode':
      return result.errorCode === undefined
        ? { kind: 'remove' }
        : { kind: 'number', value: result.errorCode, style: null };
    case 'errorMessage': {
      const message = resultMessageText(result, lang);
      return message === undefined ? { kind: 'remove' } : { kind: 'text', text: message, style: null };
    }
    case 'importedAt':
      // Text with its time zone, as History shows the run (docs/write-back.md, "Imported at").
      return result.importedAt === undefined
        ? undefined
        : { kind: 'text', text: importTimes.of(result.importedAt), style: null };
    case 'fingerprint':
      return result.fingerprint === undefined ? undefined : { kind: 'text', text: result.fingerprint, style: null };
  }
}

/** Sets what each result column of `result`'s row gets into `contents`; identity columns it does not say are kept. */
export function setResultContents(
  contents: Map<number, CellContent>,
  result: RowResult,
  c: ResultColumns,
  lang: Lang,
  importTimes: ImportTimeTexts,
): void {
  for (const key of RESULT_CELL_KEYS) {
    const content = resultCellContent(key, result, lang, importTimes);
    if (content !== undefined) contents.set(c[key], content);
  }
}

/**
 * The new cells of a row whose cells all lie left of them, in the order of `columns`: a cell with neither a note nor
 * a format of its own, so its content's style alone (none for a result); removed and emptied cells write nothing.
 * `text` writes each cell's text (as `cellXml`).
 */
export function appendedCellsXml(
  prefix: string,
  row: number,
  columns: readonly number[],
  contents: ReadonlyMap<number, CellContent>,
  text?: (text: string) => string,
): string {
  let added = '';
  for (const column of columns) added += appendedCellXml(prefix, row, column, contents.get(column), text);
  return added;
}

/** One of `appendedCellsXml`'s cells: nothing for a cell removed, emptied or absent. */
export function appendedCellXml(
  prefix: string,
  row: number,
  column: number,
  content: CellContent | undefined,
  text?: (text: string) => string,
): string {
  if (content === undefined || content.kind === 'remove' || content.kind === 'styleOnly' || content.kind === 'clear')
    return '';
  return cellXml(prefix, column, row, content, content.style, text);
}
