// A long text (a description, an address) is edited in a multi-line box larger than its cell: the box is whole in
// view and above the rows under it, also in the sheet's last column at 1280 px (docs/architecture.md).
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { useHostPerTest } from './support/host-per-test';
import { connectAndOpen, openToReview } from './support/to-review';

const host = useHostPerTest('li-e2e-long-text-');

const LONG =
  'Napfényes, csendes, déli fekvésű lakás a Duna közelében, felújított fürdőszobával, beépített konyhával és ' +
  'tágas erkéllyel, közel a metróhoz.';
const HEADERS = ['Hirdetés azonosító', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem'];

async function writeWorkbook(path: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow([...HEADERS, 'Alapterület (m2)', 'Leírás']);
  for (let i = 0; i < 6; i++)
    ws.addRow([`H-${String(i + 1)}`, 'lakás', 'eladó', 'Budapest', 50_000_000, 'Ft', 60, LONG]);
  await wb.xlsx.writeFile(path);
}

/** The element drawn topmost at a point of the page. */
function topmostAt(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate(([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.tagName ?? '', [x, y]);
}

async function expectWholeAndOnTop(page: Page, box: Locator): Promise<void> {
  const b = await box.boundingBox();
  if (!b) throw new Error('the editor is not shown');
  expect(b.width).toBeGreaterThanOrEqual(400);
  for (const [x, y] of [
    [b.x + 4, b.y + 4],
    [b.x + b.width - 4, b.y + 4],
    [b.x + 4, b.y + b.height - 4],
    [b.x + b.width - 4, b.y + b.height - 4],
  ] as const)
    expect(await topmostAt(page, x, y)).toBe('TEXTAREA');
}

test("a long text's editor is whole in view and above the rows under it, in the sheet's last column", async ({
  page,
}) => {
  const file = join(host.work, 'leiras.xlsx');
  await writeWorkbook(file);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await review.goTo('H', 2);
  await page.keyboard.press('F2');
  const editor = page.getByRole('textbox', { name: review.t('editCell', { column: 'H', row: 2 }) });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(LONG);
  await expectWholeAndOnTop(page, editor);
  await page.keyboard.press('Escape');
  await expect(review.cell('H', 2)).toBeFocused();
});

test('what is typed in the long text editor is saved by Enter, which moves down as in the one-line box', async ({
  page,
}) => {
  const file = join(host.work, 'leiras.xlsx');
  await writeWorkbook(file);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await review.goTo('H', 2);
  await page.keyboard.press('F2');
  const editor = page.getByRole('textbox', { name: review.t('editCell', { column: 'H', row: 2 }) });
  await expect(editor).toBeFocused();
  await editor.press('Control+End');
  await page.keyboard.type(' Lift van.');
  await page.screenshot({ path: 'test-results/screenshots/05-review-long-text-editor.png' });
  await page.keyboard.press('Enter');
  await expect(review.cell('H', 3)).toBeFocused();
  await expect(review.cell('H', 2)).toHaveAccessibleName(/Lift van\.$/);
});
