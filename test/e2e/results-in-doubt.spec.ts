// Results lists rows left in doubt (sent, their answer lost, not checked) apart from the failed rows, saying what
// happens to them next, beside the resend that checks them on the portal first (docs/upload.md, "Counts of a run").
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatMessage } from '../../src/shared/message-catalog';
import { RUN_COUNT_MESSAGES } from '../../src/renderer/src/i18n/run-count-messages';
import { DEMO } from '../../src/sandbox';
import type { AnswerLosingRelay } from '../support/answer-losing-relay';
import { startAnswerLosingRelay } from '../support/answer-losing-relay';
import { writeSmallListings } from '../support/small-listings-kit';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { useHostPerTest } from './support/host-per-test';
import { sandboxUrl } from './support/office-export';
import { openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-results-in-doubt-');
let relay: AnswerLosingRelay | null = null;

test.afterEach(async () => {
  await relay?.close();
  relay = null;
});

test('rows in doubt are not listed as failed but apart, with what happens next and the resend', async ({ page }) => {
  const workbook = join(host.work, 'ketes.xlsx');
  await writeSmallListings(workbook, [
    { reference: 'KETES-81', address: 'Kétes utca 81.', price: 57_000_000 },
    { reference: 'KETES-82', address: 'Kétes utca 82.', price: 58_000_000 },
  ]);
  const connect = new ConnectPage(page);
  await connect.open(host.url);
  await connect.checkSandbox();
  relay = await startAnswerLosingRelay(await sandboxUrl(page.request, host.origin));
  const { username, password } = DEMO.users.demo;
  await connect.connectThrough('Közvetítő', relay.baseUrl, username, password, OFFICE);
  await connect.useOffice();
  const open = new OpenPage(page);
  await open.chooseFile(workbook);
  const review = await openToReview(page, open);
  await review.next();
  relay.arm();
  await new UploadPage(page).upload();

  const results = new ResultsPage(page);
  await expect(results.failedRegion()).toContainText(results.t('noFailedRows'));
  await expect(results.failedRegion().getByRole('table')).toHaveCount(0);
  const doubts = results.inDoubtRegion(2);
  await expect(doubts.getByRole('row').filter({ hasText: 'KETES-81' })).toBeVisible();
  await expect(doubts.getByRole('row').filter({ hasText: 'KETES-82' })).toBeVisible();
  await expect(doubts).toContainText(formatMessage(RUN_COUNT_MESSAGES.inDoubtHint, 'hu'));
  await expect(doubts.getByRole('button', { name: results.t('resubmitFailed'), exact: true })).toBeEnabled();
});
