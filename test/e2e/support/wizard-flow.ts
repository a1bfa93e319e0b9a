// The whole wizard as one walk, shared by the browser and the Electron tests; only opening and saving differ.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ColumnsPage } from '../pages/columns-page';
import { ConnectPage } from '../pages/connect-page';
import { OpenPage } from '../pages/open-page';
import { ResultsPage } from '../pages/results-page';
import { ReviewPage } from '../pages/review-page';
import { UploadPage } from '../pages/upload-page';
import { ValuesPage } from '../pages/values-page';
import { HEADER_ROW, LISTINGS } from './listing-workbook';

export const OFFICE = 'Duna-Part Ingatlan – Angyalföld';

export interface FlowOptions {
  /** Screenshot name prefix; screenshots go to test-results/screenshots. */
  readonly shots: string;
  readonly openWorkbook: (open: OpenPage) => Promise<void>;
  /** Gets the results workbook onto disk and returns its path. */
  readonly saveResults: (results: ResultsPage) => Promise<string>;
  /** Gets the copy with notes on invalid cells onto disk and returns its path. */
  readonly saveNotes: (review: ReviewPage) => Promise<string>;
}

export async function walkWholeWizard(page: Page, o: FlowOptions): Promise<void> {
  const shot = (p: { screenshot: (n: string) => Promise<void> }, name: string) => p.screenshot(`${o.shots}${name}`);
  const connect = new ConnectPage(page);
  await expect(connect.heading('connectTitle')).toBeVisible();
  await shot(connect, '01-connect-empty');
  await connect.connectToSandbox(OFFICE);
  await shot(connect, '01-connect');
  await connect.useOffice();

  const open = new OpenPage(page);
  await o.openWorkbook(open);
  await expect(open.role('Ingatlanok')).toHaveValue('properties');
  await expect(open.headerRow('Ingatlanok')).toHaveValue(String(HEADER_ROW));
  await shot(open, '02-open');
  await open.next();

  const columns = new ColumnsPage(page);
  await expect(columns.columnRow('Ár')).toContainText(columns.fieldLabel('price.price'));
  await columns.mapColumn('Alapterület (m2)', 'alapter', 'special.floor_area');
  await columns.skipColumn('Belső megjegyzés');
  await expect(page.getByRole('status').filter({ hasText: columns.t('allRequiredMapped') })).toBeVisible();
  await columns.saveTemplate('Irodai táblázat');
  await columns.mapColumn('Belső megjegyzés', 'leírás', 'descriptions.hu');
  await shot(columns, '03-columns');
  await columns.skipColumn('Belső megjegyzés');
  await columns.next();

  const values = new ValuesPage(page);
  await expect(values.valueSelect('Ingatlan típusa', 'ikerház')).toHaveValue('');
  await shot(values, '04-values');
  await values.mapValue('Ingatlan típusa', 'ikerház', 'house');
  await values.next();

  const review = new ReviewPage(page);
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: 8, valid: 7, invalid: 1, failed: 0, done: 0 }),
  );
  await review.filter('filterInvalid');
  await expect(review.cell('E', 6)).toHaveAttribute('aria-invalid', 'true');
  await review.cell('E', 6).hover();
  await expect(page.getByText(/„sok pénz”/).first()).toBeVisible();
  await shot(review, '05-review-invalid');
  const notes = new ExcelJS.Workbook();
  await notes.xlsx.readFile(await o.saveNotes(review));
  const note = notes.getWorksheet('Ingatlanok')?.getCell('E6').note;
  expect(typeof note === 'string' ? note : JSON.stringify(note)).toContain('sok pénz');
  await review.editCell('E', 6, '38 500 000');
  await expect(review.cell('E', 6)).not.toHaveAttribute('aria-invalid', 'true');
  await review.cell('E', 6).focus();
  await page.keyboard.press('ArrowRight');
  await expect(review.cell('F', 6)).toBeFocused();
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: 8, valid: 8, invalid: 0, failed: 0, done: 0 }),
  );
  await review.filter('filterAll');
  await shot(review, '05-review');
  await review.next();

  const upload = new UploadPage(page);
  await expect(page.getByText(upload.t('toSend', { count: 8, office: OFFICE }))).toBeVisible();
  expect(await upload.dryRun()).toContain('8');
  await shot(upload, '06-upload-dry-run');
  await upload.upload();

  // Six listings are featured and the office's subscription allows five: the service refuses one.
  const results = new ResultsPage(page);
  await results.expectTile('created', 7);
  await results.expectTile('failed', 1);
  await expect(results.failedRowsTable()).toContainText('29');
  await shot(results, '07-results');

  await results.step('stepReview').click();
  await review.filter('filterFailed');
  const row = Number(await review.grid().getByRole('rowheader').filter({ hasText: /^\d+$/ }).first().textContent());
  await review.editCell('G', row, 'nem');
  await shot(review, '05-review-failed');
  await review.step('stepResults').click();
  await results.resubmit();
  await results.expectTile('created', 1);
  await results.expectTile('failed', 0);
  await shot(results, '07-results-resubmitted');

  const saved = await o.saveResults(results);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(saved);
  const ws = wb.getWorksheet('Ingatlanok');
  if (!ws) throw new Error('results workbook lost its sheet');
  // The result columns follow the workbook's language: a Hungarian workbook gets Hungarian headers and words.
  const header = ws.getRow(HEADER_ROW).values as unknown[];
  const statusCol = header.indexOf('Importálás állapota');
  const idCol = header.indexOf('Szolgáltatói azonosító');
  expect(statusCol).toBeGreaterThan(0);
  expect(idCol).toBeGreaterThan(0);
  for (let i = 0; i < LISTINGS.length; i++) {
    const r = ws.getRow(HEADER_ROW + 1 + i);
    expect(r.getCell(1).value).toBe(LISTINGS[i]?.[0]);
    expect(r.getCell(statusCol).value).toBe('létrehozva');
    expect(Number(r.getCell(idCol).value)).toBeGreaterThan(0);
  }

  await page.getByRole('button', { name: results.t('history') }).click();
  await expect(page.getByRole('heading', { level: 1, name: results.t('historyTitle') })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('hirdetesek.xlsx');
  await shot(results, '08-history');
}
