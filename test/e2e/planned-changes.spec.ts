// The round trip (docs/round-trip.md) in the app: after a price is edited in the grid of an export, the upload step's
// dry run lists that row with the field old → new (an expandable entry per row), and the upload then updates only that
// listing.
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ConnectPage } from './pages/connect-page';
import { ExportPage } from './pages/export-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { WizardPage } from './pages/wizard-page';
import { useHostPerTest } from './support/host-per-test';
import { openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-changes-');

/** The exported listings sheet: its name, the price column's letter and header, and the first row's price. */
async function listingsOf(path: string): Promise<{ sheet: string; column: string; header: string; price: number }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  for (const ws of wb.worksheets) {
    const header = Array.from(ws.getRow(1).values as unknown[], (v) => String(v ?? ''));
    const price = header.findIndex((h) => h.endsWith('[price.price]'));
    // The Service ID column in the export's language.
    if (price > 0 && (header.includes('Service ID') || header.includes('Szolgáltatói azonosító'))) {
      const column = ws.getColumn(price).letter;
      return { sheet: ws.name, column, header: header[price] ?? '', price: Number(ws.getRow(2).getCell(price).value) };
    }
  }
  throw new Error('the export has no sheet with a price column');
}

async function sandboxUrl(request: APIRequestContext, origin: string): Promise<string> {
  const profiles = await request.post(`${origin}/api/listProfiles`, {
    headers: { 'x-li-request': '1', 'content-type': 'application/json', origin },
    data: {},
  });
  const body = (await profiles.json()) as { value: { profiles: { id: string; baseUrl: string }[] } };
  return body.value.profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
}

test('the dry run lists the edited row with its price old → new; the upload updates only it', async ({ page }) => {
  await new WizardPage(page).open(host.url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  expect(await sandboxUrl(page.request, host.origin)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

  const exporter = new ExportPage(page);
  await exporter.openView();
  await exporter.start();
  await exporter.expectNoError();
  const saved = join(host.work, 'export.xlsx');
  await (await exporter.download()).saveAs(saved);
  const listings = await listingsOf(saved);

  await exporter.openForEditing();
  const open = new OpenPage(page);
  const review = await openToReview(page, open);
  await page.getByRole('combobox', { name: new RegExp(`^${review.t('sheet')}`) }).selectOption(listings.sheet);
  await review.editCell(listings.column, 2, '99 000 000');
  await review.next();

  const upload = new UploadPage(page);
  await upload.dryRun();
  const list = page.getByRole('list', { name: upload.t('changesTitle') });
  await expect(list).toBeVisible();
  const entries = list.locator(':scope > li');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await entry.locator('summary').click();
  const field = entry.locator('li.change');
  // Staff words: the header's words without the template's key (`Ár`, not `Ár [price.price]`).
  await expect(field).toContainText(`${listings.header.replace(/\s*\[[^\]]*\]\s*$/, '')}:`);
  await expect(field).not.toContainText('[');
  // Amounts read as office staff write them: 99 000 000 in the Hungarian UI.
  const grouped = (n: number): RegExp =>
    new RegExp(`^${new Intl.NumberFormat('hu-HU').format(n).replace(/\s/g, '\\s')}$`);
  await expect(field.locator('del')).toHaveText(grouped(listings.price));
  await expect(field.locator('ins')).toHaveText(grouped(99_000_000));
  await page.screenshot({ path: join('test-results', 'planned-changes-dry-run.png'), fullPage: true });

  await upload.upload();
  const results = new ResultsPage(page);
  await results.expectTile('updated', 1);
  await results.expectTile('failed', 0);
});
