// Results lists rows left in doubt (sent, their answer lost, not checked) apart from the failed rows, saying what
// happens to them next, beside the resend that checks them on the portal first (docs/upload.md, "Counts of a run").
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatMessage } from '../../src/shared/message-catalog';
import { RUN_COUNT_MESSAGES } from '../../src/renderer/src/i18n/run-count-messages';
import { writeSmallListings } from '../support/small-listings-kit';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { useAnswerLosingRelay } from './support/answer-losing-relay-per-test';
import { useHostPerTest } from './support/host-per-test';

const host = useHostPerTest('li-e2e-results-in-doubt-');
const relays = useAnswerLosingRelay(host);

test('rows in doubt are not listed as failed but apart, with what happens next and the resend', async ({ page }) => {
  const workbook = join(host.work, 'ketes.xlsx');
  await writeSmallListings(workbook, [
    { reference: 'KETES-81', address: 'Kétes utca 81.', price: 57_000_000 },
    { reference: 'KETES-82', address: 'Kétes utca 82.', price: 58_000_000 },
  ]);
  const review = await relays.toReview(page, workbook);
  await review.next();
  const relay = relays.relay();
  relay.arm();
  await new UploadPage(page).upload();

  const results = new ResultsPage(page);
  await expect(results.failedRegion()).toContainText(results.t('noFailedRows'));
  await expect(results.failedRegion().getByRole('table')).toHaveCount(0);
  const doubts = results.inDoubtRegion(2);
  await expect(doubts.getByRole('row').filter({ hasText: 'KETES-81' })).toBeVisible();
  await expect(doubts.getByRole('row').filter({ hasText: 'KETES-82' })).toBeVisible();
  await expect(doubts).toContainText(formatMessage(RUN_COUNT_MESSAGES.inDoubtHint, 'hu'));
  // The message is the app's own account of the row, not the service's message, and its column says so.
  const header = formatMessage(RUN_COUNT_MESSAGES.inDoubtRowState, 'hu');
  await expect(doubts.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(doubts.getByRole('columnheader', { name: results.t('message') })).toHaveCount(0);
  await expect(doubts.getByRole('button', { name: results.t('resubmitFailed'), exact: true })).toBeEnabled();
});
