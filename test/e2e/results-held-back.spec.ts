// Results and the dry run count the listings held back for an invalid seller row apart from the failed ones, naming
// the row they wait for, and the tiles add up to the rows (docs/upload.md, "Counts of a run").
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { formatMessage } from '../../src/shared/message-catalog';
import { RUN_COUNT_MESSAGES } from '../../src/renderer/src/i18n/run-count-messages';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { writeInvalidSellerWorkbook } from '../support/small-listings-kit';
import { connectAndOpen, openToReview } from './support/to-review';

let host: HostProcess | null = null;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-results-held-back-'));
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
  await rm(work, { recursive: true, force: true });
});

/** The office workbook with seller E02's e-mail made wrong (its four listings wait for that row), on Upload. */
async function toUpload(page: Page): Promise<UploadPage> {
  const workbook = join(work, 'iroda.xlsx');
  await writeInvalidSellerWorkbook(workbook);
  host = await startHostProcess();
  const review = await openToReview(page, await connectAndOpen(page, host.url, workbook));
  await review.next();
  return new UploadPage(page);
}

/** "Visszatartva — erre vár: Értékesítők 3. sor": the four listings, named by the row they wait for. */
const HELD_BACK = formatMessage(RUN_COUNT_MESSAGES.heldBackRows, 'hu', {
  count: 4,
  rows: formatMessage(RUN_COUNT_MESSAGES.waitedRow, 'hu', { sheet: 'Értékesítők', row: 3 }),
});

test('Results shows the listings held back for an invalid seller row in a tile of their own, not failed', async ({
  page,
}) => {
  await (await toUpload(page)).upload();
  const results = new ResultsPage(page);
  const held = page
    .getByRole('list', { name: results.t('resultsTitle') })
    .getByRole('listitem')
    .filter({ hasText: HELD_BACK });
  await expect(held).toContainText('4');
  await results.expectTile('failed', 0);
  await results.expectTile('invalid', 1);
});

test('the dry run shows the listings held back for an invalid seller row as held back, naming it, as the upload does', async ({
  page,
}) => {
  const upload = await toUpload(page);
  await upload.dryRun();
  await expect(upload.buckets().getByRole('listitem').filter({ hasText: HELD_BACK })).toContainText('4');
  await expect(upload.buckets()).not.toContainText(upload.t('bucket_blocked'));
});
