// Words, numbers and dates as staff read them (docs/architecture.md, "The wizard's flow"): the export's date box in
// the app's language, headers and lists without the API's codes, the Values step's columns needing a decision first.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { FORM_MESSAGES } from '../../src/renderer/src/i18n/form-messages';
import { ConnectPage } from './pages/connect-page';
import { ExportPage } from './pages/export-page';
import { ValuesPage } from './pages/values-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { connectAndOpen, connectToValues, openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';
import { formatMessage } from '../../src/shared/message-catalog';

let host: HostProcess | null = null;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-words-'));
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
  await rm(work, { recursive: true, force: true });
});

test("the export's date box takes and shows dates in the app's language, not the browser's", async ({ page }) => {
  host = await startHostProcess();
  const exporter = new ExportPage(page);
  await exporter.open(host.url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  await exporter.openView();

  let box = exporter.updatedAfter();
  await expect(box).toHaveAttribute('placeholder', FORM_MESSAGES.datePattern.hu);
  await box.fill('2026.03.31.');
  await expect(box).not.toHaveAttribute('aria-invalid');
  await expect(exporter.button('exportStart')).toBeEnabled();

  await exporter.switchLanguage('en');
  box = exporter.updatedAfter();
  await expect(box).toHaveValue('31/03/2026');
  await expect(box).toHaveAttribute('placeholder', FORM_MESSAGES.datePattern.en);
  await box.fill('03/31/2026');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(
      formatMessage(FORM_MESSAGES.dateInvalid, 'en', {
        value: '03/31/2026',
        pattern: FORM_MESSAGES.datePattern.en,
        example: '31/03/2026',
      }),
    ),
  ).toBeVisible();
  await expect(exporter.button('exportStart')).toBeDisabled();
  await box.fill('');
  await expect(exporter.button('exportStart')).toBeEnabled();
});

const HEADERS = ['Azonosító', 'Típus', 'Megbízás', 'Település', 'Kerület', 'Vételár (M Ft)', 'Szobák', 'Állapot'];

/** A workbook whose Állapot column holds 24 words no list knows, the one column needing a decision. */
async function oneOpenColumn(path: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const rows = Array.from({ length: 24 }, (_, i) => [
    `V-${i + 1}`,
    'lakás',
    'eladó',
    'Budapest',
    'XIII',
    45 + i,
    2,
    `különleges ${i + 1}`,
  ]);
  wb.addWorksheet('Ingatlanok').addRows([HEADERS, ...rows]);
  await wb.xlsx.writeFile(path);
}

test('Values shows the column needing a decision first and folds the rest behind a keyboard disclosure', async ({
  page,
}) => {
  host = await startHostProcess();
  const path = join(work, 'ertekek.xlsx');
  await oneOpenColumn(path);
  const values = await connectToValues(page, host.url, path);

  await expect(page.getByRole('table', { name: /Állapot/ })).toBeVisible();
  const settled = page.getByRole('table', { name: /Megbízás/ });
  await expect(settled).toBeHidden();
  const fold = page.getByText(formatMessage(FORM_MESSAGES.valuesFolded, 'hu', { count: 3 }));
  await fold.focus();
  await page.keyboard.press('Enter');
  await expect(settled).toBeVisible();
  // Its words are words: `eladó` means `eladó`, no code beside it.
  await expect(values.valueSelect('Megbízás', 'eladó').locator('option:checked')).toHaveText('eladó');
  await values.expectNoError();
});

test("a value card's header row stays above its rows while the page scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  host = await startHostProcess();
  const path = join(work, 'fejlec.xlsx');
  await oneOpenColumn(path);
  const open = await connectAndOpen(page, host.url, path);
  await open.next();
  await open.button('next').click();
  const values = new ValuesPage(page);
  const table = page.getByRole('table', { name: /Állapot/ });
  await expect(table).toBeVisible();

  // Scroll the step so the table's top is well above the visible area, its later rows in view.
  // The step scrolls in <main>: brought down until the table's top lies above the visible area.
  const top = await table.evaluate((t) => t.getBoundingClientRect().top);
  await page.getByRole('main').evaluate((m, by) => m.scrollBy(0, by), top + 200);
  await expect(table.getByRole('row').first()).not.toBeInViewport();
  const header = await table.getByRole('columnheader').first().boundingBox();
  const tableBox = await table.boundingBox();
  expect(header?.y).toBe(tableBox?.y);
  await values.expectNoError();
});

test("headers carrying the template's field keys show their words in Review, the key nowhere", async ({ page }) => {
  host = await startHostProcess();
  const path = join(work, 'sablon.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([
    [
      '[id.transfer_id]',
      'Típus [property.type]',
      'Megbízás [property.action]',
      'Település',
      'Kerület',
      'Ár [price.price]',
    ],
    ['K-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45_900_000],
    ['K-2', 'lakás', 'eladó', 'Budapest', 'XIII', 52_000_000],
  ]);
  await wb.xlsx.writeFile(path);
  const review = await openToReview(page, await connectAndOpen(page, host.url, path));

  const headers = review.grid().getByRole('columnheader');
  await expect(headers.filter({ hasText: /^F Ár$/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^A Hirdetés azonosító$/ })).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText('[price.price]');
  await expect(page.getByRole('main')).not.toContainText('[id.transfer_id]');
  await review.expectNoError();
});
