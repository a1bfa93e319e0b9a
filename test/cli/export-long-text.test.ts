// A text on the portal longer than a cell holds (32,767 characters) is exported shortened with a note in the cell
// and on the Help sheet, and a re-import never sends the shortened text back unless the user edits it
// (docs/round-trip.md, "Export"). Against the sandbox through a counting relay.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import { editWithOpenpyxl, propertyBody, readSheet, seedOffice, sendAll } from '../support/export-test-kit';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { officeListings, startCliSandbox } from '../support/cli-sandbox-kit';

const OFFICE = DEMO.offices.budapest;
const SHEET = 'Ingatlanok';
const LONG = 'Hosszú leírás. '.repeat(2700); // 40,500 characters
let kit: CliSandbox;
let longId = 0;
let exported = '';

async function headerOf(workbook: string, key: string): Promise<string> {
  const rows = await readSheet(workbook, SHEET);
  const header = [...new Set(rows.flatMap((r) => [...r.keys()]))].find((h) => h.endsWith(`[${key}]`));
  if (header === undefined) throw new Error(`no column for ${key}`);
  return header;
}

/** Every cell's text of a sheet, one per line. */
async function sheetText(file: string, name: string): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const lines: string[] = [];
  wb.getWorksheet(name)?.eachRow((row) => row.eachCell((c) => lines.push(c.text)));
  return lines.join('\n');
}

function descriptionOf(listing: Record<string, Record<string, unknown>> | undefined): unknown {
  return listing?.['descriptions']?.['hu'];
}

beforeAll(async () => {
  kit = await startCliSandbox('cli-long-text-');
  await seedOffice(kit.client, 3, 8);
  const body = propertyBody(3001, null) as { descriptions: Record<string, unknown> };
  const item = { ...body, id: { transfer_id: 'LONG-1' }, descriptions: { ...body.descriptions, hu: LONG } };
  [longId = 0] = await sendAll(kit.client, [{ method: 'POST', uri: `/property?office_id=${OFFICE}`, body: item }]);
  exported = kit.file('export.xlsx');
  const done = await kit.exportWith({ officeId: [String(OFFICE)], out: exported });
  if (done.code !== 0) throw new Error(`export failed: ${done.errors}`);
}, 60_000);

afterAll(async () => {
  await kit.close();
});

it('exports every listing, the long text shortened with a note in its cell and on the Help sheet', async () => {
  const rows = await readSheet(exported, SHEET);
  expect(rows).toHaveLength((await officeListings(kit.client, OFFICE)).size);
  const header = await headerOf(exported, 'descriptions.hu');
  const cell = rows.find((r) => r.get('Szolgáltatói azonosító') === String(longId))?.get(header) ?? '';
  expect(cell.length).toBeLessThanOrEqual(32_767);
  expect(LONG.startsWith(cell.slice(0, 30_000))).toBe(true);
  expect(cell).toContain('RÖVIDÍTVE');
  expect(cell).toContain('40 500');
  const help = await sheetText(exported, 'Súgó');
  expect(help).toContain(`${longId}. hirdetés`);
  expect(help).toContain('descriptions.hu: 40 500 karakter a portálon');
  expect(help).toMatch(/rövidít/i);
});

it('a re-import with another field of that listing edited keeps the portal text', async () => {
  const edited = kit.file('price.xlsx');
  const price = await headerOf(exported, 'price.price');
  await editWithOpenpyxl(exported, edited, [{ sheet: SHEET, header: price, serviceId: longId, value: 77_000_000 }]);
  const done = await kit.upload(edited, { officeId: String(OFFICE), json: true });
  expect(done.code, done.errors).toBe(0);
  expect(done.writes).toHaveLength(1);
  expect(JSON.stringify(done.writes[0]?.body)).not.toContain('RÖVIDÍTVE');
  expect((done.writes[0]?.body as Record<string, unknown>)['descriptions']).toBeUndefined();
  const after = (await officeListings(kit.client, OFFICE)).get(longId);
  expect(descriptionOf(after)).toBe(LONG);
  expect(after?.['price']?.['price']).toBe(77_000_000);
});

it('without the row snapshot (its hidden cell cleared), the shortened cell is still not sent back', async () => {
  const edited = kit.file('no-snapshot.xlsx');
  const price = await headerOf(exported, 'price.price');
  await editWithOpenpyxl(exported, edited, [
    { sheet: SHEET, header: price, serviceId: longId, value: 66_000_000 },
    { sheet: SHEET, header: 'Importálási ujjlenyomat', serviceId: longId, value: '' },
  ]);
  const done = await kit.upload(edited, { officeId: String(OFFICE), json: true });
  expect(done.code, done.errors).toBe(0);
  expect(done.writes.map((w) => w.uri)).toEqual([`/property?id=${longId}`]);
  expect((done.writes[0]?.body as Record<string, unknown>)['descriptions']).toBeUndefined();
  const after = (await officeListings(kit.client, OFFICE)).get(longId);
  expect(descriptionOf(after)).toBe(LONG);
  expect(after?.['price']?.['price']).toBe(66_000_000);
});

it('a text the user writes over the shortened one is sent', async () => {
  const edited = kit.file('rewritten.xlsx');
  const header = await headerOf(exported, 'descriptions.hu');
  await editWithOpenpyxl(exported, edited, [{ sheet: SHEET, header, serviceId: longId, value: 'Rövid új leírás.' }]);
  const done = await kit.upload(edited, { officeId: String(OFFICE), json: true });
  expect(done.code, done.errors).toBe(0);
  expect(descriptionOf((await officeListings(kit.client, OFFICE)).get(longId))).toBe('Rövid új leírás.');
});
