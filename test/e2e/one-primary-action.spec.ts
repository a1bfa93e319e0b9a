// One primary button per view, the next step's (docs/wizard.md, "One primary action"): Connect before and after the
// check, and Results after a run with nothing left to send.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ConnectPage } from './pages/connect-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { useHostPerTest } from './support/host-per-test';
import { writeListingRows } from './support/listing-workbook';
import { connectAndOpen, openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-one-primary-');

test('Connect: the check is the primary action until offices are listed, then the office button is', async ({
  page,
}) => {
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await expect(connect.primaryActions()).toHaveText([connect.t('testConnection')]);
  await connect.connectToSandbox(OFFICE);
  await expect(connect.primaryActions()).toHaveText([connect.t('connectButton')]);
  await connect.useOffice();
});

test('Results: after a run with nothing left to send, the new import is the only primary action', async ({ page }) => {
  const rows = [['P1-001', 'lakás', 'eladó', 'Budapest', 45_000_000, 'Ft', 'nem', 62, null]];
  const workbook = await writeListingRows(join(host.work, 'egy.xlsx'), rows);
  const review = await openToReview(page, await connectAndOpen(page, host.url, workbook));
  await review.next();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  await results.expectTile('created', 1);
  await expect(results.button('downloadResults')).toBeEnabled();
  await expect(results.primaryActions()).toHaveText([results.t('newImport')]);
});
