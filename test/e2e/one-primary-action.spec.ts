// One primary button per view, the next step's (docs/wizard.md, "One primary action"): Connect before and after the
// check, Results after a run with nothing left to send, with refused rows to fix, and after a stopped run with rows it
// never reached.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { writeSmallListings } from '../support/small-listings-kit';
import { ConnectPage } from './pages/connect-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { useAnswerLosingRelay } from './support/answer-losing-relay-per-test';
import { useHostPerTest } from './support/host-per-test';
import { writeListingRows } from './support/listing-workbook';
import { connectAndOpen, openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-one-primary-');
const relays = useAnswerLosingRelay(host);

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

test('Results: with refused rows still to fix, Review is the only primary action, not a new import', async ({
  page,
}) => {
  // Seven featured listings where the office's quota allows five: two are refused.
  const rows = Array.from({ length: 7 }, (_, i) => [
    `KI-00${String(i + 1)}`,
    'lakás',
    'eladó',
    'Budapest',
    40_000_000 + i * 1_000_000,
    'Ft',
    'igen',
    50 + i,
    null,
  ]);
  const workbook = await writeListingRows(join(host.work, 'kiemeltek.xlsx'), rows);
  const review = await openToReview(page, await connectAndOpen(page, host.url, workbook));
  await review.next();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  await results.expectTile('failed', 2);
  await expect(results.primaryActions()).toHaveText([results.t('stepReview')]);
});

test('Results: a stopped run with rows left unsent makes continuing the upload the only primary action', async ({
  page,
}) => {
  const workbook = join(host.work, 'sorra.xlsx');
  await writeSmallListings(
    workbook,
    Array.from({ length: 600 }, (_, i) => ({
      reference: `SORRA-${String(i)}`,
      address: `Sorra utca ${String(i + 1)}.`,
      price: 40_000_000 + i,
    })),
  );
  const review = await relays.toReview(page, workbook);
  await review.next();
  relays.relay().arm();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  await expect(results.countTile('notReachedRows')).toBeVisible();
  await expect(results.primaryActions()).toHaveText([results.t('continueUpload')]);
});
