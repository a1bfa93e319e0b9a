// The Upload step counts the rows to send from the check it runs on arrival: until that check answers it says it is
// checking the rows and offers no upload, instead of showing the count kept from before (after an upload that count
// still named the rows just sent; docs/wizard.md, "Counts in Review and Upload").
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { useHostPerTest } from './support/host-per-test';
import { writeListingRows } from './support/listing-workbook';
import { connectAndOpen, openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-upload-fresh-');

test('after an upload, Upload shows no count of the rows just sent while it checks the rows again', async ({
  page,
}) => {
  const rows = [1, 2, 3].map((i) => [
    `FR-00${String(i)}`,
    'lakás',
    'eladó',
    'Budapest',
    45_000_000 + i,
    'Ft',
    'nem',
    62,
  ]);
  const workbook = await writeListingRows(join(host.work, 'harom.xlsx'), [...rows.map((r) => [...r, null])]);
  const review = await openToReview(page, await connectAndOpen(page, host.url, workbook));
  await review.next();
  const upload = new UploadPage(page);
  await upload.upload();
  const results = new ResultsPage(page);
  await results.expectTile('created', 3);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/validate', async (route) => {
    await held;
    await route.continue();
  });
  await results.step('stepUpload').click();
  await expect(upload.heading('uploadTitle')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: upload.t('validating') })).toBeVisible();
  await expect(page.getByText(upload.t('toSend', { count: 3, office: OFFICE }))).toHaveCount(0);
  await expect(upload.button('startUpload')).toBeDisabled();
  release();
  await expect(page.getByText(upload.t('toSend', { count: 0, office: OFFICE }))).toBeVisible();
});
