// The round trip (docs/round-trip.md) in the app: export the office from the built-in sandbox, open the export for
// editing, change one price in the review grid, upload; exactly that listing is updated, every other row is skipped as
// unchanged.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createApiClient } from '../../src/engine/api';
import { seedOffice } from '../support/export-test-kit';
import { ConnectPage } from './pages/connect-page';
import { ExportPage } from './pages/export-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { WizardPage } from './pages/wizard-page';
import { seriousViolations } from './support/axe-violations';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

let host: HostProcess | null = null;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-export-'));
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
  await rm(work, { recursive: true, force: true });
});

/** The app in the browser, connected to the built-in sandbox's office; `latencyMs` slows every sandbox answer. */
async function connected(page: Page, latencyMs = 0): Promise<HostProcess> {
  const started = await startHostProcess(
    latencyMs > 0 ? { LISTING_IMPORTER_SANDBOX_LATENCY_MS: String(latencyMs) } : {},
  );
  host = started;
  await new WizardPage(page).open(started.url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  return started;
}

/** The properties sheet of the exported workbook: its name, rows, and where the price and Service ID are. */
interface ExportedListings {
  readonly sheet: string;
  readonly rows: number;
  readonly priceColumn: string;
  readonly firstServiceId: number;
  /** The first listing's own reference (column A), to know the grid shows this sheet. */
  readonly firstReference: string;
}

/** What an export read back holds: its listings sheet, its row count and the words its rows are sealed with. */
interface ReadExport {
  readonly listings: ExportedListings;
  readonly rows: number;
  readonly statuses: ReadonlySet<string>;
}

async function readExport(path: string): Promise<ReadExport> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  let listings: ExportedListings | null = null;
  let rows = 0;
  const statuses = new Set<string>();
  for (const ws of wb.worksheets) {
    const header = Array.from(ws.getRow(1).values as unknown[], (v) => String(v ?? ''));
    // The Service ID and status columns in the export's language.
    const id = header.findIndex((h) => h === 'Service ID' || h === 'Szolgáltatói azonosító');
    if (id < 0) continue;
    const count = ws.actualRowCount - 1;
    rows += count;
    const status = header.findIndex((h) => h === 'Import status' || h === 'Importálás állapota');
    for (let r = 2; r <= count + 1; r++) statuses.add(String(ws.getRow(r).getCell(status).value ?? ''));
    const price = header.findIndex((h) => h.endsWith('[price.price]'));
    if (price > 0)
      listings = {
        sheet: ws.name,
        rows: count,
        priceColumn: ws.getColumn(price).letter,
        firstServiceId: Number(ws.getRow(2).getCell(id).value),
        firstReference: String(ws.getRow(2).getCell(1).value),
      };
  }
  if (listings === null) throw new Error('the export has no sheet with a price column');
  return { listings, rows, statuses };
}

/** The built-in sandbox's address, once the app has started it (testing the connection does). */
async function sandboxUrl(request: APIRequestContext, origin: string): Promise<string> {
  const profiles = await request.post(`${origin}/api/listProfiles`, {
    headers: { 'x-li-request': '1', 'content-type': 'application/json', origin },
    data: {},
  });
  const body = (await profiles.json()) as { value: { profiles: { id: string; baseUrl: string }[] } };
  const url = body.value.profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  return url;
}

/** A few more sellers and listings of several types in the demo office, so the export has rows to leave alone. */
async function seedSandbox(baseUrl: string): Promise<void> {
  const client = createApiClient({ baseUrl, user: 'demo', password: 'demo' });
  if (!client.ok) throw new Error(client.error.en);
  try {
    await seedOffice(client.value, 3, 6);
  } finally {
    await client.value.close();
  }
}

/** The listing's price as the sandbox holds it, asked with the sandbox's own demo user. */
async function priceOnSandbox(request: APIRequestContext, baseUrl: string, id: number): Promise<unknown> {
  const answer = await request.get(`${baseUrl}/property?id=${id}&part=id,price`, {
    headers: { authorization: `Basic ${Buffer.from('demo:demo').toString('base64')}` },
  });
  expect(answer.status()).toBe(200);
  const found = (await answer.json()) as { price?: { price?: unknown } }[];
  expect(found).toHaveLength(1);
  return found[0]?.price?.price;
}

test('exports the office, edits one price in the grid, and the upload updates only that listing', async ({ page }) => {
  const app = await connected(page);
  const sandbox = await sandboxUrl(page.request, app.origin);
  await seedSandbox(sandbox);

  const exporter = new ExportPage(page);
  await exporter.openView();
  await expect(exporter.status()).toHaveValue('');
  await expect(exporter.updatedAfter()).toHaveValue('');
  await exporter.screenshot('export-01-form');
  await expect(exporter.primaryActions()).toHaveText([exporter.t('exportStart')]);
  await exporter.start();
  await exporter.expectNoError();
  await expect(exporter.primaryActions()).toHaveText([exporter.t('exportOpen')]);
  await exporter.screenshot('export-02-done');
  expect(await seriousViolations(page)).toEqual([]);

  const saved = join(work, 'export.xlsx');
  const download = await exporter.download();
  expect(download.suggestedFilename()).toMatch(/^iroda-1-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await download.saveAs(saved);
  const { listings, rows, statuses } = await readExport(saved);
  // Every row says what happened to it, in the app's language: exported, not updated (docs/round-trip.md).
  expect([...statuses]).toEqual(['exportálva']);
  expect(listings.rows).toBeGreaterThan(1);
  expect(listings.firstServiceId).toBeGreaterThan(0);
  await expect(page.getByText(exporter.t('exportPhase_done', { total: rows }))).toBeVisible();
  await expect(exporter.counts(rows - listings.rows, listings.rows)).toBeVisible();

  await exporter.openForEditing();
  const open = new OpenPage(page);
  await expect(open.role(listings.sheet)).toHaveValue('properties');
  const review = await openToReview(page, open);
  await page.getByRole('combobox', { name: new RegExp(`^${review.t('sheet')}`) }).selectOption(listings.sheet);
  await expect(review.grid()).toHaveAccessibleName(review.t('grid', { sheet: listings.sheet }));
  await expect(review.cell('A', 2)).toHaveAccessibleName(`A2: ${listings.firstReference}`);
  await expect(review.counts()).toContainText(
    review.t('countsLine', { total: listings.rows, valid: 0, invalid: 0, failed: 0, done: listings.rows }),
  );
  await review.editCell(listings.priceColumn, 2, '99 000 000');
  await review.next();

  const upload = new UploadPage(page);
  await upload.upload();
  const results = new ResultsPage(page);
  await results.expectTile('updated', 1);
  await results.expectTile('created', 0);
  await results.expectTile('failed', 0);
  await results.expectTile('skippedUnchanged', rows - 1);
  expect(await priceOnSandbox(page.request, sandbox, listings.firstServiceId)).toBe(99_000_000);
});

test("stops a slow export at the user's word: no file, no error, the focus back on Export", async ({ page }) => {
  const app = await connected(page, 400);
  const exporter = new ExportPage(page);
  await exporter.openView();
  await exporter.button('exportStart').click();
  await expect(exporter.progress()).toBeVisible();
  await exporter.button('exportCancel').click();
  await expect(page.getByRole('status').filter({ hasText: exporter.t('exportStopped') })).toBeVisible();
  await expect(exporter.button('exportStart')).toBeFocused();
  await expect(exporter.button('exportCancel')).toHaveCount(0);
  await expect(exporter.done(new RegExp(exporter.t('exportDone', { name: '' })))).toHaveCount(0);
  await exporter.expectNoError();
  expect(await readdir(join(app.dataDir, 'exports')).catch(() => [])).toEqual([]);
});
