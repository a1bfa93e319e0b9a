// Mapping templates: the column choices saved on Columns under a name are loaded onto the next workbook with the same
// headers, so the office maps its usual table once.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ColumnsPage } from './pages/columns-page';
import type { OpenPage } from './pages/open-page';
import { useHostPerTest } from './support/host-per-test';
import { HEADERS, writeListingRows, writeListingWorkbook } from './support/listing-workbook';
import { connectAndOpen } from './support/to-review';

const host = useHostPerTest('li-e2e-templates-');

/** November's workbook opened on Columns; `map` chooses columns before the mapping is saved as "Irodai táblázat". */
async function savedOnNovember(
  page: Page,
  map: (columns: ColumnsPage) => Promise<void>,
): Promise<{ open: OpenPage; columns: ColumnsPage }> {
  const november = join(host.work, 'hirdetesek.xlsx');
  await writeListingWorkbook(november);
  const open = await connectAndOpen(page, host.url, november);
  await open.next();
  const columns = new ColumnsPage(page);
  await map(columns);
  await columns.saveTemplate('Irodai táblázat');
  await columns.step('stepOpen').click();
  return { open, columns };
}

test('a mapping saved on Columns is loaded onto the next workbook with the same headers', async ({ page }) => {
  const { open, columns } = await savedOnNovember(page, async (c) => {
    await c.mapColumn('Alapterület (m2)', 'alapter', 'special.floor_area');
    await c.mapColumn('Belső megjegyzés', 'leírás', 'descriptions.hu');
  });
  // Next month's workbook: the same headers, other listings, no title above the table.
  const december = await writeListingRows(join(host.work, 'hirdetesek-december.xlsx'), [
    ['DEC-001', 'lakás', 'eladó', 'Budapest', 47_000_000, 'Ft', 'nem', 64, 'erkélyes'],
    ['DEC-002', 'családi ház', 'eladó', 'Budapest', 89_000_000, 'Ft', 'nem', 131, null],
  ]);
  await open.chooseFile(december);
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
  const { open, columns } = await savedOnNovember(page, () => Promise.resolve());
  const other = await writeListingRows(
    join(host.work, 'mas-tablazat.xlsx'),
    [['M-1', 'lakás', 'eladó', 'Budapest', 50_000_000]],
    ['Kód', 'Fajta', 'Ügylet', 'Város', 'Vételár'],
  );
  await open.chooseFile(other);
  await open.next();
  const before = (await columns.columnRow('Vételár').textContent()) ?? '';
  await columns.loadTemplate('Irodai táblázat');
  await expect(columns.notice('templateMatchedNone', { name: 'Irodai táblázat' })).toBeVisible();
  await expect(columns.columnRow('Vételár')).toHaveText(before);
});
