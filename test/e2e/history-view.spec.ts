// History as a new office worker reads it: the office of each run by its name, not its number, and each run's links
// (open or show the run, undo) apart, not run together into one word.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { HistoryPage } from './pages/history-page';
import { UploadPage } from './pages/upload-page';
import { useHostPerTest } from './support/host-per-test';
import { writeListingRows } from './support/listing-workbook';
import { connectAndOpen, openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-history-view-');

/** Two valid listings, none featured. */
function twoListings(): Promise<string> {
  return writeListingRows(join(host.work, 'ketto.xlsx'), [
    ['KT-01', 'lakás', 'eladó', 'Budapest', 41_000_000, 'Ft', 'nem', 51, null],
    ['KT-02', 'lakás', 'eladó', 'Budapest', 42_000_000, 'Ft', 'nem', 52, null],
  ]);
}

for (const lang of ['hu', 'en'] as const) {
  test(`History names the run's office and keeps its links apart (${lang})`, async ({ page }) => {
    const review = await openToReview(page, await connectAndOpen(page, host.url, await twoListings()));
    await review.next();
    await new UploadPage(page).upload();
    const history = new HistoryPage(page);
    if (lang === 'en') await history.switchLanguage('en');
    await history.show();
    const run = page.getByRole('row').filter({ hasText: 'ketto.xlsx' });
    await expect(run.getByRole('cell', { name: OFFICE, exact: true })).toBeVisible();
    await expect(run).not.toContainText('#');
    await expect(run.getByRole('cell').nth(1)).toContainText(`${history.t('historyOpen')} · ${history.u('undo')}`);
    await history.screenshot(`history-view-${lang}`);
  });
}
