// The service's refusals of a run stay readable when the user switches language afterwards: the run keeps each row's
// message in both languages, so Results shows them in the language chosen now, and the results workbook is written in
// the workbook's own language whatever the UI's (docs/messages.md, "Results in both languages").
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { resultKeyOfHeader } from '../../src/engine/model/result-headers';
import { DEMO } from '../../src/sandbox';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { writeSmallListings } from '../support/small-listings-kit';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-refusal-switch-');

/** An English workbook of more featured listings than the office's quota: the service refuses the rest (error 29). */
async function overQuotaInEnglish(file: string): Promise<void> {
  const rows = Array.from({ length: DEMO.featuredQuota + 2 }, (_, i) => ({
    reference: `SW-${i}`,
    address: `Switch Street ${i + 1}`,
    price: 70_000_000 + i,
    featured: true,
  }));
  await writeSmallListings(file, rows, 'en');
}

/** The status and message cells of the rows of the results workbook's Listings sheet. */
async function resultCells(file: string): Promise<(readonly [status: string, code: string, message: string])[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet('Listings');
  if (ws === undefined) throw new Error(`no Listings sheet in ${file}`);
  const at: Partial<Record<string, number>> = {};
  ws.getRow(1).eachCell((c, col) => {
    const key = resultKeyOfHeader(String(c.value))?.key;
    if (key !== undefined) at[key] = col;
  });
  const { status, errorCode, errorMessage } = at;
  if (status === undefined || errorCode === undefined || errorMessage === undefined)
    throw new Error('no result columns');
  const text = (r: number, c: number): string => String(ws.getRow(r).getCell(c).value ?? '');
  const out: (readonly [string, string, string])[] = [];
  for (let r = 2; r <= ws.rowCount; r++) out.push([text(r, status), text(r, errorCode), text(r, errorMessage)]);
  return out;
}

/** The message cells of the rows the service refused (error code filled). */
async function refusedMessages(file: string): Promise<string[]> {
  return (await resultCells(file)).filter(([, code]) => code !== '').map(([, , message]) => message);
}

describe('refusals after switching language', () => {
  it('a run made in English shows its refusals in Hungarian after the switch, and its workbook stays English', async () => {
    await app.call('setLanguage', { language: 'en', remember: false });
    const book = office.file('featured-switch.xlsx');
    await overQuotaInEnglish(book);
    await app.open(book);
    await app.call('validate', {});
    const run = await app.call('startUpload', { dryRun: false });
    expect(run.failed).toBeGreaterThanOrEqual(2);

    const english = await app.call('getResults', {});
    expect(english.failedRows.length).toBe(run.failed);
    for (const r of english.failedRows) expect(r.message).toMatch(/^The office's quota of featured listings \(\d+\)/);

    await app.call('setLanguage', { language: 'hu', remember: false });
    const hungarian = await app.call('getResults', {});
    expect(hungarian.failedRows.map((r) => r.row)).toEqual(english.failedRows.map((r) => r.row));
    for (const r of hungarian.failedRows)
      expect(r.message).toMatch(/^Az iroda kiemelt hirdetési kerete \(\d+\) elfogyott/);

    await app.call('saveResultsWorkbook', {});
    const written = await refusedMessages(app.harness().offered() ?? '');
    expect(written.length).toBe(run.failed);
    for (const m of written) expect(m).toMatch(/^The office's quota of featured listings \(\d+\)/);
  });

  it("writes an invalid row's problems into an English workbook in English under the Hungarian UI", async () => {
    await app.call('setLanguage', { language: 'hu', remember: false });
    const book = office.file('invalid-price.xlsx');
    const rows = [
      { reference: 'IV-1', address: 'Valid Street 1', price: 71_000_000 },
      { reference: 'IV-2', address: 'Invalid Street 2', price: -5 },
    ];
    await writeSmallListings(book, rows, 'en');
    await app.open(book);
    await app.call('validate', {});
    await app.call('startUpload', { dryRun: false });
    await app.call('saveResultsWorkbook', {});
    const cells = await resultCells(app.harness().offered() ?? '');
    const invalid = cells.filter(([status]) => status === 'invalid');
    expect(invalid).toHaveLength(1);
    expect(invalid[0]?.[2]).toMatch(/price/i);
    expect(invalid[0]?.[2]).not.toMatch(/[áéíóöőúüű]/i);
  });
});
