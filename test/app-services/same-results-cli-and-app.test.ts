// The command line and the app finish an upload alike: the same result cells for the same run (written into the
// workbook's copy, or into a separate results workbook when a sheet has no room), and the run's journal marked written
// once they are on disk (docs/architecture.md, "One orchestration").
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readWorkbookRuns } from '../../src/engine/upload/journal';
import { resultKeyOfHeader } from '../../src/engine/model/result-headers';
import type { RunSummary } from '../../src/shared/contract';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import type { SmallListing } from '../support/small-listings-kit';
import { writeInvalidSellerWorkbook, writeSmallListings } from '../support/small-listings-kit';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-same-results-');

/** One row's result as the workbook holds it: status and error code (ids and times differ run by run). */
type Cells = readonly [sheet: string, row: number, status: string, code: string];

function text(v: ExcelJS.CellValue): string {
  return v === null || v === undefined ? '' : String(v as string | number);
}

/** The result cells of `sheet`'s data rows, read by their headers in either language. */
async function sheetCells(file: string, sheet: string): Promise<Cells[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet(sheet);
  if (ws === undefined) throw new Error(`no sheet ${sheet} in ${file}`);
  const at: Partial<Record<string, number>> = {};
  ws.getRow(1).eachCell((c, col) => {
    const key = resultKeyOfHeader(text(c.value))?.key;
    if (key !== undefined) at[key] = col;
  });
  const out: Cells[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const cell = (key: string): string => (at[key] === undefined ? '' : text(row.getCell(at[key]).value));
    out.push([sheet, r, cell('status'), cell('errorCode')]);
  }
  return out;
}

/** The rows of a separate results workbook (sheet, row, status, ..., error code). */
async function separateCells(file: string): Promise<Cells[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.worksheets[0];
  if (ws === undefined) throw new Error(`no sheet in ${file}`);
  const out: Cells[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const v = (c: number): string => text(ws.getRow(r).getCell(c).value);
    out.push([v(1), Number(v(2)), v(3), v(5)]);
  }
  return out;
}

/** Whether the newest journal of the workbook in `dir` is marked written. */
async function journalWritten(dir: string, workbook: string): Promise<boolean | null> {
  const runs = await readWorkbookRuns(dir, workbook);
  return runs[0]?.written ?? null;
}

/** The app's last upload's summary. */
let appSummary: RunSummary | null = null;

/** The app's upload of `workbook`; the results workbook it offers afterwards. */
async function appUpload(workbook: string): Promise<string> {
  await app.open(workbook);
  await app.call('validate', {});
  appSummary = await app.call('startUpload', { dryRun: false });
  await app.call('saveResultsWorkbook', {});
  return app.harness().offered() ?? '';
}

const appJournal = (): string => path.join(app.harness().dir, 'data', 'journal');
const cliJournal = (): string => path.join(office.dir, 'home', 'journal');

/** Sellers whose header row reaches column XFD: no column is free for results. */
async function fullWidthSellers(file: string, tag: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Eladók');
  const filler = Array.from({ length: 16_384 - 3 }, (_, i) => `Megjegyzés ${i + 1}`);
  ws.getRow(1).values = ['Név', 'Telefon', 'E-mail', ...filler];
  ws.getRow(2).values = [`Kiss Anna ${tag}`, `+36 1 555 ${tag}1`, `anna${tag}@example.hu`];
  ws.getRow(3).values = [`Nagy Béla ${tag}`, `+36 1 555 ${tag}2`, `bela${tag}@example.hu`];
  await wb.xlsx.writeFile(file);
}

/** Listings without references, at addresses of their own. */
async function listings(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow([
    'Ingatlan típusa [property.type]',
    'Eladó vagy kiadó [property.action]',
    'Település [location.region_id]',
    'Cím [location.address]',
    'Ár [price.price]',
    'Pénznem [price.price_currency]',
  ]);
  ws.addRow(['lakás', 'eladó', 'Budapest', 'Hasonló utca 1.', 51_000_000, 'forint']);
  ws.addRow(['lakás', 'eladó', 'Budapest', 'Hasonló utca 2.', 52_000_000, 'forint']);
  await wb.xlsx.writeFile(file);
}

/** Listings, one of them a delete of a reference the service does not have: the plan refuses it, nothing is sent. */
function deleteOfNothing(tag: string): SmallListing[] {
  return [
    { reference: `UJ-${tag}`, address: `Új utca ${tag}.`, price: 53_000_000, action: '' },
    { reference: `NINCS-${tag}`, address: `Nincs utca ${tag}.`, price: 54_000_000, action: 'törlés' },
  ];
}

/** Row, status and message cells of the rows whose message names the sellers sheet. */
async function waitingCells(file: string, sheet: string): Promise<(readonly [number, string, string])[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet(sheet);
  if (ws === undefined) throw new Error(`no sheet ${sheet} in ${file}`);
  const at: Partial<Record<string, number>> = {};
  // The office workbook's header row is not the first: the result headers are looked for in the first rows.
  for (let r = 1; r <= 5; r++)
    ws.getRow(r).eachCell((c, col) => {
      const key = resultKeyOfHeader(text(c.value))?.key;
      if (key !== undefined) at[key] = col;
    });
  const out: (readonly [number, string, string])[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const cell = (key: string): string => (at[key] === undefined ? '' : text(ws.getRow(r).getCell(at[key]).value));
    if (/E02|Értékesítők/.test(cell('errorMessage'))) out.push([r, cell('status'), cell('errorMessage')]);
  }
  return out;
}

describe('one finish for the command line and the app', () => {
  it('a listing whose seller row is invalid is held back in both, its message naming that row in Hungarian', async () => {
    const cliBook = office.file('iroda-cli.xlsx');
    const appBook = office.file('iroda-app.xlsx');
    await writeInvalidSellerWorkbook(cliBook);
    await writeInvalidSellerWorkbook(appBook);
    const cliOut = office.file('iroda-cli results.xlsx');
    const cli = await office.upload(cliBook, { json: true, out: cliOut });
    // Exit 1 for the invalid seller row; the listings waiting for it are held back, counted apart, not failed.
    expect(cli.code, cli.errors).toBe(1);
    expect(cli.report?.summary).toMatchObject({ invalid: 1, held_back: 4, failed: 0 });
    const appResults = await appUpload(appBook);
    expect(appSummary).toMatchObject({ invalid: 1, heldBack: 4, failed: 0 });

    const cliCells = await waitingCells(cliOut, 'Ingatlanok');
    expect(cliCells).toHaveLength(4);
    expect(cliCells).toEqual(await waitingCells(appResults, 'Ingatlanok'));
    for (const [, status, message] of cliCells) {
      expect(status).toBe('');
      expect(message).toMatch(/^Visszatartva: .*Értékesítők.* 3\. sor/);
    }
  });

  it('a row the plan refuses (a delete of a listing the service does not have) is failed in both, not invalid', async () => {
    const cliBook = office.file('torles-cli.xlsx');
    const appBook = office.file('torles-app.xlsx');
    await writeSmallListings(cliBook, deleteOfNothing('31'));
    await writeSmallListings(appBook, deleteOfNothing('32'));
    const cliOut = office.file('torles-cli results.xlsx');
    const cli = await office.upload(cliBook, { json: true, out: cliOut });
    expect(cli.code, cli.errors).toBe(1);
    const appResults = await appUpload(appBook);

    const cliCells = await sheetCells(cliOut, 'Ingatlanok');
    expect(cliCells).toEqual(await sheetCells(appResults, 'Ingatlanok'));
    expect(cliCells.map((c) => c[2])).toEqual(['létrehozva', 'sikertelen']);
    expect(cli.report?.summary).toMatchObject({ created: 1, failed: 1, invalid: 0 });
  });

  it('a sheet without room: both upload, write the same results into a separate workbook, mark the journal', async () => {
    const cliBook = office.file('eladok-cli.xlsx');
    const appBook = office.file('eladok-app.xlsx');
    await fullWidthSellers(cliBook, '11');
    await fullWidthSellers(appBook, '22');

    const cli = await office.upload(cliBook, { json: true });
    expect(cli.code, cli.errors).toBe(0);
    const cliResults = String(cli.report?.summary['results_workbook'] ?? '');
    const appResults = await appUpload(appBook);

    const cliCells = await separateCells(cliResults);
    expect(cliCells).toEqual(await separateCells(appResults));
    expect(cliCells.map((c) => c[2])).toEqual(['létrehozva', 'létrehozva']);
    expect(await journalWritten(cliJournal(), cliBook)).toBe(true);
    expect(await journalWritten(appJournal(), appBook)).toBe(true);
  });

  it('creates held back as lookalikes stay unsent in both results workbooks, the journal marked', async () => {
    const original = office.file('hasonlo.xlsx');
    await listings(original);
    const first = await office.upload(original, { json: true });
    expect(first.code, first.errors).toBe(0);
    const cliBook = office.file('hasonlo (cli).xlsx');
    const appBook = office.file('hasonlo (app).xlsx');
    await copyFile(original, cliBook);
    await copyFile(original, appBook);

    const cliOut = office.file('hasonlo (cli) results.xlsx');
    const cli = await office.upload(cliBook, { json: true, out: cliOut });
    expect(cli.traffic.writes).toEqual([]);
    const appResults = await appUpload(appBook);

    const cliCells = await sheetCells(cliOut, 'Ingatlanok');
    expect(cliCells).toEqual(await sheetCells(appResults, 'Ingatlanok'));
    expect(cliCells.map((c) => c[2])).toEqual(['', '']);
    expect(await journalWritten(cliJournal(), cliBook)).toBe(true);
    expect(await journalWritten(appJournal(), appBook)).toBe(true);

    // The results workbook, confirmed, creates them: no status in it says the service has them already.
    const again = await office.upload(cliOut, { json: true, createLookalikes: '2' });
    expect(again.code, again.errors).toBe(0);
    expect(again.report?.summary).toMatchObject({ created: 2 });
  });
});
