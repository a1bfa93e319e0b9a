// Office conventions (docs/office-conventions.md) in Chromium: the values step lets the user change a column's unit (M
// Ft → e Ft), and the dry run shows each interpreted column's first row as it will be sent.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ReviewPage } from './pages/review-page';
import { UploadPage } from './pages/upload-page';
import { seriousViolations } from './support/axe-violations';
import { useHostPerTest } from './support/host-per-test';
import { connectToValues } from './support/to-review';

const HEADERS = ['Azonosító', 'Típus', 'Megbízás', 'Település', 'Kerület', 'Vételár (M Ft)', 'Szobák'];

const host = useHostPerTest('li-e2e-units-');

test("a column's unit is changed in the values step and the dry run shows the value sent", async ({ page }) => {
  const path = join(host.work, 'egysegek.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([HEADERS, ['U-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2]]);
  await wb.xlsx.writeFile(path);
  const values = await connectToValues(page, host.url, path);

  const interpretations = page.getByRole('region', { name: values.t('interpretationsTitle') });
  const unitName = values.t('interpretationUnit', { header: 'Vételár (M Ft)' });
  const unit = interpretations.getByRole('combobox', { name: unitName });
  await expect(unit).toHaveValue('M Ft');
  const sentLine = (sent: string) => interpretations.getByText(values.t('interpretationSent', { sent }));
  await expect(sentLine('45,9 → 45 900 000 Ft')).toBeVisible();
  await unit.selectOption('e Ft');
  await expect(unit).toHaveValue('e Ft');
  await expect(sentLine('45,9 → 45 900 Ft')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await values.next();
  await new ReviewPage(page).next();
  const upload = new UploadPage(page);
  await upload.dryRun();
  const sent = page.getByRole('list', { name: upload.t('dryRunInterpreted') });
  await expect(sent.getByRole('listitem')).toHaveText(['F Vételár (M Ft): 45,9 → 45 900 Ft']);
  expect(await seriousViolations(page)).toEqual([]);
  await upload.expectNoError();
});

test('an amount column whose header names no unit is given one in the values step', async ({ page }) => {
  const path = join(host.work, 'egyseg-nelkul.xlsx');
  const wb = new ExcelJS.Workbook();
  const headers = HEADERS.map((h) => h.replace(' (M Ft)', ''));
  wb.addWorksheet('Ingatlanok').addRows([headers, ['U-2', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2]]);
  await wb.xlsx.writeFile(path);
  const values = await connectToValues(page, host.url, path);

  const interpretations = page.getByRole('region', { name: values.t('interpretationsTitle') });
  const unit = interpretations.getByRole('combobox', { name: values.t('interpretationUnit', { header: 'Vételár' }) });
  await expect(unit).toHaveValue('');
  await unit.selectOption('M Ft');
  await expect(unit).toHaveValue('M Ft');
  const sent = values.t('interpretationSent', { sent: '45,9 → 45 900 000 Ft' });
  await expect(interpretations.getByText(sent)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await values.expectNoError();
});

test("an interpretation's switch sits beside its words, not stretched across the card", async ({ page }) => {
  const path = join(host.work, 'szobak.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([HEADERS, ['U-3', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, '1,5']]);
  await wb.xlsx.writeFile(path);
  const values = await connectToValues(page, host.url, path);

  const interpretations = page.getByRole('region', { name: values.t('interpretationsTitle') });
  const rooms = interpretations.getByRole('checkbox', { name: /Szobák/ });
  await expect(rooms).toBeChecked();
  const box = await rooms.boundingBox();
  const label = await rooms.locator('xpath=..').boundingBox();
  expect(box?.width).toBeLessThan(40);
  await expect(interpretations.getByText(values.t('interpretationSent', { sent: '1,5 → 1 + 1 fél' }))).toBeVisible();
  // On the first line of its label: the words start to its right, not on a line below.
  expect((box?.y ?? 0) - (label?.y ?? 0)).toBeLessThan(12);
  await values.screenshot('04-values-interpretation-switch');
});
