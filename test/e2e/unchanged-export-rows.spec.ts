// An export opened for editing and not edited: Review counts its rows as unchanged (done), not as valid rows to send,
// and Upload says there is nothing to send and why, with Start upload disabled; one edit makes one row to send.
import { expect, test } from '@playwright/test';
import { ConnectPage } from './pages/connect-page';
import { ExportPage } from './pages/export-page';
import { OpenPage } from './pages/open-page';
import { UploadPage } from './pages/upload-page';
import { useHostPerTest } from './support/host-per-test';
import { openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-unchanged-export-');

test('an unedited export has no row to send: Review and Upload say its rows are unchanged', async ({ page }) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const exporter = new ExportPage(page);
  await exporter.openView();
  await exporter.start();
  await exporter.openForEditing();

  const review = await openToReview(page, new OpenPage(page));
  await expect(review.counts()).toContainText(/ · 0 rendben · 0 hibás · 0 sikertelen · [1-9]\d* feltöltve vagy/);
  await review.next();

  const upload = new UploadPage(page);
  await expect(page.getByText(upload.t('toSend', { count: 0, office: OFFICE }), { exact: true })).toBeVisible();
  await expect(page.getByText(/^[1-9]\d* sor változatlan a legutóbbi eredménye óta, nem küldjük el\.$/)).toBeVisible();
  await expect(upload.button('startUpload')).toBeDisabled();
});
