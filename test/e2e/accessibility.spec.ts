// Every step of the wizard checked with axe (WCAG 2 A/AA rules): no serious or critical violation, in Hungarian.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ColumnsPage } from './pages/columns-page';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { ReviewPage } from './pages/review-page';
import { UploadPage } from './pages/upload-page';
import { ValuesPage } from './pages/values-page';
import { WizardPage } from './pages/wizard-page';
import { useHostPerTest } from './support/host-per-test';
import { seriousViolations } from './support/axe-violations';
import { writeOfficeWorkbook } from './support/office-workbook';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-axe-');

/** The serious and critical violations on the page as it is, one line each, so a failure says what and where. */

test('no step has a serious accessibility violation', async ({ page }) => {
  const file = join(host.work, 'iroda.xlsx');
  await writeOfficeWorkbook(file);
  const wizard = new WizardPage(page);
  await wizard.open(host.url);
  expect(await seriousViolations(page), 'connect').toEqual([]);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  expect(await seriousViolations(page), 'connect with offices').toEqual([]);
  await connect.useOffice();
  const open = new OpenPage(page);
  await open.chooseFile(file);
  expect(await seriousViolations(page), 'open').toEqual([]);
  await open.next();
  const columns = new ColumnsPage(page);
  await page.getByRole('button', { name: 'Ár', exact: true }).click();
  expect(await seriousViolations(page), 'columns').toEqual([]);
  await columns.next();
  expect(await seriousViolations(page), 'values').toEqual([]);
  await new ValuesPage(page).next();
  const review = new ReviewPage(page);
  await expect(review.counts()).toBeVisible();
  await review.cell('C', 5).click();
  await expect(review.cell('C', 5)).toBeFocused();
  expect(await seriousViolations(page), 'review').toEqual([]);
  await review.next();
  const upload = new UploadPage(page);
  await upload.button('dryRun').click();
  await expect(upload.buckets()).toBeVisible();
  expect(await seriousViolations(page), 'upload').toEqual([]);
  await upload.upload();
  const results = new ResultsPage(page);
  await results.expectTile('created', 15);
  expect(await seriousViolations(page), 'results').toEqual([]);
  await page.getByRole('button', { name: results.t('history') }).click();
  await expect(results.heading('historyTitle')).toBeVisible();
  expect(await seriousViolations(page), 'history').toEqual([]);
});
