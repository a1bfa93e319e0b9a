// The seller cell in Review offers the workbook's and the portal's sellers by name and code (docs/architecture.md,
// "The wizard's flow"): typing filters, the arrows move the choice without writing, Enter writes it and moves down,
// Escape leaves the cell as it was. The Seller service ID column offers the portal's sellers by their service ID,
// the way to name one made on the portal without a code.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../../src/sandbox';
import type { ReviewPage } from './pages/review-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { officeListings, writeOfficeWorkbook } from './support/office-workbook';
import { connectAndOpen, openToReview } from './support/to-review';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-seller-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

async function toReview(page: Page): Promise<ReviewPage> {
  const file = join(work, 'iroda.xlsx');
  await writeOfficeWorkbook(file, officeListings(3));
  return openToReview(page, await connectAndOpen(page, host.url, file));
}

test("the seller cell offers the workbook's sellers, filtered by typing; Enter writes the chosen code", async ({
  page,
}) => {
  const review = await toReview(page);
  await review.goTo('B', 4);
  await page.keyboard.press('Enter');
  const box = page.getByRole('combobox', { name: review.t('editCell', { column: 'B', row: 4 }) });
  await expect(box).toBeFocused();
  await box.fill('szab');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option', { name: /Szabó Éva/ })).toBeVisible();
  await expect(list.getByRole('option', { name: /Kovács Anna/ })).toHaveCount(0);

  // The arrow moves the choice and writes nothing.
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { name: /Szabó Éva/ })).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveValue('szab');

  await page.keyboard.press('Enter');
  await expect(review.cell('B', 4)).toHaveAccessibleName(/^B4: E07/);
  await expect(review.cell('B', 5)).toBeFocused();
  await review.expectNoError();
});

test('Escape in the seller list leaves the cell as it was', async ({ page }) => {
  const review = await toReview(page);
  await review.goTo('B', 5);
  await page.keyboard.press('Enter');
  const box = page.getByRole('combobox', { name: review.t('editCell', { column: 'B', row: 5 }) });
  await box.fill('Kov');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(review.cell('B', 5)).toHaveAccessibleName(/^B5: E02/);
  await expect(review.cell('B', 5)).toBeFocused();
});

test("the Seller service ID cell offers the portal's sellers by service ID; Enter writes the ID", async ({ page }) => {
  const file = join(work, 'azonositoval.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([
    ['Hirdetés azonosító', 'Értékesítő ID', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem'],
    ['P-001', '', 'lakás', 'eladó', 'Budapest', 30_000_000, 'Ft'],
  ]);
  await wb.xlsx.writeFile(file);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await review.goTo('B', 2);
  await page.keyboard.press('Enter');
  const box = page.getByRole('combobox', { name: review.t('editCell', { column: 'B', row: 2 }) });
  await expect(box).toBeFocused();
  await box.fill('nagy');
  const peter = page.getByRole('listbox').getByRole('option', { name: /Nagy Péter/ });
  await expect(peter).toContainText(String(DEMO.sellers.peter.id));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(review.cell('B', 2)).toHaveAccessibleName(new RegExp(`^B2: ${DEMO.sellers.peter.id}`));
  await review.expectNoError();
});
