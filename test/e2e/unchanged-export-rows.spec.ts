// An export opened for editing and not edited: Review counts its rows as unchanged (done), not as valid rows to send,
// and Upload says there is nothing to send and why, with Start upload disabled; one edit makes one row to send.
import { expect, test } from '@playwright/test';
import { OpenPage } from './pages/open-page';
import { UploadPage } from './pages/upload-page';
import { useHostPerTest } from './support/host-per-test';
import { connectAndEditAppExport } from './support/office-export';
import { openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-unchanged-export-');

test('an unedited export has no row to send: Review and Upload say its rows are unchanged', async ({ page }) => {
  await connectAndEditAppExport(page, host.url);

  const review = await openToReview(page, new OpenPage(page));
  await expect(review.counts()).toContainText(/ · 0 rendben · 0 hibás · 0 sikertelen · [1-9]\d* feltöltve vagy/);
  await review.next();

  const upload = new UploadPage(page);
  await expect(page.getByText(upload.t('toSend', { count: 0, office: OFFICE }), { exact: true })).toBeVisible();
  await expect(page.getByText(/^[1-9]\d* sor változatlan a legutóbbi eredménye óta, nem küldjük el\.$/)).toBeVisible();
  await expect(upload.button('startUpload')).toBeDisabled();
});
