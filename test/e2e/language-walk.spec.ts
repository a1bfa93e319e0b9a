// A new office worker's walk through every step, in Hungarian and in English, at 1280×800 and 1920×1080: connect,
// the template, a workbook with linked Sellers and Listings sheets, columns, values, review (an error fixed, a
// warning), dry run, upload with refused rows, resend, results, history, export, connections, about; then a new
// connection checked unsaved, a failed check and the header after it, an undo, an export's round trip with three
// listings the workbook lacks, the sync preview's tick boxes and confirmation, and the sync run in History with its
// undo. At each step
// a screenshot (test-results/language-walk/) and the visible text checked: no English in the Hungarian UI beyond
// the user's own words, and no API code names in either language (docs/wizard.md, "Language of the UI").
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ColumnsPage } from './pages/columns-page';
import { ConnectPage } from './pages/connect-page';
import { ExportPage } from './pages/export-page';
import { HistoryPage } from './pages/history-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { ReviewPage } from './pages/review-page';
import { TemplatePage } from './pages/template-page';
import { UploadPage } from './pages/upload-page';
import { ValuesPage } from './pages/values-page';
import { WarningPanelPage } from './pages/warning-panel-page';
import type { Lang } from './pages/wizard-page';
import { WizardPage } from './pages/wizard-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { SETTLEMENTS } from '../../src/sandbox';
import { allowedWords, codeNamesIn, englishWordsIn, hungarianWordsIn } from './support/ui-language-check';
import { OFFICE } from './support/wizard-flow';
import { SyncPreviewPage } from './pages/sync-preview-page';
import { sandboxUrl } from './support/office-export';
import { seedOffice } from '../support/export-test-kit';
import { createApiClient } from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';

let host: HostProcess;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-language-walk-'));
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
  await rm(work, { recursive: true, force: true });
});

const SELLERS = [
  ['Kód', 'Név', 'Telefon', 'E-mail'],
  ['E01', 'Kovács Anna', '+36 30 111 2233', 'anna.kovacs@example.hu'],
  ['E02', 'Nagy Péter', '+36 30 222 3344', 'peter.nagy@example.hu'],
  ['E07', 'Szabó Éva', '+36 30 777 8899', 'eva.szabo@example.hu'],
];
const HEADERS = ['Hirdetés azonosító', 'Értékesítő', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár'];
const LISTING_HEADERS = [...HEADERS, 'Pénznem', 'Kiemelt', 'Alapterület (m2)'];
/** Excel row of the first listing: a title above the header row 3. */
const FIRST = 4;
/** Row 11's price is words (an error), row 12's typed in thousands (a warning). */
const ERROR_ROW = 11;

/**
 * Seven featured flats where the sandbox office's quota allows five (two refused), a price in words and one typed in
 * thousands; the listings name their sellers by the Sellers sheet's "Kód".
 */
function listings(): (string | number)[][] {
  const seller = (i: number) => ['E01', 'E02', 'E07'][i % 3] ?? 'E01';
  const flat = (i: number, price: string | number, featured: string) => [
    `P-${String(i + 1).padStart(3, '0')}`,
    seller(i),
    'lakás',
    'eladó',
    'Budapest',
    price,
    'Ft',
    featured,
    55 + i,
  ];
  return [
    ...Array.from({ length: 7 }, (_, i) => flat(i, 52_000_000 + i * 1_000_000, 'igen')),
    flat(7, 'sok pénz', 'nem'),
    flat(8, 49_900, 'nem'),
  ];
}

async function writeWorkbook(path: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.getCell('A1').value = 'Irodai hirdetések – 2026. november';
  ws.getRow(FIRST - 1).values = LISTING_HEADERS;
  listings().forEach((l, i) => {
    ws.getRow(FIRST + i).values = l;
  });
  const ss = wb.addWorksheet('Értékesítők');
  SELLERS.forEach((s, i) => {
    ss.getRow(1 + i).values = s;
  });
  for (const sheet of [ws, ss])
    sheet.columns.forEach((c) => {
      c.width = 18;
    });
  await wb.xlsx.writeFile(path);
}

/** The user's own words (cells, sheet and file names, the office) and the words both languages share. */
const ALLOWED = allowedWords([
  ...SELLERS.flat(),
  ...LISTING_HEADERS,
  ...listings().flat().map(String),
  'Ingatlanok Értékesítők iroda.xlsx Irodai hirdetések',
  OFFICE,
  'Budapest OK EUR Listing Importer English Magyar',
  // The walk's connection names, and the three listings added on the portal (seedOffice).
  'Teszt portál Rossz jelszó Árvíztűrő utca EXP-P1 EXP-P2 EXP-P3',
  // The portal's settlements and districts, proper names offered in the settlement list in either language.
  ...SETTLEMENTS.flatMap((s) => [s.name, ...s.areas.map((a) => a.name)]),
]);

interface Walk {
  readonly page: Page;
  readonly lang: Lang;
  readonly width: number;
  readonly findings: string[];
}

/** The screenshot of one step and its visible text's findings, with the line each was found in. */
async function look(w: Walk, name: string): Promise<void> {
  await w.page.screenshot({ path: `test-results/language-walk/${w.lang}-${w.width}-${name}.png` });
  const text = await w.page.locator('body').innerText();
  const lineOf = (s: string) =>
    text
      .split('\n')
      .find((l) => l.toLowerCase().includes(s.toLowerCase()))
      ?.trim()
      .slice(0, 100) ?? '';
  for (const c of codeNamesIn(text)) w.findings.push(`${w.lang} ${w.width} ${name}: code ${c} in "${lineOf(c)}"`);
  for (const r of text.match(/(?<![\p{L}])(\p{L}[\p{L} ]{2,}) · \1(?![\p{L}])/giu) ?? [])
    w.findings.push(`${w.lang} ${w.width} ${name}: said twice "${r}"`);
  for (const p of text.match(/\p{L}+\(s\)/gu) ?? [])
    w.findings.push(`${w.lang} ${w.width} ${name}: a plural left to the reader "${lineOf(p)}"`);
  for (const d of text.match(/[^.\s]\.\.(?!\.)/g) ?? [])
    w.findings.push(`${w.lang} ${w.width} ${name}: doubled period in "${lineOf(d)}"`);
  if (w.lang === 'hu')
    for (const e of englishWordsIn(text, ALLOWED))
      w.findings.push(`${w.lang} ${w.width} ${name}: English "${e}" in "${lineOf(e)}"`);
  if (w.lang === 'en')
    for (const h of hungarianWordsIn(text, ALLOWED))
      w.findings.push(`${w.lang} ${w.width} ${name}: Hungarian "${h}" in "${lineOf(h)}"`);
}

async function toReview(w: Walk, file: string): Promise<ReviewPage> {
  const { page, lang } = w;
  const wizard = new WizardPage(page);
  await wizard.open(host.url);
  if (lang === 'en') await wizard.switchLanguage('en');
  await look(w, '01-connect-empty');
  const connect = new ConnectPage(page, lang);
  await connect.connectToSandbox(OFFICE);
  await look(w, '01-connect');
  await connect.useOffice();

  const template = new TemplatePage(page, lang);
  await template.unfold();
  // The language's label stands above its box, and the box's title beside its marker (one line).
  const languageBox = await page.getByRole('combobox', { name: template.tt('templateLanguage') }).boundingBox();
  const languageLabel = await page.getByText(template.tt('templateLanguage'), { exact: true }).boundingBox();
  expect(languageLabel && languageBox && languageLabel.x === languageBox.x).toBe(true);
  await look(w, '02-open-template');
  const download = await template.download();
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await look(w, '02-open-template-saved');
  const open = new OpenPage(page, lang);
  await open.chooseFile(file);
  await look(w, '02-open');
  await open.next();

  const columns = new ColumnsPage(page, lang);
  await look(w, '03-columns-listings');
  await columns.sheetTab('Értékesítők').click();
  await look(w, '03-columns-sellers');
  await columns.sheetTab('Ingatlanok').click();
  await page.getByRole('button', { name: 'Pénznem', exact: true }).click();
  await expect(page.getByRole('searchbox', { name: columns.t('searchFields') })).toBeVisible();
  await look(w, '03-columns-field-list');
  await columns.button('next').click();

  const values = new ValuesPage(page, lang);
  await expect(values.heading('valuesTitle')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: values.t('working') })).toHaveCount(0);
  await look(w, '04-values');
  await values.showSettledColumns();
  await look(w, '04-values-settled');
  await values.next();
  const review = new ReviewPage(page, lang);
  await expect(review.counts()).toBeVisible();
  return review;
}

/** Edits a cell in its own editor (a text box, or the list by its label) and waits for the grid to take it. */
async function setCell(w: Walk, review: ReviewPage, column: string, row: number, value: string): Promise<void> {
  await review.goTo(column, row);
  const before = await review.cell(column, row).getAttribute('aria-label');
  await review.cell(column, row).dblclick();
  const name = review.t('editCell', { column, row });
  const list = w.page.getByRole('combobox', { name });
  const box = w.page.getByRole('textbox', { name });
  await expect(box.or(list)).toBeVisible();
  if ((await list.count()) > 0) await list.selectOption({ label: value });
  else {
    await box.fill(value);
    await box.press('Enter');
  }
  await expect(review.cell(column, row)).not.toHaveAttribute('aria-label', before ?? '');
  await expect(review.cell(column, row)).not.toHaveAttribute('aria-invalid', 'true');
}

/** Every one of `items` lies inside `box` horizontally: none cut off by the panel's edge. */
async function expectWithin(items: Locator, box: Locator): Promise<void> {
  const outer = await box.boundingBox();
  if (!outer) throw new Error('the panel is not shown');
  for (const item of await items.all()) {
    const b = await item.boundingBox();
    expect(b && b.x >= outer.x - 1 && b.x + b.width <= outer.x + outer.width + 1).toBe(true);
  }
}

async function reviewAndUpload(w: Walk, review: ReviewPage): Promise<ResultsPage> {
  const { page, lang } = w;
  await review.filter('filterInvalid');
  await review.cell('F', ERROR_ROW).hover();
  await look(w, '05-review-error');
  await setCell(w, review, 'F', ERROR_ROW, '38500000');
  await review.filter('filterAll');
  await look(w, '05-review-warning');
  await expectWithin(
    w.page.getByRole('radiogroup', { name: new WarningPanelPage(w.page, w.lang).w('navShows') }).getByRole('radio'),
    w.page.getByRole('radiogroup', { name: new WarningPanelPage(w.page, w.lang).w('navShows') }).locator('..'),
  );
  await review.next();

  const upload = new UploadPage(page, lang);
  await look(w, '06-upload');
  await upload.button('dryRun').click();
  await expect(upload.buckets()).toBeVisible();
  await look(w, '06-upload-dry-run');
  await upload.upload();
  const results = new ResultsPage(page, lang);
  await results.expectTile('failed', 2);
  await look(w, '07-results-failed');
  if (w.lang === 'en') await switchedAfterRun(w);
  return results;
}

/**
 * A run made in English, read after switching to Hungarian: the service's refusals and the row reasons are asked
 * again in the new language, so the Hungarian checks hold; then back to English for the rest of the walk.
 */
async function switchedAfterRun(w: Walk): Promise<void> {
  const wizard = new WizardPage(w.page, 'en');
  await wizard.switchLanguage('hu');
  const hu: Walk = { ...w, lang: 'hu' };
  const results = new ResultsPage(w.page, 'hu');
  await expect(results.failedRowsTable()).toBeVisible();
  await look(hu, '07-results-failed-switched');
  await wizard.switchLanguage('en');
  await expect(new ResultsPage(w.page, 'en').failedRowsTable()).toBeVisible();
}

async function resend(w: Walk, review: ReviewPage, results: ResultsPage): Promise<void> {
  await results.step('stepReview').click();
  await review.filter('filterFailed');
  const heads = review.grid().getByRole('rowheader').filter({ hasText: /^\d+$/ });
  await expect(heads).toHaveCount(2);
  const rows = (await heads.allTextContents()).map(Number);
  for (const row of rows) await setCell(w, review, 'H', row, w.lang === 'hu' ? 'nem' : 'no');
  await look(w, '05-review-failed-fixed');
  await review.step('stepResults').click();
  await results.resubmit();
  // The tiles count the resend's rows; the whole workbook's count says what it is.
  await expect(w.page.getByRole('heading', { level: 2, name: results.t('dryRunBucketsAfter') })).toBeVisible();
  await look(w, '07-results-resent');
}

async function sideViews(w: Walk): Promise<void> {
  const { page, lang } = w;
  const history = new HistoryPage(page, lang);
  await history.show();
  await expect(page.getByRole('table')).toContainText('iroda.xlsx');
  await look(w, '08-history');
  const exporting = new ExportPage(page, lang);
  await exporting.openView();
  await look(w, '09-export');
  await exporting.start();
  await look(w, '09-export-done');
  await exporting.step('stepConnect').click();
  await expect(exporting.heading('connectTitle')).toBeVisible();
  await look(w, '10-connections');
  await page
    .getByRole('banner')
    .getByRole('button', { name: exporting.t('aboutButton') })
    .click();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: exporting.t('close') })
      .first(),
  ).toBeVisible();
  await look(w, '11-about');
}

/** A new connection checked before it is saved, then a saved one refused: the header after the failed check. */
async function connectionChecks(w: Walk): Promise<void> {
  const { page, lang } = w;
  const connect = new ConnectPage(page, lang);
  await page
    .getByRole('main')
    .getByRole('button', { name: connect.t('close') })
    .first()
    .click();
  await expect(connect.heading('connectTitle')).toBeVisible();
  const base = await sandboxUrl(page.request, host.origin);
  const { username, password } = DEMO.users.demo;
  await connect.fillNewProfile('Teszt portál', base, username, password);
  await connect.button('testConnection').click();
  await expect(connect.formCheckedOffices(2)).toBeVisible();
  await look(w, '10-connections-unsaved-checked');
  await connect.cancelNewProfile();
  await connect.fillNewProfile('Rossz jelszó', base, username, 'nem-ez-a-jelszo');
  await connect.saveNewProfile('Rossz jelszó');
  await connect.button('testConnection').click();
  await expect(connect.topBar()).toContainText(connect.t('notConnected'));
  await look(w, '10-connections-failed-check');
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
}

/** An undo from History; an export opened again with three listings it lacks; the sync preview; its run's undo. */
async function undoAndSync(w: Walk): Promise<void> {
  const { page, lang } = w;
  const history = new HistoryPage(page, lang);
  await history.show();
  await history.undoButton('iroda.xlsx').first().click();
  const panel = history.panel('iroda.xlsx');
  await expect(panel.getByRole('button', { name: history.u('undoConfirm') })).toBeVisible();
  await look(w, '12-undo-preview');
  await panel.getByRole('button', { name: history.u('undoConfirm') }).click();
  await expect(panel.getByRole('button', { name: history.u('undoClose') })).toBeVisible();
  await look(w, '12-undo-done');

  const exporting = new ExportPage(page, lang);
  await exporting.openView();
  await exporting.start();
  await exporting.openForEditing();
  const client = createApiClient({
    baseUrl: await sandboxUrl(page.request, host.origin),
    user: 'demo',
    password: 'demo',
  });
  if (!client.ok) throw new Error(client.error.en);
  try {
    await seedOffice(client.value, 2, 3);
  } finally {
    await client.value.close();
  }
  await look(w, '13-roundtrip-open');
  await new OpenPage(page, lang).next();
  await new ColumnsPage(page, lang).button('next').click();
  const values = new ValuesPage(page, lang);
  await expect(values.heading('valuesTitle')).toBeVisible();
  await values.next();
  const review = new ReviewPage(page, lang);
  await expect(review.counts()).toBeVisible();
  await review.next();
  const sync = new SyncPreviewPage(page, lang);
  await sync.toggle().check();
  await expect(sync.choices()).toHaveCount(3);
  await sync.choices().nth(0).check();
  await sync.choices().nth(2).check();
  await sync.withdrawButton(2).click();
  await expect(sync.confirmed(2)).toHaveCount(2);
  await look(w, '15-sync-confirm');
  await sync
    .dialog(2)
    .getByRole('button', { name: sync.t('syncWithdraw', { count: 2 }) })
    .click();
  await expect(sync.done(2)).toBeVisible();
  await look(w, '15-sync-done');

  await history.show();
  const undo = page.getByRole('button', { name: new RegExp(`^${history.u('undo')} · .+ \\((szinkron|sync)\\)$`) });
  await undo.click();
  const confirm = page.getByRole('button', { name: history.u('undoConfirm') });
  await expect(confirm).toBeVisible();
  await look(w, '16-history-sync-undo-preview');
  await confirm.click();
  await expect(page.getByRole('button', { name: history.u('undoClose') })).toBeVisible();
  await look(w, '16-history-sync-undo-done');
}

for (const lang of ['hu', 'en'] as const satisfies readonly Lang[]) {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    test(`every step in ${lang === 'hu' ? 'Hungarian' : 'English'} at ${width}×${height}: no foreign words or codes`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height });
      const file = join(work, 'iroda.xlsx');
      await writeWorkbook(file);
      const w: Walk = { page, lang, width, findings: [] };
      const review = await toReview(w, file);
      const results = await reviewAndUpload(w, review);
      await resend(w, review, results);
      await sideViews(w);
      await connectionChecks(w);
      await undoAndSync(w);
      expect(w.findings).toEqual([]);
    });
  }
}
