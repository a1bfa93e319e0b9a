// The wizard's paths off the main road in Chromium: resending fixed rows after refusals, the grid's list editor and
// Enter, the field list's search box, and bulk fixes of refused rows and rows already on the portal.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ColumnsPage } from './pages/columns-page';
import { ConnectPage } from './pages/connect-page';
import { ResultsPage } from './pages/results-page';
import type { ReviewPage } from './pages/review-page';
import { UploadPage } from './pages/upload-page';
import { ValuesPage } from './pages/values-page';
import { useHostPerTest } from './support/host-per-test';
import { HEADERS, writeListingWorkbook } from './support/listing-workbook';
import { connectAndOpen, openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-dead-ends-');

/** Seven valid listings, all featured: the sandbox office's quota of five refuses two of them. */
async function sevenFeatured(): Promise<string> {
  const path = join(host.work, 'kiemeltek.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(HEADERS);
  for (let i = 1; i <= 7; i++)
    ws.addRow([`DE-00${i}`, 'lakás', 'eladó', 'Budapest', 40_000_000 + i * 1_000_000, 'Ft', 'igen', 50 + i, null]);
  await wb.xlsx.writeFile(path);
  return path;
}

/** Uploads the seven featured listings: five are created, two refused. */
async function uploadWithTwoRefused(page: Page): Promise<{ review: ReviewPage; results: ResultsPage }> {
  const review = await openToReview(page, await connectAndOpen(page, host.url, await sevenFeatured()));
  await review.next();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  await results.expectTile('created', 5);
  await results.expectTile('failed', 2);
  return { review, results };
}

/** The Excel row numbers the Review grid lists under its current filter. */
async function listedRows(review: ReviewPage): Promise<number[]> {
  const heads = review.grid().getByRole('rowheader').filter({ hasText: /^\d+$/ });
  await expect(heads.first()).toBeVisible();
  return (await heads.allTextContents()).map(Number);
}

test('fixed refused rows can be sent again: Upload counts them, Results and History stay open', async ({ page }) => {
  const { review, results } = await uploadWithTwoRefused(page);
  await results.step('stepReview').click();
  await review.filter('filterFailed');
  const failed = await listedRows(review);
  expect(failed).toHaveLength(2);
  for (const row of failed) await review.editCell('G', row, 'nem');
  await review.next();

  const upload = new UploadPage(page);
  await expect(page.getByText(upload.t('toSend', { count: 2, office: OFFICE }))).toBeVisible();
  await expect(upload.button('startUpload')).toBeEnabled();
  await upload.dryRun();
  await expect(
    page.getByText(upload.t('toSendPlanned', { count: 2, unchanged: 5, office: OFFICE }), { exact: true }),
  ).toBeVisible();
  await expect(upload.step('stepResults')).toBeEnabled();

  await page.getByRole('button', { name: upload.t('history') }).click();
  await page.getByRole('button', { name: new RegExp(upload.t('historyOpen')) }).click();
  await expect(results.heading('resultsTitle')).toBeVisible();
  await results.resubmit();
  await results.expectTile('created', 2);
  // Results leads on to the next job.
  await results.button('newImport').click();
  await expect(results.heading('openTitle')).toBeVisible();
});

test('the list editor writes nothing until Enter; Escape cancels; Ctrl+Z in the grid undoes', async ({ page }) => {
  const review = await openToReview(page, await connectAndOpen(page, host.url, await sevenFeatured()));
  await review.goTo('G', 2);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('combobox', { name: review.t('editCell', { column: 'G', row: 2 }) });
  await expect(editor).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(review.cell('G', 2)).toBeFocused();
  await expect(review.cell('G', 2)).toHaveAccessibleName(/^G2: igen/);
  await expect(review.button('undo')).toBeDisabled();

  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(review.cell('G', 2)).toHaveAccessibleName(/^G2: nem/);
  await expect(review.cell('G', 3)).toBeFocused();
  await expect(review.button('undo')).toBeEnabled();
  await page.keyboard.press('Control+z');
  await expect(review.cell('G', 2)).toHaveAccessibleName(/^G2: igen/);
  await expect(review.button('undo')).toBeDisabled();
  await expect(review.cell('G', 3)).toBeFocused();
});

test('Enter saves a typed value and moves down, as in Excel', async ({ page }) => {
  const review = await openToReview(page, await connectAndOpen(page, host.url, await sevenFeatured()));
  await review.goTo('E', 2);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: review.t('editCell', { column: 'E', row: 2 }) });
  await editor.fill('39 900 000');
  await page.keyboard.press('Enter');
  await expect(review.cell('E', 2)).toHaveAccessibleName(/^E2: 39\s?900\s?000/);
  await expect(review.cell('E', 3)).toBeFocused();
  await expect(review.cell('E', 3)).toHaveAccessibleName(/^E3: 42\s000\s000/);
  // Tab saves and moves right, never out of the grid.
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: review.t('editCell', { column: 'E', row: 3 }) }).fill('42 500 000');
  await page.keyboard.press('Tab');
  await expect(review.cell('E', 3)).toHaveAccessibleName(/^E3: 42\s?500\s?000/);
  await expect(review.cell('F', 3)).toBeFocused();
});

test('Enter on a column lands in the field search box; typed text filters, nothing is mapped', async ({ page }) => {
  const open = await connectAndOpen(page, host.url, await sevenFeatured());
  await open.next();
  const columns = new ColumnsPage(page);
  const before = (await columns.columnRow('Belső megjegyzés').textContent()) ?? '';
  await page.getByRole('button', { name: 'Belső megjegyzés', exact: true }).focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox', { name: columns.t('searchFields') });
  await expect(search).toBeFocused();
  await page.keyboard.type('leírás');
  await expect(search).toHaveValue('leírás');
  await expect(columns.columnRow('Belső megjegyzés')).toHaveText(before);
});

test('a bulk fix reaches refused rows and says which rows are already on the portal', async ({ page }) => {
  const { review, results } = await uploadWithTwoRefused(page);
  await results.step('stepReview').click();
  await review.goTo('G', 2);
  await page.getByText(review.t('bulkTitle')).click();
  await expect(page.getByLabel(review.t('bulkColumn'), { exact: true })).toHaveValue('6');
  await page.getByLabel(review.t('bulkFind'), { exact: true }).fill('igen');
  await page.getByLabel(review.t('bulkReplace'), { exact: true }).selectOption({ label: 'nem' });
  await page.getByLabel(review.t('bulkScope'), { exact: true }).selectOption({ label: review.t('bulkScopeInvalid') });
  const preview = page.getByRole('status').filter({ hasText: review.t('bulkPreview', { count: 2 }) });
  await expect(preview).toBeVisible();
  await expect(preview).not.toContainText('portál');

  await page.getByLabel(review.t('bulkScope'), { exact: true }).selectOption({ label: review.t('bulkScopeAll') });
  const all = page.getByRole('status').filter({ hasText: review.t('bulkPreview', { count: 7 }) });
  await expect(all).toContainText(review.t('bulkOnPortal', { count: 5, rows: '2., 3., 4., 5., 6.' }));
});

test('the values step shows words, not API codes, in its lists, suggestions and headings', async ({ page }) => {
  const path = join(host.work, 'hirdetesek.xlsx');
  await writeListingWorkbook(path);
  const open = await connectAndOpen(page, host.url, path);
  await open.next();
  await open.button('next').click();
  const values = new ValuesPage(page);
  const select = values.valueSelect('Ingatlan típusa', 'ikerház');
  await expect(select).toBeVisible();
  const options = await select.getByRole('option').allTextContents();
  expect(options).toContain('ház');
  expect(options.filter((o) => o.includes('('))).toEqual([]);
  expect(options).not.toContain('house');
  await expect(page.getByRole('main')).not.toContainText('property.type');
  await expect(page.getByRole('main')).not.toContainText('(house)');
});

test('the focus stays where the keyboard is: after opening a file and after a bulk fix', async ({ page }) => {
  const open = await connectAndOpen(page, host.url, await sevenFeatured());
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(open.t('sheets')) })).toBeFocused();
  const review = await openToReview(page, open);
  await page.getByText(review.t('bulkTitle')).click();
  await page.getByLabel(review.t('bulkColumn'), { exact: true }).selectOption({ label: 'D · Település' });
  const find = page.getByLabel(review.t('bulkFind'), { exact: true });
  await find.fill('Budapest');
  await page.getByLabel(review.t('bulkReplace'), { exact: true }).fill('Budapest XIII. kerület');
  await review.button('bulkApply').click();
  await expect(page.getByText(review.t('bulkDone', { count: 7 }))).toBeVisible();
  await expect(find).toBeFocused();
});

test('a successful check says so in the header and shows the address it reached', async ({ page }) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await expect(page.getByText(connect.t('notConnected'), { exact: true })).toBeVisible();
  await connect.button('testConnection').click();
  await expect(page.getByText(connect.t('checkedChooseOffice'), { exact: true })).toBeVisible();
  await expect(page.getByText(/^Cím: http:\/\/127\.0\.0\.1:\d+/)).toBeVisible();
});

test("the portal's refusals follow a switch of language on Results", async ({ page }) => {
  const { results } = await uploadWithTwoRefused(page);
  // The office's quota is named in the refusal when the service gives it: "kerete (5) elfogyott".
  const quotaGone = /Az iroda kiemelt hirdetési kerete(?: \(\d+\))? elfogyott/;
  await expect(results.failedRowsTable()).toContainText(quotaGone);
  await results.switchLanguage('en');
  const english = results.failedRowsTable();
  await expect(english).toBeVisible();
  await expect(english).not.toContainText(quotaGone);
});
