// In Chromium: in the Columns step, Enter on a column moves focus to the field list's search box,
// from where the arrow keys move into the list and Enter picks, all without the mouse.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ColumnsPage } from './pages/columns-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { connectAndOpen } from './support/to-review';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-columns-keys-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

test('Enter on a column moves focus to the field search box; arrows and Enter map it', async ({ page }) => {
  const path = join(work, 'oszlopok.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([
    ['Azonosító', 'Típus', 'Megbízás', 'Település', 'Vételár', 'Megjegyzés'],
    ['K-1', 'lakás', 'eladó', 'Budapest', 45_900_000, 'szép'],
  ]);
  await wb.xlsx.writeFile(path);
  const open = await connectAndOpen(page, host.url, path);
  await open.next();
  const columns = new ColumnsPage(page);
  await expect(columns.heading('columnsTitle')).toBeVisible();

  const column = page.getByRole('button', { name: 'Megjegyzés', exact: true });
  await column.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('listbox', { name: /Megjegyzés/ });
  // Enter lands in the list's search box (typed text is not lost); the arrows go on into the list.
  await expect(page.getByRole('searchbox', { name: columns.t('searchFields') })).toBeFocused();

  await page.keyboard.press('ArrowDown');
  const focused = picker.locator('[role="option"]:focus');
  await expect(focused).toHaveCount(1);
  const label = (await focused.locator('.option-label').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(columns.columnRow('Megjegyzés')).toContainText(label);
});
