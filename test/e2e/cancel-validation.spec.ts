// Cancelling a long validation from the values step (docs/performance.md, "Engine off the main thread"): the Cancel
// button takes the focus with the "checking rows" status, a keyboard press stops the validation, the user stays on the
// values step with a notice, and Next checks the rows again. 50,000 rows keep the worker busy for far longer than the
// press takes to arrive.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ReviewPage } from './pages/review-page';
import { useHostPerTest } from './support/host-per-test';
import { writeListingsCsv } from './support/listing-workbook';
import { connectToValues } from './support/to-review';

const ROWS = 50_000;

const host = useHostPerTest('li-e2e-cancel-');

test('cancels a validation of 50,000 rows from the keyboard, stays on the values step, and checks them again', async ({
  page,
}) => {
  const file = join(host.work, 'hirdetesek.csv');
  // Valid listings only, so the values step has nothing to map and the review counts are known.
  await writeListingsCsv(file, ROWS);
  const values = await connectToValues(page, host.url, file);

  await values.button('next').click();
  await expect(values.cancelValidationButton()).toBeFocused();
  await expect(values.validationStatus()).toContainText('/');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: values.t('validationCancelled') })).toBeVisible();
  await expect(values.heading('valuesTitle')).toBeVisible();
  await expect(values.button('next')).toBeFocused();
  await values.expectNoError();

  await values.next();
  const review = new ReviewPage(page);
  const total = ROWS.toLocaleString('hu-HU');
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total, valid: total, invalid: 0, failed: 0, done: 0 }),
  );
});

test('after a cancelled check, Review reached from the step list checks the rows and leaves the focus on its heading', async ({
  page,
}) => {
  const file = join(host.work, 'hirdetesek.csv');
  await writeListingsCsv(file, ROWS);
  const values = await connectToValues(page, host.url, file);
  await values.button('next').click();
  await expect(values.cancelValidationButton()).toBeFocused();
  await values.cancelValidationButton().click();
  await expect(values.button('next')).toBeFocused();

  const review = new ReviewPage(page);
  await review.step('stepReview').click();
  const total = ROWS.toLocaleString('hu-HU');
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total, valid: total, invalid: 0, failed: 0, done: 0 }),
  );
  // The Cancel button that had the focus during the check is gone: the heading has it, not the page.
  await expect(review.heading('reviewTitle')).toBeFocused();
});
