// An edit made in Review while the Upload step's check on arrival still runs (the user went straight back) is kept:
// once that check answers, the row is still valid in Review's counts and filters, also after another edit runs the
// rules across rows again (docs/wizard.md, "An edit during a validation"). The check is let go just before Enter, and
// 50,000 rows keep it busy for far longer than the edit takes to arrive.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ReviewPage } from './pages/review-page';
import { UploadPage } from './pages/upload-page';
import { useHostPerTest } from './support/host-per-test';
import { writeListingsCsv } from './support/listing-workbook';
import { connectToValues } from './support/to-review';

const ROWS = 50_000;

const host = useHostPerTest('li-e2e-edit-validating-');

test('a price fixed in Review while Upload checks the rows again stays fixed once that check answers', async ({
  page,
}) => {
  const file = join(host.work, 'hirdetesek.csv');
  // The first listing (row 2) has a price no number can be read from.
  await writeListingsCsv(file, ROWS, (i) => (i === 1 ? 'sok pénz' : String(40_000_000 + i)));
  const values = await connectToValues(page, host.url, file);
  await values.next();
  const review = new ReviewPage(page);
  const total = ROWS.toLocaleString('hu-HU');
  const line = (valid: number, invalid: number) =>
    review.t('countsLine', { total, valid: valid.toLocaleString('hu-HU'), invalid, failed: 0, done: 0 });
  await expect(review.counts()).toContainText(line(ROWS - 1, 1));

  // The check on arrival is held back until the new price is typed, then let go just before Enter.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent: () => void = () => undefined;
  const continued = new Promise<void>((resolve) => (sent = resolve));
  await page.route('**/api/validate', async (route) => {
    await held;
    await route.continue();
    sent();
  });
  const arrivalCheck = page.waitForResponse((r) => r.url().endsWith('/api/validate'));
  await review.next();
  const upload = new UploadPage(page);
  await expect(page.getByRole('status').filter({ hasText: upload.t('validating') })).toBeVisible();
  await upload.step('stepReview').click();
  await review.goTo('E', 2);
  await review.cell('E', 2).dblclick();
  const editor = page.getByRole('textbox', { name: review.t('editCell', { column: 'E', row: 2 }) });
  await editor.fill('45 000 000');
  release();
  await continued;
  await editor.press('Enter');
  await expect(review.counts()).toContainText(line(ROWS, 0));

  await arrivalCheck;
  // Another edit runs the rules across rows over the rows as that check left them, and the grid asks for them again.
  await review.editCell('H', 3, '41');
  await review.filter('filterInvalid');
  await expect(review.counts()).toContainText(line(ROWS, 0));
  await review.filter('filterAll');
  await expect(review.cell('E', 2)).toHaveAccessibleName(/^E2: 45[\s\u00a0\u202f]000[\s\u00a0\u202f]000/);
});
