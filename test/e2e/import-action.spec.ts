// The Import action in the app: an export's "Importálási művelet" column is mapped by itself and found in the field
// list, the grid edits it with the actions' words, and a withdraw (like a deliberate reference change) goes only once
// the user has typed the number of listings, listed as the portal holds them.
import { expect, test } from '@playwright/test';
import { CONFIRM_COUNT_MESSAGES } from '../../src/renderer/src/i18n/confirm-count-messages';
import { ColumnsPage } from './pages/columns-page';
import { ResultsPage } from './pages/results-page';
import { ReviewPage } from './pages/review-page';
import { UploadPage } from './pages/upload-page';
import { ValuesPage } from './pages/values-page';
import { useHostPerTest } from './support/host-per-test';
import type { ListingEdit } from './support/office-export';
import { connectAndOpenExport } from './support/office-export';
import { openToReview } from './support/to-review';
import { formatMessage } from '../../src/shared/message-catalog';

const host = useHostPerTest('li-e2e-action-');

const ACTION = 'Importálási művelet';

test('the export\'s Importálási művelet column is mapped, found by "művelet" and edited with its words', async ({
  page,
}) => {
  const open = await connectAndOpenExport(page, host, host.work);
  await open.next();
  const columns = new ColumnsPage(page);
  await columns.sheetTab('Ingatlanok').click();
  await expect(columns.columnRow(ACTION)).not.toContainText(columns.t('notImported'));
  const letter = ((await columns.columnRow(ACTION).getByRole('cell').first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: ACTION, exact: true }).click();
  await page.getByRole('searchbox', { name: columns.t('searchFields') }).fill('művelet');
  const picker = page.getByRole('listbox', { name: new RegExp(ACTION) });
  await expect(picker.getByRole('option', { name: new RegExp(ACTION) })).toBeVisible();
  await expect(picker.getByRole('option', { name: new RegExp(ACTION) })).toHaveAttribute('aria-selected', 'true');

  await columns.next();
  await new ValuesPage(page).next();
  const review = new ReviewPage(page);
  await expect(review.counts()).toBeVisible();
  await page.getByRole('combobox', { name: review.t('sheet') }).selectOption('Ingatlanok');
  // The action column is after the export's field columns: from the row's end.
  await review.goToFromEnd(letter, 2);
  await expect(review.grid().getByRole('columnheader', { name: new RegExp(ACTION) })).toBeVisible();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('combobox', { name: review.t('editCell', { column: letter, row: 2 }) });
  await expect(editor).toBeFocused();
  // The choices, after the disabled prompt: the actions' words, no codes.
  const words = (await editor.locator('option:not([disabled])').allTextContents()).map((w) => w.trim());
  expect(words).toEqual(['feltöltés', 'visszavonás', 'törlés']);
  await page.keyboard.press('Escape');
  await expect(review.grid().getByRole('gridcell', { name: new RegExp(`^${letter}2:`) })).toBeFocused();
  await page.keyboard.press('Enter');
  await editor.selectOption({ label: 'visszavonás' });
  await expect(review.cell(letter, 2)).toHaveAccessibleName(new RegExp(`^${letter}2: visszavonás`));

  await review.next();
  const upload = new UploadPage(page);
  await upload.button('startUpload').click();
  const box = page.getByRole('alertdialog', { name: upload.t('withdrawConfirmTitle', { count: 1 }) });
  await expect(box).toBeVisible();
  // The listing as the portal holds it: reference, address, type in the user's words, price; no API codes.
  await expect(box).toContainText('DEMO-P1');
  await expect(box).toContainText('Lehel utca 10.');
  await expect(box).toContainText('lakás');
  await expect(box).toContainText(/64\s900\s000/);
  await expect(box).not.toContainText('apartment');
  const yes = box.getByRole('button', { name: upload.t('withdrawConfirmYes', { count: 1 }) });
  await expect(yes).toBeDisabled();
  const count = box.getByRole('spinbutton', {
    name: formatMessage(CONFIRM_COUNT_MESSAGES.confirmCount, 'hu', { count: 1 }),
  });
  await count.fill('2');
  await expect(yes).toBeDisabled();
  await count.fill('1');
  await yes.click();
  const results = new ResultsPage(page);
  await expect(results.heading('resultsTitle')).toBeVisible();
  await results.expectTile('updated', 1);
  await results.expectTile('failed', 0);
});

test('a deliberate reference change is listed in Upload and sent once its number is typed', async ({ page }) => {
  const edit: ListingEdit = (set) => set('Hirdetés azonosító', 'DEMO-P1-UJ');
  const review = await openToReview(page, await connectAndOpenExport(page, host, host.work, edit));
  await review.next();
  const upload = new UploadPage(page);
  await upload.button('startUpload').click();
  const title = formatMessage(CONFIRM_COUNT_MESSAGES.referenceConfirmTitle, 'hu', { count: 1 });
  const box = page.getByRole('alertdialog', { name: title });
  await expect(box).toBeVisible();
  await expect(box).toContainText('DEMO-P1 → DEMO-P1-UJ');
  await expect(box).toContainText('Lehel utca 10.');
  const yes = box.getByRole('button', {
    name: formatMessage(CONFIRM_COUNT_MESSAGES.referenceConfirmYes, 'hu', { count: 1 }),
  });
  await expect(yes).toBeDisabled();
  await box
    .getByRole('spinbutton', { name: formatMessage(CONFIRM_COUNT_MESSAGES.confirmCount, 'hu', { count: 1 }) })
    .fill('1');
  await yes.click();
  const results = new ResultsPage(page);
  await expect(results.heading('resultsTitle')).toBeVisible();
  await results.expectTile('updated', 1);
  await results.expectTile('failed', 0);
});
