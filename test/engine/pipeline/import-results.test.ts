// What an upload's rows give the write-back (import-results.ts, image-row-results.ts): a note for each problem of a
// cell, results in the rows' order, and the image rows whose links were checked.
import { describe, expect, it } from 'vitest';
import { imageRowResults } from '../../../src/engine/image-check/image-row-results';
import type { ImageLinkResult } from '../../../src/engine/image-check/image-link-result';
import type { PreparedRow, RowProblem } from '../../../src/engine/model/prepared-row';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { WorkbookMapping } from '../../../src/engine/model/workbook-mapping';
import { importResults } from '../../../src/engine/pipeline/import-results';
import type { UploadOutcome } from '../../../src/engine/upload';
import type { PreparedWorkbook } from '../../../src/engine/validation';
import { imageRow, sellerRow } from '../upload/upload-test-kit';

const problem = (column: string | null, message: string): RowProblem => ({
  field: 'seller.phone',
  column,
  value: 'x',
  message,
  messageHu: `${message} (hu)`,
});

function workbook(rows: readonly PreparedRow[]): { prepared: PreparedWorkbook; mapping: WorkbookMapping } {
  return {
    prepared: { sheets: [{ sheet: 'Sellers', rows }] } as unknown as PreparedWorkbook,
    mapping: { sheets: [{ sheet: 'Sellers', headerRow: 1, columns: [] }] } as unknown as WorkbookMapping,
  };
}

describe('the results and notes an upload writes back', () => {
  it('notes each problem of a cell (not of the whole row) and none for rows without problems', () => {
    const clean = sellerRow(1);
    const twoCells = { ...sellerRow(2), problems: [problem('B', 'Bad phone'), problem('C', 'Bad e-mail')] };
    const wholeRow = { ...sellerRow(3), problems: [problem(null, 'Duplicate reference')] };
    const { prepared, mapping } = workbook([clean, twoCells, wholeRow]);
    const [sheet] = importResults(prepared, mapping, null);
    expect(sheet?.notes).toEqual([
      { row: twoCells.row, column: 1, message: 'Bad phone (hu)\nBad phone' },
      { row: twoCells.row, column: 2, message: 'Bad e-mail (hu)\nBad e-mail' },
    ]);
    // Validation alone: invalid rows get their problems, valid rows nothing.
    expect(sheet?.results.map((r) => [r.row, r.status, r.errorMessage])).toEqual([
      [twoCells.row, 'invalid', 'Bad phone | Bad e-mail'],
      [wholeRow.row, 'invalid', 'Duplicate reference'],
    ]);
  });

  it("takes an upload's results in the rows' order, with the notes of rows with problems", () => {
    const rows = [sellerRow(1), { ...sellerRow(2), problems: [problem('B', 'Bad phone')] }, sellerRow(3)];
    const results: RowResult[] = rows.map((r, i) => ({ row: r.row, status: 'created', serviceId: 10 + i }));
    const { prepared, mapping } = workbook(rows);
    const [sheet] = importResults(prepared, mapping, { results, stoppedEarly: null } as unknown as UploadOutcome);
    expect(sheet?.results).toEqual(results);
    expect(sheet?.notes).toEqual([{ row: 3, column: 1, message: 'Bad phone (hu)\nBad phone' }]);
  });

  it('gives the image rows whose links were checked, and none when no link was', () => {
    const rows = [imageRow(1, 'P-1', 'I-1'), sellerRow(2), imageRow(3, 'P-1', 'I-3')];
    const url = 'https://example.hu/img/3.jpg';
    const checked: ImageLinkResult = {
      url,
      outcome: 'not-found',
      status: 404,
      finalUrl: null,
      message: 'not found',
      messageHu: 'nem található',
    };
    expect(imageRowResults(rows, new Map([[url, checked]]))).toEqual([
      { sheet: 'Images', row: 4, url, result: checked },
    ]);
    expect(imageRowResults(rows, new Map())).toEqual([]);
  });
});
