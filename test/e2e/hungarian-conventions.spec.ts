// Office conventions (docs/office-conventions.md) in Chromium: the values step lists every interpretation with its
// example, and a word mapped by hand is remembered for the office and shown as such on the next workbook.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ColumnsPage } from './pages/columns-page';
import { OpenPage } from './pages/open-page';
import { ValuesPage } from './pages/values-page';
import { useHostPerTest } from './support/host-per-test';
import { connectAndOpen } from './support/to-review';

const HEADERS = ['Ref.szám', 'Kategória', 'Megbízás', 'Település', 'Ker.', 'Irányár (M Ft)', 'Szobák', 'Fűtés'];

const host = useHostPerTest('li-e2e-hu-');

async function workbook(name: string, rows: (string | number)[][]): Promise<string> {
  const path = join(host.work, name);
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([HEADERS, ...rows]);
  await wb.xlsx.writeFile(path);
  return path;
}

async function toValues(open: OpenPage): Promise<ValuesPage> {
  await open.next();
  const columns = new ColumnsPage(open.page);
  await columns.button('next').click();
  const values = new ValuesPage(open.page);
  await expect(values.heading('valuesTitle')).toBeVisible();
  return values;
}

test('lists interpretations with examples and remembers a hand-mapped word for the office', async ({ page }) => {
  const first = await workbook('elso.xlsx', [
    ['E-1', 'lakás', 'eladó', 'Budapest', 'XIII. ker.', 45.9, '2+1', 'kondenzációs kazán'],
  ]);
  const values = await toValues(await connectAndOpen(page, host.url, first));
  const interpretations = page.getByRole('region', { name: values.t('interpretationsTitle') });
  await expect(
    interpretations.getByText(values.t('interpretationExample', { example: '45,9 → 45 900 000 Ft' })).first(),
  ).toBeVisible();
  await expect(
    interpretations.getByText(values.t('interpretationExample', { example: '2+1 → 2 + 1 fél' })),
  ).toBeVisible();
  await expect(interpretations.getByRole('checkbox')).toHaveCount(3);

  await values.mapValue('Fűtés', 'kondenzációs kazán', 'circulating');
  const learned = page.getByRole('region', { name: values.t('learnedTitle') });
  await expect(learned.getByRole('row', { name: /kondenzációs kazán/ })).toBeVisible();

  // The next workbook of the same office: the word is already mapped, marked as remembered.
  await values.step('stepOpen').click();
  const open = new OpenPage(page);
  await open.chooseFile(
    await workbook('masodik.xlsx', [
      ['E-2', 'lakás', 'eladó', 'Budapest', '13. kerület', 39.5, 3, 'kondenzációs kazán'],
    ]),
  );
  const again = await toValues(open);
  // Every word is matched now, so its column is folded with the other settled ones.
  await again.showSettledColumns();
  await expect(again.valueSelect('Fűtés', 'kondenzációs kazán')).toHaveValue('circulating');
  await expect(page.getByRole('row', { name: /kondenzációs kazán/ }).getByText(again.t('learnedSource'))).toBeVisible();
  await again.expectNoError();
});
