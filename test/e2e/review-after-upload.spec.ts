// Back in Review after an upload: the row panel of a created row says it is on the portal with its service ID (not
// "valid"), and a warning's one-click fix on an uploaded row says it changes the live listing at the next upload.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { UploadPage } from './pages/upload-page';
import { WarningPanelPage } from './pages/warning-panel-page';
import { useHostPerTest } from './support/host-per-test';
import { officeListings, writeOfficeWorkbook } from './support/office-workbook';
import { connectAndOpen, openToReview } from './support/to-review';

const host = useHostPerTest('li-e2e-review-after-upload-');

/** Sheet row of the slipped price: the office workbook's header is row 3, the tenth listing is row 13. */
const SLIP_ROW = 13;

test('after an upload Review says which rows are on the portal, in the row panel and beside a warning fix', async ({
  page,
}) => {
  const rows = officeListings(12);
  const slip = rows[SLIP_ROW - 4];
  if (slip) slip[5] = 30_900;
  const file = join(host.work, 'iroda.xlsx');
  await writeOfficeWorkbook(file, rows);
  const review = await openToReview(page, await connectAndOpen(page, host.url, file));
  const warnings = new WarningPanelPage(page);
  await expect(page.getByRole('button', { name: warnings.w('applyFix', { row: SLIP_ROW }) })).toBeVisible();

  await review.next();
  await new UploadPage(page).upload();
  await review.step('stepReview').click();
  await expect(review.counts()).toBeVisible();

  const panel = review.rowState();
  await expect(panel).toContainText(review.t('rowPanelCreated'));
  await expect(panel).toContainText(/szolgáltatói azonosító: \d+/);
  await expect(panel).not.toContainText(review.t('statusValid'));

  const fix = page.getByRole('button', { name: warnings.w('applyFixOnPortal', { row: SLIP_ROW }) });
  await expect(fix).toBeVisible();
  await expect(warnings.items().filter({ has: fix })).toContainText(warnings.w('fixOnPortal', { row: SLIP_ROW }));
});
