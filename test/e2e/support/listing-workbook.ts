// The workbook the end-to-end tests import: a title above the table, Hungarian headers and words, one invalid
// price, one value no word matches, and six featured listings where the office's quota allows five.
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { LISTING_HEADERS } from '../../support/listings-sheet-kit';

export const HEADER_ROW = 3;

export const LISTINGS = [
  ['E2E-001', 'lakás', 'eladó', 'Budapest', 45_000_000, 'Ft', 'igen', 62],
  ['E2E-002', 'családi ház', 'eladó', 'Budapest', 98_500_000, 'Ft', 'igen', 140],
  ['E2E-003', 'lakás', 'eladó', 'Budapest', 'sok pénz', 'Ft', 'igen', 48],
  ['E2E-004', 'ikerház', 'eladó', 'Budapest', 72_000_000, 'Ft', 'igen', 110],
  ['E2E-005', 'lakás', 'eladó', 'Budapest', 25_000_000, 'Ft', 'nem', 55],
  ['E2E-006', 'lakás', 'eladó', 'Budapest', 39_900_000, 'Ft', 'igen', 41],
  ['E2E-007', 'lakás', 'eladó', 'Budapest', 51_000_000, 'Ft', 'igen', 70],
  ['E2E-008', 'garázs', 'eladó', 'Budapest', 4_500_000, 'Ft', 'nem', 18],
] as const;

export const HEADERS = [...LISTING_HEADERS, 'Kiemelt', 'Alapterület (m2)', 'Belső megjegyzés'];

export async function writeListingWorkbook(path: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.getCell('A1').value = 'Hirdetések importja – 2026. november';
  ws.getRow(HEADER_ROW).values = HEADERS;
  LISTINGS.forEach((l, i) => {
    ws.getRow(HEADER_ROW + 1 + i).values = [...l, i === 0 ? 'kulcs a portán' : null];
  });
  ws.columns.forEach((c) => {
    c.width = 18;
  });
  await wb.xlsx.writeFile(path);
}

/** A one-sheet `Ingatlanok` workbook at `path`: `headers` on row 1, then `rows`; returns the path. */
export async function writeListingRows(
  path: string,
  rows: readonly (readonly (string | number | null)[])[],
  headers: readonly string[] = HEADERS,
): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow([...headers]);
  for (const r of rows) ws.addRow([...r]);
  await wb.xlsx.writeFile(path);
  return path;
}

/**
 * A CSV of `count` valid flats for sale in Budapest under the workbook's headers, references `C-1`… (row 2 on);
 * `price(i)` gives the i-th one's price cell (1-based), a number unless a test says otherwise.
 */
export async function writeListingsCsv(
  path: string,
  count: number,
  price: (i: number) => string = (i) => String(40_000_000 + i),
): Promise<void> {
  const lines = [HEADERS.join(',')];
  for (let i = 1; i <= count; i++) lines.push(`C-${i},lakás,eladó,Budapest,${price(i)},Ft,nem,${40 + (i % 90)},`);
  await writeFile(path, `${lines.join('\n')}\n`);
}
