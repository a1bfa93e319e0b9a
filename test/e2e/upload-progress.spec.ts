// A slow service: progress with rate and estimate, cancel mid-run, then continue; every valid row ends created once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ColumnsPage } from './pages/columns-page';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { ReviewPage } from './pages/review-page';
import { UploadPage } from './pages/upload-page';
import { ValuesPage } from './pages/values-page';
import { startHostProcess } from './support/browser-host-process';
import { HEADERS } from './support/listing-workbook';
import { OFFICE } from './support/wizard-flow';

const ROWS = 1500;

/** A workbook of ROWS valid listings opened, mapped and checked: the Upload step, ready to start. */
async function toUploadStep(page: Page, work: string, url: string): Promise<UploadPage> {
  const path = join(work, 'sok-hirdetes.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(HEADERS.slice(0, 8));
  for (let i = 0; i < ROWS; i++)
    ws.addRow([`P-${i}`, 'lakás', 'eladó', 'Budapest', 30_000_000 + i, 'Ft', 'nem', 40 + (i % 60)]);
  await wb.xlsx.writeFile(path);

  await page.goto(url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const open = new OpenPage(page);
  await open.chooseFile(path);
  await open.next();
  await new ColumnsPage(page).next();
  await new ValuesPage(page).next();
  const review = new ReviewPage(page);
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: ROWS, valid: ROWS, invalid: 0, failed: 0, done: 0 }),
  );
  await review.next();

  return new UploadPage(page);
}

/** A host whose sandbox answers each request after 300 ms, with a work folder; both gone after `body`. */
async function withSlowHost(body: (work: string, url: string) => Promise<void>): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'li-e2e-progress-'));
  const host = await startHostProcess({ LISTING_IMPORTER_SANDBOX_LATENCY_MS: '300' });
  try {
    await body(work, host.url);
  } finally {
    await host.stop();
    await rm(work, { recursive: true, force: true });
  }
}

/** Starts the upload and waits for its first rows to be done. */
async function startUpload(page: Page, upload: UploadPage): Promise<void> {
  await upload.button('startUpload').click();
  const bar = page.getByRole('progressbar', { name: upload.t('progressLabel') });
  await expect(bar).not.toHaveAttribute('aria-valuenow', '0');
}

test('shows progress, cancels cleanly and continues without sending a row twice', async ({ page }) => {
  await withSlowHost(async (work, url) => {
    const upload = await toUploadStep(page, work, url);
    await startUpload(page, upload);
    await expect(page.getByText(/sor\/mp/)).toBeVisible();
    await upload.screenshot('06-upload-progress');
    // Until the batch in flight is answered the step says it is stopping. That can be gone within a few milliseconds
    // of the click under load, too soon for a locator to see it: it is read in the click's own task, once React has
    // rendered the click's state and before any answer can have been handled.
    const stopping = await page.evaluate(
      async ([cancel, why]) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === cancel);
        button?.click();
        // React renders a click's state in a microtask queued by the click: these run after it, in the same task.
        await Promise.resolve();
        await Promise.resolve();
        return [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent === why);
      },
      [upload.t('cancelUpload'), upload.t('stoppingUploadWhy')] as const,
    );
    expect(stopping).toBe(true);

    const results = new ResultsPage(page);
    await expect(results.heading('resultsTitle')).toBeVisible();
    await expect(page.getByText(results.t('runOutcome_cancelled'))).toBeVisible();
    const created = Number((await results.tile('created').locator('.tile-value').textContent())?.replace(/\D/g, ''));
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThan(ROWS);
    await results.screenshot('07-results-cancelled');

    await results.button('continueUpload').click();
    await expect(
      page.getByText(upload.t('toSend', { count: (ROWS - created).toLocaleString('hu-HU'), office: OFFICE })),
    ).toBeVisible();
    await upload.button('startUpload').click();
    await expect(results.heading('resultsTitle')).toBeVisible();
    await expect(page.getByText(results.t('runOutcome_completed'))).toBeVisible();
    await results.expectTile('created', ROWS - created);
    await results.expectTile('failed', 0);
  });
});

test('a resend after a cancel shows its progress and its cancel on Results', async ({ page }) => {
  await withSlowHost(async (work, url) => {
    const upload = await toUploadStep(page, work, url);
    await startUpload(page, upload);
    await upload.button('cancelUpload').click();

    const results = new ResultsPage(page);
    await expect(page.getByText(results.t('runOutcome_cancelled'))).toBeVisible();
    await results.button('resubmitFailed').first().click();
    await expect(page.getByRole('status').filter({ hasText: results.t('resendRunning') })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: results.t('progressLabel') })).not.toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(results.button('cancelUpload')).toBeVisible();
    await expect(results.button('continueUpload')).toBeDisabled();
    await results.screenshot('07-results-resending');
    await expect(page.getByText(results.t('runOutcome_completed'))).toBeVisible();
    await expect(page.getByRole('progressbar', { name: results.t('progressLabel') })).toHaveCount(0);
  });
});
