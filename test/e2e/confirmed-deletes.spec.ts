// The round trip (docs/round-trip.md) in the app: a workbook whose Import action deletes a listing is not uploaded on
// the first click; a box names the count and the row, "Do not upload" sends nothing, confirming deletes it and the
// results say so. The sync preview beside it is off until ticked.
import { SYNC_SCOPE_MESSAGES } from '../../src/renderer/src/i18n/sync-scope-messages';
import { expect, test } from '@playwright/test';
import { CONFIRM_COUNT_MESSAGES } from '../../src/renderer/src/i18n/confirm-count-messages';
import { DEMO } from '../../src/sandbox';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { WizardPage } from './pages/wizard-page';
import { useHostPerTest } from './support/host-per-test';
import { editedOfficeExport, sandboxUrl } from './support/office-export';
import { openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';
import { formatMessage } from '../../src/shared/message-catalog';

const host = useHostPerTest('li-e2e-deletes-');

test('an upload that deletes asks first, naming the row; confirmed, the listing is deleted', async ({ page }) => {
  await new WizardPage(page).open(host.url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const baseUrl = await sandboxUrl(page.request, host.origin);
  const workbook = await editedOfficeExport(baseUrl, host.work, (set) => set('Importálási művelet', 'törlés'));
  const open = new OpenPage(page);
  await open.chooseFile(workbook);
  const review = await openToReview(page, open);
  await review.next();

  const upload = new UploadPage(page);
  // The sync preview is off until ticked; this workbook holds the office's one listing, so nothing is missing.
  const sync = page.getByRole('checkbox', { name: upload.t('syncToggle') });
  await expect(sync).not.toBeChecked();
  await sync.check();
  await expect(page.getByText(upload.t('syncNone'))).toBeVisible();
  // It says which listings it compared within.
  await expect(page.getByText(formatMessage(SYNC_SCOPE_MESSAGES.scopeUsed, 'hu', { scope: '' }).trim())).toBeVisible();
  await expect(sync).toBeFocused();
  await sync.uncheck();

  await upload.button('startUpload').click();
  const box = page.getByRole('alertdialog', { name: upload.t('deleteConfirmTitle', { count: 1 }) });
  await expect(box).toBeVisible();
  await expect(box).toContainText(`Ingatlanok, 2. sor: ID ${DEMO.properties.angyalfoldFlat.id}, DEMO-P1`);
  await expect(box.getByRole('button', { name: upload.t('deleteConfirmNo') })).toBeFocused();
  await box.getByRole('button', { name: upload.t('deleteConfirmNo') }).click();
  await expect(box).toBeHidden();
  await expect(upload.heading('uploadTitle')).toBeVisible();
  await expect(upload.button('startUpload')).toBeFocused();

  await upload.button('startUpload').click();
  // The number is typed, as the command line's --confirm-deletes 1.
  await box
    .getByRole('spinbutton', { name: formatMessage(CONFIRM_COUNT_MESSAGES.confirmCount, 'hu', { count: 1 }) })
    .fill('1');
  await page.getByRole('button', { name: upload.t('deleteConfirmYes', { count: 1 }) }).click();
  await expect(upload.heading('resultsTitle')).toBeVisible();
  const results = new ResultsPage(page);
  await results.expectTile('deleted', 1);
  await results.expectTile('failed', 0);
});
