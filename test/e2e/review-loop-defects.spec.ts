// Ten defects of the review-and-fix loop, one test each, as a new user meets them with an office workbook.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ColumnsPage } from './pages/columns-page';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { ReviewPage } from './pages/review-page';
import { UploadPage } from './pages/upload-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { writeListingWorkbook } from './support/listing-workbook';
import { officeListings, writeOfficeWorkbook } from './support/office-workbook';
import { connectAndOpen, openToReview } from './support/to-review';

/** Words that give an English sentence away; none of them is Hungarian. */
const ENGLISH = /\b(the|is|not|was|could|cannot|file|workbook|connection|refused|service|office|row|must|exists?)\b/i;

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-loop-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

test("1. linked sheets: the Sellers sheet's ID column is proposed from the values, and Next is blocked without it", async ({
  page,
}) => {
  const file = join(work, 'iroda.xlsx');
  await writeOfficeWorkbook(file);
  const open = await connectAndOpen(page, host.url, file);
  await open.next();
  const columns = new ColumnsPage(page);
  await columns.sheetTab('Értékesítők').click();
  await expect(columns.columnRow('Kód')).toContainText(columns.fieldLabel('id.transfer_id'));
  await columns.skipColumn('Kód');
  await expect(columns.button('next')).toBeDisabled();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: columns.t('sellerIdMissing', { sheet: 'Értékesítők', count: 12, refs: 'E01, E02, E07' }) }),
  ).toBeVisible();
  await columns.mapColumn('Kód', 'azonosító', 'id.transfer_id');
  await expect(columns.button('next')).toBeEnabled();
});

test('2. a duplicate-ID error leaves the other row as soon as the duplicate is fixed', async ({ page }) => {
  const file = join(work, 'dupla.xlsx');
  const rows = officeListings(6);
  const second = rows[1];
  if (second) second[0] = 'P-001';
  await writeOfficeWorkbook(file, rows);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await expect(review.cell('A', 4)).toHaveAttribute('aria-invalid', 'true');
  await review.editCell('A', 5, 'P-002');
  await expect(review.cell('A', 5)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(review.cell('A', 4)).not.toHaveAttribute('aria-invalid', 'true');
});

test('3. the dry run accounts for every row, an unknown seller is invalid before upload, and results add up', async ({
  page,
}) => {
  const file = join(work, 'szamok.xlsx');
  const rows = officeListings(12);
  const bad = rows[2];
  if (bad) bad[5] = 'sok pénz';
  const lost = rows[5];
  if (lost) lost[1] = 'E09';
  await writeOfficeWorkbook(file, rows);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await expect(review.cell('B', 9)).toHaveAttribute('aria-invalid', 'true');
  await review.next();
  const upload = new UploadPage(page);
  await upload.button('dryRun').click();
  const buckets = upload.buckets();
  await expect(buckets.getByRole('listitem').filter({ hasText: upload.t('bucket_invalid') })).toContainText('2');
  expect(await upload.bucketSum()).toBe(15);
  await upload.upload();
  const results = new ResultsPage(page);
  await results.expectTile('created', 13);
  await results.expectTile('invalid', 2);
  expect(await results.tileSum()).toBe(15);
});

test('4. a fixed-value cell is edited with a dropdown of the values its property type allows', async ({ page }) => {
  const file = join(work, 'allapot.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem', 'Állapot']);
  ws.addRow(['A-1', 'lakás', 'eladó', 'Budapest', 30_000_000, 'Ft', 'újszerű']);
  ws.addRow(['A-2', 'családi ház', 'eladó', 'Budapest', 60_000_000, 'Ft', 'újszerű']);
  await wb.xlsx.writeFile(file);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await review.nextProblem();
  await expect(review.cell('G', 2)).toBeFocused();
  await expect(review.cell('G', 2)).toHaveAttribute('aria-invalid', 'true');
  await expect(review.cell('G', 3)).not.toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Enter');
  const editor = page.getByRole('combobox', { name: review.t('editCell', { column: 'G', row: 2 }) });
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('option', { name: /újszerű/ })).toHaveCount(0);
  await editor.selectOption({ label: 'felújított' });
  await expect(review.cell('G', 2)).not.toHaveAttribute('aria-invalid', 'true');
});

test("5. Hungarian everywhere: password note, connection error, bad and empty files, the service's messages", async ({
  page,
}) => {
  const wizard = new ConnectPage(page);
  await wizard.open(host.url);
  await wizard.button('newProfile').click();
  const form = page.getByRole('form', { name: wizard.t('newProfileTitle') });
  await expect(form).not.toContainText(ENGLISH);
  await form.getByLabel(wizard.t('profileName'), { exact: true }).fill('Halott szerver');
  await form.getByLabel(wizard.t('baseUrl'), { exact: true }).fill('https://127.0.0.1:9/api/json/v3');
  await form.getByLabel(wizard.t('adminUser'), { exact: true }).fill('admin');
  await form.getByLabel(wizard.t('jsonPassword'), { exact: true }).fill('jelszo-123');
  await form.getByRole('button', { name: wizard.t('saveProfile') }).click();
  await expect(page.getByRole('radio', { name: /Halott szerver/ })).toBeChecked();
  await wizard.button('testConnection').click();
  await expect(wizard.errorBanner()).toBeVisible();
  await expect(wizard.errorBanner()).not.toContainText(ENGLISH);

  const rossz = join(work, 'rossz.xlsx');
  await writeFile(rossz, 'ez nem munkafüzet');
  const empty = join(work, 'ures.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Munka1');
  await wb.xlsx.writeFile(empty);
  const good = join(work, 'hirdetesek.xlsx');
  await writeListingWorkbook(good);
  await page.getByRole('radio', { name: new RegExp(wizard.t('profileSandbox').replace(/[()]/g, '\\$&')) }).check();
  await wizard.connectToSandbox('Duna-Part Ingatlan – Angyalföld');
  await wizard.useOffice();
  const open = new OpenPage(page);
  for (const f of [rossz, empty]) {
    await open.chooseFileOnly(f);
    await expect(open.errorBanner()).toBeVisible();
    await expect(open.errorBanner()).not.toContainText(ENGLISH);
  }
  await open.chooseFile(good);
  const review = await openToReview(page, open, { ikerhaz: true });
  await review.editCell('E', 6, '38 500 000');
  await review.next();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  await results.expectTile('failed', 1);
  await expect(results.failedRowsTable()).toContainText('29');
  await expect(results.failedRowsTable().getByRole('row').nth(1)).not.toContainText(ENGLISH);
});

test('6. after resending the failed rows, Results says a fixed invalid row is still to be sent', async ({ page }) => {
  const file = join(work, 'hirdetesek.xlsx');
  await writeListingWorkbook(file);
  // Seven featured listings, one of them invalid: the six sent exceed the office's quota of five by one.
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet('Ingatlanok');
  if (!ws) throw new Error('the listing workbook lost its sheet');
  ws.getCell('G8').value = 'igen';
  await wb.xlsx.writeFile(file);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file), { ikerhaz: true });
  await review.next();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  await results.expectTile('failed', 1);
  await results.step('stepReview').click();
  await review.editCell('E', 6, '38 500 000');
  await review.filter('filterFailed');
  const row = Number(await review.grid().getByRole('rowheader').filter({ hasText: /^\d+$/ }).first().textContent());
  await review.editCell('G', row, 'nem');
  await review.step('stepResults').click();
  await results.resubmit();
  await expect(page.getByText(results.t('pendingRows', { count: 1 }))).toBeVisible();
});

test('7. a wrong file is named as the user named it, and the previous workbook does not stay loaded', async ({
  page,
}) => {
  const good = join(work, 'hirdetesek.xlsx');
  await writeListingWorkbook(good);
  const open = await connectAndOpen(page, host.url, good);
  const rossz = join(work, 'rossz.xlsx');
  await writeFile(rossz, 'ez nem munkafüzet');
  await open.chooseFileOnly(rossz);
  await expect(open.errorBanner()).toContainText('rossz.xlsx');
  await expect(open.role('Ingatlanok')).toHaveCount(0);
  await expect(open.button('next')).toBeDisabled();
});

test("8. the error bar forgets a fixed cell's error at once; unchanged failed rows cannot be resent", async ({
  page,
}) => {
  const file = join(work, 'hirdetesek.xlsx');
  await writeListingWorkbook(file);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file), { ikerhaz: true });
  await review.cell('E', 6).click();
  await expect(page.getByText(/sok pénz/).first()).toBeVisible();
  await page.keyboard.press('Enter');
  const input = page.getByRole('textbox', { name: review.t('editCell', { column: 'E', row: 6 }) });
  await input.fill('38 500 000');
  await input.press('Enter');
  await expect(review.cell('E', 6)).not.toHaveAttribute('aria-invalid', 'true');
  // Enter saves and moves down, as in Excel.
  await expect(review.cell('E', 7)).toBeFocused();
  await expect(page.getByText(/sok pénz/)).toHaveCount(0);
  await review.next();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  await results.expectTile('failed', 1);
  await expect(results.button('resubmitFailed')).toBeDisabled();
});

test('9. keyboard: one Tab stop in the grid, End and Escape keep focus, each step focuses its heading, mapping by keys', async ({
  page,
}) => {
  const file = join(work, 'hirdetesek.xlsx');
  await writeListingWorkbook(file);
  const open = await connectAndOpen(page, host.url, file);
  await open.next();
  const columns = new ColumnsPage(page);
  await expect(columns.heading('columnsTitle')).toBeFocused();
  await page.getByRole('button', { name: 'Belső megjegyzés', exact: true }).click();
  await page.getByRole('searchbox', { name: columns.t('searchFields') }).fill('leírás');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { selected: false }).and(page.locator(':focus'))).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(columns.columnRow('Belső megjegyzés')).toContainText('Leírás (');
  await columns.skipColumn('Belső megjegyzés');
  await columns.next();
  await expect(columns.heading('valuesTitle')).toBeFocused();
  await columns.button('next').click();
  const review = new ReviewPage(page);
  await expect(review.heading('reviewTitle')).toBeFocused();
  await review.cell('A', 4).click();
  await page.keyboard.press('End');
  await expect(review.grid().getByRole('gridcell', { name: /^H4: / })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(review.grid().getByRole('gridcell', { name: /^H4: / })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(review.grid().locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(review.grid().getByRole('gridcell', { name: /^H4: / })).toBeFocused();
});

test('10. the error navigator brings an off-screen problem into view, focused, with its reasons shown', async ({
  page,
}) => {
  const file = join(work, 'messze.xlsx');
  const rows = officeListings(30);
  const far = rows[20];
  if (far) far[7] = 'nagy';
  await writeOfficeWorkbook(file, rows);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await review.nextProblem();
  const cell = review.cell('H', 24);
  await expect(cell).toBeFocused();
  await expect(cell).toBeInViewport();
  await expect(review.rowReasons()).toContainText('„nagy”');
  await expect(review.problemList()).toContainText('1');
});
