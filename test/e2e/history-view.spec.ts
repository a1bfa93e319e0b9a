// History as a new office worker reads it: the office of each run by its name, not its number, each run's links
// (open or show the run, undo) apart, not run together into one word, and the run's time as its results workbook
// gives it. The services run in UTC and the window in Budapest (an hour apart in November), so a time told in the
// window's own zone would differ from the workbook's.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { RESULT_HEADERS_HU } from '../../src/engine/model/result-headers';
import { HistoryPage } from './pages/history-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { useHostPerTest } from './support/host-per-test';
import { writeListingRows } from './support/listing-workbook';
import { connectAndOpen, openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-history-view-', { TZ: 'UTC' });
test.use({ timezoneId: 'Europe/Budapest' });

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

/** The first listing's `Importálás ideje` in the results workbook saved at `path`. */
async function importedAtOf(path: string): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.getWorksheet('Ingatlanok');
  if (!ws) throw new Error('the results workbook lost its sheet');
  const column = (ws.getRow(1).values as unknown[]).indexOf(RESULT_HEADERS_HU.importedAt);
  expect(column).toBeGreaterThan(0);
  return String(ws.getRow(2).getCell(column).value);
}

test("History tells the run's time as its results workbook's Importálás ideje: same zone, same hour, same text", async ({
  page,
}) => {
  const review = await openToReview(page, await connectAndOpen(page, host.url, await twoListings()));
  await review.next();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  await results.expectTile('created', 2);
  const saved = join(host.work, 'eredmenyek.xlsx');
  await (await results.download()).saveAs(saved);
  const importedAt = await importedAtOf(saved);
  const history = new HistoryPage(page);
  await history.show();
  const started =
    (await page.getByRole('row').filter({ hasText: 'ketto.xlsx' }).getByRole('cell').first().textContent()) ?? '';
  const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{2}:\d{2}$/;
  expect(importedAt).toMatch(timestamp);
  expect(started).toMatch(timestamp);
  // The same zone, and the run's start no later than its rows' time and not an hour (a zone) before it.
  expect(started.slice(-6)).toBe(importedAt.slice(-6));
  const moment = (t: string) => Date.parse(`${t.slice(0, 10)}T${t.slice(11, 19)}${t.slice(-6)}`);
  const gap = moment(importedAt) - moment(started);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(15 * 60_000);
});
