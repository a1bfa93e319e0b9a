// Mapping templates: the column choices saved on Columns under a name are loaded onto the next workbook with the same
// headers, so the office maps its usual table once.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ColumnsPage } from './pages/columns-page';
import { useHostPerTest } from './support/host-per-test';
import { HEADERS, writeListingWorkbook } from './support/listing-workbook';
import { connectAndOpen } from './support/to-review';

const host = useHostPerTest('li-e2e-templates-');

/** Next month's workbook: the same headers, other listings, no title above the table. */
async function nextMonthsWorkbook(): Promise<string> {
  const path = join(host.work, 'hirdetesek-december.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(HEADERS);
  ws.addRow(['DEC-001', 'lakás', 'eladó', 'Budapest', 47_000_000, 'Ft', 'nem', 64, 'erkélyes']);
  ws.addRow(['DEC-002', 'családi ház', 'eladó', 'Budapest', 89_000_000, 'Ft', 'nem', 131, null]);
  await wb.xlsx.writeFile(path);
  return path;
}

test('a mapping saved on Columns is loaded onto the next workbook with the same headers', async ({ page }) => {
  const november = join(host.work, 'hirdetesek.xlsx');
  await writeListingWorkbook(november);
  const open = await connectAndOpen(page, host.url, november);
  await open.next();
  const columns = new ColumnsPage(page);
  await columns.mapColumn('Alapterület (m2)', 'alapter', 'special.floor_area');
  await columns.mapColumn('Belső megjegyzés', 'leírás', 'descriptions.hu');
  await columns.saveTemplate('Irodai táblázat');

  await columns.step('stepOpen').click();
  await open.chooseFile(await nextMonthsWorkbook());
  await open.next();
  const area = columns.fieldLabel('special.floor_area');
  const description = columns.fieldLabel('descriptions.hu');
  // Without the template the columns the office mapped by hand are not mapped so.
  await expect(columns.columnRow('Belső megjegyzés')).not.toContainText(description);
  await columns.loadTemplate('Irodai táblázat');
  // Loading says what it did: the template's columns found in this workbook.
  await expect(columns.notice('templateLoaded', { name: 'Irodai táblázat', count: HEADERS.length })).toBeVisible();
  await expect(columns.columnRow('Alapterület (m2)')).toContainText(area);
  await expect(columns.columnRow('Belső megjegyzés')).toContainText(description);
  await expect(columns.columnRow('Ár')).toContainText(columns.fieldLabel('price.price'));
  await columns.screenshot('mapping-templates-loaded');
  await columns.next();
});

test("a template that names none of the workbook's headers says so and changes nothing", async ({ page }) => {
  const november = join(host.work, 'hirdetesek.xlsx');
  await writeListingWorkbook(november);
  const open = await connectAndOpen(page, host.url, november);
  await open.next();
  const columns = new ColumnsPage(page);
  await columns.saveTemplate('Irodai táblázat');

  await columns.step('stepOpen').click();
  const other = join(host.work, 'mas-tablazat.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Kód', 'Fajta', 'Ügylet', 'Város', 'Vételár']);
  ws.addRow(['M-1', 'lakás', 'eladó', 'Budapest', 50_000_000]);
  await wb.xlsx.writeFile(other);
  await open.chooseFile(other);
  await open.next();
  const before = (await columns.columnRow('Vételár').textContent()) ?? '';
  await columns.loadTemplate('Irodai táblázat');
  await expect(columns.notice('templateMatchedNone', { name: 'Irodai táblázat' })).toBeVisible();
  await expect(columns.columnRow('Vételár')).toHaveText(before);
});
