// The whole review-and-fix loop: a workbook with listings and sellers, every problem found with the navigator and
// fixed in place (typing, a dropdown) or in bulk (with undo), uploaded, and the written workbook read back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { RESULT_HEADERS_HU, statusWord } from '../../src/engine/model/result-headers';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { OFFICE_HEADER_ROW, officeListings, writeOfficeWorkbook } from './support/office-workbook';
import { connectAndOpen, openToReview } from './support/to-review';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-whole-loop-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

test('finds every problem with the navigator, fixes them in place and in bulk, uploads, and the workbook holds the fixes', async ({
  page,
}) => {
  const file = join(work, 'iroda.xlsx');
  const rows = officeListings(12);
  const set = (i: number, col: number, v: string) => {
    const r = rows[i];
    if (r) r[col] = v;
  };
  set(1, 5, 'sok pénz');
  set(3, 1, 'E09');
  for (const i of [4, 7, 10]) set(i, 4, 'Budapestt');
  set(8, 2, 'lakáss');
  await writeOfficeWorkbook(file, rows);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: 12, valid: 6, invalid: 6, failed: 0, done: 0 }),
  );

  // One bulk replace for the misspelt settlement, undone once and done again.
  await page.getByText(review.t('bulkTitle')).click();
  await page.getByLabel(review.t('bulkColumn'), { exact: true }).selectOption({ label: 'E · Település' });
  await page.getByLabel(review.t('bulkFind'), { exact: true }).fill('Budapestt');
  await page.getByLabel(review.t('bulkReplace'), { exact: true }).fill('Budapest');
  await expect(page.getByRole('status').filter({ hasText: review.t('bulkPreview', { count: 3 }) })).toBeVisible();
  await review.button('bulkApply').click();
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: 12, valid: 9, invalid: 3, failed: 0, done: 0 }),
  );
  await review.button('undo').click();
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: 12, valid: 6, invalid: 6, failed: 0, done: 0 }),
  );
  await page.getByLabel(review.t('bulkFind'), { exact: true }).fill('budapestt');
  await expect(page.getByRole('status').filter({ hasText: review.t('bulkPreview', { count: 3 }) })).toBeVisible();
  await review.button('bulkApply').click();
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: 12, valid: 9, invalid: 3, failed: 0, done: 0 }),
  );

  // The rest one by one with the navigator: each problem's cell gets the focus, Enter opens the editor that fits.
  const fixes: readonly (readonly [string, number, string])[] = [
    ['B', 7, 'E07'],
    ['C', 12, 'lakás'],
    ['F', 5, '31 000 000'],
  ];
  for (const [column, row, value] of [...fixes].sort((a, b) => a[1] - b[1])) {
    await review.nextProblem();
    const cell = review.cell(column, row);
    await expect(cell).toBeFocused();
    await page.keyboard.press('Enter');
    const name = review.t('editCell', { column, row });
    const dropdown = page.getByRole('combobox', { name });
    const text = page.getByRole('textbox', { name });
    const editor = dropdown.or(text);
    await expect(editor).toBeFocused();
    // A list of fixed values is a <select>; the seller cell's combobox is a text box offering sellers (typed into).
    const typed = (await dropdown.count()) === 0 || (await dropdown.evaluate((e) => e.tagName)) !== 'SELECT';
    if (!typed) await dropdown.selectOption({ label: value });
    else {
      await editor.fill(value);
      await editor.press('Enter');
    }
    await expect(cell).not.toHaveAttribute('aria-invalid', 'true');
    // A pick keeps the cell; Enter in a text box saves and moves down, as in Excel.
    await expect(typed ? review.cell(column, row + 1) : cell).toBeFocused();
  }
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: 12, valid: 12, invalid: 0, failed: 0, done: 0 }),
  );
  await expect(review.button('nextProblem')).toBeDisabled();

  await review.next();
  const upload = new UploadPage(page);
  await upload.button('dryRun').click();
  expect(await upload.bucketSum()).toBe(15);
  await upload.upload();
  const results = new ResultsPage(page);
  await results.expectTile('created', 15);
  const saved = join(work, 'eredmenyek.xlsx');
  await (await results.download()).saveAs(saved);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(saved);
  const ws = wb.getWorksheet('Ingatlanok');
  if (!ws) throw new Error('the results workbook lost its sheet');
  const r = (i: number) => ws.getRow(OFFICE_HEADER_ROW + 1 + i);
  expect(r(1).getCell('F').value).toBe(31_000_000);
  expect(r(3).getCell('B').value).toBe('E07');
  expect([4, 7, 10].map((i) => r(i).getCell('E').value)).toEqual(['Budapest', 'Budapest', 'Budapest']);
  expect(r(8).getCell('C').value).toBe('lakás');
  const header = ws.getRow(OFFICE_HEADER_ROW).values as unknown[];
  // A Hungarian sheet's result columns are Hungarian (docs/write-back.md, "The workbook's language").
  const status = header.indexOf(RESULT_HEADERS_HU.status);
  expect(status).toBeGreaterThan(0);
  for (let i = 0; i < 12; i++) expect(r(i).getCell(status).value).toBe(statusWord('created', 'hu'));
});
