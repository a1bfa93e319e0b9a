// Results lists the rows counted invalid ("Hibás"), with why, and leads back to Review to fix them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { writeListingWorkbook } from './support/listing-workbook';
import { connectAndOpen, openToReview } from './support/to-review';

let host: HostProcess | null = null;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-results-invalid-'));
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
  await rm(work, { recursive: true, force: true });
});

test('Results lists the invalid row with its reference and problem', async ({ page }) => {
  const workbook = join(work, 'hirdetesek.xlsx');
  await writeListingWorkbook(workbook);
  host = await startHostProcess();
  const review = await openToReview(page, await connectAndOpen(page, host.url, workbook), { ikerhaz: true });
  await review.next();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  const invalid = page.getByRole('region', { name: results.t('invalidRowsTitle') });
  await expect(invalid.getByRole('row', { name: /E2E-003/ })).toContainText('sok pénz');
  // The problem is the app's own, not the service's message, and its column says so.
  await expect(invalid.getByRole('columnheader', { name: results.t('invalidRowProblem'), exact: true })).toBeVisible();
  await expect(invalid.getByRole('columnheader', { name: results.t('message') })).toHaveCount(0);
  await invalid.getByRole('button', { name: results.t('stepReview') }).click();
  await expect(results.heading('reviewTitle')).toBeVisible();
});
