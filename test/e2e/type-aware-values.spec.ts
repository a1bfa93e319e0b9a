// Editors that fit the field, in Chromium: the values step flags a word that one property type does not allow
// (`újszerű` → like_new, not an apartment's condition), with the rows it makes invalid and the words that type allows.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ValuesPage } from './pages/values-page';
import { seriousViolations } from './support/axe-violations';
import { useHostPerTest } from './support/host-per-test';
import { connectToValues } from './support/to-review';

const HEADERS = ['Azonosító', 'Típus', 'Megbízás', 'Település', 'Kerület', 'Vételár (M Ft)', 'Szobák', 'Állapot'];

const host = useHostPerTest('li-e2e-types-');

/** A flat and a house, both `újszerű`, opened up to the values step. */
async function toValues(page: Page, name: string): Promise<ValuesPage> {
  const path = join(host.work, name);
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([
    HEADERS,
    ['T-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2, 'újszerű'],
    ['T-2', 'ház', 'eladó', 'Budapest', 'XIII', 89, 4, 'újszerű'],
  ]);
  await wb.xlsx.writeFile(path);
  const values = await connectToValues(page, host.url, path);
  return values;
}

test('a word one property type does not allow is flagged with its rows and allowed words', async ({ page }) => {
  const values = await toValues(page, 'tipusok.xlsx');

  const row = page.getByRole('table', { name: /Állapot/ }).getByRole('row', { name: /újszerű/ });
  const type = values.lang === 'hu' ? 'lakás' : 'apartment';
  await expect(row.getByText(values.t('notAllowedForType', { type, count: 1, rows: '2' }))).toBeVisible();
  await expect(row.getByText(values.t('allowedForType', { type, values: '' }).trim())).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await values.expectNoError();
});

test("a word one property type refuses is mapped for that type's rows only", async ({ page }) => {
  const values = await toValues(page, 'tipusonkent.xlsx');

  const table = page.getByRole('table', { name: /Állapot/ });
  const type = values.lang === 'hu' ? 'lakás' : 'apartment';
  const forType = table.getByRole('combobox', { name: values.t('mapForType', { value: 'újszerű', type }) });
  await forType.selectOption({ label: values.lang === 'hu' ? 'kiváló' : 'excellent' });
  // The apartment's cell now holds the word its type allows; the house keeps its own.
  const left = table.getByRole('row', { name: /újszerű/ });
  await expect(left.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(table.getByText(values.t('notAllowedForType', { type, count: 1, rows: '2' }))).toHaveCount(0);
  await expect(table.getByRole('row', { name: /kiváló|excellent/ })).toBeVisible();
  await values.expectNoError();
});

test("a refused word is shown the type's words nearest in meaning, not those spelled like it", async ({ page }) => {
  const values = await toValues(page, 'jelentes.xlsx');

  const row = page.getByRole('table', { name: /Állapot/ }).getByRole('row', { name: /újszerű/ });
  await expect(row.getByText(values.t('notAllowedForType', { type: 'lakás', count: 1, rows: '2' }))).toBeVisible();
  await expect(row.getByText(values.t('nearestForType', { values: 'kiváló, felújított, jó' }))).toBeVisible();
  await expect(row).not.toContainText('legközelebb: szerkezetkész');
  await values.expectNoError();
});
