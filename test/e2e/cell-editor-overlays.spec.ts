// Editors larger than their cell are drawn whole and above the rows under it: a long text's multi-line box (a
// description, an address), also in the sheet's last column at 1280 px, and the seller cell's list (docs/architecture.md).
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ReviewPage } from './pages/review-page';
import { useHostPerTest } from './support/host-per-test';
import { officeListings, writeOfficeWorkbook } from './support/office-workbook';
import { connectAndOpen, openToReview } from './support/to-review';

const host = useHostPerTest('li-e2e-editor-overlays-');

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

/** Review of the workbook with its long text cell H2 open in its editor (F2). */
async function editLongText(page: Page): Promise<{ review: ReviewPage; editor: Locator }> {
  const file = join(host.work, 'leiras.xlsx');
  await writeWorkbook(file);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await review.goTo('H', 2);
  await page.keyboard.press('F2');
  const editor = page.getByRole('textbox', { name: review.t('editCell', { column: 'H', row: 2 }) });
  await expect(editor).toBeFocused();
  return { review, editor };
}

test("a long text's editor is whole in view and above the rows under it, in the sheet's last column", async ({
  page,
}) => {
  const { review, editor } = await editLongText(page);
  await expect(editor).toHaveValue(LONG);
  await expectWholeAndOnTop(page, editor);
  await page.keyboard.press('Escape');
  await expect(review.cell('H', 2)).toBeFocused();
});

test('what is typed in the long text editor is saved by Enter, which moves down as in the one-line box', async ({
  page,
}) => {
  const { review, editor } = await editLongText(page);
  await editor.press('Control+End');
  await page.keyboard.type(' Lift van.');
  await page.screenshot({ path: 'test-results/screenshots/05-review-long-text-editor.png' });
  await page.keyboard.press('Enter');
  await expect(review.cell('H', 3)).toBeFocused();
  await expect(review.cell('H', 2)).toHaveAccessibleName(/Lift van\.$/);
});

test("the seller cell's list is drawn above the rows under its cell", async ({ page }) => {
  const file = join(host.work, 'iroda.xlsx');
  await writeOfficeWorkbook(file, officeListings(6));
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  await review.goTo('B', 4);
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: review.t('editCell', { column: 'B', row: 4 }) }).fill('');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.nth(2)).toBeVisible();
  for (const option of (await options.all()).slice(0, 3)) {
    const b = await option.boundingBox();
    if (!b) throw new Error('the option is not shown');
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('[role="option"]') !== null,
      [b.x + b.width / 2, b.y + b.height / 2],
    );
    expect(onTop).toBe(true);
  }
});
