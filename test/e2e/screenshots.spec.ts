// Screenshots of every step at 1280×800 and 1920×1080, in Hungarian and English, for a designer's eye:
// test-results/screenshots/<lang>-<width>-<nn>-<step>.png. Each step is shown with what a user would see there.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ColumnsPage } from './pages/columns-page';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { ReviewPage } from './pages/review-page';
import { UploadPage } from './pages/upload-page';
import { ValuesPage } from './pages/values-page';
import type { Lang } from './pages/wizard-page';
import { WizardPage } from './pages/wizard-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { officeListings, writeOfficeWorkbook } from './support/office-workbook';
import { OFFICE } from './support/wizard-flow';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-shots-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

async function walk(page: Page, lang: Lang, width: number, file: string): Promise<void> {
  const shot = (name: string) => page.screenshot({ path: `test-results/screenshots/${lang}-${width}-${name}.png` });
  const wizard = new WizardPage(page);
  await wizard.open(host.url);
  if (lang === 'en') await wizard.switchLanguage('en');
  const connect = new ConnectPage(page, lang);
  await connect.connectToSandbox(OFFICE);
  await shot('01-connect');
  await connect.useOffice();
  const open = new OpenPage(page, lang);
  await open.chooseFile(file);
  await shot('02-open');
  await open.next();
  const columns = new ColumnsPage(page, lang);
  await columns.sheetTab('Értékesítők').click();
  await page.getByRole('button', { name: 'Kód', exact: true }).click();
  await shot('03-columns');
  await columns.next();
  const values = new ValuesPage(page, lang);
  await expect(page.getByRole('status').filter({ hasText: values.t('working') })).toHaveCount(0);
  await shot('04-values');
  await values.next();
  const review = new ReviewPage(page, lang);
  await expect(review.counts()).toBeVisible();
  await review.nextProblem();
  await review.nextProblem();
  await shot('05-review');
  await review.next();
  const upload = new UploadPage(page, lang);
  await upload.button('dryRun').click();
  await expect(upload.buckets()).toBeVisible();
  await shot('06-upload');
  await upload.upload();
  const results = new ResultsPage(page, lang);
  await expect(results.tile('created')).toBeVisible();
  await shot('07-results');
  await page.getByRole('button', { name: results.t('history') }).click();
  await expect(results.heading('historyTitle')).toBeVisible();
  await shot('08-history');
}

for (const lang of ['hu', 'en'] as const) {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    test(`every step at ${width}×${height} in ${lang === 'hu' ? 'Hungarian' : 'English'}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const file = join(work, 'iroda.xlsx');
      const rows = officeListings(40);
      const set = (i: number, col: number, v: string) => {
        const r = rows[i];
        if (r) r[col] = v;
      };
      set(2, 5, 'sok pénz');
      set(6, 1, 'E09');
      set(9, 7, 'nagy');
      set(11, 2, 'lakáss');
      await writeOfficeWorkbook(file, rows);
      await walk(page, lang, width, file);
    });
  }
}
