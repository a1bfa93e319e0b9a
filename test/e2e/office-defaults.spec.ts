// Defaults an office takes for granted, in the wizard: a rent without a period and a utility fee without a currency
// pass with a notice on the row; turned off for the sheet in Columns, the row is invalid again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ColumnsPage } from './pages/columns-page';
import { ValuesPage } from './pages/values-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { connectAndOpen, openToReview } from './support/to-review';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-defaults-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

test('a rent without period and a utility fee without currency pass as notices, and fail once the defaults are off', async ({
  page,
}) => {
  const file = join(work, 'kiado.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem', 'Rezsi']);
  ws.addRow(['K-1', 'lakás', 'kiadó', 'Budapest', 180_000, 'Ft', 35_000]);
  await wb.xlsx.writeFile(file);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: 1, valid: 1, invalid: 0, failed: 0, done: 0 }),
  );
  await review.cell('A', 2).click();
  await expect(review.rowState().getByRole('list', { name: review.t('notices') })).toContainText(
    'Bérleti időszak: nincs megadva, ezért havi.',
  );

  await review.step('stepColumns').click();
  const columns = new ColumnsPage(page);
  const toggle = page.getByRole('checkbox', { name: new RegExp(columns.t('defaultsOn')) });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await columns.next();
  await new ValuesPage(page).next();
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: 1, valid: 0, invalid: 1, failed: 0, done: 0 }),
  );
  await review.nextProblem();
  await expect(review.rowReasons()).toContainText('Rezsi megadásakor Rezsi pénzneme is kötelező.');
});
