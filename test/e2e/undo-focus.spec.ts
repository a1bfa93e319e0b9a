// The last undo, pressed on the Undo button by keyboard, disables that button: the focus goes to the grid's current
// cell, not back to the page's top (steps/review/use-row-edits.ts).
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { useHostPerTest } from './support/host-per-test';
import { writeListingRows } from './support/listing-workbook';
import { connectAndOpen, openToReview } from './support/to-review';

const host = useHostPerTest('li-e2e-undo-focus-');

test("after the last undo by the Undo button, the focus is on the grid's current cell", async ({ page }) => {
  const rows = [
    ['U-001', 'lakás', 'eladó', 'Budapest', 45_000_000, 'Ft', 'nem', 62, null],
    ['U-002', 'lakás', 'eladó', 'Budapest', 51_000_000, 'Ft', 'nem', 70, null],
  ];
  const workbook = await writeListingRows(join(host.work, 'ket-lakas.xlsx'), rows);
  const review = await openToReview(page, await connectAndOpen(page, host.url, workbook));
  await review.goTo('E', 2);
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: review.t('editCell', { column: 'E', row: 2 }) }).fill('39 900 000');
  await page.keyboard.press('Enter');
  await expect(review.cell('E', 3)).toBeFocused();

  const undo = review.button('undo');
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(undo).toBeDisabled();
  await expect(review.cell('E', 2)).toHaveAccessibleName(/^E2: 45\s?000\s?000/);
  await expect(review.cell('E', 3)).toBeFocused();
});
