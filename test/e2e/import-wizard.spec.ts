// The whole wizard in Chromium against the built-in sandbox: open, map, fix a cell, upload, resubmit, check the file.
import { mkdtemp, rm } from 'node:fs/promises';
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
import { ValuesPage } from './pages/values-page';
import { WizardPage } from './pages/wizard-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { HEADER_ROW, LISTINGS, writeListingWorkbook } from './support/listing-workbook';

const OFFICE = 'Duna-Part Ingatlan – Angyalföld';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-work-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

test('walks the whole wizard: open, map, fix a cell, upload, resubmit the failed row, check the written workbook', async ({ page }) => {
  const workbook = join(work, 'hirdetesek.xlsx');
  await writeListingWorkbook(workbook);

  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await connect.screenshot('01-connect-empty');
  await connect.connectToSandbox(OFFICE);
  await connect.screenshot('01-connect');
  await connect.useOffice();

  const open = new OpenPage(page);
  await open.chooseFile(workbook);
  await expect(open.role('Ingatlanok')).toHaveValue('properties');
  await expect(open.headerRow('Ingatlanok')).toHaveValue(String(HEADER_ROW));
  await open.screenshot('02-open');
  await open.next();

  const columns = new ColumnsPage(page);
  await expect(columns.columnRow('Ár')).toContainText('price.price');
  await columns.mapColumn('Alapterület (m2)', 'alapter', 'special.floor_area');
  await columns.skipColumn('Belső megjegyzés');
  await expect(page.getByRole('status').filter({ hasText: columns.t('allRequiredMapped') })).toBeVisible();
  await columns.saveTemplate('Irodai táblázat');
  await columns.mapColumn('Belső megjegyzés', 'leírás', 'descriptions.hu');
  await columns.screenshot('03-columns');
  await columns.skipColumn('Belső megjegyzés');
  await columns.next();

  const values = new ValuesPage(page);
  await expect(values.valueSelect('Ingatlan típusa', 'ikerház')).toHaveValue('');
  await values.screenshot('04-values');
  await values.mapValue('Ingatlan típusa', 'ikerház', 'house');
  await values.next();

  const review = new ReviewPage(page);
  await expect(review.counts()).toContainText(review.t('countsLine', { total: 8, valid: 7, invalid: 1, failed: 0, done: 0 }));
  await review.filter('filterInvalid');
  await expect(review.cell('E', 6)).toHaveAttribute('aria-invalid', 'true');
  await review.cell('E', 6).hover();
  await review.screenshot('05-review-invalid');
  await review.editCell('E', 6, '38 500 000');
  await expect(review.cell('E', 6)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(review.counts()).toContainText(review.t('countsLine', { total: 8, valid: 8, invalid: 0, failed: 0, done: 0 }));
  await review.filter('filterAll');
  await review.screenshot('05-review');
  await review.next();

  const upload = new UploadPage(page);
  await expect(page.getByText(upload.t('toSend', { count: 8, office: OFFICE }))).toBeVisible();
  expect(await upload.dryRun()).toContain('8');
  await upload.screenshot('06-upload-dry-run');
  await upload.upload();

  // Six listings are featured and the office's subscription allows five: the service refuses one.
  const results = new ResultsPage(page);
  await results.expectTile('created', 7);
  await results.expectTile('failed', 1);
  await expect(results.failedRowsTable()).toContainText('29');
  await results.screenshot('07-results');

  await results.step('stepReview').click();
  await review.filter('filterFailed');
  const failedRow = await review.grid().getByRole('rowheader').filter({ hasText: /^\d+$/ }).first().textContent();
  const row = Number(failedRow);
  await review.editCell('G', row, 'nem');
  await review.screenshot('05-review-failed');
  await review.step('stepResults').click();
  await results.resubmit();
  await results.expectTile('created', 1);
  await results.expectTile('failed', 0);
  await results.screenshot('07-results-resubmitted');

  const download = await results.download();
  const saved = join(work, 'eredmenyek.xlsx');
  await download.saveAs(saved);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(saved);
  const ws = wb.getWorksheet('Ingatlanok');
  if (!ws) throw new Error('results workbook lost its sheet');
  const header = ws.getRow(HEADER_ROW).values as unknown[];
  const statusCol = header.indexOf('Import status');
  const idCol = header.indexOf('Service ID');
  expect(statusCol).toBeGreaterThan(0);
  expect(idCol).toBeGreaterThan(0);
  for (let i = 0; i < LISTINGS.length; i++) {
    const r = ws.getRow(HEADER_ROW + 1 + i);
    expect(r.getCell(1).value).toBe(LISTINGS[i]?.[0]);
    expect(r.getCell(statusCol).value).toBe('created');
    expect(Number(r.getCell(idCol).value)).toBeGreaterThan(0);
  }

  await results.page.getByRole('button', { name: results.t('history') }).click();
  await expect(page.getByRole('heading', { level: 1, name: results.t('historyTitle') })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('hirdetesek.xlsx');
  await results.screenshot('08-history');
});

test('English UI, drag and drop, and a host that refuses other pages and missing tokens', async ({ page, request }) => {
  const workbook = join(work, 'listings.xlsx');
  await writeListingWorkbook(workbook);
  const wizard = new WizardPage(page);
  await wizard.open(host.url);
  await wizard.switchLanguage('en');
  await expect(wizard.heading('connectTitle')).toBeVisible();

  const connect = new ConnectPage(page, 'en');
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const open = new OpenPage(page, 'en');
  await open.dropFile(workbook);
  await expect(open.role('Ingatlanok')).toHaveValue('properties');
  await open.screenshot('02-open-en');

  const api = `${host.origin}/api/listProfiles`;
  const noCookie = await request.post(api, { headers: { 'content-type': 'application/json', 'x-li-request': '1', origin: host.origin }, data: {} });
  expect(noCookie.status()).toBe(401);
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const otherOrigin = await request.post(api, { headers: { 'content-type': 'application/json', 'x-li-request': '1', origin: 'http://evil.example', cookie }, data: {} });
  expect(otherOrigin.status()).toBe(403);
  const badToken = await request.get(`${host.origin}/?token=${'0'.repeat(64)}`, { maxRedirects: 0 });
  expect(badToken.status()).toBe(403);
  const badArgs = await page.evaluate(async () => {
    const r = await fetch('/api/openWorkbook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-li-request': '1' }, body: JSON.stringify({ file: { kind: 'path', path: '/etc/passwd' } }) });
    return (await r.json()) as { ok: boolean; error?: { code: string } };
  });
  expect(badArgs).toMatchObject({ ok: false, error: { code: 'forbidden' } });
});
